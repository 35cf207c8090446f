/**
 * The xlsx, ods and pdf forms of a CSV, made by LibreOffice (`soffice --headless`, Debian's
 * libreoffice-calc-nogui) and cached by the CSV's size and modification time, so a rerun converts
 * nothing.
 *
 * The CSV is read with the filter options `44,34,76,1,,1033` (comma, double quote, UTF-8, from line
 * 1, language en-US: Calc's own type detection, as a user opening the file would get). The PDF is
 * Calc's print of the sheet with `SinglePageSheets`: each sheet on one page as tall and wide as its
 * content, so no column is split onto a page of its own (the default A4 portrait print of a wide
 * table sends the right-hand columns to later pages, where no row can be rebuilt).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'

export type Form = 'xlsx' | 'ods' | 'pdf'

const PDF_FILTER = 'pdf:calc_pdf_Export:{"SinglePageSheets":{"type":"boolean","value":"true"}}'

const targetOf = (form: Form) => (form === 'pdf' ? PDF_FILTER : form)

/** The first `rows` data rows of a CSV (quoted newlines kept), written once under `dir`. */
export function headOfCsv(csv: string, rows: number, dir: string): string {
  mkdirSync(dir, { recursive: true })
  const out = join(dir, `${basename(csv, '.csv')}.head${rows}.csv`)
  if (existsSync(out)) return out
  const text = readFileSync(csv, 'utf8')
  let quoted = false
  let lines = 0
  let end = text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 34) quoted = !quoted
    else if (c === 10 && !quoted && ++lines === rows + 1) {
      end = i + 1
      break
    }
  }
  writeFileSync(out, text.slice(0, end))
  return out
}

/** The file of `csv` in `form`, converted by LibreOffice unless a conversion of this CSV is cached. */
export function libreOfficeForm(csv: string, form: Form, dir: string): string {
  mkdirSync(dir, { recursive: true })
  const stat = statSync(csv)
  const stem = basename(csv, '.csv')
  const cached = join(dir, `${stem}.${stat.size}-${Math.trunc(stat.mtimeMs)}.${form}`)
  if (existsSync(cached)) return cached
  const work = join(dir, 'convert')
  mkdirSync(work, { recursive: true })
  execFileSync(
    'soffice',
    [
      '--headless',
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--infilter=CSV:44,34,76,1,,1033',
      '--convert-to',
      targetOf(form),
      '--outdir',
      work,
      csv,
    ],
    { stdio: 'ignore', timeout: 900_000 },
  )
  renameSync(join(work, `${stem}.${form}`), cached)
  return cached
}

/**
 * The xlsx, ods and pdf forms of a CSV, made by LibreOffice (Debian's libreoffice-calc-nogui and
 * python3-uno) and cached by the CSV's size and modification time, so a rerun converts nothing.
 *
 * xlsx and ods: `soffice --headless --convert-to`, the CSV read with the filter options
 * `44,34,76,1,,1033` (comma, double quote, UTF-8, from line 1, language en-US: Calc's own type
 * detection, as a user opening the file would get). pdf: print-pdf.py opens the CSV the same way and
 * prints it as a person would set it up (optimal column widths up to 8 cm, longer text wrapped, grid
 * lines, landscape, scaled to one page wide, dates with four-digit years); see there for why. A
print is cached under a hash of print-pdf.py too.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'

export type Form = 'xlsx' | 'ods' | 'pdf'

const PRINT_PDF = join(import.meta.dirname, 'print-pdf.py')
/** A print made by an earlier version of the print script is made again. */
const PRINT_VERSION = createHash('sha256').update(readFileSync(PRINT_PDF)).digest('hex').slice(0, 8)

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
  const cached = join(
    dir,
    `${stem}.${stat.size}-${Math.trunc(stat.mtimeMs)}.${form === 'pdf' ? `printed-${PRINT_VERSION}.pdf` : form}`,
  )
  if (existsSync(cached)) return cached
  const profile = `-env:UserInstallation=file://${join(dir, 'profile')}`
  if (form === 'pdf') {
    execFileSync('/usr/bin/python3', [PRINT_PDF, join(dir, 'profile-uno'), csv, cached], {
      stdio: 'ignore',
      timeout: 900_000,
    })
    return cached
  }
  const work = join(dir, 'convert')
  mkdirSync(work, { recursive: true })
  execFileSync(
    'soffice',
    ['--headless', profile, '--infilter=CSV:44,34,76,1,,1033', '--convert-to', form, '--outdir', work, csv],
    { stdio: 'ignore', timeout: 900_000 },
  )
  renameSync(join(work, `${stem}.${form}`), cached)
  return cached
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, extname, join } from 'node:path'
import { invalidRequest } from '../../errors.js'
import { type EngineOptions, resolveOptions } from '../../options.js'
import { detectFormat, readHead } from '../file-format.js'
import { stageFile } from '../staging.js'
import { csvLine } from './grid-csv.js'
import { gridFormatOf } from './grid-formats.js'

/** One table written by `extractTables`. */
export interface ExtractedTable {
  /** The CSV written: `<out>/<stem>.p<page>.t<k>.csv`. */
  readonly file: string
  /** 1-based page, or sheet number of a workbook. */
  readonly page: number
  /** 1-based index of the table on its page or sheet. */
  readonly index: number
  readonly sheetName?: string
  readonly rows: number
  readonly columns: number
  readonly header: readonly string[]
  readonly notes: readonly string[]
}

export type ExtractOptions = Pick<
  EngineOptions,
  'maxFileBytes' | 'maxCells' | 'maxUnpackedBytes' | 'readerMemoryMb' | 'readerTimeoutMs'
>

/**
 * Writes every table found in a workbook or PDF as `<outDir>/<stem>.p<page>.t<k>.csv`: UTF-8,
 * RFC 4180 quoting, the header row as found (combined when it had two rows), every row padded to
 * the table's width. A file that is not a workbook or PDF, or holds no table, is an error.
 */
export async function extractTables(
  file: string,
  outDir: string,
  extractOptions: ExtractOptions = {},
): Promise<ExtractedTable[]> {
  const options = resolveOptions(extractOptions)
  const stagingDir = await mkdtemp(join(tmpdir(), 'tally-extract-'))
  const staged = await stageFile(stagingDir, file, undefined, options.maxFileBytes)
  try {
    const head = await readHead(staged.path)
    const grid = gridFormatOf(detectFormat(head, staged.fileName))
    if (!grid) throw invalidRequest('not_extractable', 'Only workbooks and PDFs hold tables to extract.')
    const tables = await grid.read(staged.path, head, { kind: 'collect' }, options)
    if (tables.length === 0) throw invalidRequest('no_table_found', 'No table was found in the file.')
    await mkdir(outDir, { recursive: true })
    const stem = basename(file, extname(file))
    const written: ExtractedTable[] = []
    for (const table of tables) {
      const width = table.header.length
      const lines = [csvLine(table.header, width), ...(table.rows ?? []).map((row) => csvLine(row, width))]
      const out = join(outDir, `${stem}.p${table.sheet}.t${table.index}.csv`)
      await writeFile(out, lines.join(''), 'utf8')
      written.push({
        file: out,
        page: table.sheet,
        index: table.index,
        ...(table.sheetName === undefined ? {} : { sheetName: table.sheetName }),
        rows: table.rowCount,
        columns: width,
        header: table.header,
        notes: table.notes,
      })
    }
    return written
  } finally {
    await staged.remove()
    await rm(stagingDir, { recursive: true, force: true })
  }
}

import { readFile } from 'node:fs/promises'
import type { ResolvedOptions } from '../../options.js'
import type { Grid } from './grid-types.js'
import { isArrow, isCompoundFile, isPdf, isZip } from './magic-bytes.js'
import { TableAssembler } from './table-assembler.js'
import { type ReadTable, TableCollector, type TableTarget } from './table-sinks.js'

/** Limits every reader of workbooks and PDFs honours. */
export type GridLimits = Pick<
  ResolvedOptions,
  'maxCells' | 'maxUnpackedBytes' | 'readerMemoryMb' | 'readerTimeoutMs'
>

/**
 * A file format read as grids of cells. Registering one is one entry in GRID_FORMATS: its
 * extensions, its magic bytes, and a reader that produces its tables (readers of whole grids
 * return them through `tablesFromGrids`).
 */
export interface GridFormat {
  readonly format: 'xlsx' | 'pdf' | 'arrow'
  readonly extensions: readonly string[]
  /** True when the file's first bytes are this format's. */
  readonly magic: (head: Buffer) => boolean
  /** The code of the error for a file named like this format whose bytes are not. */
  readonly mismatchCode: string
  readonly read: (path: string, head: Buffer, target: TableTarget, limits: GridLimits) => Promise<ReadTable[]>
}

/** Finds the tables of grids read whole (PDF pages, small files) in the calling thread. */
export function tablesFromGrids(grids: Iterable<Grid>, target: TableTarget): ReadTable[] {
  const collector = new TableCollector(target)
  for (const grid of grids) {
    const assembler = new TableAssembler(grid, () => collector.sink())
    for (const row of grid.rows) assembler.push(row)
    assembler.finish()
  }
  return collector.tables
}

/** The readers (worker threads, zip checks, pdf.js) load with the first file of their format. */
export const GRID_FORMATS: readonly GridFormat[] = [
  {
    format: 'xlsx',
    extensions: ['xlsx', 'xlsm', 'xls', 'ods', 'xlsb'],
    magic: (head) => isZip(head) || isCompoundFile(head),
    mismatchCode: 'not_a_workbook',
    read: async (...args) => (await import('../spreadsheet/workbook-reader.js')).readWorkbook(...args),
  },
  {
    format: 'pdf',
    extensions: ['pdf'],
    magic: isPdf,
    mismatchCode: 'pdf_invalid',
    read: readPdf,
  },
  {
    format: 'arrow',
    extensions: ['arrow', 'feather', 'arrows', 'ipc'],
    magic: isArrow,
    mismatchCode: 'unreadable_arrow',
    read: async (...args) => (await import('../arrow-reader.js')).readArrow(...args),
  },
]

/** A PDF's tables, found in a worker, then named and typed like any grid (`p<page>.t<k>`). */
async function readPdf(path: string, _head: Buffer, target: TableTarget, limits: GridLimits) {
  const { extractPdfTables } = await import('../pdf/pdf-extractor.js')
  const tables = await extractPdfTables(await readFile(path), {
    timeoutMs: limits.readerTimeoutMs,
    maxMemoryMb: limits.readerMemoryMb,
  })
  return tablesFromGrids(
    tables.map((t) => ({ sheet: t.page, index: t.index, rows: t.rows })),
    target,
  )
}

export const gridFormatOf = (format: string) => GRID_FORMATS.find((f) => f.format === format)

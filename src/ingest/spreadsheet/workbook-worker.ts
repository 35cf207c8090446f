import type { ReadTable, TableTarget } from '../grid/table-sinks.js'
import { readWithSheetJs } from './sheetjs-reader.js'
import { isStreamable, readXlsxStreaming } from './xlsx-stream-reader.js'
import { ZipEntries } from './zip-entries.js'

export interface WorkbookJob {
  readonly path: string
  readonly target: TableTarget
  readonly maxCells: number
  /** The file is a zip package (xlsx, xlsm, ods); otherwise a compound file (xls). */
  readonly zip: boolean
}

/** .xlsx/.xlsm stream through the SAX reader; .ods, .xls and odd packages go to SheetJS. */
export async function readWorkbookFile(job: WorkbookJob): Promise<ReadTable[]> {
  if (job.zip) {
    const zip = await ZipEntries.open(job.path)
    try {
      if (isStreamable(zip)) return await readXlsxStreaming(zip, job.target, job.maxCells)
    } finally {
      zip.close()
    }
  }
  return readWithSheetJs(job.path, job.target, job.maxCells)
}

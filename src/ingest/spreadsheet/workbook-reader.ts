import type { GridLimits } from '../grid/grid-formats.js'
import { isZip } from '../grid/magic-bytes.js'
import type { ReadTable, TableTarget } from '../grid/table-sinks.js'
import { runReader } from '../reader-thread.js'
import type { WorkbookJob } from './workbook-worker.js'
import { checkZip } from './zip-guard.js'

/**
 * Reads a workbook's tables in a worker thread. A zip package's directory is checked first (a
 * zip bomb is refused before anything is unpacked).
 */
export async function readWorkbook(
  path: string,
  head: Buffer,
  target: TableTarget,
  limits: GridLimits,
): Promise<ReadTable[]> {
  if (isZip(head)) await checkZip(path, { maxUnpackedBytes: limits.maxUnpackedBytes, maxRatio: 200 })
  const job: WorkbookJob = { path, target, maxCells: limits.maxCells, zip: isZip(head) }
  return runReader<ReadTable[]>(
    { kind: 'workbook', job },
    {
      timeoutMs: limits.readerTimeoutMs,
      memoryMb: limits.readerMemoryMb,
    },
  )
}

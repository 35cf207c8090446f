import { invalidRequest } from '../errors.js'
import type { ArrowJob } from './arrow-worker.js'
import type { GridLimits } from './grid/grid-formats.js'
import { isFeatherV1 } from './grid/magic-bytes.js'
import type { ReadTable, TableTarget } from './grid/table-sinks.js'
import { runReader } from './reader-thread.js'

/**
 * Reads an Arrow IPC file or stream in a worker thread (apache-arrow, batch by batch), with the
 * readers' memory and time limits and the cell limit. Feather v1 files have their own error.
 */
export async function readArrow(
  path: string,
  head: Buffer,
  target: TableTarget,
  limits: GridLimits,
): Promise<ReadTable[]> {
  if (isFeatherV1(head)) {
    throw invalidRequest(
      'unreadable_arrow',
      'Feather version 1 files are not supported: write the file as Feather v2 (Arrow IPC).',
    )
  }
  const job: ArrowJob = { path, target, maxCells: limits.maxCells }
  return runReader<ReadTable[]>(
    { kind: 'arrow', job },
    {
      timeoutMs: limits.readerTimeoutMs,
      memoryMb: limits.readerMemoryMb,
    },
  )
}

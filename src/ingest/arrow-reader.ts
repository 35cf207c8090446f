import { invalidRequest } from '../errors.js'
import type { ArrowJob } from './arrow-worker.js'
import type { GridLimits } from './grid/grid-formats.js'
import type { ReadTable, TableTarget } from './grid/table-sinks.js'
import { runReader } from './reader-thread.js'

const isFeatherV1 = (head: Buffer) => head.subarray(0, 4).toString('latin1') === 'FEA1'

/**
 * Arrow IPC file (Feather v2) magic, an IPC stream's first message (continuation marker), or
 * Feather v1 (refused by the reader with its own explanation).
 */
export const isArrow = (head: Buffer) =>
  head.subarray(0, 6).toString('latin1') === 'ARROW1' ||
  (head.length >= 8 && head.readUInt32LE(0) === 0xffffffff) ||
  isFeatherV1(head)

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

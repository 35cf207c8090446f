import { parentPort, workerData } from 'node:worker_threads'
import type { TableTarget } from '../grid/table-sinks.js'
import { errorReply } from '../worker-runner.js'
import { readWithSheetJs } from './sheetjs-reader.js'

export interface WorkbookJob {
  readonly path: string
  readonly target: TableTarget
  readonly maxCells: number
}

const job = workerData as WorkbookJob
try {
  parentPort?.postMessage({ ok: true, value: readWithSheetJs(job.path, job.target, job.maxCells) })
} catch (error) {
  parentPort?.postMessage(errorReply(error))
}

import type { TransferListItem } from 'node:worker_threads'
import type { ReaderJob } from './reader-worker.js'
import { WarmWorker, type WorkerLimits } from './worker-runner.js'

/**
 * The one reader worker of the process, kept warm between files and shared by the PDF, workbook
 * and Arrow readers: pdfjs, SheetJS and apache-arrow load once per process, not once per file.
 * Each job still has its own deadline and heap limit, and a job over them ends the worker.
 */
export const readerWorker = new WarmWorker({ base: import.meta.url, name: 'reader-worker' })

/**
 * pdfjs loaded before the TypeScript loader when running from sources (through tsx it takes many
 * seconds); only PDF jobs ask for it, so a workbook read from sources does not carry pdfjs's memory.
 */
const PDFJS = ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs']

/** Runs one reader's job on the shared reader worker. */
export function runReader<T>(
  job: ReaderJob,
  limits: WorkerLimits,
  transfer: readonly TransferListItem[] = [],
): Promise<T> {
  return readerWorker.run<T>(job, limits, transfer, job.kind === 'pdf' ? PDFJS : [])
}

import type { ArrowJob } from './arrow-worker.js'
import type { PdfJob } from './pdf/pdf-worker.js'
import type { WorkbookJob } from './spreadsheet/workbook-worker.js'
import { serveJobs } from './worker-runner.js'

/** A job for the shared reader worker: which reader, and what it reads. */
export type ReaderJob =
  | { readonly kind: 'pdf'; readonly job: PdfJob }
  | { readonly kind: 'workbook'; readonly job: WorkbookJob }
  | { readonly kind: 'arrow'; readonly job: ArrowJob }

// Taken before any reader's library loads: pdfjs's legacy build replaces it with core-js's
// JavaScript polyfill (forced on V8), which made every array in this thread slower (pdfjs's own
// parsing included: ~25% of a PDF's read).
const nativePush = Array.prototype.push

/** Each reader's code loads on its first job, so a thread that only reads workbooks never loads pdfjs. */
async function read(job: ReaderJob): Promise<unknown> {
  switch (job.kind) {
    case 'pdf': {
      const { readPdf } = await import('./pdf/pdf-worker.js')
      Array.prototype.push = nativePush
      return readPdf(job.job)
    }
    case 'workbook':
      return (await import('./spreadsheet/workbook-worker.js')).readWorkbookFile(job.job)
    case 'arrow':
      return (await import('./arrow-worker.js')).readArrowFile(job.job)
  }
}

serveJobs(read)

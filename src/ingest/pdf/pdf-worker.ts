import { isTallyError } from '../../errors.js'
import { serveJobs } from '../worker-runner.js'
import { extractFromBytes } from './pdf-document.js'
import { pdfError } from './pdf-errors.js'
import type { PdfLimits, PdfTable } from './pdf-types.js'

export interface PdfJob {
  readonly bytes: Uint8Array
  readonly limits: PdfLimits
}

/** The worker's side: a PDF's tables, or a failure with its code (anything unexpected is an unreadable PDF). */
serveJobs<PdfJob, PdfTable[]>(({ bytes, limits }) =>
  extractFromBytes(bytes, limits).catch((error: unknown) => {
    throw isTallyError(error) ? error : pdfError('pdf_invalid')
  }),
)

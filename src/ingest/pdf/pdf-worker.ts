// pdfjs's own worker side, run in this thread: `getDocument` finds it on `globalThis.pdfjsWorker`.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs'
import { isTallyError } from '../../errors.js'
import { extractFromBytes } from './pdf-document.js'
import { pdfError } from './pdf-errors.js'
import type { PdfLimits, PdfTable } from './pdf-types.js'

export interface PdfJob {
  readonly bytes: Uint8Array
  readonly limits: PdfLimits
}

/** The worker's side: a PDF's tables, or a failure with its code (anything unexpected is an unreadable PDF). */
export function readPdf({ bytes, limits }: PdfJob): Promise<PdfTable[]> {
  return extractFromBytes(bytes, limits).catch((error: unknown) => {
    throw isTallyError(error) ? error : pdfError('pdf_invalid')
  })
}

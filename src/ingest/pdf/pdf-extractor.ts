import { isTallyError } from '../../errors.js'
import { runReader } from '../reader-thread.js'
import { checkEnds } from './pdf-bytes.js'
import { pdfError } from './pdf-errors.js'
import { DEFAULT_PDF_LIMITS, type PdfLimits, type PdfTable } from './pdf-types.js'
import type { PdfJob } from './pdf-worker.js'

/** The worker's own failures (out of time or memory, a crash) in the PDF reader's codes. */
const RUNNER_CODES: Record<string, 'pdf_too_complex' | 'pdf_invalid'> = {
  read_timeout: 'pdf_too_complex',
  file_too_complex: 'pdf_too_complex',
  unreadable_file: 'pdf_invalid',
}

/**
 * Finds the tables of a PDF on the shared reader worker, with a heap limit, a page limit and a
 * time limit. Fails with a stable code: `pdf_invalid`, `pdf_truncated`, `pdf_encrypted`,
 * `pdf_no_text`, `pdf_too_many_pages`, `pdf_too_complex`.
 */
export async function extractPdfTables(
  bytes: Uint8Array,
  limits: Partial<PdfLimits> = {},
): Promise<PdfTable[]> {
  const resolved = { ...DEFAULT_PDF_LIMITS, ...limits }
  const refused = checkEnds(bytes)
  if (refused) throw pdfError(refused)
  const copy = new Uint8Array(bytes)
  const job: PdfJob = { bytes: copy, limits: resolved }
  try {
    return await runReader<PdfTable[]>(
      { kind: 'pdf', job },
      { timeoutMs: resolved.timeoutMs, memoryMb: resolved.maxMemoryMb },
      [copy.buffer],
    )
  } catch (error) {
    const code = isTallyError(error) ? RUNNER_CODES[error.code] : 'pdf_too_complex'
    throw code ? pdfError(code) : error
  }
}

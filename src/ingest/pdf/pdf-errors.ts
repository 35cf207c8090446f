import { invalidRequest, type TallyError, tooLarge } from '../../errors.js'

/** The stable codes of a PDF the extractor cannot read. */
export type PdfErrorCode =
  | 'pdf_invalid'
  | 'pdf_truncated'
  | 'pdf_encrypted'
  | 'pdf_no_text'
  | 'pdf_too_many_pages'
  | 'pdf_too_complex'
  | 'no_tables'

const MESSAGES: Record<PdfErrorCode, string> = {
  pdf_invalid: 'The file is not a readable PDF.',
  pdf_truncated: 'The PDF is truncated: its end is missing.',
  pdf_encrypted: 'The PDF is encrypted with a password; save an unprotected copy and try again.',
  pdf_no_text: 'The PDF has no text layer (a scan or pictures of pages); run OCR on it first.',
  pdf_too_many_pages: 'The PDF has more pages than the limit.',
  pdf_too_complex: 'The PDF took too long or too much memory to read.',
  no_tables: 'No table was found in the PDF.',
}

/** The error a caller sees: a 4xx with a stable code, and no path or stack. */
export function pdfError(code: PdfErrorCode, detail?: string): TallyError {
  const message = detail ? `${MESSAGES[code]} ${detail}` : MESSAGES[code]
  return code === 'pdf_too_many_pages' ? tooLarge(code, message) : invalidRequest(code, message)
}

import type { PdfErrorCode } from './pdf-errors.js'

/**
 * What the bytes say before any parsing: a PDF starts with `%PDF-` (within its first KiB) and ends
 * with `%%EOF` (within its last KiB); a download cut short has no end. Undefined when both are there.
 */
export function checkEnds(bytes: Uint8Array): PdfErrorCode | undefined {
  const text = (from: number, to: number) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(from, to).toString('latin1')
  if (!text(0, 1024).includes('%PDF-')) return 'pdf_invalid'
  if (!text(Math.max(0, bytes.byteLength - 1024), bytes.byteLength).includes('%%EOF')) return 'pdf_truncated'
  return undefined
}

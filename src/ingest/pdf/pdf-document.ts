import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { readPage } from './page-reader.js'
import { pageTables } from './page-tables.js'
import { checkEnds } from './pdf-bytes.js'
import { pdfError } from './pdf-errors.js'
import type { PageTable, PdfLimits, PdfTable } from './pdf-types.js'
import { joinAcrossPages } from './table-joiner.js'

const CODES = {
  ...OPS,
  imageOps: [
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
  ],
}

/** Reads every page of a PDF and returns its tables, tables running over pages joined. */
export async function extractFromBytes(bytes: Uint8Array, limits: PdfLimits): Promise<PdfTable[]> {
  const refused = checkEnds(bytes)
  if (refused) throw pdfError(refused)
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  })
  let doc: Awaited<typeof task.promise>
  try {
    doc = await task.promise
  } catch (error) {
    const name = (error as { name?: string })?.name
    if (name === 'PasswordException') throw pdfError('pdf_encrypted')
    throw pdfError('pdf_invalid')
  }
  try {
    if (doc.numPages > limits.maxPages) {
      throw pdfError(
        'pdf_too_many_pages',
        `It has ${doc.numPages} pages; at most ${limits.maxPages} are read.`,
      )
    }
    const found: PageTable[] = []
    let words = 0
    let images = false
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n).catch(() => {
        throw pdfError('pdf_invalid')
      })
      const read = await readPage(page, CODES)
      words += read.layout.words.length
      images ||= read.hasImages
      found.push(...pageTables(read.layout, found[found.length - 1]))
    }
    if (words === 0) throw pdfError('pdf_no_text', images ? 'Its pages are pictures.' : undefined)
    return joinAcrossPages(found, limits.joinPages)
  } finally {
    await doc.destroy()
  }
}

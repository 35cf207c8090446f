import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { type OperatorCodes, segmentsOf } from './path-segments.js'
import type { PageLayout } from './pdf-types.js'
import { type TextItemLike, toMatrix, uprightView, wordsOf } from './text-words.js'

export interface PageRead {
  readonly layout: PageLayout
  /** Whether the page paints images: with no text at all, the PDF is a scan. */
  readonly hasImages: boolean
}

/** Reads one page's words (from its text content) and rulings (from its drawing operators). */
export async function readPage(
  page: PDFPageProxy,
  ops: OperatorCodes & { readonly imageOps: readonly number[] },
): Promise<PageRead> {
  const viewport = page.getViewport({ scale: 1 })
  const content = await page.getTextContent()
  const items = content.items.filter((item): item is TextItemLike & typeof item => 'str' in item)
  const view = uprightView(items, toMatrix(viewport.transform))
  const words = wordsOf(items, view)
  const operators = await page.getOperatorList()
  const segments = segmentsOf(
    operators.fnArray,
    operators.argsArray,
    ops,
    view,
    viewport.width * viewport.height,
  )
  const hasImages = operators.fnArray.some((fn) => ops.imageOps.includes(fn))
  page.cleanup()
  return {
    layout: { page: page.pageNumber, width: viewport.width, height: viewport.height, words, segments },
    hasImages,
  }
}

import { normalizeUnicode, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { type GlyphContext, glyphItems, type TextOperatorCodes } from './glyph-text.js'
import { type OperatorCodes, segmentsOf } from './path-segments.js'
import type { PageLayout } from './pdf-types.js'
import { toMatrix, uprightView, wordsOf } from './text-words.js'

export interface PageRead {
  readonly layout: PageLayout
  /** Whether the page paints images: with no text at all, the PDF is a scan. */
  readonly hasImages: boolean
}

const DEFAULT_FONT_SCALE = 0.001

function glyphContext(page: PDFPageProxy): GlyphContext {
  const scales = new Map<string, number>()
  return {
    fontScale: (name) => {
      let scale = scales.get(name)
      if (scale === undefined) {
        const font = page.commonObjs.has(name) ? page.commonObjs.get(name) : undefined
        scale = Number((font as { fontMatrix?: number[] } | undefined)?.fontMatrix?.[0] ?? DEFAULT_FONT_SCALE)
        scales.set(name, scale)
      }
      return scale
    },
    normalize: normalizeUnicode,
  }
}

/**
 * Reads one page's words and rulings from one pass of pdfjs over it, its operator list: the text
 * from its glyphs, the rulings from its paths (pdfjs's text extraction would parse the page again).
 */
export async function readPage(
  page: PDFPageProxy,
  ops: OperatorCodes & TextOperatorCodes & { readonly imageOps: readonly number[] },
): Promise<PageRead> {
  const viewport = page.getViewport({ scale: 1 })
  const operators = await page.getOperatorList()
  const items = glyphItems(operators.fnArray, operators.argsArray, ops, glyphContext(page))
  const view = uprightView(items, toMatrix(viewport.transform))
  const words = wordsOf(items, view)
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

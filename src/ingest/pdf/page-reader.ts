import { normalizeUnicode, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { type GlyphContext, glyphItems, type TextOperatorCodes } from './glyph-text.js'
import { type OperatorCodes, segmentsOf } from './path-segments.js'
import type { PageLayout } from './pdf-types.js'
import { medianFontSize, multiply, toMatrix, uprightView, wordsOf } from './text-words.js'

export interface PageRead {
  readonly layout: PageLayout
  /** Whether the page paints images: with no text at all, the PDF is a scan. */
  readonly hasImages: boolean
}

const DEFAULT_FONT_SCALE = 0.001
/** Text this small (points, the page's median) is a print shrunk to fit its page... */
const SHRUNK = 4
/** ...and is read as if printed at this size, so every tolerance in points holds for it too. */
const READING_SIZE = 10

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
  let view = uprightView(items, toMatrix(viewport.transform))
  // A sheet scaled down to fit one page wide (text of a point or less, rows a point apart): the
  // whole page is magnified, words and rulings alike, as a reader would zoom in.
  const size = medianFontSize(items, view)
  const zoom = size > 0 && size < SHRUNK ? READING_SIZE / size : 1
  if (zoom !== 1) view = multiply([zoom, 0, 0, zoom, 0, 0], view)
  const segments = segmentsOf(
    operators.fnArray,
    operators.argsArray,
    ops,
    view,
    viewport.width * viewport.height * zoom * zoom,
  )
  const words = wordsOf(items, view, segments)
  const hasImages = operators.fnArray.some((fn) => ops.imageOps.includes(fn))
  page.cleanup()
  return {
    layout: {
      page: page.pageNumber,
      width: viewport.width * zoom,
      height: viewport.height * zoom,
      words,
      segments,
    },
    hasImages,
  }
}

import { TextItems } from './text-items.js'
import { type Matrix, multiply, type TextItemLike, toMatrix } from './text-words.js'

/** The pdfjs operator codes that place text (pdfjs-dist 5.x `OPS`). */
export interface TextOperatorCodes {
  readonly save: number
  readonly restore: number
  readonly transform: number
  readonly paintFormXObjectBegin: number
  readonly paintFormXObjectEnd: number
  readonly beginAnnotation: number
  readonly endAnnotation: number
  readonly beginText: number
  readonly setCharSpacing: number
  readonly setWordSpacing: number
  readonly setHScale: number
  readonly setLeading: number
  readonly setFont: number
  readonly setTextRise: number
  readonly moveText: number
  readonly setLeadingMoveText: number
  readonly setTextMatrix: number
  readonly nextLine: number
  readonly showText: number
}

/** What the reader needs of the page: a font's horizontal scale (`fontMatrix[0]`), and Unicode normalisation. */
export interface GlyphContext {
  readonly fontScale: (loadedName: string) => number
  readonly normalize: (text: string) => string
}

interface Glyph {
  readonly unicode: string
  readonly width: number
  readonly isSpace: boolean
}

/** The graphics and text state that `showText` depends on; saved and restored with the graphics state. */
interface TextState {
  ctm: Matrix
  tm: Matrix
  x: number
  y: number
  lineX: number
  lineY: number
  font: string
  fontScale: number
  size: number
  direction: number
  charSpacing: number
  wordSpacing: number
  hScale: number
  leading: number
  rise: number
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/**
 * The page's text items, placed from the `showText` glyphs of its operator list the way pdfjs's
 * canvas places them, and gathered into items as `getTextContent` gathers them (same shape, same
 * coordinates): the page is parsed once, for its text and its rulings alike. Text of annotations
 * is left out, as `getTextContent` leaves it out.
 */
export function glyphItems(
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  ops: TextOperatorCodes,
  context: GlyphContext,
): TextItemLike[] {
  const items = new TextItems(context.normalize)
  const stack: TextState[] = []
  let s: TextState = {
    ctm: IDENTITY,
    tm: IDENTITY,
    x: 0,
    y: 0,
    lineX: 0,
    lineY: 0,
    font: '',
    fontScale: 0.001,
    size: 0,
    direction: 1,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
  }
  let annotations = 0
  const moveText = (x: number, y: number) => {
    items.placed()
    s.lineX += x
    s.x = s.lineX
    s.lineY += y
    s.y = s.lineY
  }
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]
    const args = (argsArray[i] ?? []) as unknown[]
    if (fn === ops.showText) {
      if (annotations === 0 && args[0]) showText(args[0] as readonly (Glyph | number)[], s, items)
    } else if (fn === ops.save) stack.push({ ...s })
    else if (fn === ops.restore) s = stack.pop() ?? s
    else if (fn === ops.transform) s.ctm = multiply(s.ctm, toMatrix(args as number[]))
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push({ ...s })
      if (args[0]) s.ctm = multiply(s.ctm, toMatrix(Array.from(args[0] as ArrayLike<number>)))
    } else if (fn === ops.paintFormXObjectEnd) s = stack.pop() ?? s
    else if (fn === ops.beginAnnotation) annotations++
    else if (fn === ops.endAnnotation) annotations = Math.max(0, annotations - 1)
    else if (fn === ops.beginText) {
      items.placed()
      s.tm = IDENTITY
      s.x = s.lineX = s.y = s.lineY = 0
    } else if (fn === ops.setFont) {
      const size = Number(args[1])
      s.font = String(args[0])
      s.fontScale = context.fontScale(s.font)
      s.direction = size < 0 ? -1 : 1
      s.size = Math.abs(size)
    } else if (fn === ops.setTextMatrix) {
      items.placed()
      s.tm = toMatrix(Array.from(args[0] as ArrayLike<number>))
      s.x = s.lineX = s.y = s.lineY = 0
    } else if (fn === ops.moveText) moveText(Number(args[0]), Number(args[1]))
    else if (fn === ops.setLeadingMoveText) {
      s.leading = Number(args[1])
      moveText(Number(args[0]), Number(args[1]))
    } else if (fn === ops.nextLine) moveText(0, s.leading)
    else if (fn === ops.setCharSpacing) s.charSpacing = Number(args[0])
    else if (fn === ops.setWordSpacing) s.wordSpacing = Number(args[0])
    else if (fn === ops.setHScale) s.hScale = Number(args[0]) / 100
    else if (fn === ops.setLeading) s.leading = -Number(args[0])
    else if (fn === ops.setTextRise) s.rise = Number(args[0])
  }
  return items.finish()
}

function showText(glyphs: readonly (Glyph | number)[], s: TextState, items: TextItems): void {
  if (s.size === 0) return
  const hScale = s.hScale * s.direction
  const advance = s.size * s.fontScale
  const y = s.y + s.rise
  items.run(multiply(s.ctm, s.tm), s.size, hScale, `${s.font} ${s.size}`)
  let x = 0
  let drawn = false
  for (const glyph of glyphs) {
    if (typeof glyph === 'number') {
      x -= (glyph * s.size) / 1000
      continue
    }
    const spacing = (glyph.isSpace ? s.wordSpacing : 0) + s.charSpacing
    const next = x + glyph.width * advance + spacing * s.direction
    // A space glyph moves the pen and marks a word's end; where a producer leaves spaces out, the
    // gap alone makes the space, as in pdfjs's text extraction.
    if (glyph.unicode.trim() === '') items.space()
    else {
      items.glyph(glyph.unicode, s.x + x * hScale, s.x + next * hScale, y, drawn)
      drawn = true
    }
    x = next
  }
  s.x += x * hScale
}

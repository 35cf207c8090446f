import { type Matrix, multiply, type TextItemLike } from './text-words.js'

/** pdfjs's text extraction, in fractions of the font size: a gap wider than this is a space... */
const SPACE = 0.102
/** ...wider than this, or a step back further than this, starts a new item... */
const NEW_ITEM = 0.6
const STEP_BACK = -0.2
/** ...and so does a move off the line by more than this. */
const OFF_LINE = 0.25
/**
 * Producers round the positions of the glyphs of one string (a TJ's adjustments) to their own
 * device grid, by up to about 0.1 pt whatever the font's size: at a normal size that is a hundredth
 * of an em, in a sheet shrunk to fit its page (half-point text) a fifth of one. Within one string a
 * gap or a step back this small (points) is rounding; strings placed apart (cells) keep the usual
 * thresholds.
 */
const ROUNDING = 0.2

/**
 * Gathers glyphs into items the way pdfjs's `getTextContent` does: a glyph continues the item that
 * ends where it starts (a space between them when the gap is a space's width), or starts a new
 * one; another font or size starts a new one too. The words of an item are placed in proportion
 * to their characters later (`wordsOf`), and the table finder's tolerances are measured on that
 * placement.
 */
export class TextItems {
  private readonly items: TextItemLike[] = []
  private text = ''
  private start: Matrix = [1, 0, 0, 1, 0, 0]
  private endX = 0
  private endY = 0
  private font = ''
  /** Whether a space glyph was drawn since the last glyph of the item. */
  private spaced = false
  /** Whether the text position was set since the last glyph. */
  private moved = false
  // The current run: text space to the page, the font's size in both, the page's direction of text.
  private m: Matrix = [1, 0, 0, 1, 0, 0]
  private sizeX = 0
  private size = 0
  private pageSize = 0
  private unitX = 1
  private unitY = 0

  constructor(private readonly normalize: (text: string) => string) {}

  /** A run of glyphs drawn through `m` (text matrix and CTM) in a font of `size`, stretched by `hScale`. */
  run(m: Matrix, size: number, hScale: number, font: string): void {
    this.m = m
    this.sizeX = size * hScale
    this.size = size
    this.pageSize = Math.hypot(m[2], m[3]) * size
    const length = Math.hypot(m[0], m[1]) || 1
    this.unitX = (m[0] / length) * Math.sign(hScale)
    this.unitY = (m[1] / length) * Math.sign(hScale)
    if (font !== this.font) this.flush()
    this.font = font
  }

  /**
   * A glyph of the run from text-space x `x` to `x1`, on the line at text-space y `y`; `sameString`
   * when it follows the previous glyph in one text-showing operation.
   */
  glyph(unicode: string, x: number, x1: number, y: number, sameString = false): void {
    const [a, b, c, d, e, f] = this.m
    const px = a * x + c * y + e
    const py = b * x + d * y + f
    if (this.text !== '' && this.pageSize > 0 && !this.moved) {
      const dx = px - this.endX
      const dy = py - this.endY
      const along = (dx * this.unitX + dy * this.unitY) / this.pageSize
      const across = Math.abs(dy * this.unitX - dx * this.unitY) / this.pageSize
      const rounding = sameString ? ROUNDING / this.pageSize : 0
      if (across <= OFF_LINE && along >= Math.min(STEP_BACK, -rounding) && along <= NEW_ITEM) {
        this.text += this.spaced || along > Math.max(SPACE, rounding) ? ` ${unicode}` : unicode
        this.spaced = false
        this.endX = a * x1 + c * y + e
        this.endY = b * x1 + d * y + f
        return
      }
    }
    this.flush()
    this.spaced = false
    this.moved = false
    this.text = unicode
    this.start = multiply(this.m, [this.sizeX, 0, 0, this.size, x, y])
    this.endX = a * x1 + c * y + e
    this.endY = b * x1 + d * y + f
  }

  /**
   * The text position was set (Td, Tm, BT): the next glyph starts an item of its own. The words of
   * strings placed apart, each in its own cell say, are joined again later unless a ruling lies
   * between them (`wordsOf`).
   */
  placed(): void {
    if (this.text !== '') this.moved = true
  }

  /** A space glyph drawn after the item's last glyph: the next glyph on the line starts a new word. */
  space(): void {
    if (this.text !== '') this.spaced = true
  }

  finish(): TextItemLike[] {
    this.flush()
    return this.items
  }

  private flush(): void {
    if (this.text === '') return
    const [a, b, , , e, f] = this.start
    const width = ((this.endX - e) * a + (this.endY - f) * b) / (Math.hypot(a, b) || 1)
    this.items.push({ str: this.normalize(this.text), transform: this.start, width })
    this.text = ''
  }
}

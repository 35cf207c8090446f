import { damagedXml, isNameEnd, MAX_PENDING, skipSpecial, tagEnd } from './xml-tags.js'

/** A cell's `t` attribute: n (number, the default), s (shared string), str, inlineStr, b, e, d. */
export type CellType = 'n' | 's' | 'str' | 'inlineStr' | 'b' | 'e' | 'd'

/** What a sheet's XML holds, in order: rows and, inside each, cells. */
export interface SheetSink {
  /** A `<row>`, with its 1-based `r` attribute (0 when absent). */
  startRow(r: number): void
  endRow(): void
  /**
   * A cell: its 0-based column from `r` (-1 when absent), type, style index, and the raw text of its
   * `<v>` (or of the `<t>` runs of an inline string), entities not decoded.
   */
  cell(col: number, type: CellType, style: number, text: string): void
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13

/** Where the value of one-letter attribute `name` starts in a tag (after its quote), or -1. */
function attribute(s: string, from: number, to: number, name: number): number {
  let i = from
  while (i < to) {
    while (i < to && (isSpace(s.charCodeAt(i)) || s.charCodeAt(i) === 47)) i++
    const start = i
    while (i < to && s.charCodeAt(i) !== 61 && !isSpace(s.charCodeAt(i))) i++
    const single = i - start === 1 && s.charCodeAt(start) === name
    while (i < to && s.charCodeAt(i) !== 61) i++
    i++
    while (i < to && isSpace(s.charCodeAt(i))) i++
    const quote = s.charCodeAt(i)
    if (quote !== 34 && quote !== 39) return -1
    if (single) return i + 1
    const end = s.indexOf(quote === 34 ? '"' : "'", i + 1)
    if (end < 0 || end > to) return -1
    i = end + 1
  }
  return -1
}

const valueEnd = (s: string, start: number) => s.indexOf(s[start - 1] ?? '"', start)

function integerAt(s: string, start: number): number {
  let n = 0
  for (let i = start; ; i++) {
    const digit = s.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return n
    n = n * 10 + digit
  }
}

/** `B12` -> 1: the letters of a cell reference as a 0-based column. */
function columnAt(s: string, start: number): number {
  let col = 0
  for (let i = start; ; i++) {
    const code = s.charCodeAt(i)
    if (code < 65 || code > 90) return col - 1
    col = col * 26 + (code - 64)
  }
}

function typeAt(s: string, start: number): CellType {
  const end = valueEnd(s, start)
  if (end === start + 1) {
    const code = s.charCodeAt(start)
    if (code === 115) return 's'
    if (code === 98) return 'b'
    if (code === 101) return 'e'
    if (code === 100) return 'd'
    return 'n'
  }
  const text = s.slice(start, end)
  return text === 'str' || text === 'inlineStr' ? text : 'n'
}

/**
 * Reads a worksheet part fed in chunks: only `<row>`, `<c>`, `<v>`, `<t>` (and `<rPh>`, whose
 * phonetic runs are left out) are looked at, by character codes and offsets, so a cell costs the
 * slice of its value and little else. Formulas, styles and everything after the data are skipped.
 */
export class SheetCells {
  private rest = ''
  private inCell = false
  private collecting = false
  private phonetic = 0
  private col = -1
  private type: CellType = 'n'
  private style = 0
  private text = ''

  constructor(private readonly sink: SheetSink) {}

  write(chunk: string): void {
    const s = this.rest === '' ? chunk : this.rest + chunk
    let i = 0
    for (;;) {
      const lt = s.indexOf('<', i)
      if (lt < 0) {
        if (this.collecting) this.text += s.slice(i)
        i = s.length
        break
      }
      if (this.collecting && lt > i) this.text += s.slice(i, lt)
      i = lt
      const next = s.charCodeAt(lt + 1)
      if (next === 33 /* ! */) {
        const end = skipSpecial(s, lt, (cdata) => {
          if (this.collecting) this.text += cdata
        })
        if (end < 0) break
        i = end
        continue
      }
      const gt = tagEnd(s, lt)
      if (gt < 0) break
      i = gt + 1
      if (next === 63 /* ? */) continue
      const closing = next === 47
      let start = closing ? lt + 2 : lt + 1
      let end = start
      for (; end < gt && !isNameEnd(s.charCodeAt(end)); end++) if (s.charCodeAt(end) === 58) start = end + 1
      const selfClosing = !closing && s.charCodeAt(gt - 1) === 47
      this.tag(s, start, end - start, gt, closing, selfClosing)
    }
    this.rest = i < s.length ? s.slice(i) : ''
    if (this.rest.length > MAX_PENDING) throw damagedXml()
  }

  private tag(s: string, start: number, length: number, gt: number, closing: boolean, selfClosing: boolean) {
    const first = s.charCodeAt(start)
    if (length === 1) {
      if (first === 99 /* c */) {
        if (closing) this.endCell()
        else {
          this.openCell(s, start + 1, gt)
          if (selfClosing) this.endCell()
        }
      } else if (first === 118 /* v */ || first === 116 /* t */) {
        this.collecting = !closing && !selfClosing && this.inCell && this.phonetic === 0
      }
    } else if (length === 3 && first === 114 && s.startsWith('row', start)) {
      if (closing) this.sink.endRow()
      else {
        const r = attribute(s, start + 3, gt, 114)
        this.sink.startRow(r < 0 ? 0 : integerAt(s, r))
        if (selfClosing) this.sink.endRow()
      }
    } else if (length === 3 && first === 114 && s.startsWith('rPh', start) && !selfClosing) {
      this.phonetic += closing ? -1 : 1
    }
  }

  private openCell(s: string, from: number, to: number): void {
    const r = attribute(s, from, to, 114)
    const style = attribute(s, from, to, 115)
    const type = attribute(s, from, to, 116)
    this.col = r < 0 ? -1 : columnAt(s, r)
    this.style = style < 0 ? 0 : integerAt(s, style)
    this.type = type < 0 ? 'n' : typeAt(s, type)
    this.text = ''
    this.inCell = true
    this.phonetic = 0
  }

  private endCell(): void {
    if (!this.inCell) return
    this.inCell = false
    this.collecting = false
    this.sink.cell(this.col, this.type, this.style, this.text)
  }

  /** The end of the part: an unfinished tag is a damaged file. */
  close(): void {
    if (this.rest.includes('<')) throw damagedXml()
    this.rest = ''
  }
}

import type { GridMerge } from '../grid/grid-types.js'
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

function integerAt(s: string, start: number): number {
  let n = 0
  for (let i = start; ; i++) {
    const digit = s.charCodeAt(i) - 48
    if (!(digit >= 0 && digit <= 9)) return n
    n = n * 10 + digit
  }
}

/** `B12` -> 1: the letters of a cell reference as a 0-based column. */
function columnAt(s: string, start: number): number {
  let col = 0
  for (let i = start; ; i++) {
    const code = s.charCodeAt(i)
    if (!(code >= 65 && code <= 90)) return col - 1
    col = col * 26 + (code - 64)
  }
}

/** A `t` value from its quote-less start to its closing quote. */
function typeAt(s: string, start: number, end: number): CellType {
  if (end === start + 1) {
    const code = s.charCodeAt(start)
    if (code === 115) return 's'
    if (code === 98) return 'b'
    if (code === 101) return 'e'
    if (code === 100) return 'd'
    return 'n'
  }
  if (end === start + 3 && s.startsWith('str', start)) return 'str'
  if (end === start + 9 && s.startsWith('inlineStr', start)) return 'inlineStr'
  return 'n'
}

/** A `ref="A1:C2"` range (0-based, inclusive), or undefined. */
function rangeAt(s: string, start: number): GridMerge | undefined {
  const c0 = columnAt(s, start)
  let i = start
  while (s.charCodeAt(i) >= 65 && s.charCodeAt(i) <= 90) i++
  const r0 = integerAt(s, i) - 1
  i = s.indexOf(':', i) + 1
  if (i === 0) return undefined
  const c1 = columnAt(s, i)
  while (s.charCodeAt(i) >= 65 && s.charCodeAt(i) <= 90) i++
  const r1 = integerAt(s, i) - 1
  return c0 < 0 || r0 < 0 || c1 < 0 || r1 < 0 ? undefined : { r0, c0, r1, c1 }
}

/**
 * Reads a worksheet part fed in chunks: only `<row>`, `<c>`, `<v>`, `<t>`, `<mergeCell>` (and
 * `<rPh>`, whose phonetic runs are left out) are looked at, by character codes and offsets. A cell's
 * attributes are read in one pass over its tag; closing tags are found with indexOf. Formulas,
 * styles and everything else are skipped. The merged ranges, listed after the data, are kept in
 * `merges`.
 */
export class SheetCells {
  readonly merges: GridMerge[] = []
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
    const n = s.length
    let i = 0
    for (;;) {
      const lt = s.indexOf('<', i)
      if (lt < 0) {
        if (this.collecting) this.text += s.slice(i)
        i = n
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
      if (next === 63 /* ? */) {
        const gt = tagEnd(s, lt)
        if (gt < 0) break
        i = gt + 1
        continue
      }
      const closing = next === 47
      let start = closing ? lt + 2 : lt + 1
      let end = start
      for (; end < n; end++) {
        const code = s.charCodeAt(end)
        if (isNameEnd(code)) break
        if (code === 58) start = end + 1
      }
      if (end >= n) break
      const gt = closing ? s.indexOf('>', end) : this.open(s, lt, start, end - start, end)
      if (gt < 0) break
      i = gt + 1
      if (closing) this.closeTag(s, start, end - start)
    }
    this.rest = i < n ? s.slice(i) : ''
    if (this.rest.length > MAX_PENDING) throw damagedXml()
  }

  private closeTag(s: string, start: number, length: number): void {
    const first = s.charCodeAt(start)
    if (length === 1) {
      if (first === 99 /* c */) this.endCell()
      else if (first === 118 /* v */ || first === 116 /* t */) this.collecting = false
    } else if (length === 3 && first === 114) {
      if (s.startsWith('row', start)) this.sink.endRow()
      else if (s.startsWith('rPh', start)) this.phonetic--
    }
  }

  /** An opening tag whose name ends at `end`: handled, and the index of its `>` (-1: not all here). */
  private open(s: string, lt: number, start: number, length: number, end: number): number {
    const first = s.charCodeAt(start)
    if (length === 1 && first === 99 /* c */) return this.openCell(s, lt, end)
    const gt = tagEnd(s, lt)
    if (gt < 0) return -1
    const selfClosing = s.charCodeAt(gt - 1) === 47
    if (length === 1) {
      if (first === 118 /* v */ || first === 116 /* t */)
        this.collecting = !selfClosing && this.inCell && this.phonetic === 0
    } else if (length === 3 && first === 114) {
      if (s.startsWith('row', start)) {
        const r = this.attributes(s, end, gt, 114)
        this.sink.startRow(r < 0 ? 0 : integerAt(s, r))
        if (selfClosing) this.sink.endRow()
      } else if (s.startsWith('rPh', start) && !selfClosing) this.phonetic++
    } else if (length === 9 && first === 109 && s.startsWith('mergeCell', start)) {
      const ref = this.attributes(s, end, gt, 0)
      const range = ref < 0 ? undefined : rangeAt(s, ref)
      if (range) this.merges.push(range)
    }
    return gt
  }

  /**
   * Where the value of attribute `name` (a one-letter code, or 0 for `ref`) starts, after its quote,
   * in the tag's attributes from `from` to its `>` at `to`; -1 when absent.
   */
  private attributes(s: string, from: number, to: number, name: number): number {
    for (let i = from; i < to; ) {
      const eq = s.indexOf('=', i)
      if (eq < 0 || eq > to) return -1
      let nameEnd = eq
      while (isSpace(s.charCodeAt(nameEnd - 1))) nameEnd--
      let nameStart = nameEnd
      while (nameStart > i && !isSpace(s.charCodeAt(nameStart - 1))) nameStart--
      let q = eq + 1
      while (isSpace(s.charCodeAt(q))) q++
      const quote = s.charCodeAt(q)
      if (quote !== 34 && quote !== 39) return -1
      const length = nameEnd - nameStart
      if (
        name === 0
          ? length === 3 && s.startsWith('ref', nameStart)
          : length === 1 && s.charCodeAt(nameStart) === name
      )
        return q + 1
      const close = s.indexOf(quote === 34 ? '"' : "'", q + 1)
      if (close < 0) return -1
      i = close + 1
    }
    return -1
  }

  /**
   * A `<c>` tag: its r, s and t attributes read in one pass. Returns the index of its `>`, or -1 when
   * the tag is not all in `s` yet.
   */
  private openCell(s: string, lt: number, from: number): number {
    const n = s.length
    let col = -1
    let style = 0
    let type: CellType = 'n'
    let i = from
    for (;;) {
      let code = s.charCodeAt(i)
      while (isSpace(code) || code === 47) code = s.charCodeAt(++i)
      if (code === 62 /* > */) break
      if (i >= n) return -1
      const nameStart = i
      while (i < n && code !== 61 && !isSpace(code) && code !== 62) code = s.charCodeAt(++i)
      const name = i - nameStart === 1 ? s.charCodeAt(nameStart) : 0
      while (isSpace(code)) code = s.charCodeAt(++i)
      if (code !== 61 /* = */) {
        if (i >= n) return -1
        return this.oddCell(s, lt)
      }
      code = s.charCodeAt(++i)
      while (isSpace(code)) code = s.charCodeAt(++i)
      if (code !== 34 && code !== 39) return i >= n ? -1 : this.oddCell(s, lt)
      const close = s.indexOf(code === 34 ? '"' : "'", i + 1)
      if (close < 0) return -1
      if (name === 114 /* r */) col = columnAt(s, i + 1)
      else if (name === 115 /* s */) style = integerAt(s, i + 1)
      else if (name === 116 /* t */) type = typeAt(s, i + 1, close)
      i = close + 1
    }
    this.startCell(col, type, style)
    if (s.charCodeAt(i - 1) === 47) this.endCell()
    else return this.plainValue(s, i)
    return i
  }

  /**
   * Most cells are `<c ...><v>text</v></c>` without prefixes: read whole here, and the index of the
   * last `>` returned. Anything else is left to the tag loop (`gt`: the `>` of the `<c>` tag).
   */
  private plainValue(s: string, gt: number): number {
    if (s.charCodeAt(gt + 1) !== 60 || s.charCodeAt(gt + 2) !== 118 || s.charCodeAt(gt + 3) !== 62) return gt
    const end = s.indexOf('<', gt + 4)
    if (end < 0 || !s.startsWith('</v></c>', end)) return gt
    this.text = s.slice(gt + 4, end)
    this.endCell()
    return end + 7
  }

  /** A `<c>` tag whose attributes are not `name="value"`: read as far as they are. */
  private oddCell(s: string, lt: number): number {
    const gt = tagEnd(s, lt)
    if (gt < 0) return -1
    const r = this.attributes(s, lt + 2, gt, 114)
    const style = this.attributes(s, lt + 2, gt, 115)
    const type = this.attributes(s, lt + 2, gt, 116)
    const typeEnd = type < 0 ? -1 : s.indexOf(s[type - 1] ?? '"', type)
    this.startCell(
      r < 0 ? -1 : columnAt(s, r),
      type < 0 ? 'n' : typeAt(s, type, typeEnd),
      style < 0 ? 0 : integerAt(s, style),
    )
    if (s.charCodeAt(gt - 1) === 47) this.endCell()
    return gt
  }

  private startCell(col: number, type: CellType, style: number): void {
    this.col = col
    this.style = style
    this.type = type
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

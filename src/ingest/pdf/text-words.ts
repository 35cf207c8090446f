import type { Segment, Word } from './pdf-types.js'

/** The part of a pdfjs text item the extractor reads. */
export interface TextItemLike {
  readonly str: string
  readonly transform: readonly number[]
  readonly width: number
}

/** An affine transform [a, b, c, d, e, f], as PDF and pdfjs write them. */
export type Matrix = readonly [number, number, number, number, number, number]

export const toMatrix = (t: readonly number[]): Matrix => [
  t[0] ?? 1,
  t[1] ?? 0,
  t[2] ?? 0,
  t[3] ?? 1,
  t[4] ?? 0,
  t[5] ?? 0,
]

/** `m` after `n`: a point goes through `n` first. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m
  const [na, nb, nc, nd, ne, nf] = n
  return [
    a * na + c * nb,
    b * na + d * nb,
    a * nc + c * nd,
    b * nc + d * nd,
    a * ne + c * nf + e,
    b * ne + d * nf + f,
  ]
}

/** Glyphs closer than this share a word (a fraction of the font height). */
const JOIN_GAP = 0.12

/**
 * Turns text items into words on the page's display coordinates. An item is split at its spaces,
 * each piece placed in proportion to its characters (pdfjs gives no glyph positions); pieces of
 * one word that a PDF writes as separate items (kerning) are joined again.
 */
export function wordsOf(
  items: readonly TextItemLike[],
  viewport: Matrix,
  rulings: readonly Segment[] = [],
): Word[] {
  const [va, vb, vc, vd, ve, vf] = viewport
  // An item's width is in page units; the view may magnify them.
  const zoom = Math.hypot(va, vb)
  const pieces: Word[] = []
  for (const item of items) {
    const str = item.str
    if (str.trim() === '') continue
    // The item's matrix on the display: multiply(viewport, item.transform), without the arrays.
    const [ta = 1, tb = 0, tc = 0, td = 1, te = 0, tf = 0] = item.transform
    const a = va * ta + vc * tb
    const b = vb * ta + vd * tb
    const c = va * tc + vc * td
    const d = vb * tc + vd * td
    const left = va * te + vc * tf + ve
    const baseline = vb * te + vd * tf + vf
    const size = Math.hypot(c, d)
    const scale = Math.hypot(a, b)
    // Upright text only: rotated runs (stamps, vertical headers) are read as whole items.
    const upright = Math.abs(b) < 0.01 * scale && a > 0
    const width = item.width * zoom
    const top = baseline - size * 0.85
    const bottom = baseline + size * 0.15
    if (!upright || size <= 0) {
      pieces.push({
        text: str.trim(),
        x0: left,
        x1: left + Math.max(width, size),
        top,
        bottom,
        size: size || 1,
      })
      continue
    }
    const perChar = width / str.length
    if (!SPACE.test(str)) {
      pieces.push({ text: str, x0: left, x1: left + str.length * perChar, top, bottom, size })
      continue
    }
    for (const match of str.matchAll(/\S+/g)) {
      const x0 = left + (match.index ?? 0) * perChar
      pieces.push({ text: match[0], x0, x1: x0 + match[0].length * perChar, top, bottom, size })
    }
  }
  return joinPieces(pieces, verticalRulings(rulings))
}

/** The page's font size in the middle of its text (the median over its text items). */
export function medianFontSize(items: readonly TextItemLike[], viewport: Matrix): number {
  const [va, vb, vc, vd] = viewport
  const sizes = items
    .filter((item) => item.str.trim() !== '')
    .map(({ transform: [, , tc = 0, td = 1] }) => Math.hypot(va * tc + vc * td, vb * tc + vd * td))
    .sort((a, b) => a - b)
  return sizes[Math.floor(sizes.length / 2)] ?? 0
}

interface Cut {
  readonly x: number
  readonly top: number
  readonly bottom: number
}

const verticalRulings = (segments: readonly Segment[]): Cut[] =>
  segments
    .filter((s) => s.x0 === s.x1)
    .map((s) => ({ x: s.x0, top: s.y0, bottom: s.y1 }))
    .sort((a, b) => a.x - b.x)

/** Whether a ruling runs between two pieces of a line: text never runs across a drawn line. */
function ruledApart(cuts: readonly Cut[], left: Word, right: Word): boolean {
  const middle = (right.top + right.bottom) / 2
  const from = (left.x0 + left.x1) / 2
  const to = right.x0 + 0.1 * right.size
  let lo = 0
  let hi = cuts.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((cuts[mid]?.x ?? 0) <= from) lo = mid + 1
    else hi = mid
  }
  for (let i = lo; i < cuts.length; i++) {
    const cut = cuts[i] as Cut
    if (cut.x > to) break
    if (cut.top <= middle && cut.bottom >= middle) return true
  }
  return false
}

const SPACE = /\s/

function joinPieces(pieces: Word[], cuts: readonly Cut[]): Word[] {
  const sorted = pieces.sort((a, b) => a.bottom - b.bottom || a.x0 - b.x0)
  const words: Word[] = []
  for (const piece of sorted) {
    const last = words[words.length - 1]
    const sameLine =
      last !== undefined && Math.abs(last.bottom - piece.bottom) < 0.2 * Math.min(last.size, piece.size)
    // Fake bold: the same text drawn twice, a hair apart.
    if (last && sameLine && last.text.endsWith(piece.text) && Math.abs(last.x1 - piece.x1) < 0.3 * piece.size)
      continue
    if (
      last &&
      sameLine &&
      piece.x0 - last.x1 < JOIN_GAP * piece.size &&
      piece.x0 >= last.x0 &&
      !ruledApart(cuts, last, piece)
    ) {
      words[words.length - 1] = { ...last, text: last.text + piece.text, x1: Math.max(last.x1, piece.x1) }
    } else {
      words.push(piece)
    }
  }
  return words
}

/**
 * The page's display transform turned so that most of its text reads left to right: a table
 * printed sideways (landscape on a portrait page) is read as if the page were turned.
 */
export function uprightView(items: readonly TextItemLike[], viewport: Matrix): Matrix {
  const weight = new Map<number, number>()
  const [va, vb, vc, vd] = viewport
  for (const item of items) {
    const [ta = 1, tb = 0] = item.transform
    const a = va * ta + vc * tb
    const b = vb * ta + vd * tb
    const quarter = ((Math.round(Math.atan2(b, a) / (Math.PI / 2)) % 4) + 4) % 4
    weight.set(quarter, (weight.get(quarter) ?? 0) + item.str.length)
  }
  const [quarter] = [...weight].sort((a, b) => b[1] - a[1])[0] ?? [0]
  if (quarter === 0) return viewport
  const angle = (quarter * Math.PI) / 2
  const c = Math.round(Math.cos(angle))
  const s = Math.round(Math.sin(angle))
  return multiply([c, -s, s, c, 0, 0], viewport)
}

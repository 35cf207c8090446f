import type { Segment } from './pdf-types.js'
import { type Matrix, multiply, toMatrix } from './text-words.js'

/** The pdfjs operator codes the reader follows (pdfjs-dist 5.x `OPS` and `DrawOPS`). */
export interface OperatorCodes {
  readonly save: number
  readonly restore: number
  readonly transform: number
  readonly constructPath: number
  readonly setFillRGBColor: number
  readonly paintFormXObjectBegin: number
  readonly paintFormXObjectEnd: number
  readonly stroke: number
  readonly closeStroke: number
  readonly fill: number
  readonly eoFill: number
  readonly fillStroke: number
  readonly eoFillStroke: number
  readonly closeFillStroke: number
  readonly closeEOFillStroke: number
}

const MOVE = 0
const LINE = 1
const CURVE = 2
const QUADRATIC = 3
const CLOSE = 4

/** A path thinner than this is a line, whatever drew it. */
const THIN = 3
/** Segments shorter than this are glyph-like marks, not rulings. */
const SHORT = 2

interface Painter {
  readonly strokes: boolean
  readonly fills: boolean
}

/**
 * Follows the drawing operators of a page and returns its axis-aligned rulings in display
 * coordinates: stroked lines, thin filled bars, and the edges of filled cell backgrounds. White
 * fills (invisible on paper) and fills covering most of the page are not rulings.
 */
export function segmentsOf(
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  ops: OperatorCodes,
  viewport: Matrix,
  pageArea: number,
): Segment[] {
  const painters = new Map<number, Painter>([
    [ops.stroke, { strokes: true, fills: false }],
    [ops.closeStroke, { strokes: true, fills: false }],
    [ops.fill, { strokes: false, fills: true }],
    [ops.eoFill, { strokes: false, fills: true }],
    [ops.fillStroke, { strokes: true, fills: true }],
    [ops.eoFillStroke, { strokes: true, fills: true }],
    [ops.closeFillStroke, { strokes: true, fills: true }],
    [ops.closeEOFillStroke, { strokes: true, fills: true }],
  ])
  const stack: { ctm: Matrix; white: boolean }[] = []
  let ctm = viewport
  let white = false
  const out: Segment[] = []
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]
    const args = argsArray[i] as unknown[] | null
    if (fn === ops.save) stack.push({ ctm, white })
    else if (fn === ops.restore) ({ ctm, white } = stack.pop() ?? { ctm, white })
    else if (fn === ops.transform && args) ctm = multiply(ctm, toMatrix(args as number[]))
    else if (fn === ops.paintFormXObjectBegin && args) {
      stack.push({ ctm, white })
      if (Array.isArray(args[0])) ctm = multiply(ctm, toMatrix(args[0] as number[]))
    } else if (fn === ops.paintFormXObjectEnd) ({ ctm, white } = stack.pop() ?? { ctm, white })
    else if (fn === ops.setFillRGBColor && args) white = isWhite(String(args[0]))
    else if (fn === ops.constructPath && args) {
      const painter = painters.get(args[0] as number)
      const data = (args[1] as ArrayLike<number>[] | undefined)?.[0]
      if (!painter || !data) continue
      if (painter.fills && !painter.strokes && white) continue
      for (const path of subpaths(data, ctm)) addPath(path, painter, pageArea, out)
    }
  }
  return out
}

function isWhite(hex: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return false
  return [1, 3, 5].every((at) => Number.parseInt(hex.slice(at, at + 2), 16) > 0xf0)
}

type Point = readonly [number, number]

function subpaths(data: ArrayLike<number>, ctm: Matrix): Point[][] {
  const [a, b, c, d, e, f] = ctm
  const num = (i: number) => data[i] ?? 0
  const at = (i: number): Point => [a * num(i) + c * num(i + 1) + e, b * num(i) + d * num(i + 1) + f]
  const paths: Point[][] = []
  let current: Point[] = []
  const finish = () => {
    if (current.length > 1) paths.push(current)
    current = []
  }
  for (let i = 0; i < data.length; ) {
    const op = data[i]
    if (op === MOVE) {
      finish()
      current.push(at(i + 1))
      i += 3
    } else if (op === LINE) {
      current.push(at(i + 1))
      i += 3
    } else if (op === CURVE) {
      // A curve counts by its end points: a rounded or hand-drawn border is still a border.
      current.push(at(i + 5))
      i += 7
    } else if (op === QUADRATIC) {
      current.push(at(i + 3))
      i += 5
    } else if (op === CLOSE) {
      const first = current[0]
      if (first && current.length > 2) current.push(first)
      finish()
      i += 1
    } else {
      break
    }
  }
  finish()
  return paths
}

function addPath(path: Point[], painter: Painter, pageArea: number, out: Segment[]): void {
  const xs = path.map((p) => p[0])
  const ys = path.map((p) => p[1])
  const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }
  const width = box.x1 - box.x0
  const height = box.y1 - box.y0
  if (painter.fills && (width < THIN || height < THIN)) {
    // A thin filled bar is drawn as a rectangle but read as a line.
    if (width < THIN && height >= SHORT)
      out.push({ x0: (box.x0 + box.x1) / 2, y0: box.y0, x1: (box.x0 + box.x1) / 2, y1: box.y1 })
    else if (height < THIN && width >= SHORT)
      out.push({ x0: box.x0, y0: (box.y0 + box.y1) / 2, x1: box.x1, y1: (box.y0 + box.y1) / 2 })
    return
  }
  if (!painter.strokes && width * height > 0.5 * pageArea) return
  for (const [k, [bx, by]] of path.entries()) {
    if (k === 0) continue
    const [ax, ay] = path[k - 1] ?? [bx, by]
    if (Math.abs(ay - by) < 1 && Math.abs(ax - bx) >= SHORT) {
      out.push({ x0: Math.min(ax, bx), y0: (ay + by) / 2, x1: Math.max(ax, bx), y1: (ay + by) / 2 })
    } else if (Math.abs(ax - bx) < 1 && Math.abs(ay - by) >= SHORT) {
      out.push({ x0: (ax + bx) / 2, y0: Math.min(ay, by), x1: (ax + bx) / 2, y1: Math.max(ay, by) })
    }
  }
}

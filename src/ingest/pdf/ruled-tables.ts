import type { Box, PageTable, Segment, Word } from './pdf-types.js'
import { networks, type Ruling, type Rulings, rulingsOf, SNAP } from './rulings.js'
import { dropEmptyLines, wordsInside } from './table-grid.js'
import { cellText } from './text-lines.js'

/** An outer line running this far past the last crossing line still bounds a column or row. */
const OPEN_EDGE = 5

/**
 * Lattice tables: networks of rulings that cross into a grid. Every grid cell belongs to the
 * top-left cell of the span it is merged into (no ruling between them), so a spanning cell's
 * text sits in its first cell and a wrapped line stays in its cell.
 */
export function ruledTables(page: number, segments: readonly Segment[], words: readonly Word[]): PageTable[] {
  const tables: PageTable[] = []
  for (const network of networks(rulingsOf(segments))) {
    if (network.horizontal.length < 2 || network.vertical.length < 2) continue
    const table = gridTable(page, network, words)
    if (table) tables.push(table)
  }
  return tables.sort((a, b) => a.box.top - b.box.top || a.box.x0 - b.box.x0)
}

function positions(rulings: readonly Ruling[], from: number, to: number): number[] {
  const values = [...new Set(rulings.map((r) => r.at))].sort((a, b) => a - b)
  const out: number[] = []
  for (const value of values) if (out.length === 0 || value - out[out.length - 1]! > SNAP) out.push(value)
  if (from < out[0]! - OPEN_EDGE) out.unshift(from)
  if (to > out[out.length - 1]! + OPEN_EDGE) out.push(to)
  return out
}

function gridTable(page: number, network: Rulings, words: readonly Word[]): PageTable | undefined {
  const { horizontal, vertical } = network
  const xs = positions(
    vertical,
    Math.min(...horizontal.map((h) => h.from)),
    Math.max(...horizontal.map((h) => h.to)),
  )
  const ys = positions(
    horizontal,
    Math.min(...vertical.map((v) => v.from)),
    Math.max(...vertical.map((v) => v.to)),
  )
  const rows = ys.length - 1
  const cols = xs.length - 1
  if (rows < 1 || cols < 2) return undefined
  const box: Box = { x0: xs[0]!, top: ys[0]!, x1: xs[cols]!, bottom: ys[rows]! }
  const owner = owners(xs, ys, horizontal, vertical)
  const cellWords: Word[][] = Array.from({ length: rows * cols }, () => [])
  for (const word of wordsInside(words, box)) {
    const cx = (word.x0 + word.x1) / 2
    const cy = (word.top + word.bottom) / 2
    const col = indexOf(xs, cx)
    const row = indexOf(ys, cy)
    cellWords[owner[row * cols + col]!]!.push(word)
  }
  const grid = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => cellText(cellWords[r * cols + c]!)),
  )
  const kept = dropEmptyLines(grid)
  if (kept.rows.length < 2 || kept.columns.length < 2) return undefined
  return { page, box, rows: kept.rows, columnEdges: kept.columns.map((c) => xs[c]!), ruled: true }
}

function indexOf(edges: readonly number[], value: number): number {
  let i = 0
  while (i < edges.length - 2 && value >= edges[i + 1]!) i++
  return i
}

const covers = (rulings: readonly Ruling[], at: number, along: number): boolean =>
  rulings.some((r) => Math.abs(r.at - at) <= SNAP && r.from <= along + SNAP && r.to >= along - SNAP)

/** For every grid cell, the index of the top-left cell of the merged span it belongs to. */
function owners(xs: number[], ys: number[], horizontal: Ruling[], vertical: Ruling[]): number[] {
  const rows = ys.length - 1
  const cols = xs.length - 1
  const parent = Array.from({ length: rows * cols }, (_, i) => i)
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i]!
    return i
  }
  const union = (a: number, b: number) => {
    const [ra, rb] = [find(a), find(b)]
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb)
  }
  for (let r = 0; r < rows; r++) {
    const middle = (ys[r]! + ys[r + 1]!) / 2
    for (let c = 1; c < cols; c++)
      if (!covers(vertical, xs[c]!, middle)) union(r * cols + c - 1, r * cols + c)
  }
  for (let c = 0; c < cols; c++) {
    const middle = (xs[c]! + xs[c + 1]!) / 2
    for (let r = 1; r < rows; r++)
      if (!covers(horizontal, ys[r]!, middle)) union((r - 1) * cols + c, r * cols + c)
  }
  return parent.map((_, i) => find(i))
}

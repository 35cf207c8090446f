import type { Box, PageTable, Segment, Word } from './pdf-types.js'
import { networks, type Ruling, type Rulings, rulingsOf, SNAP } from './rulings.js'
import { dropEmptyLines, edge, wordsInside } from './table-grid.js'
import { cellText, groupLines } from './text-lines.js'
import { UnionFind } from './union-find.js'

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
  for (const value of values)
    if (out.length === 0 || value - edge(out, out.length - 1) > SNAP) out.push(value)
  if (from < edge(out, 0) - OPEN_EDGE) out.unshift(from)
  if (to > edge(out, out.length - 1) + OPEN_EDGE) out.push(to)
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
  const box: Box = { x0: edge(xs, 0), top: edge(ys, 0), x1: edge(xs, cols), bottom: edge(ys, rows) }
  const owner = owners(xs, ys, horizontal, vertical)
  const cellWords = placeWords(wordsInside(words, box), xs, ys, owner)
  const grid = Array.from({ length: rows }, (_, r) => cellWords.slice(r * cols, (r + 1) * cols)).flatMap(
    stackedRows,
  )
  const kept = dropEmptyLines(grid)
  // One row is a table's continuation at the top of a page, or a framed box: the page decides.
  if (kept.rows.length < 1 || kept.columns.length < 2) return undefined
  const span = (c: number) => ({ x0: edge(xs, c), x1: edge(xs, c + 1) })
  return {
    page,
    box,
    rows: kept.rows,
    columns: kept.columns.map(span),
    ruled: true,
    grid: {
      columns: Array.from({ length: cols }, (_, c) => span(c)),
      rows: grid.filter((row) => row.some((cell) => cell !== '')),
    },
  }
}

function indexOf(edges: readonly number[], value: number): number {
  let i = 0
  while (i < edges.length - 2 && value >= edge(edges, i + 1)) i++
  return i
}

const covers = (rulings: readonly Ruling[], at: number, along: number): boolean =>
  rulings.some((r) => Math.abs(r.at - at) <= SNAP && r.from <= along + SNAP && r.to >= along - SNAP)

/** For every grid cell, the index of the top-left cell of the merged span it belongs to. */
function owners(xs: number[], ys: number[], horizontal: Ruling[], vertical: Ruling[]): number[] {
  const rows = ys.length - 1
  const cols = xs.length - 1
  const sets = new UnionFind(rows * cols)
  for (let r = 0; r < rows; r++) {
    const middle = (edge(ys, r) + edge(ys, r + 1)) / 2
    for (let c = 1; c < cols; c++)
      if (!covers(vertical, edge(xs, c), middle)) sets.union(r * cols + c - 1, r * cols + c)
  }
  for (let c = 0; c < cols; c++) {
    const middle = (edge(xs, c) + edge(xs, c + 1)) / 2
    for (let r = 1; r < rows; r++)
      if (!covers(horizontal, edge(ys, r), middle)) sets.union((r - 1) * cols + c, r * cols + c)
  }
  return sets.roots()
}

/** Lines a cell must hold for its row to be read as rows stacked in one ruled box. */
const STACKED_LINES = 3
const NUMBER = /^[-+–(]?[$€£¥]?\s?[\d.,]+%?\)?$/

/**
 * A ruled row whose cells mostly hold a column of numbers (rules drawn every few rows, or only around
 * the body) is that many rows: one per line of text. Wrapped text (a header, a long name) stays one
 * multi-line cell.
 */
function stackedRows(cells: readonly Word[][]): string[][] {
  const filled = cells.filter((words) => words.length > 0)
  const tall = filled.filter((words) => {
    const lines = groupLines(words)
    const numbers = lines.filter((line) => NUMBER.test(line.words.map((w) => w.text).join(' ')))
    return lines.length >= STACKED_LINES && numbers.length * 2 > lines.length
  })
  if (filled.length < 2 || tall.length * 2 < filled.length) return [cells.map(cellText)]
  const bands = groupLines(filled.flat())
  return bands.map((band) => {
    const inBand = new Set(band.words)
    return cells.map((words) => cellText(words.filter((w) => inBand.has(w))))
  })
}

const cellIndex = (xs: readonly number[], ys: readonly number[], x: number, y: number) =>
  indexOf(ys, y) * (xs.length - 1) + indexOf(xs, x)

/**
 * Puts each word in the cell that owns the grid cell under its middle. A span whose words sit
 * apart in separate grid cells, none straddling a grid line and no phrase running across one,
 * is a table whose rules were left out between those cells (drawn in the header only, say):
 * there each word keeps its own grid cell.
 */
function placeWords(words: readonly Word[], xs: number[], ys: number[], owner: readonly number[]): Word[][] {
  const byOwner = new Map<number, Word[]>()
  for (const word of words) {
    const cell = cellIndex(xs, ys, (word.x0 + word.x1) / 2, (word.top + word.bottom) / 2)
    const first = owner[cell] ?? cell
    const group = byOwner.get(first)
    if (group) group.push(word)
    else byOwner.set(first, [word])
  }
  const cells: Word[][] = owner.map(() => [])
  for (const [first, group] of byOwner) {
    const home = (w: Word) => cellIndex(xs, ys, (w.x0 + w.x1) / 2, (w.top + w.bottom) / 2)
    const apart =
      new Set(group.map(home)).size > 1 &&
      !group.some((w) => straddles(w, xs, ys)) &&
      !phraseAcross(group, home)
    for (const word of group) cells[apart ? home(word) : first]?.push(word)
  }
  return cells
}

function straddles(word: Word, xs: number[], ys: number[]): boolean {
  const inset = Math.min(1, (word.x1 - word.x0) / 4)
  return (
    indexOf(xs, word.x0 + inset) !== indexOf(xs, word.x1 - inset) ||
    indexOf(ys, word.top + 1) !== indexOf(ys, word.bottom - 1)
  )
}

/** Whether two words a plain space apart, one phrase, lie in different grid cells. */
function phraseAcross(words: readonly Word[], home: (w: Word) => number): boolean {
  return groupLines(words).some((line) =>
    line.words.some((w, i) => {
      const next = line.words[i + 1]
      return next !== undefined && home(w) !== home(next) && next.x0 - w.x1 < next.size
    }),
  )
}

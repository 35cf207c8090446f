import type { Box, Word } from './pdf-types.js'

/** A position from a list of edges (NaN past its end, which callers never ask for). */
export const edge = (edges: readonly number[], i: number): number => edges[i] ?? Number.NaN

/** Words whose middle lies inside a box. */
export const wordsInside = (words: readonly Word[], box: Box): Word[] =>
  words.filter((w) => {
    const cx = (w.x0 + w.x1) / 2
    const cy = (w.top + w.bottom) / 2
    return cx >= box.x0 && cx <= box.x1 && cy >= box.top && cy <= box.bottom
  })

/** Drops the rows and columns that hold no text; returns the kept rows and the kept column indexes. */
export function dropEmptyLines(grid: readonly (readonly string[])[]): {
  rows: string[][]
  columns: number[]
} {
  const width = Math.max(0, ...grid.map((row) => row.length))
  const columns = Array.from({ length: width }, (_, c) => c).filter((c) =>
    grid.some((row) => (row[c] ?? '') !== ''),
  )
  const rows = grid
    .filter((row) => row.some((cell) => cell !== ''))
    .map((row) => columns.map((c) => row[c] ?? ''))
  return { rows, columns }
}

import { columnNames } from '../column-names.js'
import type { GridCell } from './grid-types.js'

/** What the first rows of a block say about where its header is. */
export interface HeaderDecision {
  /** Rows above the header that hold a title or a note, not the table. */
  readonly titleRows: number
  /** 0 (no header: the first row is data), 1 or 2 (a two-row header combined into one). */
  readonly headerRows: number
  readonly names: readonly string[]
}

export const isEmpty = (cell: GridCell | undefined): boolean =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')

const filled = (row: readonly GridCell[]) => row.filter((cell) => !isEmpty(cell)).length
const isText = (cell: GridCell | undefined) => typeof cell === 'string' && cell.trim() !== ''
const isValue = (cell: GridCell | undefined) => !isEmpty(cell) && !isText(cell)
const text = (cell: GridCell | undefined) =>
  isEmpty(cell)
    ? ''
    : cell instanceof Date
      ? cell.toISOString().slice(0, 10)
      : String(cell).replace(/\s+/g, ' ').trim()

/** A title, a note or a unit line: one filled cell while the table is wider. */
const isTitle = (row: readonly GridCell[], width: number) => width >= 2 && filled(row) <= 1

/** A row of labels: text wherever it is filled, and filled in at least half the columns. */
const isLabels = (row: readonly GridCell[], width: number) =>
  row.every((cell) => isEmpty(cell) || isText(cell)) && filled(row) * 2 >= width

/** Some column holds a label in `labels` and a number, date or boolean in a row below. */
function labelsOverValues(labels: readonly GridCell[], below: readonly (readonly GridCell[])[]): boolean {
  return labels.some((cell, c) => isText(cell) && below.some((row) => isValue(row[c])))
}

/**
 * Finds the header among a block's first rows (already merged-filled across header merges and cut
 * to the block's columns): title rows above it are skipped; a header of one row over a row of
 * sub-labels (a merged group label over its columns, left blank over the others) is combined as
 * "Group Sub-label"; a block whose first row already holds numbers has no header.
 */
export function findHeader(
  rows: readonly (readonly GridCell[])[],
  width: number,
  known = false,
): HeaderDecision {
  if (known) return { titleRows: 0, headerRows: 1, names: columnNames(rows[0]?.map(text) ?? [], width) }
  let titleRows = 0
  while (titleRows < rows.length - 1 && isTitle(rows[titleRows] ?? [], width)) titleRows++
  const first = rows[titleRows] ?? []
  const second = rows[titleRows + 1]
  const below = rows.slice(titleRows + 1)
  if (!isLabels(first, width) && !labelsOverValues(first, below)) {
    return { titleRows, headerRows: 0, names: columnNames(undefined, width) }
  }
  const rest = rows.slice(titleRows + 2)
  const twoRows =
    second !== undefined &&
    rest.length > 0 &&
    isLabels(second, width) &&
    labelsOverValues(second, rest) &&
    first.some(
      (cell, c) => isEmpty(cell) !== isEmpty(second[c]) || (c > 0 && cell === first[c - 1] && isText(cell)),
    )
  if (!twoRows) return { titleRows, headerRows: 1, names: columnNames(first.map(text), width) }
  const combined = Array.from({ length: width }, (_, c) => {
    const top = text(first[c])
    const sub = text(second[c])
    return top && sub && top !== sub ? `${top} ${sub}` : top || sub
  })
  return { titleRows, headerRows: 2, names: columnNames(combined, width) }
}

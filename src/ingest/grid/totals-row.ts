import type { GridCell } from './grid-types.js'

/** Labels of a totals line in general business English. */
const TOTAL_LABEL = /^(grand\s+|sub-?\s*)?totals?\b|^sum\b|^overall\b|^all\s+(rows|items)\b/i

/** Running sums of a table's numeric columns, to recognise an unlabelled totals row. */
export class ColumnSums {
  private readonly sums: number[] = []
  rows = 0

  add(row: readonly GridCell[]): void {
    this.rows++
    for (let c = 0; c < row.length; c++) {
      const cell = row[c]
      if (typeof cell === 'number') this.sums[c] = (this.sums[c] ?? 0) + cell
    }
  }

  /** Every number of `row` is the sum of its column above, and there are at least two rows. */
  sumsUp(row: readonly GridCell[]): boolean {
    let numbers = 0
    for (const [c, cell] of row.entries()) {
      if (typeof cell !== 'number') continue
      const sum = this.sums[c] ?? 0
      if (Math.abs(sum - cell) > 1e-9 * Math.max(1, Math.abs(cell))) return false
      numbers++
    }
    return numbers > 0 && this.rows >= 2
  }
}

/**
 * A last row that totals the table: labelled Total (Grand total, Sum, ...) in one of its first two
 * cells and holding numbers, or unlabelled with every number the sum of its column above.
 */
export function isTotalsRow(row: readonly GridCell[], sums: ColumnSums): boolean {
  const hasNumber = row.some((cell) => typeof cell === 'number')
  if (!hasNumber) return false
  const labels = row
    .slice(0, 2)
    .filter((cell): cell is string => typeof cell === 'string' && cell.trim() !== '')
  if (labels.some((label) => TOTAL_LABEL.test(label.trim()))) return true
  return row.every((cell) => typeof cell !== 'string' || cell.trim() === '') && sums.sumsUp(row)
}

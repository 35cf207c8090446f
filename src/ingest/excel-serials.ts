import { quoteIdentifier } from '../db/sql-text.js'
import type { ColumnStats } from './column-stats.js'

/** Excel's serial day numbers for 1950-01-01 and 2100-12-31: dates people keep in sheets. */
const FIRST_SERIAL = 18264
const LAST_SERIAL = 73415

const DATE_WORDS = new Set(['date', 'datetime', 'timestamp'])

/** `OrderDate`, `order_date`, `Date of birth` name dates; `Days`, `Update`, `Time` do not. */
export function namesADate(column: string): boolean {
  const words = column
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
  return words.some((word) => DATE_WORDS.has(word))
}

/**
 * A numeric column holds Excel serial dates only when its header says date and every value lies
 * in the plausible serial range; a CSV integer column never becomes dates otherwise.
 */
export function isExcelSerialColumn(column: string, stats: ColumnStats): boolean {
  if (!namesADate(column) || typeof stats.min !== 'number' || typeof stats.max !== 'number') return false
  return stats.min >= FIRST_SERIAL && stats.max <= LAST_SERIAL
}

/** Serial day N is 1899-12-30 plus N days (Excel's 1900 leap-year bug is below this range). */
export function excelSerialExpression(column: string, whole: boolean): string {
  const q = quoteIdentifier(column)
  return whole
    ? `DATE '1899-12-30' + CAST(${q} AS INTEGER)`
    : `TIMESTAMP '1899-12-30' + to_microseconds(CAST(round(${q} * 86400000000) AS BIGINT))`
}

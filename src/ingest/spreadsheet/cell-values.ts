import * as XLSX from 'xlsx'
import type { GridCell } from '../grid/grid-types.js'

const DAY_MS = 86_400_000
/** Days from Excel's day 0 (1899-12-30, counting its phantom 1900-02-29) to 1970-01-01. */
const EPOCH_1900 = 25_569
const EPOCH_1904 = EPOCH_1900 - 1_462
const CURRENCY = /[$£€¥₹₩₽¤]|\[\$[^\]-]/

/** A date serial as a UTC date; serials before 1900-03-01 step over Excel's phantom leap day. */
export function serialDate(serial: number, date1904: boolean): Date {
  const days = date1904 ? serial - EPOCH_1904 : serial - EPOCH_1900 + (serial < 61 ? 1 : 0)
  return new Date(Math.round(days * DAY_MS))
}

/** The number a formatted text stands for: digits, sign and point kept, (x) negative. */
function shownNumber(text: string): number {
  const digits = text.replace(/[^0-9.-]/g, '')
  const value = Number(digits)
  return /\(.*\)/.test(text) && value > 0 ? -value : value
}

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b))

/**
 * A number cell as Tally should read it, from its number format: a date where the format says date
 * (a time of day alone stays as shown), and the shown text where the format adds a currency
 * symbol or a percent sign and the text says the whole number ("£4,707.12", "12.5%"): that text
 * then goes through the same rules as a CSV's. A format that rounds the value keeps the number.
 */
export function numberCell(
  value: number,
  format: string | undefined,
  date1904: boolean,
  shown?: string,
): GridCell {
  if (!format || format === 'General' || format === '@') return shown ? shownText(value, shown) : value
  if (XLSX.SSF.is_date(format)) {
    if (value >= 1) return serialDate(value, date1904)
    return value >= 0 ? XLSX.SSF.format(format, value).trim() : value
  }
  if (!format.includes('%') && !CURRENCY.test(format)) return value
  try {
    return shownText(value, XLSX.SSF.format(format, value))
  } catch {
    return value
  }
}

/** How numbers of a format read: as they are, as dates from serial 1 on, or through `numberCell`. */
export type FormatKind = 'number' | 'date' | 'shown'

/** The kind of a number format, decided once per cell style rather than for each cell. */
export function formatKind(format: string | undefined): FormatKind {
  if (!format || format === 'General' || format === '@') return 'number'
  if (XLSX.SSF.is_date(format)) return 'date'
  return format.includes('%') || CURRENCY.test(format) ? 'shown' : 'number'
}

/** The text a reader already formatted (ODS keeps no format code), on the same terms. */
function shownText(value: number, shown: string): GridCell {
  const text = shown.trim()
  const percent = text.endsWith('%')
  if (!percent && !CURRENCY.test(text)) return value
  return same(shownNumber(text), percent ? value * 100 : value) ? text : value
}

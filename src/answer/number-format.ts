import type { Cell } from '../db/query-result.js'

/**
 * The formats, each made once, on first use: `toLocaleString` with options builds an
 * Intl.NumberFormat at every call (about 30 us each, and a table of 50 numbers formats them all),
 * and the first one a process makes costs ~10 ms (ICU's locale data), which a `tally ask` answered
 * with whole numbers need not pay. Same output.
 */
const formatter = (options: Intl.NumberFormatOptions) => {
  let made: Intl.NumberFormat | undefined
  return (n: number) => {
    made ??= new Intl.NumberFormat('en-US', options)
    return made.format(n)
  }
}
const upTo2 = formatter({ maximumFractionDigits: 2 })
const fourSignificant = formatter({ maximumSignificantDigits: 4 })
const exactly0 = formatter({ minimumFractionDigits: 0, maximumFractionDigits: 0 })
const exactly2 = formatter({ minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A safe integer with thousands separators, as Intl.NumberFormat('en-US') writes it ("-1,234", "-0"). */
export function groupedInteger(n: number): string {
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',')
  return n < 0 || Object.is(n, -0) ? `-${grouped}` : grouped
}

/**
 * A computed number for people: thousands separators, at most two decimals; below 1, four
 * significant digits ("the minimum abv" 0.027 is no 0.03).
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  if (Number.isSafeInteger(n)) return groupedInteger(n)
  const abs = Math.abs(n)
  return abs !== 0 && abs < 1 ? fourSignificant(n) : upTo2(n)
}

/** A currency symbol or ISO code, and whether the column it came from was written with cents. */
export interface Money {
  readonly kind: 'money'
  readonly symbol: string
  readonly cents: boolean
}

/** How a result column's numbers read: money, or a fraction 0..1 shown in percent. */
export type Unit = Money | { readonly kind: 'fraction' }

/**
 * An amount of money for people: the currency symbol before the number, thousands separators and
 * cents ("£68,110.36", "-$519.75"); amounts of a column written without cents keep none ("¥1,200").
 * An ISO code stands apart from the number ("CHF 1,332.50").
 */
export function formatMoney(n: number, money: Money): string {
  if (!Number.isFinite(n)) return String(n)
  const digits = money.cents || !Number.isInteger(n) ? 2 : 0
  const abs = Math.abs(n)
  const amount =
    digits === 2 ? exactly2(abs) : Number.isSafeInteger(abs) ? groupedInteger(abs) : exactly0(abs)
  const symbol = /^[A-Z]{3}$/.test(money.symbol) ? `${money.symbol} ` : money.symbol
  return `${n < 0 ? '-' : ''}${symbol}${amount}`
}

/** A fraction in percent: 0.1191 -> "11.91%". */
export const formatPercent = (n: number) => `${formatNumber(n * 100)}%`

/** A cell for people: money with its currency, fractions in percent, computed numbers formatted, text as it is. */
export function formatCell(value: Cell, computed: boolean, unit?: Unit): string {
  if (value === null) return '(empty)'
  if (typeof value === 'number' && unit?.kind === 'money') return formatMoney(value, unit)
  if (typeof value === 'number' && unit?.kind === 'fraction') return formatPercent(value)
  if (typeof value === 'number' && computed) return formatNumber(value)
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

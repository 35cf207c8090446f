import type { Cell } from '../db/query-result.js'

/**
 * The formats, made once: `toLocaleString` with options builds an Intl.NumberFormat at every call
 * (about 30 us each, and a table of 50 numbers formats them all). Same output.
 */
const upTo2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const upTo6 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 })
const exactly0 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 })
const exactly2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A computed number for people: thousands separators, at most two decimals (more for tiny values). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  const abs = Math.abs(n)
  return (abs !== 0 && abs < 0.01 ? upTo6 : upTo2).format(n)
}

/** A currency symbol, and whether the column it came from was written with cents. */
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
 */
export function formatMoney(n: number, money: Money): string {
  if (!Number.isFinite(n)) return String(n)
  const digits = money.cents || !Number.isInteger(n) ? 2 : 0
  const amount = (digits === 2 ? exactly2 : exactly0).format(Math.abs(n))
  return `${n < 0 ? '-' : ''}${money.symbol}${amount}`
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

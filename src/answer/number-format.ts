import type { Cell } from '../db/query-result.js'

/** A computed number for people: thousands separators, at most two decimals (more for tiny values). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  const abs = Math.abs(n)
  const digits = abs !== 0 && abs < 0.01 ? 6 : 2
  return n.toLocaleString('en-US', { maximumFractionDigits: digits })
}

/** A cell for people: computed numbers formatted, text as it is. */
export function formatCell(value: Cell, computed: boolean): string {
  if (value === null) return '(empty)'
  if (typeof value === 'number' && computed) return formatNumber(value)
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

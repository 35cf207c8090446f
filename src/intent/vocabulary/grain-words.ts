import type { Grain } from '../intent-types.js'
import { wordTable } from '../word-table.js'

/** Adjectives of a part of the calendar: "monthly revenue" groups by month, "a monthly fee" is MO_FEE. */
export const GRAIN_WORDS: Readonly<Record<string, Grain>> = wordTable({
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
})

/** Nouns of a part of the calendar: "per month", "each year", "by quarter". */
export const GRAIN_NOUNS: Readonly<Record<string, Grain>> = wordTable({
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
})

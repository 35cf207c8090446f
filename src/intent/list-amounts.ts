import type { Intent } from './intent-types.js'
import type { TableModel } from './table-model.js'
import { TOTAL_WORDS } from './word-lists.js'

/** Aggregates that add up or average each row's amount. */
const OF_AMOUNTS = new Set(['sum', 'avg', 'median', 'per_value', 'per_period'])

/**
 * "the average weight per item" over deliveries listing several items and one Total Weight: grouped
 * by the items of a list cell, a row's total over all its items would count whole for every item,
 * which is no amount of any item. Such a reading is declined. (A movie's revenue by each genre it
 * lists, or rows counted per item, are the rows' own.)
 */
export function splitsRowAmounts(intent: Intent, model: TableModel): boolean {
  if (intent.kind !== 'aggregate') return false
  const byItems = intent.dimensions.some((d) => model.byName.get(d.column)?.list !== undefined)
  const totalled = (column: string) =>
    model.byName.get(column)?.words.some((w) => TOTAL_WORDS.has(w)) === true
  return (
    byItems &&
    intent.measures.some((m) => OF_AMOUNTS.has(m.aggregate) && m.of !== undefined && totalled(m.of.column))
  )
}

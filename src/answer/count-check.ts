import type { QueryResult } from '../db/query-result.js'
import type { Condition, Intent } from '../intent/intent-types.js'
import type { TableModel } from '../intent/table-model.js'

const DAY_MS = 24 * 3600 * 1000

/**
 * Counts that answer nothing: zero rows counted (the conditions meet no row), or the one row of a
 * named entity ("how many towers does Château d'Angers have" counts the row, not the towers).
 * Returns why, or undefined when the count stands.
 */
export function emptyCount(
  intent: Intent,
  result: QueryResult,
  model: TableModel | undefined,
): string | undefined {
  if (intent.kind !== 'aggregate' || intent.dimensions.length > 0 || intent.measures.length !== 1)
    return undefined
  if (intent.measures[0]?.aggregate !== 'count') return undefined
  const value = result.rows[0]?.[0]
  if (value === 0) return cellsMet(intent.where, model) ? undefined : 'no rows of the table match it'
  if (value !== 1 || !model) return undefined
  const entity = intent.where.find((c) => {
    if (c.kind !== 'equals' || c.negated) return false
    const column = model.byName.get(c.column)
    return column !== undefined && column.distinct >= column.nonNull
  })
  if (entity?.kind !== 'equals') return undefined
  return `the table has a single row where ${entity.column} is '${entity.values[0]}', and it does not hold that count`
}

/**
 * "How many men are remote?" counting 0: every condition names a cell of a category the table
 * holds (men, remote), so no row having both is the answer, not a misreading.
 */
function cellsMet(where: readonly Condition[], model: TableModel | undefined): boolean {
  if (!model || where.length === 0) return false
  // "How many shipments were sent on 5 March 2023?": a day within the dates the table covers may
  // meet no row; a single cell condition may be a misreading. (A bound on a number counting 0 is
  // more often a misread number than an answer: "won at most 50% of their games".)
  // ("How many rows have more total_bedrooms than households?": one column against another reads
  // no number or cell that could be misread; none meeting it is the answer.)
  const against = (c: Condition) => c.kind === 'compare-columns'
  if (where.length < 2 && !where.some((c) => withinDates(c, model) || against(c))) return false
  return where.every((c) => {
    if (against(c)) return true
    if (c.kind === 'period') return withinDates(c, model)
    if (c.kind !== 'equals' || c.negated || c.mode !== 'exact') return false
    const column = model.byName.get(c.column)
    if (column?.kind === 'boolean') return true
    // A category (each value on several rows), not a name of one row read loosely.
    if (!column || column.distinct * 3 > column.nonNull) return false
    return c.values.every((v) => column.values?.values.some((cell) => cell.value === v) === true)
  })
}

/**
 * A day or a month on a column of dates that lies within the column's first and last date. (A
 * year counting 0 is more often a misreading: a year column read as dates, a condition misplaced.)
 */
function withinDates(c: Condition, model: TableModel): boolean {
  if (c.kind !== 'period' || Date.parse(c.until) - Date.parse(c.from) > 31 * DAY_MS) return false
  const column = model.byName.get(c.value.column)
  if (column?.kind !== 'date') return false
  const profile = model.table.columns[column.position]?.profile
  const first = Date.parse(String(profile?.min))
  const last = Date.parse(String(profile?.max))
  return first <= Date.parse(c.from) && Date.parse(c.until) <= last + DAY_MS
}

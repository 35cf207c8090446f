import type { QueryResult } from '../db/query-result.js'
import type { Condition, Intent } from '../intent/intent-types.js'
import type { TableModel } from '../intent/table-model.js'

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
  if (!model || where.length < 2) return false
  return where.every((c) => {
    if (c.kind !== 'equals' || c.negated || c.mode !== 'exact') return false
    const column = model.byName.get(c.column)
    if (column?.kind === 'boolean') return true
    // A category (each value on several rows), not a name of one row read loosely.
    if (!column || column.distinct * 3 > column.nonNull) return false
    return c.values.every((v) => column.values?.values.some((cell) => cell.value === v) === true)
  })
}

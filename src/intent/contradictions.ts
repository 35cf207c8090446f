import type { Condition, Intent } from './intent-types.js'
import type { TableModel } from './table-model.js'

/**
 * "how many orders include both a Chicken Bowl and Chips" over a row per item: two values of a
 * column of one value a row, both required of the same row, which none can be. Where the things
 * asked for span several rows (orders, states named on many rows) they are groups holding both, a
 * reading Tally does not make: the question is declined, never answered with an empty list or a
 * count of 0. ("how many customers have both DSL and Fiber optic" over a row a customer: none.)
 * A yes and a no of one flag, both required, are declined whatever is asked.
 */
export function contradicts(intent: Intent, model: TableModel): boolean {
  const groups = asksForGroups(intent, model)
  return wheresOf(intent).some((where) => {
    const required = new Map<string, Set<string>[]>()
    for (const c of where) {
      if (c.kind !== 'equals' || c.negated || c.mode !== 'exact') continue
      if (model.byName.get(c.column)?.list) continue
      required.set(c.column, [...(required.get(c.column) ?? []), new Set(c.values)])
    }
    return [...required].some(
      ([column, sets]) =>
        (groups || twoValued(model, column)) &&
        sets.length > 1 &&
        ![...(sets[0] as Set<string>)].some((v) => sets.every((s) => s.has(v))),
    )
  })
}

/**
 * ("a deposit not paid" read as Deposit Paid Yes and No): a yes and a no of one flag required of
 * the same row is a misreading, whatever is asked.
 */
function twoValued(model: TableModel, name: string): boolean {
  const column = model.byName.get(name)
  return column !== undefined && (column.kind === 'boolean' || column.distinct === 2)
}

/** Every list of conditions the intent holds, at any depth ("where", a yes/no test's rows). */
function wheresOf(value: unknown, found: (readonly Condition[])[] = []): (readonly Condition[])[] {
  if (Array.isArray(value)) for (const item of value) wheresOf(item, found)
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'where' && Array.isArray(inner)) found.push(inner as Condition[])
      wheresOf(inner, found)
    }
  return found
}

/** The intent counts or lists a column whose values come back over several rows. */
function asksForGroups(intent: Intent, model: TableModel): boolean {
  const repeats = (name: string) => {
    const column = model.byName.get(name)
    return column !== undefined && column.distinct < column.nonNull
  }
  if (intent.kind === 'rows') return intent.columns.some((c) => repeats(c.column))
  if (intent.kind === 'aggregate')
    return intent.measures.some(
      (m) => m.aggregate === 'count_distinct' && m.of !== undefined && repeats(m.of.column),
    )
  return false
}

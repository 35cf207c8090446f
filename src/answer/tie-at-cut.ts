import type { QueryResult } from '../db/query-result.js'
import type { Intent } from '../intent/intent-types.js'

/** Where a top-N list is cut: its length and the result column it is ranked by. */
function cutOf(intent: Intent): { readonly limit: number; readonly column: number } | undefined {
  if (intent.kind === 'aggregate') {
    const { limit, order } = intent
    if (limit === undefined || intent.withTies || intent.rank !== undefined || order?.by !== 'measure')
      return undefined
    return { limit, column: intent.dimensions.length + order.index }
  }
  if (intent.kind === 'rows') {
    const { limit, order } = intent
    if (limit === undefined || intent.offset !== undefined || order?.key.kind !== 'value') return undefined
    const ranked = order.key.value.column
    const column = intent.columns.findIndex((c) => c.column === ranked)
    return column < 0 ? undefined : { limit, column }
  }
  return undefined
}

/**
 * "the top 3 branches by bookings" where the fourth has as many as the third: the list is cut
 * inside a tie. One more row is asked for; when it ties with the last one shown, the answer says
 * so rather than dropping it silently.
 */
export async function tieAtCut(
  intent: Intent,
  result: QueryResult,
  run: (probe: Intent) => Promise<QueryResult>,
): Promise<string | undefined> {
  const cut = cutOf(intent)
  if (!cut || result.rows.length !== cut.limit) return undefined
  const probe = await run({ ...intent, limit: cut.limit + 1 } as Intent)
  const last = result.rows[cut.limit - 1]?.[cut.column]
  const next = probe.rows[cut.limit]?.[cut.column]
  if (last === null || last === undefined || next === undefined || String(next) !== String(last))
    return undefined
  return `(Other rows tie with the last one listed, at ${String(last)}; the list is cut at ${cut.limit}.)`
}

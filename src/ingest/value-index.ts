import type { ColumnValues } from '../catalog/catalog-types.js'
import type { DbSession } from '../db/duckdb-database.js'
import type { Cell } from '../db/query-result.js'
import { quoteIdentifier } from '../db/sql-text.js'

/** Distinct values kept per text column in the value index; beyond it the index keeps the most frequent. */
export const VALUE_INDEX_CAP = 5000
/** Rows sampled for the value index of a text column with more distinct values than the cap. */
export const VALUE_SAMPLE_ROWS = 100_000
// HyperLogLog errs by a few percent (DuckDB's stored estimate by more): columns estimated under
// this get an exact GROUP BY, which still says whether it stayed under the cap.
const EXACT_BELOW = VALUE_INDEX_CAP * 1.5

/** Whether a text column's index is counted exactly (else over a sample of rows). */
export const countsExactly = (distinctEstimate: number, rowCount: number) =>
  distinctEstimate < EXACT_BELOW || rowCount <= VALUE_SAMPLE_ROWS

/**
 * Every distinct value with its exact count, most frequent first, cut at the cap: one query with a
 * GROUP BY per column (UNION ALL), so small tables pay one round trip and large ones one plan.
 * Each column's values come back as two JSON lists: JSON.parse reads thousands of values in a
 * fraction of what converting as many result cells costs.
 */
export async function exactValueIndexes(
  session: DbSession,
  target: string,
  columns: readonly string[],
): Promise<Map<string, ColumnValues>> {
  if (columns.length === 0) return new Map()
  const parts = columns.map((column, i) => {
    const q = quoteIdentifier(column)
    return `(SELECT ${i} AS k, ${q} AS v, count(*) AS n FROM ${target} WHERE ${q} IS NOT NULL
      GROUP BY ${q} ORDER BY n DESC, ${q} LIMIT ${VALUE_INDEX_CAP + 1})`
  })
  const { rows } = await session.query(
    `SELECT k, to_json(list(v ORDER BY n DESC, v))::VARCHAR, to_json(list(n ORDER BY n DESC, v))::VARCHAR
     FROM (${parts.join(' UNION ALL ')}) GROUP BY k`,
  )
  const found = columns.map(() => [] as { value: string; count: number }[])
  for (const [k, valuesJson, countsJson] of rows) {
    const counts = JSON.parse(String(countsJson)) as number[]
    found[Number(k)] = (JSON.parse(String(valuesJson)) as string[]).map((value, i) => ({
      value,
      count: counts[i] ?? 0,
    }))
  }
  return new Map(
    columns.map((column, i) => {
      const values = found[i] ?? []
      return [
        column,
        { column, complete: values.length <= VALUE_INDEX_CAP, values: values.slice(0, VALUE_INDEX_CAP) },
      ]
    }),
  )
}

/**
 * Indexes counted over a table: exact where the distinct estimate says the values fit (one query for
 * all of them), from a sample of rows otherwise.
 */
export async function indexFromTable(
  session: DbSession,
  target: string,
  columns: readonly string[],
  estimate: (column: string) => number,
  rowCount: number,
): Promise<Map<string, ColumnValues>> {
  const exact = columns.filter((column) => countsExactly(estimate(column), rowCount))
  const indexes = await exactValueIndexes(session, target, exact)
  for (const column of columns) {
    if (!indexes.has(column)) indexes.set(column, await sampledValueIndex(session, target, column, rowCount))
  }
  return indexes
}

/** The same index counted in memory, from every value of a small table's column. */
export function valueIndexOf(column: string, values: readonly string[]): ColumnValues {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || byteOrder(a[0], b[0]))
  return {
    column,
    complete: sorted.length <= VALUE_INDEX_CAP,
    values: sorted.slice(0, VALUE_INDEX_CAP).map(([value, count]) => ({ value, count })),
  }
}

/** The most frequent values of a sample of rows; counts are scaled up to the table, so estimates. */
export async function sampledValueIndex(
  session: DbSession,
  target: string,
  column: string,
  rowCount: number,
): Promise<ColumnValues> {
  const q = quoteIdentifier(column)
  const scale = rowCount / VALUE_SAMPLE_ROWS
  const { rows } = await session.query(
    `SELECT ${q}, count(*) AS n
     FROM (SELECT ${q} FROM ${target} USING SAMPLE reservoir(${VALUE_SAMPLE_ROWS} ROWS) REPEATABLE (7))
     WHERE ${q} IS NOT NULL GROUP BY ${q} ORDER BY n DESC, ${q} LIMIT ${VALUE_INDEX_CAP}`,
  )
  return {
    column,
    complete: false,
    values: rows.map(([value, count]) => ({
      value: String(value),
      count: Math.round(Number(count) * scale),
    })),
  }
}

/** Smallest and largest value of a text column: from its complete index, else by a scan. */
export async function textRange(
  session: DbSession,
  target: string,
  index: ColumnValues,
): Promise<[Cell, Cell]> {
  if (!index.complete) {
    const q = quoteIdentifier(index.column)
    const { rows } = await session.query(`SELECT min(${q}), max(${q}) FROM ${target}`)
    return [rows[0]?.[0] ?? null, rows[0]?.[1] ?? null]
  }
  const [first, ...rest] = index.values
  if (!first) return [null, null]
  let [min, max] = [first.value, first.value]
  for (const { value } of rest) {
    if (byteOrder(value, min) < 0) min = value
    else if (byteOrder(value, max) > 0) max = value
  }
  return [min, max]
}

/**
 * DuckDB's order of VARCHARs: byte-wise on UTF-8. JavaScript's `<` compares UTF-16 code units,
 * which agrees except where a character past U+FFFF meets one in U+E000-U+FFFF; only strings
 * that differ outside ASCII pay for the exact comparison.
 */
export function byteOrder(a: string, b: string): number {
  if (a === b) return 0
  let i = 0
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++
  const [x, y] = [a.charCodeAt(i), b.charCodeAt(i)]
  if (Number.isNaN(x) || Number.isNaN(y)) return a.length - b.length
  if (x < 0x80 && y < 0x80) return x - y
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

import type { DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'

/** Rows read first; a type test any of them fails is never run in SQL. */
export const SAMPLE_ROWS = 2048

/** The first rows of the text columns; `complete` when they are the whole table. */
export interface TextSample {
  readonly columns: readonly string[]
  /** Each column's non-null values, in the order of `columns`. */
  readonly values: readonly (readonly string[])[]
  readonly complete: boolean
}

/**
 * Each column comes back as one JSON list: parsing a few thousand values costs a fraction of
 * converting as many result cells.
 */
export async function readTextSample(
  session: DbSession,
  target: string,
  columns: readonly string[],
  rowCount: number,
): Promise<TextSample> {
  const complete = rowCount <= SAMPLE_ROWS
  if (columns.length === 0) return { columns, values: [], complete }
  const quoted = columns.map(quoteIdentifier)
  const { rows } = await session.query(
    `SELECT ${quoted.map((q) => `to_json(list(${q}) FILTER (WHERE ${q} IS NOT NULL))::VARCHAR`).join(', ')}
     FROM (SELECT ${quoted.join(', ')} FROM ${target} LIMIT ${SAMPLE_ROWS})`,
  )
  const lists = rows[0] ?? []
  const values = columns.map((_, i) => {
    const json = lists[i]
    return json === null || json === undefined ? [] : (JSON.parse(String(json)) as string[])
  })
  return { columns, values, complete }
}

/** The non-null values of one sampled column. */
export function sampleValues(sample: TextSample, column: string): readonly string[] {
  return sample.values[sample.columns.indexOf(column)] ?? []
}

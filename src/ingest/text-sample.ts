import type { DbSession } from '../db/duckdb-database.js'
import type { Cell } from '../db/query-result.js'
import { quoteIdentifier } from '../db/sql-text.js'

/** Rows read first; a type test any of them fails is never run in SQL. */
export const SAMPLE_ROWS = 2048

/** The first rows of the text columns; `complete` when they are the whole table. */
export interface TextSample {
  readonly columns: readonly string[]
  readonly rows: readonly (readonly Cell[])[]
  readonly complete: boolean
}

export async function readTextSample(
  session: DbSession,
  target: string,
  columns: readonly string[],
  rowCount: number,
): Promise<TextSample> {
  if (columns.length === 0) return { columns, rows: [], complete: true }
  const { rows } = await session.query(
    `SELECT ${columns.map(quoteIdentifier).join(', ')} FROM ${target} LIMIT ${SAMPLE_ROWS}`,
  )
  return { columns, rows, complete: rowCount <= SAMPLE_ROWS }
}

/** The non-null values of one sampled column. */
export function sampleValues(sample: TextSample, column: string): string[] {
  const i = sample.columns.indexOf(column)
  return sample.rows.flatMap((row) => (row[i] === null || row[i] === undefined ? [] : [String(row[i])]))
}

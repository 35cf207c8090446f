import type { DbSession } from '../db/duckdb-database.js'
import { quoteLiteral } from '../db/sql-text.js'
import { invalidRequest } from '../errors.js'

/** Loads JSON (array, object per line) or Parquet with DuckDB's own readers. */
export async function loadStructured(
  session: DbSession,
  path: string,
  target: string,
  format: 'json' | 'parquet',
): Promise<void> {
  const reader = format === 'json' ? 'read_json_auto' : 'read_parquet'
  try {
    await session.query(`CREATE TABLE ${target} AS SELECT * FROM ${reader}(${quoteLiteral(path)})`)
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : ''
    throw invalidRequest(
      `unreadable_${format}`,
      `The file could not be read as ${format.toUpperCase()}.`,
      message.replace(/'[^']*\/[^']*'/g, "'<file>'"),
    )
  }
}

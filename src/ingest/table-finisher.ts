import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'

export interface TableColumn {
  readonly name: string
  readonly type: string
}

/** Columns of a table as DuckDB reports them, in order. */
export async function describeTable(session: DbSession, target: string): Promise<TableColumn[]> {
  const { rows } = await session.query(`DESCRIBE ${target}`)
  return rows.map(([name, type]) => ({ name: String(name), type: String(type) }))
}

/** Adds the hidden 1-based file-order column; a fresh table's rowid is its insertion order. */
export async function addRowNumber(session: DbSession, target: string): Promise<void> {
  const row = quoteIdentifier(ROW_NUMBER_COLUMN)
  await session.query(`ALTER TABLE ${target} ADD COLUMN ${row} BIGINT`)
  await session.query(`UPDATE ${target} SET ${row} = rowid + 1`)
}

/** Narrows DOUBLE columns read in place of integers back to BIGINT when every value is whole and exact. */
export async function narrowWholeNumbers(session: DbSession, target: string, columns: readonly string[]) {
  if (columns.length === 0) return
  const checks = columns.map((c) => {
    const q = quoteIdentifier(c)
    return `coalesce(bool_and(${q} = trunc(${q}) AND abs(${q}) < 9007199254740992), true)`
  })
  const { rows } = await session.query(`SELECT ${checks.join(', ')} FROM ${target}`)
  for (const [i, column] of columns.entries()) {
    if (rows[0]?.[i] === true) {
      await session.query(`ALTER TABLE ${target} ALTER ${quoteIdentifier(column)} TYPE BIGINT`)
    }
  }
}

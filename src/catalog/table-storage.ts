import type { DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'
import { STAGING_PREFIX, storageTableName } from './catalog-schema.js'
import { ROW_NUMBER_COLUMN } from './catalog-types.js'

/** Qualified name of an object in a collection's schema of an organization's database. */
export const qualifiedName = (database: string, collection: string, name: string) =>
  `${quoteIdentifier(database)}.${quoteIdentifier(collection)}.${quoteIdentifier(name)}`

/**
 * Makes a loaded staging table the stored rows of `table` and creates the table's view, which adds
 * the 1-based file order from rowid (a fresh table's rowid is its insertion order). Names in the
 * view are unqualified so it keeps working whatever the database is attached as.
 */
export async function publishTable(
  session: DbSession,
  database: string,
  collection: string,
  staging: string,
  table: string,
): Promise<void> {
  const stored = storageTableName(table)
  await session.query(
    `ALTER TABLE ${qualifiedName(database, collection, staging)} RENAME TO ${quoteIdentifier(stored)}`,
  )
  await session.query(
    `CREATE VIEW ${qualifiedName(database, collection, table)} AS
     SELECT *, rowid + 1 AS ${quoteIdentifier(ROW_NUMBER_COLUMN)} FROM ${quoteIdentifier(stored)}`,
  )
}

/** Drops a table's view and its stored rows. */
export async function dropTable(session: DbSession, database: string, collection: string, table: string) {
  await session.query(`DROP VIEW IF EXISTS ${qualifiedName(database, collection, table)}`)
  await session.query(`DROP TABLE IF EXISTS ${qualifiedName(database, collection, storageTableName(table))}`)
}

/** Drops staging tables a crashed ingest left behind; ingests of one organization never overlap. */
export async function sweepStaging(session: DbSession, database: string): Promise<void> {
  const { rows } = await session.query(
    `SELECT schema_name, table_name FROM duckdb_tables()
     WHERE database_name = ? AND starts_with(table_name, ?)`,
    [database, STAGING_PREFIX],
  )
  for (const [schema, name] of rows) {
    await session.query(`DROP TABLE IF EXISTS ${qualifiedName(database, String(schema), String(name))}`)
  }
}

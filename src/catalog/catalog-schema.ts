import type { DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'

/** Schema inside each organization's database that holds its catalog; ids cannot start with '_'. */
export const CATALOG_SCHEMA = '_tally'

/** Qualified name of a catalog table in an organization's database. */
export const catalogTable = (database: string, table: string) =>
  `${quoteIdentifier(database)}.${CATALOG_SCHEMA}.${table}`

/** Creates the catalog schema and its tables if missing, in one round trip. */
export async function ensureCatalogSchema(session: DbSession, database: string): Promise<void> {
  const t = (name: string) => catalogTable(database, name)
  await session.query(`
    CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(database)}.${CATALOG_SCHEMA};
    CREATE TABLE IF NOT EXISTS ${t('artifacts')} (
      collection VARCHAR, artifact VARCHAR, file_name VARCHAR, ingested_at VARCHAR,
      PRIMARY KEY (collection, artifact));
    CREATE TABLE IF NOT EXISTS ${t('tables')} (
      collection VARCHAR, artifact VARCHAR, table_name VARCHAR, position INTEGER, row_count BIGINT);
    CREATE TABLE IF NOT EXISTS ${t('columns')} (
      collection VARCHAR, table_name VARCHAR, position INTEGER, name VARCHAR, type VARCHAR, profile VARCHAR);
    CREATE TABLE IF NOT EXISTS ${t('column_values')} (
      collection VARCHAR, table_name VARCHAR, column_name VARCHAR, value VARCHAR, count BIGINT,
      complete BOOLEAN);
    CREATE TABLE IF NOT EXISTS ${t('table_notes')} (
      collection VARCHAR, table_name VARCHAR, position INTEGER, note VARCHAR);`)
}

/** The stored rows behind a table; the table itself is a view adding the file-order column. */
export const storageTableName = (table: string) => `_rows_${table}`

/** Prefix of the tables an ingest loads and checks before it publishes them. */
export const STAGING_PREFIX = '_ingest_'

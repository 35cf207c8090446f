import type { DbSession } from '../db/duckdb-database.js'
import type { Cell } from '../db/query-result.js'

/**
 * Tables of the workspace in the system database. Plain SQL types (VARCHAR, BOOLEAN) and ISO-8601
 * text timestamps, so the same statements run on PostgreSQL.
 */
const TABLES = [
  `CREATE TABLE IF NOT EXISTS accounts (
    id VARCHAR PRIMARY KEY, email VARCHAR UNIQUE NOT NULL, name VARCHAR NOT NULL,
    provider VARCHAR NOT NULL, given_name VARCHAR, family_name VARCHAR, password_hash VARCHAR,
    super_admin BOOLEAN NOT NULL, created_at VARCHAR NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS users (
    id VARCHAR PRIMARY KEY, org_id VARCHAR NOT NULL, account_id VARCHAR NOT NULL, roles VARCHAR NOT NULL,
    created_at VARCHAR NOT NULL, profile_picture VARCHAR, job_position_name VARCHAR,
    job_position_description VARCHAR, UNIQUE (org_id, account_id))`,
  `CREATE TABLE IF NOT EXISTS api_tokens (
    id VARCHAR PRIMARY KEY, digest VARCHAR UNIQUE NOT NULL, name VARCHAR NOT NULL, org_id VARCHAR NOT NULL,
    account_id VARCHAR NOT NULL, created_at VARCHAR NOT NULL, last_used_at VARCHAR, revoked_at VARCHAR)`,
  `CREATE TABLE IF NOT EXISTS sessions (
    digest VARCHAR PRIMARY KEY, account_id VARCHAR NOT NULL, created_at VARCHAR NOT NULL,
    expires_at VARCHAR NOT NULL)`,
]

export async function createWorkspaceSchema(session: DbSession): Promise<void> {
  for (const statement of TABLES) await session.query(statement)
}

export const text = (cell: Cell | undefined): string => String(cell ?? '')
export const optionalText = (cell: Cell | undefined): string | null =>
  cell === null || cell === undefined ? null : String(cell)

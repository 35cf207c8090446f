import type { DbSession } from '../db/duckdb-database.js'
import { text } from './workspace-schema.js'

export interface SessionRecord {
  /** SHA-256 of the session id: the id itself is only in the cookie. */
  readonly digest: string
  readonly account_id: string
  readonly created_at: string
  readonly expires_at: string
}

/** Browser sessions. Not tied to an organization: `x-org` picks one per request. */
export interface SessionStore {
  insert(session: SessionRecord): Promise<void>
  find(digest: string): Promise<SessionRecord | undefined>
  delete(digest: string): Promise<void>
  deleteForAccount(accountId: string): Promise<void>
  deleteExpired(now: string): Promise<void>
}

export function duckDbSessionStore(session: DbSession): SessionStore {
  return {
    async insert(s) {
      await session.query(
        'INSERT INTO sessions (digest, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
        [s.digest, s.account_id, s.created_at, s.expires_at],
      )
    },
    async find(digest) {
      const { rows } = await session.query(
        'SELECT digest, account_id, created_at, expires_at FROM sessions WHERE digest = ?',
        [digest],
      )
      const row = rows[0]
      return row
        ? {
            digest: text(row[0]),
            account_id: text(row[1]),
            created_at: text(row[2]),
            expires_at: text(row[3]),
          }
        : undefined
    },
    async delete(digest) {
      await session.query('DELETE FROM sessions WHERE digest = ?', [digest])
    },
    async deleteForAccount(accountId) {
      await session.query('DELETE FROM sessions WHERE account_id = ?', [accountId])
    },
    async deleteExpired(now) {
      await session.query('DELETE FROM sessions WHERE expires_at <= ?', [now])
    },
  }
}

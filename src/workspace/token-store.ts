import type { DbSession } from '../db/duckdb-database.js'
import type { Cell } from '../db/query-result.js'
import { optionalText, text } from './workspace-schema.js'
import type { TokenInfo } from './workspace-types.js'

/** API tokens: only the SHA-256 digest of a secret is kept. Revoked tokens stay for the record. */
export interface TokenStore {
  insert(token: TokenInfo, digest: string): Promise<void>
  /** The live (not revoked) token with this digest. */
  findByDigest(digest: string): Promise<TokenInfo | undefined>
  /** The live token with this id. */
  find(id: string): Promise<TokenInfo | undefined>
  /** Live tokens of an organization, oldest first. */
  list(orgId: string): Promise<TokenInfo[]>
  /** True when a live token was revoked. */
  revoke(id: string, at: string): Promise<boolean>
  touch(id: string, at: string): Promise<void>
}

const COLUMNS = 'id, name, org_id, account_id, created_at, last_used_at'

const toToken = (row: readonly Cell[]): TokenInfo => ({
  id: text(row[0]),
  name: text(row[1]),
  org_id: text(row[2]),
  account_id: text(row[3]),
  created_at: text(row[4]),
  last_used_at: optionalText(row[5]),
})

export function duckDbTokenStore(session: DbSession): TokenStore {
  const live = async (where: string, params: string[]) => {
    const { rows } = await session.query(
      `SELECT ${COLUMNS} FROM api_tokens WHERE revoked_at IS NULL AND ${where} ORDER BY id`,
      params,
    )
    return rows.map(toToken)
  }
  return {
    async insert(t, digest) {
      await session.query(`INSERT INTO api_tokens (${COLUMNS}, digest) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
        t.id,
        t.name,
        t.org_id,
        t.account_id,
        t.created_at,
        t.last_used_at,
        digest,
      ])
    },
    findByDigest: async (digest) => (await live('digest = ?', [digest]))[0],
    find: async (id) => (await live('id = ?', [id]))[0],
    list: (orgId) => live('org_id = ?', [orgId]),
    async revoke(id, at) {
      const { rows } = await session.query(
        'UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL RETURNING id',
        [at, id],
      )
      return rows.length > 0
    },
    async touch(id, at) {
      await session.query('UPDATE api_tokens SET last_used_at = ? WHERE id = ?', [at, id])
    },
  }
}

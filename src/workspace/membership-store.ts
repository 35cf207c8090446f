import type { DbSession, SqlParam } from '../db/duckdb-database.js'
import type { Cell } from '../db/query-result.js'
import { ACCOUNT_COLUMNS, toAccount } from './account-store.js'
import { isRole, normalizeRoles, type Role } from './roles.js'
import { optionalText, text } from './workspace-schema.js'
import type { AccountRecord, MembershipRecord } from './workspace-types.js'

/** One page request over the members of an organization, ordered by account id (= creation). */
export interface MemberQuery {
  readonly order: 'ASC' | 'DESC'
  /** Keep accounts strictly after / before this account id, in `order`. */
  readonly after?: string
  readonly before?: string
  /** Then keep the first / last N of them, still in `order`. */
  readonly first?: number
  readonly last?: number
  readonly offset: number
  readonly limit: number
}

export interface Member {
  readonly account: AccountRecord
  readonly membership: MembershipRecord
}

/** Memberships of accounts in organizations (the API calls them users). */
export interface MembershipStore {
  find(orgId: string, accountId: string): Promise<MembershipRecord | undefined>
  insert(membership: MembershipRecord): Promise<void>
  setRoles(id: string, roles: readonly Role[]): Promise<void>
  count(orgId: string): Promise<number>
  page(orgId: string, query: MemberQuery): Promise<Member[]>
  orgIdsOf(accountId: string): Promise<string[]>
}

const USER_COLUMNS = [
  'id',
  'org_id',
  'account_id',
  'roles',
  'created_at',
  'profile_picture',
  'job_position_name',
  'job_position_description',
]

const rolesText = (roles: readonly Role[]) => normalizeRoles(roles).join(',')

function toMembership(row: readonly Cell[], offset = 0): MembershipRecord {
  return {
    id: text(row[offset]),
    org_id: text(row[offset + 1]),
    account_id: text(row[offset + 2]),
    roles: text(row[offset + 3])
      .split(',')
      .filter(isRole)
      .filter((role) => role !== 'SuperAdmin'),
    created_at: text(row[offset + 4]),
    profile_picture: optionalText(row[offset + 5]),
    job_position_name: optionalText(row[offset + 6]),
    job_position_description: optionalText(row[offset + 7]),
  }
}

const ACCOUNT_COUNT = ACCOUNT_COLUMNS.split(', ').length

export function duckDbMembershipStore(session: DbSession): MembershipStore {
  return {
    async find(orgId, accountId) {
      const { rows } = await session.query(
        `SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE org_id = ? AND account_id = ?`,
        [orgId, accountId],
      )
      return rows[0] ? toMembership(rows[0]) : undefined
    },
    async insert(m) {
      await session.query(
        `INSERT INTO users (${USER_COLUMNS.join(', ')}) VALUES (${USER_COLUMNS.map(() => '?').join(', ')})`,
        [
          m.id,
          m.org_id,
          m.account_id,
          rolesText(m.roles),
          m.created_at,
          m.profile_picture,
          m.job_position_name,
          m.job_position_description,
        ],
      )
    },
    async setRoles(id, roles) {
      await session.query('UPDATE users SET roles = ? WHERE id = ?', [rolesText(roles), id])
    },
    async count(orgId) {
      const { rows } = await session.query('SELECT count(*) FROM users WHERE org_id = ?', [orgId])
      return Number(rows[0]?.[0] ?? 0)
    },
    async page(orgId, q) {
      const forward = q.order === 'ASC'
      const where = ['u.org_id = ?']
      const params: SqlParam[] = [orgId]
      // "after" in descending order means smaller ids.
      if (q.after !== undefined) {
        where.push(`a.id ${forward ? '>' : '<'} ?`)
        params.push(q.after)
      }
      if (q.before !== undefined) {
        where.push(`a.id ${forward ? '<' : '>'} ?`)
        params.push(q.before)
      }
      // "last N" takes N from the far end of the current order, then the outer query restores it.
      const innerOrder = q.last !== undefined ? (forward ? 'DESC' : 'ASC') : q.order
      const take = q.first ?? q.last
      if (take !== undefined) params.push(take)
      params.push(q.limit, q.offset)
      const columns = [
        ...ACCOUNT_COLUMNS.split(', ').map((c) => `a.${c}`),
        ...USER_COLUMNS.map((c) => `u.${c} AS u_${c}`),
      ]
      const { rows } = await session.query(
        `SELECT * FROM (
           SELECT ${columns.join(', ')} FROM users u JOIN accounts a ON a.id = u.account_id
           WHERE ${where.join(' AND ')} ORDER BY a.id ${innerOrder}${take !== undefined ? ' LIMIT ?' : ''}
         ) members ORDER BY id ${q.order} LIMIT ? OFFSET ?`,
        params,
      )
      return rows.map((row) => ({ account: toAccount(row), membership: toMembership(row, ACCOUNT_COUNT) }))
    },
    async orgIdsOf(accountId) {
      const { rows } = await session.query('SELECT org_id FROM users WHERE account_id = ? ORDER BY org_id', [
        accountId,
      ])
      return rows.map((row) => text(row[0]))
    },
  }
}

import type { DbSession } from '../db/duckdb-database.js'
import type { Cell } from '../db/query-result.js'
import { PROVIDERS, type Provider } from './roles.js'
import { optionalText, text } from './workspace-schema.js'
import type { AccountRecord } from './workspace-types.js'

/** Accounts of the installation. Emails are stored lower-case; callers normalise before asking. */
export interface AccountStore {
  findById(id: string): Promise<AccountRecord | undefined>
  findByEmail(email: string): Promise<AccountRecord | undefined>
  /** The stored password hash; undefined for accounts of other providers. */
  passwordHash(id: string): Promise<string | undefined>
  insert(account: AccountRecord, passwordHash: string | null): Promise<void>
  setPasswordHash(id: string, passwordHash: string): Promise<void>
  setSuperAdmin(id: string, superAdmin: boolean): Promise<void>
  count(): Promise<number>
  countSuperAdmins(): Promise<number>
  /** The oldest SuperAdmin, the one admin commands act as by default. */
  firstSuperAdmin(): Promise<AccountRecord | undefined>
}

export const ACCOUNT_COLUMNS = 'id, email, name, provider, given_name, family_name, super_admin, created_at'

export function toAccount(row: readonly Cell[], offset = 0): AccountRecord {
  const provider = text(row[offset + 3])
  return {
    id: text(row[offset]),
    email: text(row[offset + 1]),
    name: text(row[offset + 2]),
    provider: (PROVIDERS as readonly string[]).includes(provider) ? (provider as Provider) : 'Credentials',
    given_name: optionalText(row[offset + 4]),
    family_name: optionalText(row[offset + 5]),
    super_admin: row[offset + 6] === true,
    created_at: text(row[offset + 7]),
  }
}

export function duckDbAccountStore(session: DbSession): AccountStore {
  const one = async (where: string, params: string[]) => {
    const { rows } = await session.query(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE ${where}`, params)
    return rows[0] ? toAccount(rows[0]) : undefined
  }
  const count = async (where: string) => {
    const { rows } = await session.query(`SELECT count(*) FROM accounts ${where}`)
    return Number(rows[0]?.[0] ?? 0)
  }
  return {
    findById: (id) => one('id = ?', [id]),
    findByEmail: (email) => one('email = ?', [email]),
    async passwordHash(id) {
      const { rows } = await session.query('SELECT password_hash FROM accounts WHERE id = ?', [id])
      return optionalText(rows[0]?.[0]) ?? undefined
    },
    async insert(a, passwordHash) {
      await session.query(
        `INSERT INTO accounts (${ACCOUNT_COLUMNS}, password_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          a.id,
          a.email,
          a.name,
          a.provider,
          a.given_name,
          a.family_name,
          a.super_admin,
          a.created_at,
          passwordHash,
        ],
      )
    },
    async setPasswordHash(id, passwordHash) {
      await session.query('UPDATE accounts SET password_hash = ? WHERE id = ?', [passwordHash, id])
    },
    async setSuperAdmin(id, superAdmin) {
      await session.query('UPDATE accounts SET super_admin = ? WHERE id = ?', [superAdmin, id])
    },
    count: () => count(''),
    countSuperAdmins: () => count('WHERE super_admin'),
    firstSuperAdmin: () => one('super_admin ORDER BY id LIMIT 1', []),
  }
}

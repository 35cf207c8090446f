import type { DbLane, DbSession } from '../db/duckdb-database.js'
import { type AccountStore, duckDbAccountStore } from './account-store.js'
import { duckDbMembershipStore, type MembershipStore } from './membership-store.js'
import type { OrganizationStore } from './organization-store.js'
import type { PasswordHasher } from './password-hasher.js'
import { duckDbSessionStore, type SessionStore } from './session-store.js'
import { duckDbTokenStore, type TokenStore } from './token-store.js'

/** The stores of the workspace over one connection or transaction. */
export interface WorkspaceStores {
  readonly accounts: AccountStore
  readonly memberships: MembershipStore
  readonly tokens: TokenStore
  readonly sessions: SessionStore
}

/**
 * The backend the workspace runs on: stores over the shared pool, and the same stores inside a
 * transaction. A PostgreSQL backend implements this with its own stores.
 */
export interface WorkspaceBackend {
  readonly stores: WorkspaceStores
  transaction<T>(work: (stores: WorkspaceStores) => Promise<T>): Promise<T>
}

export function duckDbStores(session: DbSession): WorkspaceStores {
  return {
    accounts: duckDbAccountStore(session),
    memberships: duckDbMembershipStore(session),
    tokens: duckDbTokenStore(session),
    sessions: duckDbSessionStore(session),
  }
}

export function duckDbBackend(db: DbLane): WorkspaceBackend {
  return {
    stores: duckDbStores(db),
    transaction: (work) => db.transaction((session) => work(duckDbStores(session))),
  }
}

/** Settings of the workspace; every one has a safe default. */
export interface WorkspaceOptions {
  /** scrypt N. Lower it only in tests: the default is the production cost. */
  readonly passwordCost?: number
  /** How long a login session lasts (default 7 days). */
  readonly sessionTtlMs?: number
  /** `last_used_at` of a token is written at most this often (default 5 minutes). */
  readonly tokenTouchIntervalMs?: number
  /**
   * How long a verified token's account and a membership are remembered (default 5000 ms; 0: not
   * at all). Writes in this process (revoke, roles, SuperAdmin) take effect at once regardless;
   * see docs/security.md.
   */
  readonly authCacheTtlMs?: number
  /** Let every member create API tokens, not only SuperAdmins (default false, as the spec says). */
  readonly perUserTokens?: boolean
  /** Failed logins allowed per account and address in `loginWindowMs` (default 10). */
  readonly maxFailedLogins?: number
  /** Default 60 000 ms. */
  readonly loginWindowMs?: number
  /** The clock, for tests of expiry and throttling. */
  readonly now?: () => Date
}

/** What the parts of the workspace share. */
export interface WorkspaceContext {
  readonly backend: WorkspaceBackend
  readonly stores: WorkspaceStores
  readonly organizations: OrganizationStore
  readonly hasher: PasswordHasher
  readonly options: Required<Omit<WorkspaceOptions, 'passwordCost' | 'now' | 'authCacheTtlMs'>>
  now(): Date
}

import { randomBytes } from 'node:crypto'
import type { Database } from '../db/duckdb-database.js'
import { invalidRequest, notFound } from '../errors.js'
import { newId } from '../ids.js'
import {
  type AccountPage,
  createAccountOperations,
  isUniqueViolation,
  type NewAccount,
} from './account-operations.js'
import type { AccountListQuery } from './account-pagination.js'
import { toAccountView } from './account-view.js'
import {
  type Caller,
  createAuthenticator,
  type LoginRequest,
  type LoginResult,
  normalizeEmail,
} from './authenticator.js'
import { DEFAULT_ORG_SLUG, type Organization, type OrganizationStore } from './organization-store.js'
import { createPasswordHasher } from './password-hasher.js'
import { invalidatingBackend, PrincipalCache } from './principal-cache.js'
import type { Role } from './roles.js'
import { createTokenOperations } from './token-operations.js'
import {
  duckDbBackend,
  type WorkspaceBackend,
  type WorkspaceContext,
  type WorkspaceOptions,
} from './workspace-context.js'
import { forbidden } from './workspace-errors.js'
import { createWorkspaceSchema } from './workspace-schema.js'
import type { AccessContext, Account, AccountRecord, CreatedToken, TokenInfo } from './workspace-types.js'

export const DEFAULT_ADMIN_EMAIL = 'admin@tally.local'
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/
const LOOKS_LIKE_ID = /^[0-9a-f]{32}$/

export interface BootstrapRequest {
  readonly adminEmail?: string
  readonly adminPassword?: string
}

export type BootstrapResult =
  | { readonly created: false }
  | {
      readonly created: true
      readonly account: Account
      /** Set when no password was given: show it once, it is not stored. */
      readonly generatedPassword?: string
      readonly token: CreatedToken
    }

/** The workspace operations the HTTP routes and admin commands call. */
export interface Workspace {
  readonly organizations: OrganizationStore
  /** 401 `invalid_token` for a malformed, unknown or revoked token alike. */
  authenticateToken(token: string): Promise<Caller>
  authenticateSession(sessionId: string): Promise<Caller>
  /** The caller's rights in an organization (slug or id): 404 unknown, 403 not a member. */
  access(caller: Caller, org: string): Promise<AccessContext>
  /** 401 on a wrong email or password, 429 after too many failures. */
  login(request: LoginRequest): Promise<LoginResult>
  logout(sessionId: string): Promise<void>
  me(access: AccessContext): Account
  /** An account as seen from an organization; no membership there gives `users: []`. */
  accountIn(account: AccountRecord, org: string): Promise<Account>
  listAccounts(access: AccessContext, query: AccountListQuery): Promise<AccountPage>
  createAccount(access: AccessContext, input: NewAccount): Promise<Account>
  /** Replaces the account's roles in the organization (SuperAdmin included, installation-wide). */
  setRoles(access: AccessContext, accountId: string, roles: readonly Role[]): Promise<Account>
  listOrganizations(access: AccessContext): Promise<Organization[]>
  createOrganization(access: AccessContext, slug: string, name: string): Promise<Organization>
  listTokens(access: AccessContext): Promise<TokenInfo[]>
  createToken(access: AccessContext, name: string): Promise<CreatedToken>
  revokeToken(access: AccessContext, id: string): Promise<void>
  /** Admin commands: a token for `email`'s account (default: the oldest SuperAdmin) in `org`. */
  createTokenFor(request: { org: string; name: string; email?: string }): Promise<CreatedToken>
  /** Sets a password (generated when none is given) and ends the account's sessions. */
  resetPassword(email: string, password?: string): Promise<{ generatedPassword?: string }>
  /** First start: the SuperAdmin (member of `default`) and one API token, when no account exists. */
  bootstrap(request?: BootstrapRequest): Promise<BootstrapResult>
}

const generatePassword = () => randomBytes(18).toString('base64url')

/** Opens the workspace on a backend (the DuckDB system database by default). */
export async function createWorkspace(
  db: Database,
  organizations: OrganizationStore,
  options: WorkspaceOptions = {},
  backend: WorkspaceBackend = duckDbBackend(db.system),
): Promise<Workspace> {
  await createWorkspaceSchema(db)
  const now = options.now ?? (() => new Date())
  const principals = new PrincipalCache(options.authCacheTtlMs ?? 5_000, () => now().getTime())
  const guarded = invalidatingBackend(backend, () => principals.invalidate())
  const ctx: WorkspaceContext = {
    backend: guarded,
    stores: guarded.stores,
    organizations,
    hasher: createPasswordHasher(options.passwordCost),
    options: {
      sessionTtlMs: options.sessionTtlMs ?? 7 * 24 * 3600_000,
      tokenTouchIntervalMs: options.tokenTouchIntervalMs ?? 5 * 60_000,
      perUserTokens: options.perUserTokens ?? false,
      maxFailedLogins: options.maxFailedLogins ?? 10,
      loginWindowMs: options.loginWindowMs ?? 60_000,
    },
    now,
  }
  const { stores } = ctx
  const auth = createAuthenticator(ctx, principals)
  const accounts = createAccountOperations(ctx)

  const tokens = createTokenOperations(ctx)

  return {
    organizations,
    authenticateToken: auth.authenticateToken,
    authenticateSession: auth.authenticateSession,
    access: auth.access,
    login: auth.login,
    logout: auth.logout,
    me: accounts.me,
    listAccounts: accounts.listAccounts,
    createAccount: accounts.createAccount,
    setRoles: accounts.setRoles,

    async accountIn(account: AccountRecord, org: string): Promise<Account> {
      const found = await organizations.find(org)
      return toAccountView(account, found && (await stores.memberships.find(found.id, account.id)))
    },

    // A SuperAdmin acts in every organization, so all of them are theirs.
    async listOrganizations(access: AccessContext): Promise<Organization[]> {
      if (access.superAdmin) return organizations.list()
      const ids = await stores.memberships.orgIdsOf(access.account.id)
      const orgs = await Promise.all(ids.map((id) => organizations.find(id)))
      return orgs.filter((org): org is Organization => org !== undefined)
    },

    async createOrganization(access: AccessContext, slug: string, name: string): Promise<Organization> {
      if (!access.superAdmin)
        throw forbidden('super_admin_required', 'Only a SuperAdmin creates organizations.')
      if (!SLUG.test(slug) || LOOKS_LIKE_ID.test(slug))
        throw invalidRequest('invalid_slug', 'A slug is 1-63 lower-case letters, digits and dashes.')
      const taken = () => invalidRequest('slug_taken', `The slug '${slug}' is taken.`)
      if (await organizations.find(slug)) throw taken()
      const org = await organizations.create(slug, name).catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken() : error
      })
      await stores.memberships.insert(await accounts.newMembership(org.id, access.account.id, ['Admin']))
      return org
    },

    async listTokens(access: AccessContext): Promise<TokenInfo[]> {
      await auth.touchesWritten()
      return tokens.listTokens(access)
    },
    createToken: tokens.createToken,
    revokeToken: tokens.revokeToken,
    createTokenFor: tokens.createTokenFor,

    async resetPassword(email: string, password?: string): Promise<{ generatedPassword?: string }> {
      const account = await stores.accounts.findByEmail(normalizeEmail(email))
      if (!account) throw notFound('account_not_found', `No account with email '${email}'.`)
      const chosen = password ?? generatePassword()
      await stores.accounts.setPasswordHash(account.id, await ctx.hasher.hash(chosen))
      await stores.sessions.deleteForAccount(account.id)
      return password === undefined ? { generatedPassword: chosen } : {}
    },

    async bootstrap(request: BootstrapRequest = {}): Promise<BootstrapResult> {
      if ((await stores.accounts.count()) > 0) return { created: false }
      const org = await organizations.resolve(DEFAULT_ORG_SLUG)
      const generatedPassword = request.adminPassword ? undefined : generatePassword()
      const account: AccountRecord = {
        id: newId(),
        email: normalizeEmail(request.adminEmail ?? DEFAULT_ADMIN_EMAIL),
        name: 'Administrator',
        provider: 'Credentials',
        given_name: null,
        family_name: null,
        super_admin: true,
        created_at: ctx.now().toISOString(),
      }
      const membership = await accounts.newMembership(org.id, account.id, ['Admin'])
      const hash = await ctx.hasher.hash(request.adminPassword ?? generatedPassword ?? '')
      await backend.transaction(async (tx) => {
        await tx.accounts.insert(account, hash)
        await tx.memberships.insert(membership)
      })
      const token = await tokens.issue(account, org, 'bootstrap')
      return {
        created: true,
        account: toAccountView(account, membership),
        token,
        ...(generatedPassword ? { generatedPassword } : {}),
      }
    },
  }
}

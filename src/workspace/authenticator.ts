import { randomBytes } from 'node:crypto'
import { effectiveRoles } from './account-view.js'
import { LoginLimiter } from './login-limiter.js'
import type { Organization } from './organization-store.js'
import type { PrincipalCache } from './principal-cache.js'
import { isWellFormedToken, secretDigest } from './token-format.js'
import type { WorkspaceContext } from './workspace-context.js'
import { forbidden, invalidToken, rateLimited, unauthenticated } from './workspace-errors.js'
import type { AccessContext, AccountRecord } from './workspace-types.js'

/** Someone authenticated, before an organization is chosen. */
export interface Caller {
  readonly account: AccountRecord
  readonly via: 'token' | 'session'
  readonly tokenId?: string
}

export interface LoginRequest {
  readonly email: string
  readonly password: string
  /** The client's network address, for the failed-login limit. */
  readonly address: string
}

export interface LoginResult {
  readonly account: AccountRecord
  /** Goes into the cookie; only its digest is stored. */
  readonly sessionId: string
  readonly expiresAt: Date
  /** The session's lifetime, for the cookie's Max-Age. */
  readonly maxAgeSeconds: number
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

const invalidSession = () => unauthenticated('invalid_session', 'The session is not valid; log in again.')
const badLogin = () => unauthenticated('invalid_credentials', 'Wrong email or password.')

export function createAuthenticator(ctx: WorkspaceContext, cache: PrincipalCache) {
  const { stores } = ctx
  const limiter = new LoginLimiter(ctx.options.maxFailedLogins, ctx.options.loginWindowMs)
  // Unknown emails still pay for one scrypt, so response time does not reveal which emails exist.
  let decoy: Promise<string> | undefined
  // Organizations are never renamed or deleted, so a found one can be remembered (saves a query).
  const orgs = new Map<string, Organization>()
  // When each token was last touched by this process: concurrent requests of one token touch it
  // once (32 at once used to race on the same row and fail with DuckDB's write conflict).
  const touched = new Map<string, number>()
  const touches = new Set<Promise<unknown>>()
  async function resolveOrg(slugOrId: string): Promise<Organization> {
    const known = orgs.get(slugOrId)
    if (known) return known
    const found = await ctx.organizations.resolve(slugOrId)
    if (orgs.size >= 10_000) orgs.clear()
    orgs.set(slugOrId, found)
    return found
  }

  return {
    async authenticateToken(token: string): Promise<Caller> {
      if (!isWellFormedToken(token)) throw invalidToken()
      const digest = secretDigest(token)
      const found = await cache.token(digest, async () => {
        const record = await stores.tokens.findByDigest(digest)
        const account = record && (await stores.accounts.findById(record.account_id))
        return record && account ? { token: record, account } : undefined
      })
      if (!found) throw invalidToken()
      const { token: record, account } = found
      const now = ctx.now()
      const stored = record.last_used_at ? Date.parse(record.last_used_at) : Number.NEGATIVE_INFINITY
      const last = Math.max(stored, touched.get(record.id) ?? Number.NEGATIVE_INFINITY)
      if (now.getTime() - last >= ctx.options.tokenTouchIntervalMs) {
        touched.set(record.id, now.getTime())
        // Off the request path. last_used_at is a hint: a write conflict with another process
        // must not fail a request.
        const touch: Promise<unknown> = stores.tokens
          .touch(record.id, now.toISOString())
          .catch(() => touched.delete(record.id))
          .then(() => touches.delete(touch))
        touches.add(touch)
      }
      return { account, via: 'token', tokenId: record.id }
    },

    /** Resolves once every last_used_at write started so far has ended (listing tokens waits). */
    async touchesWritten(): Promise<void> {
      await Promise.all(touches)
    },

    async authenticateSession(sessionId: string): Promise<Caller> {
      const digest = secretDigest(sessionId)
      const session = await stores.sessions.find(digest)
      if (!session) throw invalidSession()
      if (session.expires_at <= ctx.now().toISOString()) {
        await stores.sessions.delete(digest)
        throw invalidSession()
      }
      const account = await stores.accounts.findById(session.account_id)
      if (!account) throw invalidSession()
      return { account, via: 'session' }
    },

    /** The caller's rights in an organization: 404 when it does not exist, 403 when not a member. */
    async access(caller: Caller, org: string): Promise<AccessContext> {
      const found = await resolveOrg(org)
      const membership = await cache.membership(found.id, caller.account.id, () =>
        stores.memberships.find(found.id, caller.account.id),
      )
      if (!membership && !caller.account.super_admin)
        throw forbidden('not_a_member', 'You are not a member of this organization.')
      return {
        account: caller.account,
        org: { id: found.id, slug: found.slug, name: found.name },
        roles: effectiveRoles(caller.account, membership),
        superAdmin: caller.account.super_admin,
        membership,
        via: caller.via,
        ...(caller.tokenId ? { tokenId: caller.tokenId } : {}),
      }
    },

    async login(request: LoginRequest): Promise<LoginResult> {
      const email = normalizeEmail(request.email)
      const key = `${email}\u0000${request.address}`
      const now = ctx.now()
      if (limiter.blocked(key, now.getTime()))
        throw rateLimited('too_many_failed_logins', 'Too many failed logins; wait a minute and try again.')
      const account = await stores.accounts.findByEmail(email)
      const stored = account && (await stores.accounts.passwordHash(account.id))
      decoy ??= ctx.hasher.hash(randomBytes(16).toString('hex'))
      const ok = await ctx.hasher.verify(request.password, stored ?? (await decoy))
      if (!account || !stored || !ok) {
        limiter.fail(key, now.getTime())
        throw badLogin()
      }
      limiter.reset(key)
      const sessionId = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now.getTime() + ctx.options.sessionTtlMs)
      await stores.sessions.deleteExpired(now.toISOString())
      await stores.sessions.insert({
        digest: secretDigest(sessionId),
        account_id: account.id,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      return { account, sessionId, expiresAt, maxAgeSeconds: Math.floor(ctx.options.sessionTtlMs / 1000) }
    },

    async logout(sessionId: string): Promise<void> {
      await stores.sessions.delete(secretDigest(sessionId))
    },
  }
}

export type Authenticator = ReturnType<typeof createAuthenticator>

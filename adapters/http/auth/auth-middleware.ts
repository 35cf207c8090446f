import type { Context, MiddlewareHandler } from 'hono'
import { invalidRequest, TallyError } from '../../../src/errors.js'
import { hasRole, type Role } from '../../../src/workspace/roles.js'
import type { Workspace } from '../../../src/workspace/workspace-service.js'
import type { AccessContext } from '../../../src/workspace/workspace-types.js'
import { checkOrigin } from './origin-check.js'
import { readSessionCookie } from './session-cookie.js'

/** What the middleware puts on the context: `c.get('auth')`. */
export type AuthVariables = { auth: AccessContext; requestId: string }
export type AuthEnv = { Variables: AuthVariables }

const unauthenticated = (code: string, message: string) =>
  new TallyError('authentication_error', code, message)

async function authenticate(c: Context, workspace: Workspace) {
  const header = c.req.header('authorization')
  // The Anthropic SDK sends `apiKey` as x-api-key; `authToken` as Authorization: Bearer.
  const apiKey = c.req.header('x-api-key')?.trim()
  if (header === undefined && apiKey !== undefined) {
    if (!apiKey) throw unauthenticated('invalid_token', 'The API token is not valid.')
    return workspace.authenticateToken(apiKey)
  }
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
    if (!match?.[1]) throw unauthenticated('invalid_token', 'The API token is not valid.')
    return workspace.authenticateToken(match[1])
  }
  const session = readSessionCookie(c)
  if (session === undefined)
    throw unauthenticated(
      'missing_credentials',
      'Send an API token (Authorization: Bearer or x-api-key) or log in.',
    )
  checkOrigin(c)
  return workspace.authenticateSession(session)
}

/**
 * Guards every `/api` route but login: `x-org` (400 `missing_org`), a Bearer token or the session
 * cookie (401), the organization (404) and membership in it (403, unless SuperAdmin). Sets
 * `c.get('auth')`: `{ account, org, roles, superAdmin, via }`.
 *
 * @example app.use('/api/gpt/*', requireAuth(engine.workspace))
 */
export function requireAuth(workspace: Workspace): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const org = requireOrgHeader(c)
    const caller = await authenticate(c, workspace)
    c.set('auth', await workspace.access(caller, org))
    await next()
  }
}

/** The `x-org` header (slug or id); 400 `missing_org` without it. */
export function requireOrgHeader(c: Context): string {
  const org = c.req.header('x-org')?.trim()
  if (!org) throw invalidRequest('missing_org', 'The x-org header (organization slug or id) is required.')
  return org
}

/** The caller as `requireAuth` found them; throws if the route is not behind it. */
export function getAuth(c: Context): AccessContext {
  const auth = c.get('auth') as AccessContext | undefined
  if (!auth) throw new TallyError('api_error', 'auth_missing', 'Route is not behind requireAuth.')
  return auth
}

/** 403 `role_too_low` unless the caller holds `min` (or higher) in the organization. */
export function requireRole(min: Role): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    assertRole(getAuth(c), min)
    await next()
  }
}

export function assertRole(auth: AccessContext, min: Role): void {
  if (!hasRole(auth.roles, min))
    throw new TallyError('permission_error', 'role_too_low', `This needs the ${min} role or higher.`)
}

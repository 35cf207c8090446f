import type { Context } from 'hono'
import { TallyError } from '../../src/index.js'
import type { Caller } from '../../src/workspace/authenticator.js'
import { DEFAULT_ORG_SLUG } from '../../src/workspace/organization-store.js'
import type { Workspace } from '../../src/workspace/workspace-service.js'
import type { AccessContext } from '../../src/workspace/workspace-types.js'
import { readSessionCookie } from '../http/auth/session-cookie.js'
import type { PageNav } from './org-menu.js'

/** The signed-in account behind the session cookie, or undefined when there is no valid session. */
export async function sessionCaller(c: Context, workspace: Workspace): Promise<Caller | undefined> {
  const session = readSessionCookie(c)
  if (session === undefined) return undefined
  try {
    return await workspace.authenticateSession(session)
  } catch (error) {
    if (error instanceof TallyError && error.type === 'authentication_error') return undefined
    throw error
  }
}

export type PageAccess =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'refused'; readonly email: string; readonly code: string; readonly slug: string }
  | { readonly kind: 'ok'; readonly access: AccessContext; readonly nav: PageNav }

/**
 * Who is looking at a page and in which organization (`?org=`, default `default`): the same
 * workspace calls the API makes, so the pages have no second set of rules.
 */
export async function pageAccess(
  c: Context,
  workspace: Workspace,
  path: PageNav['path'],
): Promise<PageAccess> {
  const caller = await sessionCaller(c, workspace)
  if (!caller) return { kind: 'signed-out' }
  const slug = c.req.query('org')?.trim() || DEFAULT_ORG_SLUG
  try {
    const access = await workspace.access(caller, slug)
    const organizations = await workspace.listOrganizations(access)
    const nav: PageNav = { email: caller.account.email, org: access.org, organizations, path }
    return { kind: 'ok', access, nav }
  } catch (error) {
    if (!(error instanceof TallyError) || !['not_found_error', 'permission_error'].includes(error.type))
      throw error
    return { kind: 'refused', email: caller.account.email, code: error.code, slug }
  }
}

/** Where the sign-in page sends the browser back to: only paths of this site. */
export function safeNext(next: string | undefined): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined
  return next
}

import type { Context } from 'hono'
import { TallyError } from '../../src/index.js'
import type { Caller } from '../../src/workspace/authenticator.js'
import type { Workspace } from '../../src/workspace/workspace-service.js'
import { readSessionCookie } from '../http/auth/session-cookie.js'

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

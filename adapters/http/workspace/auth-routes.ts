import type { Hono } from 'hono'
import { DEFAULT_ORG_SLUG } from '../../../src/workspace/organization-store.js'
import type { Workspace } from '../../../src/workspace/workspace-service.js'
import { type AuthEnv, requireOrgHeader } from '../auth/auth-middleware.js'
import { clientAddress } from '../auth/client-address.js'
import { checkOrigin } from '../auth/origin-check.js'
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../auth/session-cookie.js'
import { parseBody } from './request-body.js'
import { LoginSchema } from './workspace-schemas.js'

/** Login and logout: outside `requireAuth`, registered before it. */
export function mountAuthRoutes(app: Hono<AuthEnv>, workspace: Workspace): void {
  app.post('/auth/login', async (c) => {
    // Not cookie-authenticated, but a foreign page must not log a browser in (login CSRF).
    checkOrigin(c, false)
    const { email, password } = await parseBody(c, LoginSchema)
    const login = await workspace.login({ email, password, address: clientAddress(c) })
    setSessionCookie(c, login.sessionId, login.maxAgeSeconds)
    const org = c.req.header('x-org')?.trim() || DEFAULT_ORG_SLUG
    return c.json(await workspace.accountIn(login.account, org), 200)
  })

  // Logging out always succeeds: it ends the session if there is one and clears the cookie.
  app.post('/auth/logout', async (c) => {
    requireOrgHeader(c)
    const session = readSessionCookie(c)
    if (session !== undefined) {
      checkOrigin(c)
      await workspace.logout(session)
    }
    clearSessionCookie(c)
    return c.body(null, 204)
  })
}

import type { Hono } from 'hono'
import type { Workspace } from '../../../src/workspace/workspace-service.js'
import { type AuthEnv, getAuth } from '../auth/auth-middleware.js'
import { parseBody, parseWith } from './request-body.js'
import { AccountListQuerySchema, CreateAccountSchema, SetRolesSchema } from './workspace-schemas.js'

export function mountAccountRoutes(app: Hono<AuthEnv>, workspace: Workspace): void {
  app.get('/account', async (c) => {
    const query = parseWith(AccountListQuerySchema, c.req.query())
    const page = await workspace.listAccounts(getAuth(c), query)
    if (page.total !== undefined) c.header('X-Total-Count', String(page.total))
    return c.json(page.accounts)
  })

  app.get('/account/me', (c) => c.json(workspace.me(getAuth(c))))

  app.post('/account', async (c) => {
    const body = await parseBody(c, CreateAccountSchema)
    return c.json(await workspace.createAccount(getAuth(c), body), 201)
  })

  app.post('/account/:accountId', async (c) => {
    const { roles } = await parseBody(c, SetRolesSchema)
    return c.json(await workspace.setRoles(getAuth(c), c.req.param('accountId'), roles))
  })
}

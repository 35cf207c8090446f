import type { Hono } from 'hono'
import type { Workspace } from '../../../src/workspace/workspace-service.js'
import { type AuthEnv, getAuth } from '../auth/auth-middleware.js'
import { parseBody } from './request-body.js'
import { CreateTokenSchema } from './workspace-schemas.js'

export function mountTokenRoutes(app: Hono<AuthEnv>, workspace: Workspace): void {
  app.get('/tokens', async (c) => c.json(await workspace.listTokens(getAuth(c))))

  app.post('/tokens', async (c) => {
    const { name } = await parseBody(c, CreateTokenSchema)
    return c.json(await workspace.createToken(getAuth(c), name), 201)
  })

  app.delete('/tokens/:tokenId', async (c) => {
    await workspace.revokeToken(getAuth(c), c.req.param('tokenId'))
    return c.body(null, 204)
  })
}

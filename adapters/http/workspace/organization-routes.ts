import type { Hono } from 'hono'
import type { Workspace } from '../../../src/workspace/workspace-service.js'
import { type AuthEnv, getAuth } from '../auth/auth-middleware.js'
import { parseBody } from './request-body.js'
import { CreateOrganizationSchema } from './workspace-schemas.js'

export function mountOrganizationRoutes(app: Hono<AuthEnv>, workspace: Workspace): void {
  app.get('/orgs', async (c) => c.json(await workspace.listOrganizations(getAuth(c))))

  app.post('/orgs', async (c) => {
    const { slug, name } = await parseBody(c, CreateOrganizationSchema)
    return c.json(await workspace.createOrganization(getAuth(c), slug, name), 201)
  })
}

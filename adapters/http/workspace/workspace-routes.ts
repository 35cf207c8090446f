import { Hono } from 'hono'
import type { Engine } from '../../../src/index.js'
import { type AuthEnv, requireAuth } from '../auth/auth-middleware.js'
import { mountAccountRoutes } from './account-routes.js'
import { mountAuthRoutes } from './auth-routes.js'
import { mountOrganizationRoutes } from './organization-routes.js'
import { mountTokenRoutes } from './token-routes.js'

/**
 * The workspace API of DESIGN.md, to mount under `/api/v1`. Login and logout come first and answer
 * on their own; every other route is behind `requireAuth`.
 *
 * @example app.route('/api/v1', workspaceRoutes(engine))
 */
export function workspaceRoutes(engine: Engine): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>()
  mountAuthRoutes(app, engine.workspace)
  app.use('*', requireAuth(engine.workspace))
  mountAccountRoutes(app, engine.workspace)
  mountOrganizationRoutes(app, engine.workspace)
  mountTokenRoutes(app, engine.workspace)
  return app
}

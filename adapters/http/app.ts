import { Hono } from 'hono'
import { randomHex } from '../../src/ids.js'
import { type Engine, TallyError } from '../../src/index.js'
import { errorResponse } from './error-response.js'
import { workspaceRoutes } from './workspace/workspace-routes.js'

export interface AppOptions {
  /** Origins allowed by CORS; CORS is off when empty. */
  readonly corsOrigins?: readonly string[]
}

export type AppEnv = { Variables: { requestId: string } }

/** The HTTP adapter: a Hono app whose `fetch` mounts in any framework. */
export function createApp(engine: Engine, _options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    const requestId = `req_${randomHex(12)}`
    c.set('requestId', requestId)
    await next()
    c.header('request-id', requestId)
  })
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.route('/api/v1', workspaceRoutes(engine))

  app.notFound((c) =>
    errorResponse(c, new TallyError('not_found_error', 'route_not_found', 'No such route.')),
  )
  app.onError((error, c) => {
    const response = errorResponse(c, error)
    response.headers.set('request-id', c.get('requestId') ?? '')
    return response
  })
  void engine
  return app
}

import { Hono } from 'hono'
import type { Engine, MessageRequest } from '../../../src/index.js'
import { type AuthEnv, getAuth } from '../auth/index.js'
import { readJsonBody } from '../json-body.js'
import { sseResponse } from '../sse-response.js'
import type { GptRouteOptions } from './gpt-routes.js'

const wantsStream = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { stream?: unknown }).stream === true

/** POST /messages (JSON or server-sent events) and POST /messages/count_tokens. Any member may ask. */
export function messageRoutes(engine: Engine, options: GptRouteOptions): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>()
  routes.post('/messages', async (c) => {
    const request = (await readJsonBody(c.req.raw, options.maxUploadBytes)) as MessageRequest
    const context = { org: getAuth(c).org.id }
    if (!wantsStream(request)) return c.json(await engine.messages.create(request, context))
    const events = engine.messages.stream(request, context, { pingIntervalMs: options.pingIntervalMs })
    const requestId = c.get('requestId')
    return sseResponse(events, requestId, (error) => options.onUnexpectedError(error, requestId))
  })
  routes.post('/messages/count_tokens', async (c) => {
    const request = (await readJsonBody(c.req.raw, options.maxUploadBytes)) as MessageRequest
    return c.json(await engine.messages.countTokens(request))
  })
  return routes
}

import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { randomHex } from '../../src/ids.js'
import { type Engine, TallyError } from '../../src/index.js'
import { webRoutes } from '../web/index.js'
import { type AuthEnv, requireAuth } from './auth/index.js'
import { errorResponse } from './error-response.js'
import { gptRoutes } from './gpt/gpt-routes.js'
import { resolveTokenLimits, type TokenLimitOptions, tokenLimits } from './limits/token-limits.js'
import { docsRoutes } from './openapi/docs-routes.js'
import { openApiDocument } from './openapi/openapi-document.js'
import { workspaceRoutes } from './workspace/workspace-routes.js'

export interface AppOptions {
  /** Origins allowed by CORS; CORS is off when empty. */
  readonly corsOrigins?: readonly string[]
  /** Largest JSON request body in bytes (default 100 MiB); multipart files follow the engine's maxFileBytes. */
  readonly maxUploadBytes?: number
  /** A streamed reply sends `ping` after this long without another event (default 5000 ms). */
  readonly pingIntervalMs?: number
  /** Per-token concurrency, queue and rate (rate off by default); see docs/security.md. */
  readonly tokenLimits?: Partial<TokenLimitOptions>
  /** Called with errors that are not TallyErrors (their response is a bare 500); default: stderr. */
  readonly onUnexpectedError?: (error: unknown, requestId: string) => void
}

export type AppEnv = AuthEnv

const logToStderr = (error: unknown, requestId: string) => {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(`[${requestId}] unexpected error: ${text}\n`)
}

/** The HTTP adapter: a Hono app whose `fetch` mounts in any framework. */
export function createApp(engine: Engine, options: AppOptions = {}): Hono<AppEnv> {
  const report = options.onUnexpectedError ?? logToStderr
  const onUnexpectedError = (error: unknown, requestId: string) => {
    if (!(error instanceof TallyError)) report(error, requestId)
  }
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    const requestId = `req_${randomHex(12)}`
    c.set('requestId', requestId)
    // Set before the handler so c.json and the like build the reply with it once; setting it
    // after would make Hono copy the finished response (and @hono/node-server leave its fast path).
    c.header('request-id', requestId)
    await next()
    // Responses a route builds itself (a stream, a static file) carry only their own headers.
    if (!c.res.headers.has('request-id')) c.header('request-id', requestId)
  })
  if (options.corsOrigins && options.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: [...options.corsOrigins],
        allowHeaders: ['authorization', 'content-type', 'x-org', 'anthropic-version', 'x-api-key'],
        exposeHeaders: ['request-id', 'X-Total-Count'],
        maxAge: 600,
      }),
    )
  }
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/openapi.json', (c) => c.json(openApiDocument()))
  app.route('/', docsRoutes())

  app.use('/api/gpt/*', requireAuth(engine.workspace))
  app.use('/api/gpt/*', tokenLimits(resolveTokenLimits(options.tokenLimits)))
  app.route(
    '/api/gpt/v1',
    gptRoutes(engine, {
      maxUploadBytes: options.maxUploadBytes ?? 100 * 1024 ** 2,
      pingIntervalMs: options.pingIntervalMs ?? 5000,
      onUnexpectedError,
    }),
  )

  app.route('/api/v1', workspaceRoutes(engine))
  app.route('/', webRoutes(engine))

  app.notFound((c) =>
    errorResponse(c, new TallyError('not_found_error', 'route_not_found', 'No such route.')),
  )
  app.onError((error, c) => {
    onUnexpectedError(error, c.get('requestId') ?? '')
    return errorResponse(c, error)
  })
  return app
}

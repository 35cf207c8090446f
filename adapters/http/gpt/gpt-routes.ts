import { Hono } from 'hono'
import type { Engine } from '../../../src/index.js'
import type { AuthEnv } from '../auth/index.js'
import { artifactRoutes } from './artifact-routes.js'
import { messageRoutes } from './message-routes.js'

export interface GptRouteOptions {
  readonly maxUploadBytes: number
  readonly pingIntervalMs: number
  readonly onUnexpectedError: (error: unknown, requestId: string) => void
}

/** The low-level API, mounted at /api/gpt/v1 behind the workspace's requireAuth. */
export function gptRoutes(engine: Engine, options: GptRouteOptions): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>()
  routes.route('/', messageRoutes(engine, options))
  routes.route('/', artifactRoutes(engine, options))
  return routes
}

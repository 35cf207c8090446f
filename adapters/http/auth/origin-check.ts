import type { Context } from 'hono'
import { TallyError } from '../../../src/index.js'

/**
 * The server's own origin as the browser sees it. A TLS-terminating proxy says the scheme in
 * X-Forwarded-Proto; a cross-site page cannot set that header on a browser's request.
 */
export function ownOrigin(c: Context): string {
  const url = new URL(c.req.url)
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
  const scheme = forwarded === 'https' || forwarded === 'http' ? `${forwarded}:` : url.protocol
  return `${scheme}//${url.host}`
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The CSRF defence of DESIGN.md: a state-changing request that a browser sends with our cookie
 * must carry our own Origin. `required` false lets a request without Origin through (login by curl)
 * but still rejects a foreign one.
 */
export function checkOrigin(c: Context, required = true): void {
  if (!UNSAFE.has(c.req.method)) return
  const origin = c.req.header('origin')
  if (origin === undefined && !required) return
  if (origin !== ownOrigin(c))
    throw new TallyError(
      'permission_error',
      'origin_mismatch',
      'A request authenticated by cookie must come from this server’s own origin.',
    )
}

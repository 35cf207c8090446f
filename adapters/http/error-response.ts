import type { Context } from 'hono'
import { TallyError } from '../../src/index.js'

/** The Messages-style error body of DESIGN.md; anything not a TallyError is a bare 500. */
export function errorResponse(c: Context, error: unknown): Response {
  const known = error instanceof TallyError ? error : undefined
  const type = known?.type ?? 'api_error'
  const status = known?.status ?? 500
  const requestId = c.get('requestId') ?? ''
  const body = {
    type: 'error',
    error: {
      type,
      message: known?.message ?? 'Internal server error.',
      detail: { code: known?.code ?? 'internal_error', explanation: known?.explanation ?? '' },
    },
    request_id: requestId,
  }
  return c.json(body, status as 400)
}

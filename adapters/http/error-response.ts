import type { Context } from 'hono'
import { RetryLaterError } from '../../src/errors.js'
import { TallyError } from '../../src/index.js'

/** The Messages-style error body of DESIGN.md; anything not a TallyError is a bare 500. */
export function errorBody(error: unknown, requestId: string) {
  const known = error instanceof TallyError ? error : undefined
  return {
    type: 'error' as const,
    error: {
      type: known?.type ?? 'api_error',
      message: known?.message ?? 'Internal server error.',
      detail: {
        code: known?.code ?? 'internal_error',
        // An explanation is sent only when there is something to say; never an empty string.
        ...(known?.explanation ? { explanation: known.explanation } : {}),
        ...(known
          ? {}
          : { explanation: 'Something failed inside Tally; quote the request_id when reporting it.' }),
      },
    },
    request_id: requestId,
  }
}

export function errorResponse(c: Context, error: unknown): Response {
  const status = error instanceof TallyError ? error.status : 500
  if (error instanceof RetryLaterError) c.header('retry-after', String(error.retryAfterSeconds))
  return c.json(errorBody(error, c.get('requestId') ?? ''), status as 400)
}

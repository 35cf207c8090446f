/** The error kinds of the Messages-style error body, with their HTTP status. */
export const ERROR_TYPES = {
  invalid_request_error: 400,
  authentication_error: 401,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  overloaded_error: 529,
} as const

export type ErrorType = keyof typeof ERROR_TYPES

/**
 * The one error type of Tally. `code` is stable and machine-readable (tests match it, never the
 * wording); `type` picks the HTTP status; `explanation` is safe to show to the caller.
 */
export class TallyError extends Error {
  readonly type: ErrorType
  readonly code: string
  readonly explanation: string | undefined

  constructor(type: ErrorType, code: string, message: string, explanation?: string) {
    super(message)
    this.name = 'TallyError'
    this.type = type
    this.code = code
    this.explanation = explanation
  }

  get status(): number {
    return ERROR_TYPES[this.type]
  }
}

export const invalidRequest = (code: string, message: string, explanation?: string) =>
  new TallyError('invalid_request_error', code, message, explanation)

export const notFound = (code: string, message: string) => new TallyError('not_found_error', code, message)

export const tooLarge = (code: string, message: string) => new TallyError('request_too_large', code, message)

/** An error the caller may retry: the HTTP adapter sends `retryAfterSeconds` as `retry-after`. */
export class RetryLaterError extends TallyError {
  constructor(
    type: 'overloaded_error' | 'rate_limit_error',
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(type, code, message, `Try again in ${retryAfterSeconds} s.`)
  }
}

export const overloaded = (message: string, retryAfterSeconds = 1) =>
  new RetryLaterError('overloaded_error', 'engine_overloaded', message, retryAfterSeconds)

export const isTallyError = (error: unknown): error is TallyError => error instanceof TallyError

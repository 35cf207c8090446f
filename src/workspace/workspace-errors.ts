import { TallyError } from '../errors.js'

export const unauthenticated = (code: string, message: string) =>
  new TallyError('authentication_error', code, message)

export const forbidden = (code: string, message: string) => new TallyError('permission_error', code, message)

export const rateLimited = (code: string, message: string) =>
  new TallyError('rate_limit_error', code, message)

/** The one answer for a token that is malformed, unknown or revoked: callers cannot tell which. */
export const invalidToken = () => unauthenticated('invalid_token', 'The API token is not valid.')

export {
  type AuthEnv,
  type AuthVariables,
  assertRole,
  getAuth,
  requireAuth,
  requireOrgHeader,
  requireRole,
} from './auth-middleware.js'
export { clientAddress } from './client-address.js'
export { checkOrigin, ownOrigin } from './origin-check.js'
export { clearSessionCookie, readSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.js'

import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { ownOrigin } from './origin-check.js'

/** The session cookie: HttpOnly, SameSite=Lax, Secure when the server is reached over https. */
export const SESSION_COOKIE = 'tally_session'

/** Browsers cap cookie lifetimes at 400 days (RFC 6265bis); Hono refuses more. */
const MAX_COOKIE_AGE_SECONDS = 400 * 24 * 3600

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE) || undefined

export function setSessionCookie(c: Context, sessionId: string, maxAgeSeconds: number): void {
  setCookie(c, SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: ownOrigin(c).startsWith('https:'),
    maxAge: Math.min(maxAgeSeconds, MAX_COOKIE_AGE_SECONDS),
  })
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: ownOrigin(c).startsWith('https:'),
  })
}

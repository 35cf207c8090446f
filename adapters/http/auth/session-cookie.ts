import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { ownOrigin } from './origin-check.js'

/** The session cookie: HttpOnly, SameSite=Lax, Secure when the server is reached over https. */
export const SESSION_COOKIE = 'tally_session'

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE) || undefined

export function setSessionCookie(c: Context, sessionId: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: ownOrigin(c).startsWith('https:'),
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
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

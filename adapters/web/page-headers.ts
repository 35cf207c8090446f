import type { Context } from 'hono'

/**
 * Scripts and styles come only from our own files (no inline code, so an injected handler or
 * `<script>` cannot run even if escaping failed), fetch only to our own origin, and no framing.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Headers for every page and asset of the web adapter. */
export function setPageHeaders(c: Context): void {
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  c.header('X-Frame-Options', 'DENY')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
  // Pages show who is logged in and the organization's tokens: never keep them in a cache.
  c.header('Cache-Control', 'no-store')
}

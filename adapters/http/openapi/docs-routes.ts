import { Hono } from 'hono'
import { setPageHeaders } from '../../web/page-headers.js'
import { VENDOR_PATHS, vendorAsset, vendorType } from '../../web/vendor-assets.js'

/** Swagger UI reads `/openapi.json`; no validator badge (it would call out to swagger.io). */
const INIT_SCRIPT = `'use strict'
window.addEventListener('DOMContentLoaded', () => {
  window.SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    validatorUrl: null,
    deepLinking: true,
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  })
})
`

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tally API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<script src="/docs/assets/swagger-ui-bundle.js" defer></script>
<script src="/docs/init.js" defer></script>
</head><body>
<main id="swagger-ui"><noscript><p>The reference needs JavaScript; the document itself is <a href="/openapi.json">/openapi.json</a>.</p></noscript></main>
</body></html>`

/** Swagger UI's icons are inline SVG data URIs in its stylesheet; nothing else is relaxed. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * `GET /docs`: the OpenAPI document rendered by Swagger UI, whose files are served from the
 * `swagger-ui-dist` package by the app itself (no CDN), under a CSP without inline script or eval.
 */
export function docsRoutes(): Hono {
  const app = new Hono()
  const headers = (c: Parameters<typeof setPageHeaders>[0]) => {
    setPageHeaders(c)
    c.header('Content-Security-Policy', DOCS_CSP)
  }
  app.get('/docs', (c) => {
    headers(c)
    return c.html(PAGE)
  })
  app.get('/docs/init.js', (c) => {
    headers(c)
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(INIT_SCRIPT)
  })
  for (const path of VENDOR_PATHS.filter((p) => p.startsWith('/docs/'))) {
    app.get(path, async (c) => {
      headers(c)
      c.header('Cache-Control', 'public, max-age=3600')
      c.header('Content-Type', `${vendorType(path)}; charset=utf-8`)
      return c.body(await vendorAsset(path))
    })
  }
  return app
}

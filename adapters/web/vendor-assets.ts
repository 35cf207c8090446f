import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

/**
 * Browser builds of packages, served from `node_modules` by the app itself: no CDN, so the pages
 * work with no internet and under `script-src 'self'`. Vega renders charts without `eval`
 * through vega-interpreter; Swagger UI renders `/docs`.
 */
const FILES = {
  '/web/vendor/vega.min.js': 'vega/build/vega.min.js',
  '/web/vendor/vega-lite.min.js': 'vega-lite/build/vega-lite.min.js',
  '/web/vendor/vega-interpreter.min.js': 'vega-interpreter/build/vega-interpreter.min.js',
  '/docs/assets/swagger-ui-bundle.js': 'swagger-ui-dist/swagger-ui-bundle.js',
  '/docs/assets/swagger-ui.css': 'swagger-ui-dist/swagger-ui.css',
} as const

export type VendorPath = keyof typeof FILES

/** The chart libraries, in load order (vega-lite and the interpreter read the `vega` global). */
export const VENDOR_SCRIPTS: readonly VendorPath[] = [
  '/web/vendor/vega.min.js',
  '/web/vendor/vega-lite.min.js',
  '/web/vendor/vega-interpreter.min.js',
]

export const VENDOR_PATHS = Object.keys(FILES) as VendorPath[]

const require = createRequire(import.meta.url)
const cache = new Map<VendorPath, Promise<string>>()

/** The file's text, read once per process. */
export function vendorAsset(path: VendorPath): Promise<string> {
  let text = cache.get(path)
  if (!text) {
    text = readFile(require.resolve(FILES[path]), 'utf8')
    text.catch(() => cache.delete(path))
    cache.set(path, text)
  }
  return text
}

export const vendorType = (path: VendorPath) => (path.endsWith('.css') ? 'text/css' : 'text/javascript')

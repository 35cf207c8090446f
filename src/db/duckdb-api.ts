import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type * as DuckDbApi from '@duckdb/node-api'
import { runCachedScript } from './cached-script.js'

/** The value of the script scripts/bundle-duckdb-api.mjs writes. */
interface VendoredApi {
  readonly version: string
  load(require: NodeJS.Require): typeof DuckDbApi
}

/** One evaluation per file: every module of src/db asks, and each evaluation is a separate copy. */
const loaded = new Map<string, typeof DuckDbApi>()

/** Where `npm run build` leaves the bundle: dist/vendor, two levels above dist/src/db and dist/bundle/cli. */
const VENDORED = new URL('../../vendor/duckdb-node-api.js', import.meta.url)

/**
 * @duckdb/node-api: from its one-script bundle (with V8's code cache of it) when that was built
 * from the installed version, about 0.1 s of CPU less to load than its 180 files; otherwise from
 * node_modules (running from sources, or the package upgraded since the build). Either way its
 * native bindings are the ones the installed package resolves. Required, not imported: the package
 * is CommonJS, and an ESM import of it makes Node scan its files for export names (about 0.3 s of
 * CPU at every start). Loaded once per bundle file: its classes are then the same for every caller.
 */
export function loadDuckDbApi(vendored: URL = VENDORED): typeof DuckDbApi {
  const known = loaded.get(vendored.href)
  if (known) return known
  const api = loadUncached(vendored)
  loaded.set(vendored.href, api)
  return api
}

function loadUncached(vendored: URL): typeof DuckDbApi {
  const require = createRequire(import.meta.url)
  const main = require.resolve('@duckdb/node-api')
  const file = fileURLToPath(vendored)
  if (existsSync(file)) {
    const bundle = runCachedScript(file).value as VendoredApi
    const installed = require('@duckdb/node-api/package.json') as { version: string }
    if (bundle.version === installed.version) return bundle.load(createRequire(main))
  }
  return require(main) as typeof DuckDbApi
}

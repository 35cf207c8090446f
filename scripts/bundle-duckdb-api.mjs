#!/usr/bin/env node
// Bundles @duckdb/node-api (about 180 CommonJS files) into one script, dist/vendor/duckdb-node-api.js,
// and writes V8's code cache of it, warmed by opening a database and running a query, beside it
// (duckdb-node-api.js.cache: the SHA-256 of the script's text, then V8's data). Resolving, reading
// and compiling the package's files one by one cost ~75 ms of CPU at every start, compiling the
// one script ~40 ms more than starting from its cache. The script's value is
// `{ version, load(require) }`; `load` runs the package with a `require` rooted in the installed
// package, so that its native bindings are the ones that package resolves. src/db/duckdb-api.ts
// uses it only when the installed @duckdb/node-api has that version (and the cache only when made
// from this text by the running V8: src/db/cached-script.ts). Run by `npm run build`.
// Usage: node scripts/bundle-duckdb-api.mjs [outFile]   (default dist/vendor/duckdb-node-api.js)
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { Script } from 'node:vm'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '..')
const outFile = resolve(root, process.argv[2] ?? 'dist/vendor/duckdb-node-api.js')
const cacheFile = `${outFile}.cache`
const require = createRequire(resolve(root, 'package.json'))
const main = require.resolve('@duckdb/node-api')
const { version, dependencies } = require('@duckdb/node-api/package.json')

const { outputFiles } = await build({
  absWorkingDir: root,
  entryPoints: [main],
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: Object.keys(dependencies ?? {}),
  logLevel: 'warning',
})
const [bundle] = outputFiles
if (!bundle) throw new Error('esbuild wrote no bundle of @duckdb/node-api')

const text = `// @duckdb/node-api ${version}, bundled by scripts/bundle-duckdb-api.mjs (see src/db/duckdb-api.ts).
// A script, not a module: its value is { version, load(require) }.
({
version: ${JSON.stringify(version)},
load: (require) => {
const module = { exports: {} }
const exports = module.exports
${bundle.text}
return module.exports
},
})
`
mkdirSync(dirname(outFile), { recursive: true })
rmSync(cacheFile, { force: true })
writeFileSync(outFile, text)

// Compiled as src/db/cached-script.ts compiles it, then warmed: V8 caches the functions that ran.
const script = new Script(text, { filename: outFile })
const api = script.runInThisContext().load(createRequire(main))
const instance = await api.DuckDBInstance.create(':memory:')
const connection = await instance.connect()
const prepared = await connection.prepare('SELECT ? AS n, ?::VARCHAR AS s, current_date AS d, 1.5 AS x')
prepared.bind([1, 'a'])
const reader = await prepared.runAndReadAll()
reader.columnNames()
reader.columnTypes().map(String)
reader.getRowsJson()
const plain = await connection.runAndReadAll('SELECT 1')
plain.getRowsJson()
prepared.destroySync()
connection.closeSync()
instance.closeSync()
const hash = createHash('sha256').update(text).digest()
writeFileSync(cacheFile, Buffer.concat([hash, script.createCachedData()]))

#!/usr/bin/env node
// Bundles @duckdb/node-api (about 180 CommonJS files) into one file, dist/vendor/duckdb-node-api.cjs:
// resolving, reading and compiling them one by one cost ~75 ms of CPU at every start, half of what
// requiring the package costs. The file exports the version it was built from and `load(require)`,
// which runs the bundle with a `require` rooted in the installed package, so that its native
// bindings are the ones that package resolves. src/db/duckdb-api.ts uses it only when the installed
// @duckdb/node-api has that version, and requires the package itself otherwise. Run by `npm run build`.
// Usage: node scripts/bundle-duckdb-api.mjs [outFile]   (default dist/vendor/duckdb-node-api.cjs)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '..')
const outFile = resolve(root, process.argv[2] ?? 'dist/vendor/duckdb-node-api.cjs')
const require = createRequire(resolve(root, 'package.json'))
const { version, dependencies } = JSON.parse(
  readFileSync(require.resolve('@duckdb/node-api/package.json'), 'utf8'),
)

const { outputFiles } = await build({
  absWorkingDir: root,
  entryPoints: [require.resolve('@duckdb/node-api')],
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

mkdirSync(dirname(outFile), { recursive: true })
writeFileSync(
  outFile,
  `'use strict'
// @duckdb/node-api ${version}, bundled by scripts/bundle-duckdb-api.mjs (see src/db/duckdb-api.ts).
exports.version = ${JSON.stringify(version)}
exports.load = (require) => {
const module = { exports: {} }
const exports = module.exports
${bundle.text}
return module.exports
}
`,
)

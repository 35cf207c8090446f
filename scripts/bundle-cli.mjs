#!/usr/bin/env node
// Bundles the CLI (adapters/cli/main.ts and all it imports of src/ and adapters/, and zod) into
// dist/bundle/cli/: a cold `tally ask` then loads a dozen files instead of ~270 ES modules, whose
// resolution, reading and compiling were a fifth of its CPU. Each command and each part loaded on
// first use (the question answerer, the workbook, PDF and Arrow readers, zod's schemas) stays a
// chunk of its own. Other packages stay in node_modules, loaded as before. Run by `npm run build`.
// Usage: node scripts/bundle-cli.mjs [outDir]   (default dist/bundle/cli; the reader worker is
// found at ../../src/ingest/ from there)
import { readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '..')
const { dependencies } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
const BUNDLED = new Set(['zod'])

/** The reader worker is started from its tsc-built file beside reader-thread.js, not the bundle's. */
const workerBase = {
  name: 'worker-base',
  setup(esbuild) {
    esbuild.onLoad({ filter: /src\/ingest\/reader-thread\.ts$/ }, (args) => ({
      loader: 'ts',
      contents: readFileSync(args.path, 'utf8').replace(
        'base: import.meta.url',
        "base: new URL('../../src/ingest/reader-thread.js', import.meta.url).href",
      ),
    }))
  },
}

const outdir = resolve(root, process.argv[2] ?? 'dist/bundle/cli')
// Chunks are named by content hash: without this, every build would leave the last one's beside it.
rmSync(outdir, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: ['adapters/cli/main.ts'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: Object.keys(dependencies).filter((name) => !BUNDLED.has(name)),
  plugins: [workerBase],
  logLevel: 'warning',
})

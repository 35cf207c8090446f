#!/usr/bin/env node
// Builds dist/language.blob, the V8 startup snapshot `tally ask` starts from (compromise loaded:
// see scripts/language-snapshot.cjs), and dist/language.json, what it was built with. The CLI uses
// the snapshot only when that matches the running Node and compromise; a build that cannot make
// one leaves none, and the CLI loads compromise as usual. Run by `npm run build`.
// Usage: node scripts/build-language-snapshot.mjs [outDir]   (default dist)
import { spawnSync } from 'node:child_process'
import { rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const outDir = resolve(root, process.argv[2] ?? 'dist')
const blob = resolve(outDir, 'language.blob')
const meta = resolve(outDir, 'language.json')
const require = createRequire(resolve(root, 'package.json'))

const fail = (why) => {
  rmSync(blob, { force: true })
  rmSync(meta, { force: true })
  process.stderr.write(`language snapshot not built (tally ask loads compromise as usual): ${why}\n`)
}

rmSync(meta, { force: true })
const compromiseFile = require.resolve('compromise')
const built = spawnSync(
  process.execPath,
  ['--snapshot-blob', blob, '--build-snapshot', resolve(root, 'scripts/language-snapshot.cjs')],
  { cwd: root, encoding: 'utf8', env: { ...process.env, TALLY_COMPROMISE_FILE: compromiseFile } },
)
if (built.status !== 0) {
  fail(built.stderr.trim() || `exit ${built.status}`)
} else {
  // The snapshot must start and tag as compromise loaded fresh does (term ids are counters: left out).
  const tagged = (nlp) =>
    JSON.stringify(nlp('which region sold the most units?').json(), (key, value) =>
      key === 'id' ? undefined : value,
    )
  const probe = `process.stdout.write((${tagged})(globalThis[Symbol.for('tally.compromise')]))`
  const fromBlob = spawnSync(process.execPath, ['--snapshot-blob', blob, '-e', probe], { encoding: 'utf8' })
  const fresh = tagged(require('compromise'))
  if (fromBlob.status !== 0 || fromBlob.stdout !== fresh) {
    fail(fromBlob.stderr.trim() || 'the snapshot tags differently')
  } else {
    const { node, v8 } = process.versions
    const { size, mtimeMs } = statSync(compromiseFile)
    const compromise = { file: compromiseFile, size, mtimeMs }
    writeFileSync(
      meta,
      `${JSON.stringify({ node, v8, arch: process.arch, platform: process.platform, compromise })}\n`,
    )
  }
}

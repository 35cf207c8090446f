import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usableSnapshot } from '../../adapters/cli/language-snapshot.js'

const run = promisify(execFile)
const QUESTIONS = [
  'how many rows are there?',
  'total revenue by region',
  'which product has the highest quantity?',
  'what is the total revenue in march 2024?',
  'average unit price of returned orders',
]

/**
 * Answers QUESTIONS in a fresh process, and says whether compromise came from node_modules
 * (`require.cache`) or from the snapshot (the global scripts/language-snapshot.cjs sets).
 */
const probe = `
import { createRequire } from 'node:module'
const { createEngine } = await import('./src/index.ts')
const engine = await createEngine()
await engine.ingest({ org: 'default', artifact: 'sales', file: 'fixtures/sales.csv' })
const answers = []
for (const content of ${JSON.stringify(QUESTIONS)}) {
  const reply = await engine.messages.create({ messages: [{ role: 'user', content }] }, { org: 'default' })
  answers.push([reply.content[0].input.query, reply.content[2].text])
}
await engine.close()
const cache = createRequire(process.cwd() + '/').cache
console.log(JSON.stringify({
  answers,
  fromNodeModules: Object.keys(cache).some((k) => k.includes('/node_modules/compromise/')),
  fromSnapshot: Symbol.for('tally.compromise') in globalThis,
}))
`
const answer = async (...nodeArgs: string[]) => {
  const { stdout } = await run(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--input-type=module', '-e', probe],
    { timeout: 120_000 },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')
}

describe('the language snapshot of tally ask', () => {
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tally-snapshot-'))
    await run(process.execPath, ['scripts/build-language-snapshot.mjs', dir], { timeout: 120_000 })
  }, 150_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('is built with what it was built from', () => {
    const built = JSON.parse(readFileSync(join(dir, 'language.json'), 'utf8'))
    expect(built).toMatchObject({ node: process.versions.node, v8: process.versions.v8, arch: process.arch })
    expect(built.compromise.file).toMatch(/node_modules\/compromise\//)
  })

  it('is used only by the Node and the compromise it was built with', () => {
    const url = pathToFileURL(`${dir}/`)
    const metaFile = join(dir, 'language.json')
    const built = readFileSync(metaFile, 'utf8')
    expect(usableSnapshot(url)).toBe(join(dir, 'language.blob'))
    try {
      writeFileSync(metaFile, JSON.stringify({ ...JSON.parse(built), node: '0.0.0' }))
      expect(usableSnapshot(url)).toBeUndefined()
      const other = JSON.parse(built)
      writeFileSync(metaFile, JSON.stringify({ ...other, compromise: { ...other.compromise, size: 1 } }))
      expect(usableSnapshot(url)).toBeUndefined()
    } finally {
      writeFileSync(metaFile, built)
    }
    expect(usableSnapshot(new URL('missing/', url))).toBeUndefined()
    process.env.TALLY_LANGUAGE_SNAPSHOT = '0'
    try {
      expect(usableSnapshot(url)).toBeUndefined()
    } finally {
      delete process.env.TALLY_LANGUAGE_SNAPSHOT
    }
    expect(usableSnapshot(url)).toBe(join(dir, 'language.blob'))
  })

  it('answers as compromise loaded from node_modules does, without loading it', async () => {
    const [fresh, snapshot] = await Promise.all([
      answer(),
      answer('--snapshot-blob', join(dir, 'language.blob')),
    ])
    expect(fresh).toMatchObject({ fromNodeModules: true, fromSnapshot: false })
    expect(snapshot).toMatchObject({ fromNodeModules: false, fromSnapshot: true })
    expect(fresh.answers).toHaveLength(QUESTIONS.length)
    expect(snapshot.answers).toEqual(fresh.answers)
  }, 150_000)

  it('runs tally ask from the snapshot, with its exit codes', async () => {
    const blob = join(dir, 'language.blob')
    const cli = [
      '--snapshot-blob',
      blob,
      '--import',
      'tsx',
      'adapters/cli/main.ts',
      'ask',
      'fixtures/sales.csv',
    ]
    const { stdout } = await run(process.execPath, [...cli, 'how many rows are there?'], { timeout: 60_000 })
    expect(stdout).toContain('240')
    const declined = await run(process.execPath, [...cli, 'blorf the zz'], { timeout: 60_000 }).catch(
      (error: { code: number }) => error,
    )
    expect(declined).toMatchObject({ code: 1 })
  }, 150_000)
})

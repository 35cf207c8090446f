import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCachedScript } from '../../src/db/cached-script.js'
import { loadDuckDbApi } from '../../src/db/duckdb-api.js'

const run = promisify(execFile)
const require = createRequire(import.meta.url)
const installed = require('@duckdb/node-api')
const { version } = require('@duckdb/node-api/package.json')

describe('@duckdb/node-api from its one-script bundle (scripts/bundle-duckdb-api.mjs)', () => {
  let dir: string
  let api: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tally-duckdb-api-'))
    api = join(dir, 'api.js')
    await run(process.execPath, ['scripts/bundle-duckdb-api.mjs', api], { timeout: 60_000 })
  }, 90_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('loads the bundle built from the installed version, and it runs queries', async () => {
    const loaded = loadDuckDbApi(pathToFileURL(api))
    expect(loaded).not.toBe(installed)
    const instance = await loaded.DuckDBInstance.create(':memory:')
    const connection = await instance.connect()
    try {
      const reader = await connection.runAndReadAll('SELECT 40 + 2 AS answer, version() AS v')
      expect(reader.getRowsJson()).toEqual([[42, expect.stringMatching(/^v\d/)]])
    } finally {
      connection.closeSync()
      instance.closeSync()
    }
  })

  it('evaluates the bundle once: every caller gets the same classes', () => {
    const first = loadDuckDbApi(pathToFileURL(api))
    expect(loadDuckDbApi(pathToFileURL(api))).toBe(first)
    expect(loadDuckDbApi(pathToFileURL(api)).DuckDBInstance).toBe(first.DuckDBInstance)
  })

  it('falls back to node_modules when the bundle is of another version, or missing', () => {
    const other = join(dir, 'other.js')
    writeFileSync(other, readFileSync(api, 'utf8').replace(/^version: .*$/m, 'version: "0.0.0",'))
    expect(loadDuckDbApi(pathToFileURL(other))).toBe(installed)
    expect(loadDuckDbApi(pathToFileURL(join(dir, 'missing.js')))).toBe(installed)
  })

  it('starts from the code cache made from the same text, and never from one made from other text', () => {
    expect(runCachedScript(api).cached).toBe(true)
    // Same length, one character changed: V8 alone would take the cache (it checks the length).
    const text = readFileSync(api, 'utf8')
    const changed = join(dir, 'changed.js')
    writeFileSync(changed, text.replace('return module.exports', 'return module.exportz'))
    writeFileSync(`${changed}.cache`, readFileSync(`${api}.cache`))
    const { value, cached } = runCachedScript(changed)
    expect(cached).toBe(false)
    expect(value).toMatchObject({ version })
    const withoutCache = join(dir, 'plain.js')
    writeFileSync(withoutCache, text)
    expect(runCachedScript(withoutCache).cached).toBe(false)
  })
})

import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDuckDbApi } from '../../src/db/duckdb-api.js'

const run = promisify(execFile)
const installed = createRequire(import.meta.url)('@duckdb/node-api')

describe('@duckdb/node-api from its one-file bundle (scripts/bundle-duckdb-api.mjs)', () => {
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tally-duckdb-api-'))
    await run(process.execPath, ['scripts/bundle-duckdb-api.mjs', join(dir, 'api.cjs')], { timeout: 60_000 })
  }, 90_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('loads the bundle built from the installed version, and it runs queries', async () => {
    const api = loadDuckDbApi(pathToFileURL(join(dir, 'api.cjs')))
    expect(api).not.toBe(installed)
    const instance = await api.DuckDBInstance.create(':memory:')
    const connection = await instance.connect()
    try {
      const reader = await connection.runAndReadAll('SELECT 40 + 2 AS answer, version() AS v')
      expect(reader.getRowsJson()).toEqual([[42, expect.stringMatching(/^v\d/)]])
    } finally {
      connection.closeSync()
      instance.closeSync()
    }
  })

  it('falls back to node_modules when the bundle is of another version, or missing', () => {
    const other = join(dir, 'other.cjs')
    const text = readFileSync(join(dir, 'api.cjs'), 'utf8')
    writeFileSync(other, text.replace(/^exports\.version = .*$/m, 'exports.version = "0.0.0"'))
    expect(loadDuckDbApi(pathToFileURL(other))).toBe(installed)
    expect(loadDuckDbApi(pathToFileURL(join(dir, 'missing.cjs')))).toBe(installed)
  })
})

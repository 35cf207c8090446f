import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/duckdb-database.js'
import { resolveOptions } from '../../src/options.js'

describe('hardened DuckDB instance', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase(resolveOptions({ queryTimeoutMs: 2000 }))
  })
  afterAll(() => db.close())

  it('refuses to read files outside its directories', async () => {
    await expect(db.query(`SELECT * FROM read_csv('/etc/passwd')`)).rejects.toThrow(/Permission Error/)
  })

  it('refuses to write files outside its directories', async () => {
    await expect(db.query(`COPY (SELECT 1) TO '/tmp/tally-hardening-probe.csv'`)).rejects.toThrow(
      /Permission Error/,
    )
  })

  it('keeps its configuration locked', async () => {
    await expect(db.query('SET enable_external_access = true')).rejects.toThrow(/configuration/)
    await expect(db.query(`SET memory_limit = '20GB'`)).rejects.toThrow(/configuration/)
  })

  it('interrupts a query that runs past the timeout with a typed error', async () => {
    await expect(db.query('SELECT count(*) FROM range(100000000000)')).rejects.toMatchObject({
      code: 'query_timeout',
    })
  })

  it('binds values as parameters', async () => {
    const result = await db.query('SELECT ? AS v', ["x'; DROP TABLE y; --"])
    expect(result.rows).toEqual([["x'; DROP TABLE y; --"]])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/duckdb-database.js'
import { resolveOptions } from '../../src/options.js'

describe('result rows', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase(resolveOptions({}))
  })
  afterAll(() => db.close())

  it('reads every chunk of a result longer than one chunk, in order', async () => {
    const { rows } = await db.query('SELECT i, i * 2 AS twice FROM range(5000) t(i) ORDER BY i')
    expect(rows).toHaveLength(5000)
    expect(rows[0]).toEqual([0, 0])
    expect(rows[2048]).toEqual([2048, 4096])
    expect(rows[4999]).toEqual([4999, 9998])
  })

  it('reads the rows of a prepared statement with parameters, and of a statement without', async () => {
    const sql = 'SELECT i FROM range(3000) t(i) WHERE i >= ? ORDER BY i'
    const first = await db.query(sql, [2990])
    const again = await db.query(sql, [2995])
    expect(first.rows.map(([i]) => i)).toEqual([2990, 2991, 2992, 2993, 2994, 2995, 2996, 2997, 2998, 2999])
    expect(again.rows.map(([i]) => i)).toEqual([2995, 2996, 2997, 2998, 2999])
    const plain = await db.query("SELECT 'a' AS letter, DATE '2024-02-29' AS day, NULL AS nothing")
    expect(plain.columns.map((c) => c.type)).toEqual(['VARCHAR', 'DATE', 'INTEGER'])
    expect(plain.rows).toEqual([['a', '2024-02-29', null]])
  })
})

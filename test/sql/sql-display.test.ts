import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/duckdb-database.js'
import { resolveOptions } from '../../src/options.js'
import { displaySql } from '../../src/sql/sql-display.js'

describe('SQL shown to a person', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase(resolveOptions())
  })
  afterAll(() => db.close())

  it('inlines each bound value as a literal that reads back as the same value', async () => {
    const values = [
      "O'Brien",
      'a "quoted" ? mark',
      'back\\slash',
      'line\nbreak',
      'ünïcödé',
      '',
      42,
      -1.5,
      2 ** 60,
      true,
      null,
    ]
    const bound = { sql: `SELECT ${values.map(() => '?').join(', ')}`, params: values }
    const shown = displaySql(bound)
    expect(shown).not.toContain(', ?')
    const [asBound, asShown] = await Promise.all([db.query(bound.sql, bound.params), db.query(shown)])
    expect(asShown.rows).toEqual(asBound.rows)
  })

  it('leaves question marks inside string literals and quoted names alone', () => {
    const shown = displaySql({ sql: `SELECT '?' AS "why?", ? AS x`, params: ['it'] })
    expect(shown).toBe(`SELECT '?' AS "why?", 'it' AS x`)
  })

  it('drops the internal database name and keeps "collection"."table"', () => {
    const sql = 'SELECT count(*) FROM "org_01abc"."demo"."sales" WHERE "region" = ?'
    expect(displaySql({ sql, params: ['North'] }, ['org_01abc'])).toBe(
      `SELECT count(*) FROM "demo"."sales" WHERE "region" = 'North'`,
    )
  })
})

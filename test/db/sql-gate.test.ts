import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/duckdb-database.js'
import { resolveOptions } from '../../src/options.js'

const HOSTILE: [string, string][] = [
  ['a second statement', 'SELECT 1 FROM "org_a"."demo"."t"; SELECT 2'],
  ['a write', 'DROP TABLE "org_a"."demo"."t"'],
  ['an insert', `INSERT INTO "org_a"."demo"."t" VALUES (1)`],
  ['an attach', `ATTACH '/tmp/x.duckdb' AS x`],
  ['a copy', `COPY "org_a"."demo"."t" TO '/tmp/out.csv'`],
  ['a pragma', 'PRAGMA database_list'],
  ['a set', `SET threads = 64`],
  ['a table function', `SELECT * FROM read_csv('/etc/passwd')`],
  ['a table function in a join', `SELECT * FROM "org_a"."demo"."t" JOIN glob('/*') g ON true`],
  [
    'a table function in a subquery',
    `SELECT (SELECT count(*) FROM duckdb_databases()) FROM "org_a"."demo"."t"`,
  ],
  ['another organization', 'SELECT * FROM "org_b"."demo"."t"'],
  [
    'another organization in a subquery',
    `SELECT * FROM "org_a"."demo"."t" WHERE x IN (SELECT x FROM "org_b"."demo"."t")`,
  ],
  [
    'another organization in a union',
    'SELECT x FROM "org_a"."demo"."t" UNION ALL SELECT x FROM "org_b"."demo"."t"',
  ],
  ['a table of the system database', 'SELECT * FROM api_tokens'],
  ['a schema-qualified system table', 'SELECT * FROM main.accounts'],
  ['a CTE hiding another organization', 'WITH t AS (SELECT * FROM "org_b"."demo"."t") SELECT * FROM t'],
  ['a setting read', `SELECT current_setting('allowed_directories') FROM "org_a"."demo"."t"`],
  ['a sequence', `SELECT nextval('s') FROM "org_a"."demo"."t"`],
  ['SHOW', 'SHOW TABLES'],
  ['DESCRIBE', 'DESCRIBE "org_a"."demo"."t"'],
  ['not SQL at all', 'not sql at all'],
  ['nothing', ''],
]

describe('the SQL gate', () => {
  let db: Database
  let org: string
  beforeAll(async () => {
    db = await openDatabase(resolveOptions())
    org = await db.organizationCatalog('a')
    await db.organizationCatalog('b')
    for (const database of ['org_a', 'org_b']) {
      await db.query(`CREATE SCHEMA "${database}"."demo"`)
      await db.query(`CREATE TABLE "${database}"."demo"."t" AS SELECT range AS x FROM range(5)`)
    }
  })
  afterAll(() => db.close())

  it.each(HOSTILE)('refuses %s before it runs', async (_, sql) => {
    const outcome = await db.select(sql, [], { database: org }).then(
      () => 'ran',
      (error: { code?: string }) => error.code,
    )
    expect(outcome).toBe('sql_refused')
    expect((await db.query('SELECT count(*) FROM "org_b"."demo"."t"')).rows).toEqual([[5]])
  })

  it('admits one SELECT over the organization’s own tables, with CTEs, subqueries and parameters', async () => {
    const sql = `WITH big AS (SELECT x FROM "org_a"."demo"."t" WHERE x > ?)
      SELECT count(*) FROM big WHERE x IN (SELECT x FROM "org_a"."demo"."t") UNION ALL SELECT 7`
    const result = await db.select(sql, [1], { database: org })
    expect(result.rows).toEqual([[3], [7]])
  })

  it('remembers what it admitted only for that organization, and refuses a refused statement again', async () => {
    const sql = 'SELECT count(*) FROM "org_a"."demo"."t"'
    const codeOf = (database: string) =>
      db.select(sql, [], { database }).then(
        () => 'ran',
        (error: { code?: string }) => error.code,
      )
    expect(await codeOf(org)).toBe('ran')
    expect(await codeOf(org)).toBe('ran')
    expect(await codeOf('org_b')).toBe('sql_refused')
    expect(await codeOf('org_b')).toBe('sql_refused')
  })
})

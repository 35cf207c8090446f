import { describe, expect, it } from 'vitest'
import { type Expr, select, type TableRef } from '../../src/sql/sql-ast.js'
import { compileSelect, type SqlSchema } from '../../src/sql/sql-compiler.js'

const table: TableRef = { database: 'org_1', schema: 'demo', name: 'sales' }
const schema: SqlSchema = { tables: [{ table, columns: ['region', 'revenue', 'say "hi"'] }] }
const col = (name: string): Expr => ({ kind: 'column', name })
const from = { kind: 'table', table } as const

function code(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return (error as { code?: string }).code
  }
  return undefined
}

describe('sql compiler', () => {
  it('compiles a grouped, filtered, ordered select with every value bound', () => {
    const sum: Expr = { kind: 'aggregate', fn: 'sum', arg: col('revenue'), distinct: false }
    const compiled = compileSelect(
      select({
        items: [
          { expr: col('region'), alias: 'region' },
          { expr: sum, alias: 'sum(revenue)' },
        ],
        from,
        where: {
          kind: 'binary',
          op: '=',
          left: col('region'),
          right: { kind: 'param', value: "East'; DROP TABLE x" },
        },
        groupBy: [col('region')],
        having: { kind: 'binary', op: '>', left: sum, right: { kind: 'param', value: 100 } },
        orderBy: [{ expr: sum, descending: true }],
        limit: 3,
      }),
      schema,
    )
    expect(compiled.sql).toBe(
      'SELECT "region" AS "region", sum("revenue") AS "sum(revenue)" FROM "org_1"."demo"."sales" WHERE ("region" = ?) GROUP BY "region" HAVING (sum("revenue") > ?) ORDER BY sum("revenue") DESC NULLS LAST LIMIT ?',
    )
    expect(compiled.params).toEqual(["East'; DROP TABLE x", 100, 3])
  })

  it('returns a frozen statement', () => {
    const compiled = compileSelect(
      select({ items: [{ expr: col('region'), alias: 'region' }], from }),
      schema,
    )
    expect(Object.isFrozen(compiled)).toBe(true)
    expect(Object.isFrozen(compiled.params)).toBe(true)
  })

  it('quotes identifiers by doubling their quotes', () => {
    const compiled = compileSelect(
      select({ items: [{ expr: col('say "hi"'), alias: 'say "hi"' }], from }),
      schema,
    )
    expect(compiled.sql).toBe('SELECT "say ""hi""" AS "say ""hi""" FROM "org_1"."demo"."sales"')
  })

  it('allows the hidden row-number column', () => {
    const compiled = compileSelect(
      select({
        items: [{ expr: col('region'), alias: 'region' }],
        from,
        orderBy: [{ expr: col('__row'), descending: false }],
      }),
      schema,
    )
    expect(compiled.sql).toContain('ORDER BY "__row" ASC')
  })

  it('rejects a column the table does not have', () => {
    expect(
      code(() => compileSelect(select({ items: [{ expr: col('profit'), alias: 'p' }], from }), schema)),
    ).toBe('sql_not_allowed')
  })

  it('rejects a table that is not in scope', () => {
    const other = { kind: 'table', table: { database: 'org_2', schema: 'demo', name: 'sales' } } as const
    expect(
      code(() =>
        compileSelect(select({ items: [{ expr: col('region'), alias: 'r' }], from: other }), schema),
      ),
    ).toBe('sql_not_allowed')
  })

  it('rejects functions, aggregates, operators and casts outside the allow-lists', () => {
    const bad: Expr[] = [
      { kind: 'call', fn: 'read_csv' as never, args: [] },
      { kind: 'aggregate', fn: 'string_agg' as never, arg: col('region'), distinct: false },
      { kind: 'binary', op: '; DROP' as never, left: col('region'), right: col('region') },
      { kind: 'cast', operand: col('region'), type: 'BLOB' as never, tolerant: false },
      { kind: 'constant', name: 'nope' as never },
    ]
    for (const expr of bad) {
      expect(code(() => compileSelect(select({ items: [{ expr, alias: 'x' }], from }), schema))).toBe(
        'sql_not_allowed',
      )
    }
  })

  it('writes compiler-owned constants as literals and nothing else', () => {
    const compiled = compileSelect(
      select({
        items: [
          {
            expr: {
              kind: 'call',
              fn: 'regexp_extract',
              args: [
                col('region'),
                { kind: 'constant', name: 'yearPattern' },
                { kind: 'constant', name: 'groupOne' },
              ],
            },
            alias: 'year',
          },
        ],
        from,
      }),
      schema,
    )
    expect(compiled.sql).toBe(
      `SELECT regexp_extract("region", '(1[5-9][0-9]{2}|20[0-9]{2})', 1) AS "year" FROM "org_1"."demo"."sales"`,
    )
    expect(compiled.params).toEqual([])
  })
})

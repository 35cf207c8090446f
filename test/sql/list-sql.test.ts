import { describe, expect, it } from 'vitest'
import type { Intent } from '../../src/intent/intent-types.js'
import type { PlanTable } from '../../src/sql/condition-sql.js'
import { planIntent } from '../../src/sql/intent-planner.js'
import type { TableRef } from '../../src/sql/sql-ast.js'
import { compileSelect, type SqlSchema } from '../../src/sql/sql-compiler.js'

const ref: TableRef = { database: 'org_1', schema: 'demo', name: 'products' }
const table: PlanTable = {
  ref,
  types: new Map([
    ['name', 'VARCHAR'],
    ['tags', 'VARCHAR'],
    ['price', 'DOUBLE'],
  ]),
  lists: new Map([['tags', ',' as const]]),
}
const schema: SqlSchema = { tables: [{ table: ref, columns: ['name', 'tags', 'price'] }] }
const compile = (intent: Intent) => compileSelect(planIntent(intent, table), schema)

describe('list columns in SQL', () => {
  it('groups by the items of a list column, filtering the rows before cutting them', () => {
    const compiled = compile({
      kind: 'aggregate',
      table: 0,
      notes: [],
      measures: [{ aggregate: 'count' }],
      dimensions: [{ column: 'tags' }],
      where: [{ kind: 'compare', value: { column: 'price', reading: 'raw' }, op: '>', operand: 10 }],
      having: [],
      order: { by: 'measure', index: 0, descending: true },
      limit: 1,
    })
    expect(compiled.sql).toBe(
      `SELECT "tags" AS "tags", count(*) AS "count(*)" FROM (SELECT unnest(list_distinct(regexp_extract_all("tags", '(?:(?:and|or)\\s+)?([^,\\[\\]"''\\s](?:[^,\\[\\]"]*[^,\\[\\]"''\\s])?)', 1))) AS "tags" FROM "org_1"."demo"."products" WHERE ("price" > ?)) AS "tags items" GROUP BY "tags" ORDER BY count(*) DESC NULLS LAST, "tags" ASC NULLS LAST LIMIT ?`,
    )
    expect(compiled.params).toEqual([10, 1])
  })

  it('matches an item of a list cell with a bound value, never its text', () => {
    const compiled = compile({
      kind: 'aggregate',
      table: 0,
      notes: [],
      measures: [{ aggregate: 'count' }],
      dimensions: [],
      where: [
        { kind: 'equals', column: 'tags', values: ["vegan'; --", 'organic'], mode: 'exact', negated: false },
      ],
      having: [],
    })
    expect(compiled.sql).toContain('list_contains(')
    expect(compiled.sql).not.toContain('vegan')
    expect(compiled.params).toEqual(["vegan'; --", 'organic'])
  })

  it('counts the different items of a list column', () => {
    const compiled = compile({
      kind: 'aggregate',
      table: 0,
      notes: [],
      measures: [{ aggregate: 'count_distinct', of: { column: 'tags', reading: 'raw' } }],
      dimensions: [],
      where: [],
      having: [],
    })
    expect(compiled.sql).toMatch(/^SELECT count\(DISTINCT "tags"\) .* FROM \(SELECT unnest\(/)
  })
})

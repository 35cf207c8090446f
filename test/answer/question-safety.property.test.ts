import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isTallyError } from '../../src/errors.js'
import { SQL_CONSTANTS } from '../../src/sql/sql-allow-lists.js'
import { type GoldenEngine, goldenEngine } from './golden-harness.js'

const TABLES = { sales: 'fixtures/sales.csv', medals: 'fixtures/medals.csv' }
const TEMPLATES = [
  (x: string) => x,
  (x: string) => `how many orders from ${x}?`,
  (x: string) => `what is the total revenue for ${x} excluding ${x}?`,
  (x: string) => `which ${x} had the highest revenue?`,
  (x: string) => `who came after ${x}?`,
  (x: string) => `is the average ${x} above 100?`,
  (x: string) => `revenue by ${x} in 2023`,
  (x: string) => `which nation won more gold than ${x} or ${x}?`,
  (x: string) => `difference in total medals between ${x} and china`,
  (x: string) => `what was the first ${x} listed before ${x}?`,
]
/** Words the tables hold, so that spliced text also links to columns and values. */
const KNOWN = [
  'Spain',
  'Norway',
  'region',
  'revenue',
  'Gold',
  'Nation',
  'China',
  'returned',
  'Widget',
  "O'Brien",
  'Total',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
]
/** Every alias the SQL planners give (`alias: '...'` in src/sql), and the time grains. */
const FIXED_ALIASES = new Set([
  'answer',
  'difference',
  'change',
  'best',
  'latest',
  'anchor_row',
  'anchor_value',
  'found',
  'share_pct',
  'part',
  'whole',
  'share',
  'sides',
  'side_no',
  'side_value',
  'period',
  'position',
  'span',
  'length',
  'lengths',
  'meets',
  'run',
  'runs',
  'streak',
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'count(*)',
])
const CONSTANT_LITERALS: ReadonlySet<string> = new Set<string>(
  Object.values(SQL_CONSTANTS).flatMap((v) =>
    typeof v === 'string' ? [v] : typeof v === 'number' ? [] : [...v],
  ),
)

/** Any text, or the tables' words with quoting and SQL glued on (weighted so that SQL often runs). */
const spliced = fc.oneof(
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.constantFrom(...KNOWN) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...KNOWN), fc.constantFrom("'", '"', ';', '--', '%', '\\', ' OR 1=1', ')'))
      .map(([a, b]) => a + b),
  },
)

describe('arbitrary text in questions', () => {
  let golden: GoldenEngine
  let allowedIdentifiers: Set<string>
  beforeAll(async () => {
    golden = await goldenEngine(TABLES)
    const artifacts = await golden.engine.listArtifacts('default', 'golden')
    const columns = artifacts.flatMap((a) => a.tables.flatMap((t) => t.columns.map((c) => c.name)))
    allowedIdentifiers = new Set(['db', 'golden', '__row', ...Object.keys(TABLES), ...columns])
  })
  afterAll(() => golden.close())

  const isAllowedIdentifier = (name: string) => {
    if (allowedIdentifiers.has(name) || FIXED_ALIASES.has(name)) return true
    const m = /^(count|sum|avg|min|max|median|stddev|range)\((distinct )?(.+)\)$/.exec(name)
    return m !== null && allowedIdentifiers.has(m[3] as string)
  }

  it('compiles to one SELECT over the tables in scope, user text only in bound values, only typed errors', async () => {
    let compiled = 0
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TEMPLATES), spliced, async (template, text) => {
        const question = template(text)
        let asked: Awaited<ReturnType<GoldenEngine['ask']>>
        try {
          asked = await golden.ask(question)
        } catch (error) {
          expect(isTallyError(error), String(error)).toBe(true)
          return
        }
        if (asked.sql === '') return
        compiled++
        expect(asked.sql.startsWith('SELECT ')).toBe(true)
        const withoutStrings = asked.sql.replace(/'(?:[^']|'')*'/g, "''").replace(/"(?:[^"]|"")*"/g, '""')
        expect(withoutStrings).not.toContain(';')
        expect(withoutStrings).not.toMatch(
          /\b(ATTACH|COPY|INSERT|UPDATE|DELETE|DROP|CREATE|PRAGMA|read_csv|read_parquet)\b/i,
        )
        for (const [literal] of asked.sql.matchAll(/'(?:[^']|'')*'/g)) {
          expect(CONSTANT_LITERALS.has(literal.slice(1, -1).replaceAll("''", "'")), literal).toBe(true)
        }
        for (const [quoted] of asked.sql.matchAll(/"(?:[^"]|"")*"/g)) {
          const name = quoted.slice(1, -1).replaceAll('""', '"')
          expect(isAllowedIdentifier(name), name).toBe(true)
        }
        for (const [, table] of asked.sql.matchAll(/FROM "db"\."golden"\."([^"]+)"/g)) {
          expect(Object.keys(TABLES)).toContain(table)
        }
      }),
      { numRuns: 600 },
    )
    // The property is about SQL that ran: enough generated questions must get that far.
    process.stdout.write(`compiled: ${compiled}\n`)
    expect(compiled).toBeGreaterThan(20)
  })
})

import type { DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier, quoteLiteral } from '../db/sql-text.js'
import {
  DATE_GROUPS,
  type DateDecision,
  type DateOrder,
  dateTest,
  decideDate,
  timeCount,
} from './date-formats.js'
import {
  decideNumber,
  euroCount,
  europeanCount,
  type NumberDecision,
  type NumberStyle,
  numberPattern,
  numberStats,
  numberTest,
} from './number-formats.js'

/** `true`/`false` in any case; `Yes`/`No` stay text, as written (and as WikiTableQuestions answers). */
export interface BooleanDecision {
  readonly kind: 'boolean'
  readonly type: 'BOOLEAN'
}

export type TextDecision = NumberDecision | DateDecision | BooleanDecision

const BOOLEAN_TEST = {
  id: 'boolean',
  plausible: /^(true|false)$/i,
  sql: (v: string) => `lower(${v}) IN ('true', 'false')`,
}

interface Test {
  readonly column: string
  readonly id: string
  readonly sql: string
  /**
   * A necessary condition checked in JavaScript on the sample: it accepts every value the SQL test
   * accepts (same patterns; JavaScript's trim and \s are the broader ones), so pruning is sound.
   */
  readonly plausible: RegExp
}

const STYLES: readonly NumberStyle[] = ['us', 'eu']

/** The trimmed text of a column, as every test and conversion reads it. */
export const textValue = (column: string) => `trim(${quoteIdentifier(column)})`

function testsFor(column: string): Test[] {
  const v = textValue(column)
  return [
    ...STYLES.map((style) => ({
      column,
      id: `number:${style}`,
      sql: numberTest(v, style),
      plausible: new RegExp(numberPattern(style)),
    })),
    ...DATE_GROUPS.map((group) => ({
      column,
      id: `date:${group.id}`,
      sql: dateTest(v, group),
      plausible: new RegExp(group.shape),
    })),
    { column, id: BOOLEAN_TEST.id, sql: BOOLEAN_TEST.sql(v), plausible: BOOLEAN_TEST.plausible },
  ]
}

/**
 * Whether some type test accepts every one of these values: only then may the column convert, and
 * only then are its distinct values worth counting before its pass.
 */
export function mayConvert(column: string, values: readonly string[]): boolean {
  const trimmed = values.map((value) => value.trim())
  return testsFor(column).some((test) => trimmed.every((value) => test.plausible.test(value)))
}

/** What is known of a text column before its pass: a sample of its rows, or its every distinct value. */
export interface KnownValues {
  readonly values: readonly string[]
  /** `values` are all the column's distinct non-null values. */
  readonly distinct: boolean
}

/**
 * Decides which text columns are cleanly numbers or dates, from every value: a column converts
 * only when each non-null value converts. The values known beforehand rule out the tests they
 * fail; one aggregate pass then counts what remains, for all columns at once. Every verdict and
 * stat of a test is "all values", "some value" or a maximum, the same over a column's distinct
 * values as over its rows: a column whose distinct values are all known is counted from them.
 */
export async function inferTextTypes(
  session: DbSession,
  target: string,
  columns: readonly string[],
  known: (column: string) => KnownValues,
  dateOrder: DateOrder = 'auto',
): Promise<Map<string, TextDecision>> {
  const survivors = columns.flatMap((column) => {
    const values = known(column).values.map((value) => value.trim())
    return testsFor(column).filter((test) => values.every((value) => test.plausible.test(value)))
  })
  if (survivors.length === 0) return new Map()
  const listed = columns.filter((c) => known(c).distinct && survivors.some((t) => t.column === c))
  const inTable = survivors.filter((test) => !listed.includes(test.column))
  const inList = survivors.filter((test) => listed.includes(test.column))
  const counts = [
    inTable.length > 0 ? await countPasses(session, target, columns, inTable) : undefined,
    inList.length > 0 ? await countPasses(session, ...valueList(listed, known), inList) : undefined,
  ]
  return decide(
    columns,
    survivors.filter((test) => counts.some((c) => c?.passed(test))),
    (key) => counts.flatMap((c) => c?.extra(key) ?? []),
    dateOrder,
  )
}

/** The listed columns' distinct values side by side, as a table (shorter lists padded with NULL). */
function valueList(
  columns: readonly string[],
  known: (column: string) => KnownValues,
): [from: string, columns: readonly string[]] {
  const json = (column: string) => quoteLiteral(JSON.stringify(known(column).values))
  const unnested = columns.map(
    (column) => `unnest(from_json(${json(column)}, '["VARCHAR"]')) AS ${quoteIdentifier(column)}`,
  )
  return [`(SELECT ${unnested.join(', ')}) AS known_values`, columns]
}

interface Counts {
  passed(test: Test): boolean
  extra(key: string): readonly unknown[]
}

/** Numeric stats per surviving style and time-of-day counts per surviving date group. */
function extraStats(tests: readonly Test[]): { key: string; sql: string[] }[] {
  return tests.map((test) => {
    const v = textValue(test.column)
    const [kind, id] = test.id.split(':') as [string, string | undefined]
    const group = DATE_GROUPS.find((g) => g.id === id)
    const sql = kind === 'number' ? numberStats(v, id as NumberStyle) : group ? [timeCount(v, group)] : []
    return { key: `${test.column}\u0000${test.id}`, sql }
  })
}

async function countPasses(
  session: DbSession,
  from: string,
  columns: readonly string[],
  tests: readonly Test[],
): Promise<Counts> {
  const extras = extraStats(tests)
  const used = columns.filter((column) => tests.some((test) => test.column === column))
  const parts = [
    ...used.map((column) => `count(${quoteIdentifier(column)})`),
    ...tests.map((test) => `count_if(${test.sql})`),
    ...extras.flatMap((extra) => extra.sql),
  ]
  const { rows } = await session.query(`SELECT ${parts.join(', ')} FROM ${from}`)
  const row = rows[0] ?? []
  const nonNull = new Map(used.map((column, i) => [column, Number(row[i] ?? 0)]))
  const passedAt = used.length
  // An all-NULL column passes every test vacuously: it stays as it is.
  const passing = new Set(
    tests.filter((test, i) => {
      const nonNullCount = nonNull.get(test.column) ?? 0
      return nonNullCount > 0 && Number(row[passedAt + i] ?? 0) === nonNullCount
    }),
  )
  const extraAt = passedAt + tests.length
  const offsets = new Map<string, [number, number]>()
  let at = extraAt
  for (const extra of extras) {
    offsets.set(extra.key, [at, at + extra.sql.length])
    at += extra.sql.length
  }
  return {
    passed: (test) => passing.has(test),
    extra: (key) => {
      const range = offsets.get(key)
      return range ? row.slice(range[0], range[1]) : []
    },
  }
}

function decide(
  columns: readonly string[],
  accepted: readonly Test[],
  extra: (key: string) => readonly unknown[],
  dateOrder: DateOrder,
): Map<string, TextDecision> {
  const decisions = new Map<string, TextDecision>()
  for (const column of columns) {
    const ids = new Set(accepted.filter((test) => test.column === column).map((test) => test.id))
    const stats = (id: string) => extra(`${column}\u0000${id}`)
    if (ids.has(BOOLEAN_TEST.id)) {
      decisions.set(column, { kind: 'boolean', type: 'BOOLEAN' })
      continue
    }
    const groups = DATE_GROUPS.filter((group) => ids.has(`date:${group.id}`))
    const date = decideDate(groups, (group) => Number(stats(`date:${group.id}`)[0] ?? 0) > 0, dateOrder)
    if (date) {
      decisions.set(column, date)
      continue
    }
    const styles = STYLES.filter((style) => ids.has(`number:${style}`))
    // `1.234` and `1,234` read both ways: the euro sign or code settles it for European notation,
    // when some value reads only that way ("€1.250", "EUR 12,50"); "€1,000" and "€250" alone are
    // amounts with a thousands comma (money has no third decimal).
    const eu = stats('number:eu')
    const euro = styles.includes('eu') && euroCount(eu) > 0 && europeanCount(eu) > 0
    const style = styles.length === 2 ? (euro ? 'eu' : 'us') : styles[0]
    const number = style ? decideNumber(style, stats(`number:${style}`)) : undefined
    if (number) decisions.set(column, number)
  }
  return decisions
}

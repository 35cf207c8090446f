import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { Intent } from '../intent/intent-types.js'
import { type PlanTable, typeOf, valueExpr, whereExpr } from './condition-sql.js'
import type { SqlConstant } from './sql-allow-lists.js'
import { caseArm, type Expr, type Select, select } from './sql-ast.js'

const col = (name: string): Expr => ({ kind: 'column', name })
const k = (name: SqlConstant): Expr => ({ kind: 'constant', name })
const both = (a: Expr | undefined, b: Expr): Expr =>
  a ? { kind: 'binary', op: 'AND', left: a, right: b } : b

const when = caseArm

const textOf = (table: PlanTable, column: string): Expr =>
  typeOf(table, column) === 'VARCHAR'
    ? col(column)
    : { kind: 'cast', operand: col(column), type: 'VARCHAR', tolerant: true }

const bigint = (operand: Expr): Expr => ({ kind: 'cast', operand, type: 'BIGINT', tolerant: true })
const extract = (text: Expr, pattern: SqlConstant, group: SqlConstant): Expr => ({
  kind: 'call',
  fn: 'regexp_extract',
  args: [text, k(pattern), k(group)],
})
const arith = (op: '+' | '*', left: Expr, right: Expr): Expr => ({ kind: 'binary', op, left, right })

/** The last year written in a cell: `1995–2001` -> 2001, `1954–76` -> 1976, `1998–03` -> 2003. */
function lastYear(table: PlanTable, column: string): Expr {
  const text = textOf(table, column)
  const part = (group: SqlConstant) => bigint(extract(text, 'shortRangePattern', group))
  const [century, from, to] = [part('groupOne'), part('groupTwo'), part('groupThree')]
  const nextCentury: Expr = {
    kind: 'case',
    whens: [when({ kind: 'binary', op: '<', left: to, right: from }, k('hundred'))],
    otherwise: k('zero'),
  }
  const short = arith('+', arith('+', arith('*', century, k('hundred')), to), nextCentury)
  return {
    kind: 'case',
    whens: [when({ kind: 'call', fn: 'regexp_matches', args: [text, k('shortRangePattern')] }, short)],
    otherwise: bigint(extract(text, 'lastYearPattern', 'groupOne')),
  }
}

/** End minus start of each matching row, as a number and as text with its unit ("4 years"). */
export function planSpan(intent: Extract<Intent, { kind: 'span' }>, table: PlanTable): Select {
  const start = valueExpr(table, intent.start)
  const end = intent.end ? valueExpr(table, intent.end) : lastYear(table, intent.start.column)
  const length: Expr = { kind: 'binary', op: '-', left: end, right: start }
  const [one, many]: [SqlConstant, SqlConstant] =
    intent.unit === 'years' ? ['yearUnit', 'yearsUnit'] : ['dayUnit', 'daysUnit']
  const unit: Expr = {
    kind: 'case',
    whens: [when({ kind: 'binary', op: '=', left: length, right: k('one') }, k(one))],
    otherwise: k(many),
  }
  const text: Expr = {
    kind: 'binary',
    op: '||',
    left: { kind: 'cast', operand: length, type: 'VARCHAR', tolerant: false },
    right: unit,
  }
  // One row only: several rows (two terms, a name on many rows) leave the span unclear.
  const only = (e: Expr): Expr => ({ kind: 'aggregate', fn: 'min', arg: e, distinct: false })
  const rows: Expr = { kind: 'aggregate', fn: 'count', arg: { kind: 'star' }, distinct: false }
  return select({
    items: [
      { expr: only(length), alias: intent.unit },
      { expr: only(text), alias: 'span' },
    ],
    from: { kind: 'table', table: table.ref },
    where: both(whereExpr(table, intent.where), { kind: 'binary', op: '>', left: end, right: start }),
    having: { kind: 'binary', op: '=', left: rows, right: k('one') },
  })
}

/**
 * The longest run of consecutive rows meeting the conditions (gaps and islands): rows of one run
 * share the difference between their position among all rows and among the rows that meet them.
 */
export function planStreak(intent: Extract<Intent, { kind: 'streak' }>, table: PlanTable): Select {
  const byRow = { expr: col(ROW_NUMBER_COLUMN), descending: false }
  const order =
    intent.order.kind === 'row'
      ? [byRow]
      : [{ expr: valueExpr(table, intent.order.value), descending: false }, byRow]
  const meets: Expr = {
    kind: 'call',
    fn: 'coalesce',
    args: [whereExpr(table, intent.where) ?? k('one'), { kind: 'param', value: false }],
  }
  const position = (partitionBy: readonly Expr[]): Expr => ({
    kind: 'window',
    fn: 'row_number',
    partitionBy,
    orderBy: order,
  })
  const runs = select({
    items: [
      { expr: meets, alias: 'meets' },
      { expr: { kind: 'binary', op: '-', left: position([]), right: position([meets]) }, alias: 'run' },
    ],
    from: { kind: 'table', table: table.ref },
  })
  const count: Expr = { kind: 'aggregate', fn: 'count', arg: { kind: 'star' }, distinct: false }
  const lengths = select({
    items: [{ expr: count, alias: 'length' }],
    from: { kind: 'derived', select: runs, alias: 'runs' },
    where: col('meets'),
    groupBy: [col('run')],
  })
  return select({
    items: [{ expr: { kind: 'aggregate', fn: 'max', arg: col('length'), distinct: false }, alias: 'streak' }],
    from: { kind: 'derived', select: lengths, alias: 'lengths' },
  })
}

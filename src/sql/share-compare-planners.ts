import type { Intent, Measure } from '../intent/intent-types.js'
import { type PlanTable, valueExpr, whereExpr } from './condition-sql.js'
import { aggregateOver, measureAlias, scalarExpr } from './measure-sql.js'
import type { SqlConstant } from './sql-allow-lists.js'
import { caseArm, type Expr, type Select, select } from './sql-ast.js'

const constant = (name: SqlConstant): Expr => ({ kind: 'constant', name })
const param = (value: string): Expr => ({ kind: 'param', value })
const col = (name: string): Expr => ({ kind: 'column', name })
const minus = (left: Expr, right: Expr): Expr => ({ kind: 'binary', op: '-', left, right })
const ratio = (left: Expr, right: Expr): Expr => ({
  kind: 'binary',
  op: '/',
  left,
  right: { kind: 'call', fn: 'nullif', args: [right, constant('zero')] },
})

/** The part, the whole and the share as a fraction 0..1, in one row. */
export function planShare(intent: Extract<Intent, { kind: 'share' }>, table: PlanTable): Select {
  const part = scalarExpr(table, intent.part)
  const whole = scalarExpr(table, intent.whole)
  return select({
    items: [
      { expr: part, alias: 'part' },
      { expr: whole, alias: 'whole' },
      { expr: ratio(part, whole), alias: 'share' },
    ],
  })
}

const SIDE_NUMBERS: readonly SqlConstant[] = ['groupOne', 'groupTwo', 'groupThree', 'groupFour']
/** Each row's value for a side's measure: its column, or for a rate 1 where it meets the rate's conditions, else 0. */
function sideValue(table: PlanTable, m: Measure): Expr {
  if (m.aggregate === 'rate') {
    const when = whereExpr(table, m.when ?? []) ?? constant('one')
    return { kind: 'case', whens: [caseArm(when, constant('one'))], otherwise: constant('zero') }
  }
  return m.of ? valueExpr(table, m.of) : constant('one')
}

/**
 * One row per side, in the order the question named them, with the difference from the first side
 * and the change as a fraction of it. The rows are numbered by side in a derived table, so the
 * grouping holds no bound value.
 */
export function planCompare(intent: Extract<Intent, { kind: 'compare' }>, table: PlanTable): Select {
  const sides = intent.sides.slice(0, SIDE_NUMBERS.length)
  const conditions = sides.map((s) => whereExpr(table, s.where) ?? constant('one'))
  const numbered: Expr = {
    kind: 'case',
    whens: conditions.map((when, i) => caseArm(when, constant(SIDE_NUMBERS[i] as SqlConstant))),
  }
  const anySide = conditions.reduce<Expr | undefined>(
    (acc, c) => (acc ? { kind: 'binary', op: 'OR', left: acc, right: c } : c),
    undefined,
  )
  const base = whereExpr(table, intent.where)
  const inner = select({
    items: [
      { expr: numbered, alias: 'side_no' },
      { expr: sideValue(table, intent.measure), alias: 'side_value' },
    ],
    from: { kind: 'table', table: table.ref },
    where: base && anySide ? { kind: 'binary', op: 'AND', left: base, right: anySide } : (base ?? anySide),
  })
  const side = col('side_no')
  const label: Expr = {
    kind: 'aggregate',
    fn: 'any_value',
    arg: {
      kind: 'case',
      whens: sides.map((s, i) =>
        caseArm(
          { kind: 'binary', op: '=', left: side, right: constant(SIDE_NUMBERS[i] as SqlConstant) },
          param(s.label),
        ),
      ),
    },
    distinct: false,
  }
  const m = intent.measure
  const value = aggregateOver(m, m.of || m.aggregate === 'rate' ? col('side_value') : { kind: 'star' })
  const first = scalarExpr(table, { measure: m, where: [...intent.where, ...(sides[0]?.where ?? [])] })
  const later = (then: Expr): Expr => ({
    kind: 'case',
    whens: [caseArm({ kind: 'binary', op: '>', left: side, right: constant('one') }, then)],
  })
  return select({
    items: [
      { expr: label, alias: intent.sidesAre },
      { expr: value, alias: measureAlias(m) },
      { expr: later(minus(value, first)), alias: 'difference' },
      { expr: later(ratio(minus(value, first), first)), alias: 'change' },
    ],
    from: { kind: 'derived', select: inner, alias: 'sides' },
    groupBy: [side],
    orderBy: [{ expr: side, descending: false }],
  })
}

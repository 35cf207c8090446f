import type { Grain, Measure, Scalar, ValueOf } from '../intent/intent-types.js'
import { type PlanTable, valueExpr, whereExpr } from './condition-sql.js'
import { caseArm, type Expr, select } from './sql-ast.js'

const FN = {
  count: 'count',
  count_distinct: 'count',
  sum: 'sum',
  avg: 'avg',
  min: 'min',
  max: 'max',
  median: 'median',
  stddev: 'stddev_samp',
  rate: 'avg',
  ratio: 'sum',
  per_period: 'sum',
  per_value: 'sum',
} as const

export function measureExpr(table: PlanTable, m: Measure): Expr {
  if (m.aggregate === 'rate') {
    // The mean of 1 for a row that meets the conditions and 0 for one that does not: a fraction.
    const when = whereExpr(table, m.when ?? []) ?? { kind: 'constant', name: 'one' }
    return aggregateOver(m, {
      kind: 'case',
      whens: [caseArm(when, { kind: 'constant', name: 'one' })],
      otherwise: { kind: 'constant', name: 'zero' },
    })
  }
  if (m.aggregate === 'ratio' && m.of && m.per) {
    // sum(of) / sum(per), empty (NULL) where the divisor sums to 0.
    const sum = (v: ValueOf): Expr => ({
      kind: 'aggregate',
      fn: 'sum',
      arg: valueExpr(table, v),
      distinct: false,
    })
    const divisor: Expr = {
      kind: 'call',
      fn: 'nullif',
      args: [sum(m.per), { kind: 'constant', name: 'zero' }],
    }
    return { kind: 'binary', op: '/', left: sum(m.of), right: divisor }
  }
  // sum(of) over the number of different periods ("average daily sales") or values ("the average
  // tip per order"), empty (NULL) when there is none.
  if (m.aggregate === 'per_period' && m.of && m.period)
    return sumOverDistinct(table, m.of, periodExpr(table, m.period.column, m.period.grain ?? 'day'))
  if (m.aggregate === 'per_value' && m.of && m.per)
    return sumOverDistinct(table, m.of, valueExpr(table, m.per))
  return aggregateOver(m, m.of ? valueExpr(table, m.of) : { kind: 'star' })
}

function sumOverDistinct(table: PlanTable, of: ValueOf, counted: Expr): Expr {
  const distinct: Expr = { kind: 'aggregate', fn: 'count', arg: counted, distinct: true }
  const total: Expr = { kind: 'aggregate', fn: 'sum', arg: valueExpr(table, of), distinct: false }
  const divisor: Expr = { kind: 'call', fn: 'nullif', args: [distinct, { kind: 'constant', name: 'zero' }] }
  return { kind: 'binary', op: '/', left: total, right: divisor }
}

/** A date column cut to its period: the day, week, month, quarter or year it falls in. */
export function periodExpr(table: PlanTable, column: string, grain: Grain): Expr {
  const date = valueExpr(table, { column, reading: 'date' })
  // The grain is a constant (not a parameter) so that SELECT and GROUP BY hold the same expression.
  const truncated: Expr = { kind: 'call', fn: 'date_trunc', args: [{ kind: 'constant', name: grain }, date] }
  return { kind: 'cast', operand: truncated, type: 'DATE', tolerant: false }
}

/** The measure's aggregate over an expression already worked out (a derived table's column). */
export function aggregateOver(m: Measure, arg: Expr): Expr {
  if (m.aggregate === 'range') {
    const of = (fn: 'max' | 'min'): Expr => ({ kind: 'aggregate', fn, arg, distinct: false })
    return { kind: 'binary', op: '-', left: of('max'), right: of('min') }
  }
  return { kind: 'aggregate', fn: FN[m.aggregate], arg, distinct: m.aggregate === 'count_distinct' }
}

/** A readable column name for a measure: `sum(revenue)`, `count(*)`. */
export function measureAlias(m: Measure): string {
  if (m.aggregate === 'rate') return 'rate'
  if (m.aggregate === 'ratio' || m.aggregate === 'per_value') return `${m.of?.column} per ${m.per?.column}`
  if (m.aggregate === 'per_period') return `${m.of?.column} per ${m.period?.grain ?? 'day'}`
  if (!m.of) return 'count(*)'
  if (m.aggregate === 'count_distinct') return `count(distinct ${m.of.column})`
  return `${m.aggregate}(${m.of.column})`
}

/** A scalar subquery computing one measure over the rows meeting its conditions. */
export function scalarExpr(table: PlanTable, s: Scalar): Expr {
  return {
    kind: 'subquery',
    select: select({
      items: [{ expr: measureExpr(table, s.measure), alias: measureAlias(s.measure) }],
      from: { kind: 'table', table: table.ref },
      where: whereExpr(table, s.where),
    }),
  }
}

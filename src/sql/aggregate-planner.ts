import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { Aggregate, Intent } from '../intent/intent-types.js'
import { type PlanTable, whereExpr } from './condition-sql.js'
import { columnsIn } from './expr-columns.js'
import { itemSource } from './list-sql.js'
import { measureAlias, measureExpr, periodExpr, scalarExpr } from './measure-sql.js'
import { type Expr, type From, type OrderItem, type Select, type SelectItem, select } from './sql-ast.js'

const col = (name: string): Expr => ({ kind: 'column', name })
const param = (value: string | number | boolean): Expr => ({ kind: 'param', value })
const _row = col(ROW_NUMBER_COLUMN)
const and = (a: Expr | undefined, b: Expr): Expr => (a ? { kind: 'binary', op: 'AND', left: a, right: b } : b)

/** Measures over rows, grouped, filtered by groups (HAVING), ranked and limited, with shares. */
export function planAggregate(intent: Extract<Intent, { kind: 'aggregate' }>, table: PlanTable): Select {
  const dims: SelectItem[] = intent.dimensions.map((d) => {
    if (!d.grain) return { expr: col(d.column), alias: d.column }
    return { expr: periodExpr(table, d.column, d.grain), alias: d.grain }
  })
  const measures: SelectItem[] = intent.measures.map((m) => ({
    expr: measureExpr(table, m),
    alias: measureAlias(m),
  }))
  const items = [...dims, ...measures]
  const first = intent.measures[0]
  if (intent.share && first) {
    const total = scalarExpr(table, { measure: first, where: intent.where })
    const share: Expr = {
      kind: 'call',
      fn: 'round',
      args: [
        {
          kind: 'binary',
          op: '/',
          left: {
            kind: 'binary',
            op: '*',
            left: measureExpr(table, first),
            right: { kind: 'constant', name: 'hundred' },
          },
          right: total,
        },
        { kind: 'constant', name: 'groupTwo' },
      ],
    }
    items.push({ expr: share, alias: 'share_pct' })
  }
  const having = intent.having.reduce<Expr | undefined>((acc, h) => {
    const m = intent.measures[h.measure]
    if (!m) return acc
    return and(acc, { kind: 'binary', op: h.op, left: measureExpr(table, m), right: param(h.operand) })
  }, undefined)
  const orderBy: OrderItem[] = []
  if (intent.order) {
    const item = intent.order.by === 'measure' ? measures[intent.order.index] : dims[intent.order.index]
    if (item) orderBy.push({ expr: item.expr, descending: intent.order.descending })
  }
  for (const d of dims)
    if (!orderBy.some((o) => o.expr === d.expr)) orderBy.push({ expr: d.expr, descending: false })
  let qualify: Expr | undefined
  let limit = intent.limit
  if (intent.rank !== undefined && orderBy[0]) {
    // Equal measures share a rank, and the next one follows: the second most common is the
    // second-largest count, whoever ties at the first.
    qualify = {
      kind: 'binary',
      op: '=',
      left: { kind: 'window', fn: 'dense_rank', partitionBy: [], orderBy: [orderBy[0]] },
      right: param(intent.rank),
    }
  } else if (intent.withTies && limit !== undefined && orderBy[0]) {
    qualify = {
      kind: 'binary',
      op: '<=',
      left: { kind: 'window', fn: 'rank', partitionBy: [], orderBy: [orderBy[0]] },
      right: param(limit),
    }
    limit = undefined
  }
  const used = columnsIn([...items.map((i) => i.expr), having, qualify, ...orderBy.map((o) => o.expr)])
  const { from, where } = source(intent, table, used)
  return select({
    items,
    from,
    where,
    groupBy: dims.map((d) => d.expr),
    having,
    qualify,
    orderBy: dims.length > 0 || intent.order ? orderBy : [],
    limit,
  })
}

/** Aggregates that give the same answer over rows repeated, as rows cut into items repeat them. */
const SAME_OVER_REPEATS: ReadonlySet<Aggregate> = new Set<Aggregate>(['count_distinct', 'min', 'max'])

/**
 * The rows to aggregate and the filter left to apply to them. Grouped by a column of list cells
 * ("the most common tag"), rows are cut into one per item after the conditions have picked them;
 * so are they for "how many different tags", where counting distinct items is all that is asked.
 */
function source(
  intent: Extract<Intent, { kind: 'aggregate' }>,
  table: PlanTable,
  used: ReadonlySet<string>,
): { from: From; where: Expr | undefined } {
  const grouped = intent.dimensions.filter((d) => !d.grain).map((d) => d.column)
  const distinct =
    !intent.share && intent.measures.every((m) => SAME_OVER_REPEATS.has(m.aggregate))
      ? intent.measures.flatMap((m) => (m.of?.reading === 'raw' ? [m.of.column] : []))
      : []
  return itemSource(table, [...grouped, ...distinct], used, whereExpr(table, intent.where))
}

import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { Intent, IntentKind, OrderKey } from '../intent/intent-types.js'
import { type PlanTable, valueExpr, whereExpr } from './condition-sql.js'
import { measureAlias, measureExpr, scalarExpr } from './measure-sql.js'
import { type Expr, type OrderItem, type Select, type SelectItem, select } from './sql-ast.js'

const col = (name: string): Expr => ({ kind: 'column', name })
const param = (value: string | number | boolean): Expr => ({ kind: 'param', value })
const row = col(ROW_NUMBER_COLUMN)
const and = (a: Expr | undefined, b: Expr): Expr => (a ? { kind: 'binary', op: 'AND', left: a, right: b } : b)

type Planners = {
  readonly [K in IntentKind]: (intent: Extract<Intent, { kind: K }>, table: PlanTable) => Select
}

const orderExpr = (table: PlanTable, key: OrderKey): Expr =>
  key.kind === 'row' ? row : valueExpr(table, key.value)

const PLANNERS: Planners = {
  aggregate(intent, table) {
    const from = { kind: 'table', table: table.ref } as const
    const dims: SelectItem[] = intent.dimensions.map((d) => {
      if (!d.grain) return { expr: col(d.column), alias: d.column }
      const date = valueExpr(table, { column: d.column, reading: 'date' })
      // The grain is a constant (not a parameter) so that SELECT and GROUP BY hold the same expression.
      const truncated: Expr = {
        kind: 'call',
        fn: 'date_trunc',
        args: [{ kind: 'constant', name: d.grain }, date],
      }
      return { expr: { kind: 'cast', operand: truncated, type: 'DATE', tolerant: false }, alias: d.grain }
    })
    const measures: SelectItem[] = intent.measures.map((m) => ({
      expr: measureExpr(table, m),
      alias: measureAlias(m),
    }))
    const where = whereExpr(table, intent.where)
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
    if (intent.withTies && limit !== undefined && orderBy[0]) {
      qualify = {
        kind: 'binary',
        op: '<=',
        left: { kind: 'window', fn: 'rank', partitionBy: [], orderBy: [orderBy[0]] },
        right: param(limit),
      }
      limit = undefined
    }
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
  },

  rows(intent, table) {
    const items = intent.columns.map((v) => ({ expr: valueExpr(table, v), alias: v.column }))
    const key: OrderKey = intent.order?.key ?? { kind: 'row' }
    const orderBy: OrderItem[] = [
      { expr: orderExpr(table, key), descending: intent.order?.descending ?? false },
    ]
    if (key.kind !== 'row') orderBy.push({ expr: row, descending: intent.order?.descending ?? false })
    if (intent.distinct) {
      return select({
        items,
        from: { kind: 'table', table: table.ref },
        where: whereExpr(table, intent.where),
        groupBy: items.map((i) => i.expr),
        orderBy: [{ expr: { kind: 'aggregate', fn: 'min', arg: row, distinct: false }, descending: false }],
        limit: intent.limit,
        offset: intent.offset,
      })
    }
    return select({
      items,
      from: { kind: 'table', table: table.ref },
      where: whereExpr(table, intent.where),
      orderBy,
      limit: intent.limit,
      offset: intent.offset,
    })
  },

  extreme(intent, table) {
    const measure = valueExpr(table, intent.measure)
    const where = whereExpr(table, intent.where)
    const best: Expr = {
      kind: 'subquery',
      select: select({
        items: [
          { expr: { kind: 'aggregate', fn: intent.direction, arg: measure, distinct: false }, alias: 'best' },
        ],
        from: { kind: 'table', table: table.ref },
        where,
      }),
    }
    const labels = intent.labels.map((l) => ({ expr: col(l), alias: l }))
    const shown = intent.labels.includes(intent.measure.column)
      ? []
      : [{ expr: col(intent.measure.column), alias: intent.measure.column }]
    return select({
      items: [...labels, ...shown],
      from: { kind: 'table', table: table.ref },
      where: and(where, { kind: 'binary', op: '=', left: measure, right: best }),
      orderBy: [{ expr: row, descending: false }],
    })
  },

  adjacent(intent, table) {
    const next = intent.direction === 'next'
    const anchorRow: Expr = {
      kind: 'subquery',
      select: select({
        items: [
          {
            expr: { kind: 'aggregate', fn: next ? 'max' : 'min', arg: row, distinct: false },
            alias: 'anchor_row',
          },
        ],
        from: { kind: 'table', table: table.ref },
        where: whereExpr(table, intent.anchor),
      }),
    }
    const beyond: Expr = { kind: 'binary', op: next ? '>' : '<', left: row, right: anchorRow }
    return select({
      items: intent.columns.map((v) => ({ expr: valueExpr(table, v), alias: v.column })),
      from: { kind: 'table', table: table.ref },
      where: and(whereExpr(table, intent.where), beyond),
      orderBy: [{ expr: row, descending: !next }],
      limit: 1,
    })
  },

  choice(intent, table) {
    const label = col(intent.column)
    const by: Expr =
      intent.by.kind === 'measure'
        ? measureExpr(table, intent.by.measure)
        : {
            kind: 'aggregate',
            fn: intent.direction === 'max' ? 'max' : 'min',
            arg: orderExpr(table, intent.by.key),
            distinct: false,
          }
    const alias = intent.by.kind === 'measure' ? measureAlias(intent.by.measure) : 'position'
    const order: OrderItem = { expr: by, descending: intent.direction === 'max' }
    return select({
      items: [
        { expr: label, alias: intent.column },
        { expr: by, alias },
      ],
      from: { kind: 'table', table: table.ref },
      where: { kind: 'in', operand: label, list: intent.options.map(param), negated: false },
      groupBy: [label],
      qualify: {
        kind: 'binary',
        op: '=',
        left: { kind: 'window', fn: 'rank', partitionBy: [], orderBy: [order] },
        right: { kind: 'constant', name: 'one' },
      },
      orderBy: [order],
    })
  },

  difference(intent, table) {
    let diff: Expr = {
      kind: 'binary',
      op: '-',
      left: scalarExpr(table, intent.left),
      right: scalarExpr(table, intent.right),
    }
    if (intent.absolute) diff = { kind: 'call', fn: 'abs', args: [diff] }
    return select({ items: [{ expr: diff, alias: 'difference' }] })
  },

  'yes-no'(intent, table) {
    const test = intent.test
    let answer: Expr
    if (test.kind === 'exists') {
      answer = {
        kind: 'exists',
        select: select({
          items: [{ expr: { kind: 'constant', name: 'one' }, alias: 'found' }],
          from: { kind: 'table', table: table.ref },
          where: whereExpr(table, test.where),
        }),
      }
    } else if (test.kind === 'compare') {
      const right = typeof test.right === 'number' ? param(test.right) : scalarExpr(table, test.right)
      answer = { kind: 'binary', op: test.op, left: scalarExpr(table, test.left), right }
    } else {
      const c = col(test.column)
      const mode: Expr = {
        kind: 'subquery',
        select: select({
          items: [{ expr: c, alias: test.column }],
          from: { kind: 'table', table: table.ref },
          where: { kind: 'is-null', operand: c, negated: true },
          groupBy: [c],
          orderBy: [
            {
              expr: { kind: 'aggregate', fn: 'count', arg: { kind: 'star' }, distinct: false },
              descending: true,
            },
          ],
          limit: 1,
        }),
      }
      answer = { kind: 'binary', op: '=', left: mode, right: param(test.value) }
    }
    return select({
      items: [{ expr: { kind: 'call', fn: 'coalesce', args: [answer, param(false)] }, alias: 'answer' }],
    })
  },
}

/** Intent -> SELECT tree over the intent's table. */
export function planIntent(intent: Intent, table: PlanTable): Select {
  return (PLANNERS[intent.kind] as (i: Intent, t: PlanTable) => Select)(intent, table)
}

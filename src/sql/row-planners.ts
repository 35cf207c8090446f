import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { Intent, OrderKey } from '../intent/intent-types.js'
import { type PlanTable, typeOf, valueExpr, whereExpr } from './condition-sql.js'
import { columnsIn } from './expr-columns.js'
import { itemSource } from './list-sql.js'
import { type Expr, type OrderItem, type Select, select } from './sql-ast.js'

const col = (name: string): Expr => ({ kind: 'column', name })
const _param = (value: string | number | boolean): Expr => ({ kind: 'param', value })
const row = col(ROW_NUMBER_COLUMN)
const and = (a: Expr | undefined, b: Expr): Expr => (a ? { kind: 'binary', op: 'AND', left: a, right: b } : b)

const orderExpr = (table: PlanTable, key: OrderKey): Expr =>
  key.kind === 'row' ? row : valueExpr(table, key.value)

/** Cells of rows meeting conditions, in an order. */
export function planRows(intent: Extract<Intent, { kind: 'rows' }>, table: PlanTable): Select {
  const items = intent.columns.map((v) => ({ expr: valueExpr(table, v), alias: v.column }))
  const key: OrderKey = intent.order?.key ?? { kind: 'row' }
  const orderBy: OrderItem[] = [
    { expr: orderExpr(table, key), descending: intent.order?.descending ?? false },
  ]
  // Dates written as text ("2015-02-24 23:32:52 -0800") or timestamps are read to the day; within
  // a day, the cell itself orders the times of day.
  if (key.kind === 'value' && key.value.reading === 'date' && typeOf(table, key.value.column) !== 'DATE')
    orderBy.push({ expr: col(key.value.column), descending: intent.order?.descending ?? false })
  // Ties keep file order, as a reader scanning down the table would take them.
  if (key.kind !== 'row') orderBy.push({ expr: row, descending: false })
  if (intent.distinct) {
    // "The different tags" of a column of list cells are its items; a row looked up shows its cell
    // as written, "[]" included, rather than no row at all.
    const listed =
      intent.where.length > 0 ? [] : intent.columns.filter((v) => v.reading === 'raw').map((v) => v.column)
    const used = columnsIn([...items.map((i) => i.expr), row])
    const { from, where } = itemSource(table, listed, used, whereExpr(table, intent.where))
    return select({
      items,
      from,
      where,
      groupBy: items.map((i) => i.expr),
      // Ranked, each group by its value (the same on all its rows: the value is grouped by).
      orderBy: [
        ...(intent.order && key.kind === 'value'
          ? [
              {
                expr: { kind: 'aggregate', fn: 'max', arg: orderExpr(table, key), distinct: false },
                descending: intent.order.descending,
              } as OrderItem,
            ]
          : []),
        { expr: { kind: 'aggregate', fn: 'min', arg: row, distinct: false }, descending: false },
      ],
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
}

/** The rows holding the extreme value, every distinct label on a tie. */
export function planExtreme(intent: Extract<Intent, { kind: 'extreme' }>, table: PlanTable): Select {
  // ("the permit with the earliest StartDateTime": a timestamp ranks by its time of day too.)
  const timestamp =
    intent.measure.reading === 'date' && typeOf(table, intent.measure.column).startsWith('TIMESTAMP')
  const measure = timestamp ? col(intent.measure.column) : valueExpr(table, intent.measure)
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
  const items = [...labels, ...shown]
  // Rows tied on the same label say one thing once ("the class of the animal with the most legs").
  return select({
    items,
    from: { kind: 'table', table: table.ref },
    where: and(where, { kind: 'binary', op: '=', left: measure, right: best }),
    groupBy: items.map((i) => i.expr),
    orderBy: [{ expr: { kind: 'aggregate', fn: 'min', arg: row, distinct: false }, descending: false }],
  })
}

/** The row next to the anchor row in file order. */
export function planAdjacent(intent: Extract<Intent, { kind: 'adjacent' }>, table: PlanTable): Select {
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
}

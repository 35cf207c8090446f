import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { Condition, Intent, OrderKey } from '../intent/intent-types.js'
import { type PlanTable, valueExpr, whereExpr } from './condition-sql.js'
import { measureAlias, measureExpr, scalarExpr } from './measure-sql.js'
import { type Expr, type OrderItem, type Select, select } from './sql-ast.js'

const col = (name: string): Expr => ({ kind: 'column', name })
const param = (value: string | number | boolean): Expr => ({ kind: 'param', value })
const row = col(ROW_NUMBER_COLUMN)
const both = (a: Expr | undefined, b: Expr): Expr =>
  a ? { kind: 'binary', op: 'AND', left: a, right: b } : b

const orderExpr = (table: PlanTable, key: OrderKey): Expr =>
  key.kind === 'row' ? row : valueExpr(table, key.value)

/** The winning option, every option on a tie. */
export function planChoice(intent: Extract<Intent, { kind: 'choice' }>, table: PlanTable): Select {
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
    where: both(whereExpr(table, intent.where ?? []), {
      kind: 'in',
      operand: label,
      list: intent.options.map(param),
      negated: false,
    }),
    groupBy: [label],
    qualify: {
      kind: 'binary',
      op: '=',
      left: { kind: 'window', fn: 'rank', partitionBy: [], orderBy: [order] },
      right: { kind: 'constant', name: 'one' },
    },
    orderBy: [order],
  })
}

/** One number minus another. */
export function planDifference(intent: Extract<Intent, { kind: 'difference' }>, table: PlanTable): Select {
  let diff: Expr = {
    kind: 'binary',
    op: '-',
    left: scalarExpr(table, intent.left),
    right: scalarExpr(table, intent.right),
  }
  if (intent.absolute) diff = { kind: 'call', fn: 'abs', args: [diff] }
  return select({ items: [{ expr: diff, alias: 'difference' }] })
}

/** A yes/no answer as one boolean. */
export function planYesNo(intent: Extract<Intent, { kind: 'yes-no' }>, table: PlanTable): Select {
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
  } else if (test.kind === 'every') {
    // No row of the scope fails a part of the claim; an empty cell fails (NOT coalesce(.., false)).
    const fails: Condition = {
      kind: 'any',
      conditions: test.claim.map((condition) => ({ kind: 'not', condition })),
    }
    answer = {
      kind: 'not',
      operand: {
        kind: 'exists',
        select: select({
          items: [{ expr: { kind: 'constant', name: 'one' }, alias: 'found' }],
          from: { kind: 'table', table: table.ref },
          where: whereExpr(table, [...test.scope, fails]),
        }),
      },
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
}

import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { Condition, Intent, OrderKey } from '../intent/intent-types.js'
import { type PlanTable, valueExpr, whereExpr } from './condition-sql.js'
import { columnsIn } from './expr-columns.js'
import { itemSource } from './list-sql.js'
import { measureAlias, measureExpr, scalarExpr } from './measure-sql.js'
import { caseArm, type Expr, type From, type OrderItem, type Select, select } from './sql-ast.js'

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
  // Options of a column of list cells are items: "Drama or Comedy" counts the rows listing each.
  const { from, where } = itemSource(
    table,
    [intent.column],
    columnsIn([label, by]),
    whereExpr(table, intent.where ?? []),
  )
  return select({
    items: [
      { expr: label, alias: intent.column },
      { expr: by, alias },
    ],
    from,
    where: both(where, {
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
    if (test.negated) answer = { kind: 'not', operand: answer }
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
  } else if (test.kind === 'top-row') {
    answer = topRowClaim(test, table)
  } else if (test.kind === 'compare') {
    const right = typeof test.right === 'number' ? param(test.right) : scalarExpr(table, test.right)
    answer = { kind: 'binary', op: test.op, left: scalarExpr(table, test.left), right }
  } else {
    answer = modeClaim(test, table)
  }
  // A claim about tied top rows that disagree stays NULL: the question has no one answer.
  const final: Expr =
    test.kind === 'top-row' || test.kind === 'mode-is'
      ? answer
      : { kind: 'call', fn: 'coalesce', args: [answer, param(false)] }
  return select({ items: [{ expr: final, alias: 'answer' }] })
}

type ModeTest = Extract<Extract<Intent, { kind: 'yes-no' }>['test'], { kind: 'mode-is' }>

/**
 * Whether the most common value is the one said: true when it alone is, false when it is not among
 * the values tied for most, NULL when it ties with others (the question has no one answer).
 */
function modeClaim(test: ModeTest, table: PlanTable): Expr {
  const c = col(test.column)
  const count: Expr = { kind: 'aggregate', fn: 'count', arg: { kind: 'star' }, distinct: false }
  const modes = select({
    items: [{ expr: { kind: 'binary', op: '=', left: c, right: param(test.value) }, alias: 'said' }],
    from: itemSource(table, [test.column], new Set([test.column]), undefined).from,
    where: { kind: 'is-null', operand: c, negated: true },
    groupBy: [c],
    qualify: {
      kind: 'binary',
      op: '=',
      left: { kind: 'window', fn: 'rank', partitionBy: [], orderBy: [{ expr: count, descending: true }] },
      right: param(1),
    },
  })
  return agreement(col('said'), { kind: 'derived', select: modes, alias: 'modes' })
}

/**
 * Whether every row of `from` (meeting `where`) makes `claim` true: true when all do, false when
 * none does, NULL when they disagree. min() of booleans is true only if all are, max() false only
 * if none is.
 */
function agreement(claim: Expr, from: From, where?: Expr): Expr {
  const all = (fn: 'min' | 'max'): Expr => ({ kind: 'aggregate', fn, arg: claim, distinct: false })
  const verdict: Expr = {
    kind: 'case',
    whens: [caseArm(all('min'), param(true)), caseArm({ kind: 'not', operand: all('max') }, param(false))],
  }
  return { kind: 'subquery', select: select({ items: [{ expr: verdict, alias: 'claim' }], from, where }) }
}

type TopRowTest = Extract<Extract<Intent, { kind: 'yes-no' }>['test'], { kind: 'top-row' }>

/** Whether the rows tied for the top meet the claim (see agreement). */
function topRowClaim(test: TopRowTest, table: PlanTable): Expr {
  const value = valueExpr(table, test.order)
  const scope = [...test.scope, { kind: 'present', value: test.order } as const]
  const best: Expr = {
    kind: 'subquery',
    select: select({
      items: [
        {
          expr: { kind: 'aggregate', fn: test.descending ? 'max' : 'min', arg: value, distinct: false },
          alias: 'best',
        },
      ],
      from: { kind: 'table', table: table.ref },
      where: whereExpr(table, scope),
    }),
  }
  const claim: Expr = {
    kind: 'call',
    fn: 'coalesce',
    args: [whereExpr(table, test.claim) ?? param(true), param(false)],
  }
  const top = both(whereExpr(table, scope), { kind: 'binary', op: '=', left: value, right: best })
  return agreement(claim, { kind: 'table', table: table.ref }, top)
}

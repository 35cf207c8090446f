import type { Intent } from '../intent/intent-types.js'
import type { PlanTable } from './condition-sql.js'
import { scalarExpr } from './measure-sql.js'
import { type Expr, type Select, select } from './sql-ast.js'

const param = (value: string | number): Expr => ({ kind: 'param', value })

/** One arm of the CASE; the AST names its result for the SQL keyword, and the arm is never awaited. */
function arm(when: Expr, word: string): { readonly when: Expr; readonly then: Expr } {
  // biome-ignore lint/suspicious/noThenProperty: the SQL keyword, on a plain AST node
  return { when, then: param(word) }
}

/** The word for the side the comparison falls on; NULL (no answer) on a tie or a missing value. */
export function planEither(intent: Extract<Intent, { kind: 'either' }>, table: PlanTable): Select {
  const left = scalarExpr(table, intent.left)
  const right = typeof intent.right === 'number' ? param(intent.right) : scalarExpr(table, intent.right)
  const [larger, smaller] = intent.words
  const answer: Expr = {
    kind: 'case',
    whens: [
      arm({ kind: 'binary', op: '>', left, right }, larger),
      arm({ kind: 'binary', op: '<', left, right }, smaller),
    ],
  }
  return select({ items: [{ expr: answer, alias: 'answer' }] })
}

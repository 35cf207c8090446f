import type { Expr, ExprKind } from './sql-ast.js'

type Children = { readonly [K in ExprKind]: (expr: Extract<Expr, { kind: K }>) => readonly Expr[] }

/** The expressions inside each kind; a subquery reads its own source, so its columns are not ours. */
const CHILDREN: Children = {
  column: () => [],
  param: () => [],
  constant: () => [],
  star: () => [],
  aggregate: (e) => [e.arg],
  call: (e) => e.args,
  binary: (e) => [e.left, e.right],
  not: (e) => [e.operand],
  'is-null': (e) => [e.operand],
  cast: (e) => [e.operand],
  case: (e) => [...e.whens.flatMap((w) => [w.when, w.then]), ...(e.otherwise ? [e.otherwise] : [])],
  in: (e) => [e.operand, ...e.list],
  'in-select': (e) => [e.operand],
  subquery: () => [],
  exists: () => [],
  list: (e) => e.items,
  window: (e) => [...e.partitionBy, ...e.orderBy.map((o) => o.expr)],
}

/** The columns the expressions read from their own source. */
export function columnsIn(exprs: readonly (Expr | undefined)[]): Set<string> {
  const found = new Set<string>()
  const visit = (e: Expr) => {
    if (e.kind === 'column') found.add(e.name)
    for (const child of (CHILDREN[e.kind] as (x: Expr) => readonly Expr[])(e)) visit(child)
  }
  for (const e of exprs) if (e) visit(e)
  return found
}

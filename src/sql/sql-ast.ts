import type { SqlParam } from '../db/duckdb-database.js'
import type { AggregateFn, BinaryOp, CastType, ScalarFn, SqlConstant, WindowFn } from './sql-allow-lists.js'

/** A table a statement may read: one of the tables in scope of the question. */
export interface TableRef {
  readonly database: string
  readonly schema: string
  readonly name: string
}

export type Expr =
  | { readonly kind: 'column'; readonly name: string }
  | { readonly kind: 'param'; readonly value: SqlParam }
  /** A compiler-owned literal (a pattern or format), never user text. */
  | { readonly kind: 'constant'; readonly name: SqlConstant }
  | { readonly kind: 'star' }
  | {
      readonly kind: 'aggregate'
      readonly fn: AggregateFn
      readonly arg: Expr
      readonly distinct: boolean
    }
  | { readonly kind: 'call'; readonly fn: ScalarFn; readonly args: readonly Expr[] }
  | { readonly kind: 'binary'; readonly op: BinaryOp; readonly left: Expr; readonly right: Expr }
  | { readonly kind: 'not'; readonly operand: Expr }
  | { readonly kind: 'is-null'; readonly operand: Expr; readonly negated: boolean }
  | { readonly kind: 'cast'; readonly operand: Expr; readonly type: CastType; readonly tolerant: boolean }
  | {
      readonly kind: 'case'
      readonly whens: readonly { readonly when: Expr; readonly then: Expr }[]
      readonly otherwise?: Expr
    }
  | { readonly kind: 'in'; readonly operand: Expr; readonly list: readonly Expr[]; readonly negated: boolean }
  | { readonly kind: 'in-select'; readonly operand: Expr; readonly select: Select; readonly negated: boolean }
  | { readonly kind: 'subquery'; readonly select: Select }
  | { readonly kind: 'exists'; readonly select: Select }
  | { readonly kind: 'list'; readonly items: readonly Expr[] }
  | {
      readonly kind: 'window'
      readonly fn: WindowFn
      readonly partitionBy: readonly Expr[]
      readonly orderBy: readonly OrderItem[]
    }

export type ExprKind = Expr['kind']

export interface SelectItem {
  readonly expr: Expr
  readonly alias: string
}

export interface OrderItem {
  readonly expr: Expr
  readonly descending: boolean
}

export type From =
  | { readonly kind: 'table'; readonly table: TableRef }
  | { readonly kind: 'derived'; readonly select: Select; readonly alias: string }

export interface Select {
  readonly kind: 'select'
  readonly distinct: boolean
  readonly items: readonly SelectItem[]
  readonly from?: From
  readonly where?: Expr
  readonly groupBy: readonly Expr[]
  readonly having?: Expr
  readonly qualify?: Expr
  readonly orderBy: readonly OrderItem[]
  readonly limit?: number
  readonly offset?: number
}

/** A select with the defaults filled in. */
export function select(parts: Partial<Omit<Select, 'kind'>> & Pick<Select, 'items'>): Select {
  return { kind: 'select', distinct: false, groupBy: [], orderBy: [], ...parts }
}

/** One WHEN ... THEN ... arm of a CASE. */
export function caseArm(when: Expr, value: Expr): { readonly when: Expr; readonly then: Expr } {
  // biome-ignore lint/suspicious/noThenProperty: the SQL keyword, on a plain AST node
  return { when, then: value }
}

import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { SqlParam } from '../db/duckdb-database.js'
import { quoteIdentifier, quoteLiteral } from '../db/sql-text.js'
import { TallyError } from '../errors.js'
import {
  AGGREGATE_FNS,
  BINARY_OPS,
  CAST_TYPES,
  isAllowed,
  SCALAR_FNS,
  SQL_CONSTANTS,
  WINDOW_FNS,
} from './sql-allow-lists.js'
import type { Expr, ExprKind, From, OrderItem, Select, TableRef } from './sql-ast.js'

export interface CompiledSql {
  readonly sql: string
  readonly params: readonly SqlParam[]
}

/** The tables a statement may read and their real columns (the hidden row number is added). */
export interface SqlSchema {
  readonly tables: readonly { readonly table: TableRef; readonly columns: readonly string[] }[]
}

const invalid = (what: string) => new TallyError('api_error', 'sql_not_allowed', `Generated SQL ${what}.`)

const tableKey = (t: TableRef) => `${t.database}\u0000${t.schema}\u0000${t.name}`

interface Scope {
  readonly columns: ReadonlySet<string>
}

type Handlers = { readonly [K in ExprKind]: (expr: Extract<Expr, { kind: K }>, scope: Scope) => string }

/** Compiles a SELECT tree to SQL text and its bound parameters; throws on anything not allowed. */
export function compileSelect(root: Select, schema: SqlSchema): CompiledSql {
  const params: SqlParam[] = []
  const tables = new Map(
    schema.tables.map((t) => [tableKey(t.table), new Set([...t.columns, ROW_NUMBER_COLUMN])] as const),
  )

  const expr = (e: Expr, scope: Scope): string =>
    (handlers[e.kind] as (x: Expr, s: Scope) => string)(e, scope)
  const list = (items: readonly Expr[], scope: Scope) => items.map((i) => expr(i, scope)).join(', ')
  const order = (items: readonly OrderItem[], scope: Scope) =>
    items.map((o) => `${expr(o.expr, scope)} ${o.descending ? 'DESC' : 'ASC'} NULLS LAST`).join(', ')

  const handlers: Handlers = {
    column(e, scope) {
      if (!scope.columns.has(e.name)) throw invalid(`names a column that does not exist: ${e.name}`)
      return quoteIdentifier(e.name)
    },
    param(e) {
      params.push(e.value)
      return '?'
    },
    constant(e) {
      if (!Object.hasOwn(SQL_CONSTANTS, e.name)) throw invalid('uses an unknown constant')
      const value = SQL_CONSTANTS[e.name]
      if (typeof value === 'number') return String(value)
      if (typeof value === 'string') return quoteLiteral(value)
      return `[${value.map(quoteLiteral).join(', ')}]`
    },
    star: () => '*',
    aggregate(e, scope) {
      if (!isAllowed(AGGREGATE_FNS, e.fn)) throw invalid(`calls an aggregate that is not allowed: ${e.fn}`)
      return `${e.fn}(${e.distinct ? 'DISTINCT ' : ''}${expr(e.arg, scope)})`
    },
    call(e, scope) {
      if (!isAllowed(SCALAR_FNS, e.fn)) throw invalid(`calls a function that is not allowed: ${e.fn}`)
      return `${e.fn}(${list(e.args, scope)})`
    },
    binary(e, scope) {
      if (!isAllowed(BINARY_OPS, e.op)) throw invalid(`uses an operator that is not allowed: ${e.op}`)
      return `(${expr(e.left, scope)} ${e.op} ${expr(e.right, scope)})`
    },
    not: (e, scope) => `(NOT ${expr(e.operand, scope)})`,
    'is-null': (e, scope) => `(${expr(e.operand, scope)} IS ${e.negated ? 'NOT ' : ''}NULL)`,
    cast(e, scope) {
      if (!isAllowed(CAST_TYPES, e.type)) throw invalid(`casts to a type that is not allowed: ${e.type}`)
      return `${e.tolerant ? 'TRY_CAST' : 'CAST'}(${expr(e.operand, scope)} AS ${e.type})`
    },
    case(e, scope) {
      const whens = e.whens.map((w) => `WHEN ${expr(w.when, scope)} THEN ${expr(w.then, scope)}`)
      const otherwise = e.otherwise ? ` ELSE ${expr(e.otherwise, scope)}` : ''
      return `(CASE ${whens.join(' ')}${otherwise} END)`
    },
    in(e, scope) {
      if (e.list.length === 0) throw invalid('has an empty IN list')
      return `(${expr(e.operand, scope)} ${e.negated ? 'NOT IN' : 'IN'} (${list(e.list, scope)}))`
    },
    'in-select': (e, scope) =>
      `(${expr(e.operand, scope)} ${e.negated ? 'NOT IN' : 'IN'} (${statement(e.select)}))`,
    subquery: (e) => `(${statement(e.select)})`,
    exists: (e) => `(EXISTS (${statement(e.select)}))`,
    list: (e, scope) => `[${list(e.items, scope)}]`,
    window(e, scope) {
      if (!isAllowed(WINDOW_FNS, e.fn)) throw invalid(`calls a window function that is not allowed: ${e.fn}`)
      const parts: string[] = []
      if (e.partitionBy.length > 0) parts.push(`PARTITION BY ${list(e.partitionBy, scope)}`)
      if (e.orderBy.length > 0) parts.push(`ORDER BY ${order(e.orderBy, scope)}`)
      return `${e.fn}() OVER (${parts.join(' ')})`
    },
  }

  function from(f: From): { text: string; columns: ReadonlySet<string> } {
    if (f.kind === 'table') {
      const columns = tables.get(tableKey(f.table))
      if (!columns) throw invalid('reads a table that is not in scope')
      const text = [f.table.database, f.table.schema, f.table.name].map(quoteIdentifier).join('.')
      return { text, columns }
    }
    const inner = statement(f.select)
    return { text: `(${inner}) AS ${alias(f.alias)}`, columns: new Set(f.select.items.map((i) => i.alias)) }
  }

  function statement(s: Select): string {
    // The source is compiled first for its columns, but its parameters follow the items' in the text.
    const mark = params.length
    const source = s.from ? from(s.from) : { text: '', columns: new Set<string>() }
    const sourceParams = params.splice(mark)
    const rowScope: Scope = { columns: source.columns }
    const outputScope: Scope = { columns: new Set([...source.columns, ...s.items.map((i) => i.alias)]) }
    if (s.items.length === 0) throw invalid('selects nothing')
    const items = s.items.map((i) => `${expr(i.expr, rowScope)} AS ${alias(i.alias)}`)
    params.push(...sourceParams)
    let sql = `SELECT ${s.distinct ? 'DISTINCT ' : ''}${items.join(', ')}`
    if (s.from) sql += ` FROM ${source.text}`
    if (s.where) sql += ` WHERE ${expr(s.where, rowScope)}`
    if (s.groupBy.length > 0) sql += ` GROUP BY ${list(s.groupBy, rowScope)}`
    if (s.having) sql += ` HAVING ${expr(s.having, outputScope)}`
    if (s.qualify) sql += ` QUALIFY ${expr(s.qualify, outputScope)}`
    if (s.orderBy.length > 0) sql += ` ORDER BY ${order(s.orderBy, outputScope)}`
    if (s.limit !== undefined) sql += ` LIMIT ${count(s.limit)}`
    if (s.offset !== undefined && s.offset > 0) sql += ` OFFSET ${count(s.offset)}`
    return sql
  }

  function count(n: number): string {
    if (!Number.isSafeInteger(n) || n < 0) throw invalid('has a bad LIMIT or OFFSET')
    params.push(n)
    return '?'
  }

  const sql = statement(root)
  return Object.freeze({ sql, params: Object.freeze(params) })
}

function alias(name: string): string {
  if (name.length === 0 || name.length > 128 || name.includes('\u0000')) throw invalid('has a bad alias')
  return quoteIdentifier(name)
}

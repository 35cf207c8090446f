import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import { isNumericType } from '../db/query-result.js'
import { TallyError } from '../errors.js'
import type { Condition, ValueOf } from '../intent/intent-types.js'
import type { ListSeparator } from '../intent/list-cells.js'
import { foldText } from '../intent/text-normalizer.js'
import { knownYear, readingExpr } from './cell-readings.js'
import { listsAnyOf, listsOnly } from './list-sql.js'
import { type Expr, select, type TableRef } from './sql-ast.js'

/** The table a plan reads and the DuckDB type of each of its columns. */
export interface PlanTable {
  readonly ref: TableRef
  readonly types: ReadonlyMap<string, string>
  /** Columns of years that write -1 or 0 for an unknown year. */
  readonly unknownYears?: ReadonlySet<string>
  /** Columns whose cells list items ("[organic, vegan]"), by their separator (see list-cells). */
  readonly lists?: ReadonlyMap<string, ListSeparator>
  /** Text columns where "NA" is a code (North America), not a missing value. */
  readonly naCodes?: ReadonlySet<string>
}

/**
 * Text cells that mean "no value"; they do not count as present. "Unknown" and "None" are stated
 * values (a smoking status); "-1" among words is the unknown of exports like Glassdoor's.
 */
const PLACEHOLDERS = ['', '-', '--', '—', '–', 'n/a', 'na', '?', 'tba', 'tbd', '-1']

const col = (name: string): Expr => ({ kind: 'column', name })
const param = (value: string | number | boolean): Expr => ({ kind: 'param', value })
const and = (parts: readonly Expr[]): Expr | undefined =>
  parts.reduce<Expr | undefined>(
    (acc, p) => (acc ? { kind: 'binary', op: 'AND', left: acc, right: p } : p),
    undefined,
  )
const or = (parts: readonly Expr[]): Expr =>
  parts
    .slice(1)
    .reduce<Expr>((acc, p) => ({ kind: 'binary', op: 'OR', left: acc, right: p }), parts[0] as Expr)

export function typeOf(table: PlanTable, column: string): string {
  if (column === ROW_NUMBER_COLUMN) return 'BIGINT'
  const type = table.types.get(column)
  if (type === undefined)
    throw new TallyError(
      'api_error',
      'sql_not_allowed',
      `Generated SQL names a column that does not exist: ${column}.`,
    )
  return type
}

export function valueExpr(table: PlanTable, value: ValueOf): Expr {
  const read = readingExpr(value.column, typeOf(table, value.column), value.reading)
  return value.reading === 'year' && table.unknownYears?.has(value.column) ? knownYear(read) : read
}

const textOf = (table: PlanTable, column: string): Expr =>
  typeOf(table, column) === 'VARCHAR'
    ? col(column)
    : { kind: 'cast', operand: col(column), type: 'VARCHAR', tolerant: true }

const dateParam = (iso: string): Expr => ({
  kind: 'cast',
  operand: param(iso),
  type: 'DATE',
  tolerant: false,
})

/** All conditions joined with AND (undefined when there are none). */
export function whereExpr(table: PlanTable, conditions: readonly Condition[]): Expr | undefined {
  return and(conditions.map((c) => conditionExpr(table, c)))
}

export function conditionExpr(table: PlanTable, c: Condition): Expr {
  switch (c.kind) {
    case 'equals':
      return equalsExpr(table, c)
    case 'compare': {
      const operand =
        c.value.reading === 'date' && typeof c.operand === 'string' ? dateParam(c.operand) : param(c.operand)
      return { kind: 'binary', op: c.op, left: valueExpr(table, c.value), right: operand }
    }
    case 'compare-columns':
      return { kind: 'binary', op: c.op, left: valueExpr(table, c.value), right: valueExpr(table, c.other) }
    case 'period':
      return periodExpr(table, c)
    case 'recent': {
      const date = valueExpr(table, { column: c.column, reading: 'date' })
      const latest: Expr = {
        kind: 'subquery',
        select: select({
          items: [{ expr: { kind: 'aggregate', fn: 'max', arg: date, distinct: false }, alias: 'latest' }],
          from: { kind: 'table', table: table.ref },
        }),
      }
      const fn = c.unit === 'year' ? 'to_years' : c.unit === 'month' ? 'to_months' : 'to_days'
      const amount = c.unit === 'week' ? c.amount * 7 : c.amount
      const start: Expr = {
        kind: 'binary',
        op: '-',
        left: latest,
        right: { kind: 'call', fn, args: [param(amount)] },
      }
      return { kind: 'binary', op: '>', left: date, right: start }
    }
    case 'present': {
      const value = valueExpr(table, c.value)
      const present: Expr = { kind: 'is-null', operand: value, negated: true }
      if (c.value.reading !== 'raw' || typeOf(table, c.value.column) !== 'VARCHAR') return present
      return {
        kind: 'binary',
        op: 'AND',
        left: present,
        right: placeholderExpr(table, c.value.column, value, true),
      }
    }
    case 'absent':
      return absentExpr(table, c)
    case 'any':
      return or(c.conditions.map((x) => conditionExpr(table, x)))
    case 'not':
      return notTrue(conditionExpr(table, c.condition))
    case 'same-as':
      return {
        kind: 'in-select',
        operand: col(c.column),
        negated: false,
        select: select({
          items: [{ expr: col(c.column), alias: c.column }],
          from: { kind: 'table', table: table.ref },
          where: whereExpr(table, c.anchor),
        }),
      }
    case 'compare-to-row': {
      const value = valueExpr(table, c.value)
      const fn = c.op === '>' || c.op === '>=' ? 'max' : c.op === '<' || c.op === '<=' ? 'min' : 'any_value'
      const other: Expr = {
        kind: 'subquery',
        select: select({
          items: [{ expr: { kind: 'aggregate', fn, arg: value, distinct: false }, alias: 'anchor_value' }],
          from: { kind: 'table', table: table.ref },
          where: whereExpr(table, c.anchor),
        }),
      }
      return { kind: 'binary', op: c.op, left: value, right: other }
    }
    case 'at-extreme': {
      const value = valueExpr(table, c.value)
      const extreme: Expr = {
        kind: 'subquery',
        select: select({
          items: [
            { expr: { kind: 'aggregate', fn: c.direction, arg: value, distinct: false }, alias: 'best' },
          ],
          from: { kind: 'table', table: table.ref },
          where: whereExpr(table, c.scope),
        }),
      }
      return { kind: 'binary', op: '=', left: value, right: extreme }
    }
    case 'beyond-row': {
      const after = c.direction === 'after'
      const anchorRow: Expr = {
        kind: 'subquery',
        select: select({
          items: [
            {
              expr: {
                kind: 'aggregate',
                fn: after ? 'max' : 'min',
                arg: col(ROW_NUMBER_COLUMN),
                distinct: false,
              },
              alias: 'anchor_row',
            },
          ],
          from: { kind: 'table', table: table.ref },
          where: whereExpr(table, c.anchor),
        }),
      }
      return { kind: 'binary', op: after ? '>' : '<', left: col(ROW_NUMBER_COLUMN), right: anchorRow }
    }
  }
}

function equalsExpr(table: PlanTable, c: Extract<Condition, { kind: 'equals' }>): Expr {
  // A number column compares as numbers: a flag stored as 1.0 reads '1.0' as text, never '1'.
  const numbers = isNumericType(typeOf(table, c.column)) && c.mode === 'exact' && c.values.every(isNumberText)
  if (numbers) return equalNumbers(c)
  const text = textOf(table, c.column)
  const separator = table.lists?.get(c.column)
  let positive: Expr
  if (separator && c.mode === 'whole') {
    positive = listsOnly(c.column, separator, c.values)
  } else if (separator && c.mode === 'exact') {
    positive = listsAnyOf(c.column, separator, c.values)
  } else if (c.mode === 'first-word') {
    const first: Expr = {
      kind: 'call',
      fn: 'lower',
      args: [
        {
          kind: 'call',
          fn: 'regexp_extract',
          args: [
            text,
            { kind: 'constant', name: 'firstWordPattern' },
            { kind: 'constant', name: 'groupOne' },
          ],
        },
      ],
    }
    positive = { kind: 'in', operand: first, list: c.values.map(param), negated: false }
  } else if (c.mode === 'contains') {
    const folded: Expr = {
      kind: 'call',
      fn: 'strip_accents',
      args: [{ kind: 'call', fn: 'lower', args: [text] }],
    }
    positive = or(c.values.map((v) => ({ kind: 'call', fn: 'contains', args: [folded, param(foldText(v))] })))
  } else if (c.values.length === 1) {
    positive = { kind: 'binary', op: '=', left: text, right: param(c.values[0] as string) }
  } else {
    positive = { kind: 'in', operand: text, list: c.values.map(param), negated: false }
  }
  return c.negated ? notTrue(positive) : positive
}

/** Rows where `condition` is not true: a NULL (an unreadable cell) counts as not meeting it. */
const notTrue = (condition: Expr): Expr => ({
  kind: 'not',
  operand: { kind: 'call', fn: 'coalesce', args: [condition, param(false)] },
})

const isNumberText = (v: string) => v.trim() !== '' && Number.isFinite(Number(v))

function equalNumbers(c: Extract<Condition, { kind: 'equals' }>): Expr {
  const values = c.values.map((v): Expr => ({ kind: 'param', value: Number(v) }))
  const positive: Expr =
    values.length === 1
      ? { kind: 'binary', op: '=', left: col(c.column), right: values[0] as Expr }
      : { kind: 'in', operand: col(c.column), list: values, negated: false }
  return c.negated ? notTrue(positive) : positive
}

function periodExpr(table: PlanTable, c: Extract<Condition, { kind: 'period' }>): Expr {
  const value = valueExpr(table, c.value)
  const yearAligned = /-01-01$/.test(c.from) && /-01-01$/.test(c.until)
  const bounds: [Expr, Expr] =
    c.value.reading === 'year' || (c.value.reading === 'number' && yearAligned)
      ? [param(Number(c.from.slice(0, 4))), param(Number(c.until.slice(0, 4)))]
      : [dateParam(c.from), dateParam(c.until)]
  return {
    kind: 'binary',
    op: 'AND',
    left: { kind: 'binary', op: '>=', left: value, right: bounds[0] },
    right: { kind: 'binary', op: '<', left: value, right: bounds[1] },
  }
}

const placeholderExpr = (table: PlanTable, column: string, value: Expr, negated: boolean): Expr => ({
  kind: 'in',
  operand: { kind: 'call', fn: 'lower', args: [{ kind: 'call', fn: 'trim', args: [value] }] },
  list: PLACEHOLDERS.filter((p) => p !== 'na' || !table.naCodes?.has(column)).map(param),
  negated,
})

/** Empty: NULL, or a placeholder cell of a text column; or 0 for counted amounts. */
function absentExpr(table: PlanTable, c: Extract<Condition, { kind: 'absent' }>): Expr {
  const value = valueExpr(table, c.value)
  const empty: Expr = { kind: 'is-null', operand: value, negated: false }
  const text = c.value.reading === 'raw' && typeOf(table, c.value.column) === 'VARCHAR'
  const parts: Expr[] = [empty]
  if (text) parts.push(placeholderExpr(table, c.value.column, value, false))
  if (c.zero) parts.push({ kind: 'binary', op: '=', left: value, right: param(0) })
  return or(parts)
}

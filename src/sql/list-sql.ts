import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import { type ListSeparator, listItems } from '../intent/list-cells.js'
import type { PlanTable } from './condition-sql.js'
import type { SqlConstant } from './sql-allow-lists.js'
import type { Expr, From, SelectItem } from './sql-ast.js'
import { select } from './sql-ast.js'

/**
 * Columns whose cells list items ("[organic, vegan]", "Drama|Comedy"), read item by item: a value
 * matches a cell that lists it, and grouping by the column groups by item, each row counted once
 * under every item it lists.
 */

const PATTERNS: Readonly<Record<ListSeparator, SqlConstant>> = {
  ',': 'listItemComma',
  ';': 'listItemSemicolon',
  '|': 'listItemPipe',
  '/': 'listItemSlash',
}

const col = (name: string): Expr => ({ kind: 'column', name })
const param = (value: string): Expr => ({ kind: 'param', value })

/** The different items of a list cell, trimmed, without brackets or quotes; [] for "[]". */
export function itemsExpr(column: string, separator: ListSeparator): Expr {
  const items: Expr = {
    kind: 'call',
    fn: 'regexp_extract_all',
    args: [
      col(column),
      { kind: 'constant', name: PATTERNS[separator] },
      { kind: 'constant', name: 'listItemGroup' },
    ],
  }
  return { kind: 'call', fn: 'list_distinct', args: [items] }
}

/**
 * Cells listing any of the values. A value is an item ("Comedy"), or a whole cell of several items
 * (then a cell must list them all); a value with no item ("[]") is matched whole.
 */
export function listsAnyOf(column: string, separator: ListSeparator, values: readonly string[]): Expr {
  const items = itemsExpr(column, separator)
  const parts = values.map((value): Expr => {
    const named = [...new Set(listItems(value, separator))]
    if (named.length === 0) return { kind: 'binary', op: '=', left: col(column), right: param(value) }
    if (named.length === 1)
      return { kind: 'call', fn: 'list_contains', args: [items, param(named[0] as string)] }
    return { kind: 'call', fn: 'list_has_all', args: [items, { kind: 'list', items: named.map(param) }] }
  })
  return anyOf(parts)
}

/** Cells listing one of the values and no other item ("Taylor Swift" alone, not "Drake;Taylor Swift"). */
export function listsOnly(column: string, separator: ListSeparator, values: readonly string[]): Expr {
  const items = itemsExpr(column, separator)
  return anyOf(
    values.map(
      (value): Expr => ({
        kind: 'binary',
        op: '=',
        left: items,
        right: { kind: 'list', items: [param(value)] },
      }),
    ),
  )
}

/** The parts joined with OR. */
const anyOf = (parts: readonly Expr[]): Expr =>
  parts
    .slice(1)
    .reduce<Expr>((acc, p) => ({ kind: 'binary', op: 'OR', left: acc, right: p }), parts[0] as Expr)

/**
 * The source's rows with the list column cut into one row per item (rows with no item drop out),
 * the other columns named kept under their own names; `where` filters the rows before they are cut.
 */
export function itemRows(
  source: From,
  columns: readonly string[],
  list: { readonly column: string; readonly separator: ListSeparator },
  where: Expr | undefined,
): From {
  const items: SelectItem[] = columns.map((name) =>
    name === list.column
      ? { expr: { kind: 'call', fn: 'unnest', args: [itemsExpr(name, list.separator)] }, alias: name }
      : { expr: col(name), alias: name },
  )
  return { kind: 'derived', select: select({ items, from: source, where }), alias: `${list.column} items` }
}

/**
 * The rows a grouping over `cut` reads, and the filter left to apply to them: the table itself, or,
 * when some of those columns list items, its rows filtered by `where` and then cut into one per
 * item of each. `used` names every column the statement reads from the rows.
 */
export function itemSource(
  table: PlanTable,
  cut: readonly string[],
  used: ReadonlySet<string>,
  where: Expr | undefined,
): { from: From; where: Expr | undefined } {
  let from: From = { kind: 'table', table: table.ref }
  const columns = [...table.types.keys(), ROW_NUMBER_COLUMN].filter((c) => used.has(c))
  for (const column of new Set(cut)) {
    const separator = table.lists?.get(column)
    if (!separator) continue
    from = itemRows(from, columns, { column, separator }, where)
    where = undefined
  }
  return { from, where }
}

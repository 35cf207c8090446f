import type { PageTable, PdfTable } from './pdf-types.js'
import { dropEmptyLines } from './table-grid.js'

type Span = { readonly x0: number; readonly x1: number }

const normal = (row: readonly string[]) =>
  row.map((c) => c.replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0000')

/** As many columns, each overlapping its counterpart and no other. */
function sameColumns(a: readonly Span[], b: readonly Span[]): boolean {
  if (a.length !== b.length) return false
  const overlaps = (x: Span, y: Span) => x.x0 < y.x1 && y.x0 < x.x1
  return a.every((column, i) => b.every((other, j) => overlaps(column, other) === (i === j)))
}

/** Whether two ruled parts have the same grid, columns without text included. */
const sameGrid = (previous: PageTable, next: PageTable): boolean =>
  previous.grid !== undefined &&
  next.grid !== undefined &&
  sameColumns(previous.grid.columns, next.grid.columns)

/** The same columns: ruled the same, or (unruled) as many with text, each over its counterpart. */
export function continues(previous: PageTable, next: PageTable): boolean {
  if (previous.ruled !== next.ruled) return false
  return sameGrid(previous, next) || sameColumns(previous.columns, next.columns)
}

/**
 * Joins a table that runs over pages: the last table of a page and the first of the next one, with
 * the same columns, are one table; the next page's repeat of the header row is dropped. Parts with
 * the same ruled grid are joined column for column, so a column that holds text on some pages only
 * stays one column. Each table is numbered among the tables that start on its first page.
 */
export function joinAcrossPages(tables: readonly PageTable[], join = true): PdfTable[] {
  const groups: PageTable[][] = []
  tables.forEach((table, i) => {
    const group = groups[groups.length - 1]
    const tail = group?.[group.length - 1]
    const lastOnItsPage = tail !== undefined && tables[i - 1] === tail
    const firstOnPage = tables[i - 1]?.page !== table.page
    if (
      join &&
      group &&
      tail &&
      lastOnItsPage &&
      firstOnPage &&
      table.page === tail.page + 1 &&
      continues(tail, table)
    )
      group.push(table)
    else groups.push([table])
  })
  const counts = new Map<number, number>()
  return groups.flatMap((parts) => {
    const [first] = parts
    if (!first) return []
    const page = first.page
    const index = (counts.get(page) ?? 0) + 1
    counts.set(page, index)
    return { page, index, pages: parts.map((p) => p.page), rows: joinedRows(parts), ruled: first.ruled }
  })
}

function joinedRows(parts: readonly PageTable[]): string[][] {
  const byGrid = parts.every((part, i) => i === 0 || sameGrid(parts[i - 1] as PageTable, part))
  const rowsOf = (part: PageTable) => (byGrid && part.grid ? part.grid.rows : part.rows)
  const rows: (readonly string[])[] = []
  for (const part of parts) {
    const own = rowsOf(part)
    const repeatsHeader =
      rows.length > 0 && own[0] !== undefined && normal(rows[0] as string[]) === normal(own[0])
    rows.push(...(repeatsHeader ? own.slice(1) : own))
  }
  return parts.length > 1 && byGrid ? dropEmptyLines(rows).rows : rows.map((row) => [...row])
}

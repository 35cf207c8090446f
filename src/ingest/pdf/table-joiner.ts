import type { PageTable, PdfTable } from './pdf-types.js'

/** Column edges of a table's two parts may shift this much (points) between pages. */
const EDGE_SHIFT = 12

const normal = (row: readonly string[]) =>
  row.map((c) => c.replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0000')

function continues(previous: PageTable, next: PageTable): boolean {
  if (previous.ruled !== next.ruled) return false
  if (previous.columnEdges.length !== next.columnEdges.length) return false
  return previous.columnEdges.every((x, i) => Math.abs(x - next.columnEdges[i]!) <= EDGE_SHIFT)
}

/**
 * Joins a table that runs over pages: the last table of a page and the first of the next one, with
 * the same columns, are one table; the next page's repeat of the header row is dropped. Each
 * table is numbered among the tables that start on its first page.
 */
export function joinAcrossPages(tables: readonly PageTable[], join = true): PdfTable[] {
  const groups: { parts: PageTable[]; rows: (readonly string[])[] }[] = []
  tables.forEach((table, i) => {
    const group = groups[groups.length - 1]
    const tail = group?.parts[group.parts.length - 1]
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
    ) {
      const repeatsHeader =
        group.rows[0] !== undefined &&
        table.rows[0] !== undefined &&
        normal(group.rows[0]) === normal(table.rows[0])
      group.parts.push(table)
      group.rows.push(...(repeatsHeader ? table.rows.slice(1) : table.rows))
    } else {
      groups.push({ parts: [table], rows: [...table.rows] })
    }
  })
  const counts = new Map<number, number>()
  return groups.map(({ parts, rows }) => {
    const page = parts[0]!.page
    const index = (counts.get(page) ?? 0) + 1
    counts.set(page, index)
    return { page, index, pages: parts.map((p) => p.page), rows, ruled: parts[0]!.ruled }
  })
}

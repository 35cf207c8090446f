import type { PageTable, PdfTable } from './pdf-types.js'

const normal = (row: readonly string[]) =>
  row.map((c) => c.replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0000')

/** The same columns: as many, each overlapping its counterpart and no other. */
export function continues(previous: PageTable, next: PageTable): boolean {
  if (previous.ruled !== next.ruled) return false
  if (previous.columns.length !== next.columns.length) return false
  const overlaps = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
    a.x0 < b.x1 && b.x0 < a.x1
  return previous.columns.every((column, i) =>
    next.columns.every((other, j) => overlaps(column, other) === (i === j)),
  )
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
  return groups.flatMap(({ parts, rows }) => {
    const [first] = parts
    if (!first) return []
    const page = first.page
    const index = (counts.get(page) ?? 0) + 1
    counts.set(page, index)
    return { page, index, pages: parts.map((p) => p.page), rows, ruled: first.ruled }
  })
}

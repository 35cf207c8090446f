import { alignedTables } from './aligned-tables.js'
import type { PageLayout, PageTable } from './pdf-types.js'
import { ruledTables } from './ruled-tables.js'
import { wordsInside } from './table-grid.js'
import { textColumns } from './text-columns.js'

/**
 * The tables of one page, top to bottom: ruled grids first, then aligned text among the rest, read
 * column by column on a page set in columns of text.
 */
export function pageTables(layout: PageLayout): PageTable[] {
  const ruled = ruledTables(layout.page, layout.segments, layout.words)
  const taken = new Set(ruled.flatMap((t) => wordsInside(layout.words, t.box)))
  const rest = layout.words.filter((w) => !taken.has(w))
  const aligned = textColumns(rest).flatMap((words) => alignedTables(layout.page, words, layout.words))
  return [...ruled, ...aligned].sort((a, b) => a.box.top - b.box.top || a.box.x0 - b.box.x0)
}

import { alignedTables } from './aligned-tables.js'
import { pageNumberWords } from './page-numbers.js'
import type { PageLayout, PageTable } from './pdf-types.js'
import { ruledTables } from './ruled-tables.js'
import { wordsInside } from './table-grid.js'
import { continues } from './table-joiner.js'
import { textColumns } from './text-columns.js'

/**
 * The tables of one page, top to bottom, its page number left out: ruled grids first, then aligned text among the rest, read
 * column by column on a page set in columns of text. A ruled grid of one row is a table only as the
 * rest of `previous` (the last table of the page before), at the top of this page: one tall row of
 * a long table printed on a page of its own. Alone, it is a framed box, read as text.
 */
export function pageTables(page: PageLayout, previous?: PageTable): PageTable[] {
  const furniture = pageNumberWords(page)
  const layout = furniture.size === 0 ? page : { ...page, words: page.words.filter((w) => !furniture.has(w)) }
  const grids = ruledTables(layout.page, layout.segments, layout.words)
  const top = grids[0]
  const ruled = grids.filter(
    (t) =>
      t.rows.length > 1 ||
      (t === top && previous !== undefined && previous.page === layout.page - 1 && continues(previous, t)),
  )
  const taken = new Set(ruled.flatMap((t) => wordsInside(layout.words, t.box)))
  const rest = layout.words.filter((w) => !taken.has(w))
  const aligned = textColumns(rest).flatMap((words) => alignedTables(layout.page, words, layout.words))
  return [...ruled, ...aligned].sort((a, b) => a.box.top - b.box.top || a.box.x0 - b.box.x0)
}

import type { PageLayout, Word } from './pdf-types.js'

/** A page number sits in the top or bottom this share of the page... */
const MARGIN = 0.15
/** ...its words at most this many font heights apart. */
const GAP = 1

const LABEL = /^(page|p\.|seite|página)$/i

/**
 * The words of the page's own number in its top or bottom margin, labelled: "Page 3", "Page 3 of
 * 12", "Page 3/12" on page 3. A spreadsheet prints "Page N" in every page's footer, and a row taller
 * than the page runs its ruled grid over the footer, where it would read as cells. A bare "3" is
 * left alone: a table's cell holds such a number as often as a footer does.
 */
export function pageNumberWords(layout: PageLayout): Set<Word> {
  const found = new Set<Word>()
  const number = new RegExp(`^${layout.page}(/\\d+)?$`)
  const inMargin = (w: Word) => w.bottom < MARGIN * layout.height || w.top > (1 - MARGIN) * layout.height
  for (const word of layout.words) {
    if (!inMargin(word) || !number.test(word.text)) continue
    const line = layout.words
      .filter((w) => Math.abs(w.bottom - word.bottom) < 0.2 * word.size)
      .sort((a, b) => a.x0 - b.x0)
    const at = line.indexOf(word)
    const label = line[at - 1]
    if (!label || !LABEL.test(label.text) || !near(label, word)) continue
    found.add(label).add(word)
    const [of, total] = [line[at + 1], line[at + 2]]
    if (of && total && /^(of|de|von)$/i.test(of.text) && /^\d+$/.test(total.text) && near(word, of))
      found.add(of).add(total)
  }
  return found
}

const near = (a: Word, b: Word): boolean => b.x0 - a.x1 < GAP * b.size && b.x0 >= a.x0

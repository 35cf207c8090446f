import type { Word } from './pdf-types.js'
import { groupLines, phrasesOf, type TextLine } from './text-lines.js'

/** A phrase of running text: at least this many words... */
const PROSE_WORDS = 5
/** ...on lines where two such phrases sit side by side, this many at least, for a page in columns. */
const MIN_PROSE_LINES = 3
/** A gutter is at least this wide (points). */
const MIN_GUTTER = 4

interface Span {
  readonly x0: number
  readonly x1: number
}

/**
 * Splits a page set in columns of running text (a newsletter, a notice in two columns) into its
 * columns, so that a table inside one column is read apart from the text beside it, and lines of
 * text side by side are not taken for rows of a table. A gutter is the gap that lines holding two
 * phrases of running text side by side share, and it holds as far up and down as no word crosses
 * it. Words above and below are looked at again the same way. Returns the page's words in groups.
 */
export function textColumns(words: readonly Word[]): Word[][] {
  const lines = groupLines(words)
  const shared = sharedGutter(lines)
  if (!shared) return [[...words]]
  const prose = lines.map((line) => proseGaps(line).some((g) => g.x0 <= shared.x0 && g.x1 >= shared.x1))
  const first = prose.indexOf(true)
  const last = prose.lastIndexOf(true)
  // Lines of the columns that hold no running text beside each other narrow the gutter to what all leave empty.
  const gutter = { ...shared }
  for (const word of lines.slice(first, last + 1).flatMap((l) => l.words)) {
    if (word.x1 <= gutter.x0 || word.x0 >= gutter.x1) continue
    if ((word.x0 + word.x1) / 2 < (shared.x0 + shared.x1) / 2) gutter.x0 = word.x1
    else gutter.x1 = word.x0
  }
  if (gutter.x1 - gutter.x0 < MIN_GUTTER) return [[...words]]
  const crosses = (line: TextLine) => line.words.some((w) => w.x0 < gutter.x1 && w.x1 > gutter.x0)
  let top = first
  while (top > 0 && !crosses(lines[top - 1] as TextLine)) top--
  let bottom = last
  while (bottom < lines.length - 1 && !crosses(lines[bottom + 1] as TextLine)) bottom++
  if (lines.slice(top, bottom + 1).some(crosses)) return [[...words]]
  const middle = (gutter.x0 + gutter.x1) / 2
  const inside = lines.slice(top, bottom + 1).flatMap((l) => l.words)
  const outside = [...lines.slice(0, top), ...lines.slice(bottom + 1)].flatMap((l) => l.words)
  const left = inside.filter((w) => w.x1 <= middle)
  const right = inside.filter((w) => w.x0 >= middle)
  // Above or below, the page may hold another stretch in columns.
  return [...textColumns(outside), left, right].filter((group) => group.length > 0)
}

/** The gaps between neighbouring phrases of running text on a line. */
function proseGaps(line: TextLine): Span[] {
  const found = phrasesOf(line.words)
  const gaps: Span[] = []
  for (const [i, phrase] of found.entries()) {
    const next = found[i + 1]
    if (next && phrase.words >= PROSE_WORDS && next.words >= PROSE_WORDS)
      gaps.push({ x0: phrase.x1, x1: next.x0 })
  }
  return gaps
}

/** The widest x-range inside the prose gaps of enough lines, or none. */
function sharedGutter(lines: readonly TextLine[]): Span | undefined {
  const gaps = lines.flatMap(proseGaps)
  let best: { span: Span; count: number } | undefined
  for (const seed of gaps) {
    const holding = gaps.filter((g) => g.x0 < seed.x1 && g.x1 > seed.x0)
    const span = {
      x0: Math.max(...holding.map((g) => g.x0)),
      x1: Math.min(...holding.map((g) => g.x1)),
    }
    if (span.x1 <= span.x0) continue
    if (!best || holding.length > best.count) best = { span, count: holding.length }
  }
  return best && best.count >= MIN_PROSE_LINES ? best.span : undefined
}

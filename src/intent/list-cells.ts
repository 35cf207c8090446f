import { isPlaceholder } from './cell-patterns.js'

/**
 * Cells that hold lists of items: "[organic, vegan]", "Drama|Comedy|Crime", "6 pack; 12 pack",
 * "Nora Roberts/Neil Gaiman".
 * Counting or filtering such a column by whole cells answers about combinations nobody asked
 * about, so the table model marks it and the SQL planner reads it item by item.
 */

export type ListSeparator = ',' | ';' | '|' | '/'

/** ("Nora Roberts/Neil Gaiman": a slash joins the authors of a book as a comma would.) */
const SEPARATORS: readonly ListSeparator[] = [',', ';', '|', '/']

/**
 * One item between separators, the pattern's first group: the run of characters that are neither
 * the separator, a square bracket nor a double quote, starting and ending on something other than
 * a space or a single quote ("['Drama', 'Comedy']" gives Drama and Comedy, "Children's" stays
 * whole), past an "and" or "or" that closes the list. SQL reads the same items with
 * regexp_extract_all over the same pattern and group (see SQL_CONSTANTS).
 */
const itemPattern = (separator: ListSeparator): string => {
  const edge = `[^${separator}\\[\\]"'\\s]`
  // ("Auto Loan, Student Loan, and Payday Loan": the last item's "and" is the list's, not the item's.)
  return `(?:(?:and|or)\\s+)?(${edge}(?:[^${separator}\\[\\]"]*${edge})?)`
}

export const LIST_ITEM_PATTERNS: Readonly<Record<ListSeparator, string>> = {
  ',': itemPattern(','),
  ';': itemPattern(';'),
  '|': itemPattern('|'),
  '/': itemPattern('/'),
}

const ITEM_REGEXPS = Object.fromEntries(
  SEPARATORS.map((s) => [s, new RegExp(LIST_ITEM_PATTERNS[s], 'gu')]),
) as Record<ListSeparator, RegExp>

/** The items of a list cell, trimmed, brackets and quotes left out; none for "[]". */
export function listItems(cell: string, separator: ListSeparator): string[] {
  return [...cell.matchAll(ITEM_REGEXPS[separator])].map((m) => m[1] as string)
}

/**
 * The different items of a list column with the number of rows listing each, most listed first:
 * the units a question names ("vegan" of "[organic, vegan]") and the value index looks up.
 */
export function itemCells(cells: readonly Cell[], separator: ListSeparator): Cell[] {
  const counts = new Map<string, number>()
  for (const { value, count } of cells)
    for (const item of new Set(listItems(value, separator))) counts.set(item, (counts.get(item) ?? 0) + count)
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count)
}

interface Cell {
  readonly value: string
  readonly count: number
}

/** Cells (weighted by count) of at least two items before a column counts as a list. */
const MIN_LISTS = 5
/** The share of filled cells that must hold two items or more. */
const MIN_LIST_SHARE = 0.2
/** Each item must come back this often on average: a list draws on a small vocabulary. */
const MIN_USES_PER_ITEM = 3
/**
 * The share of the items after the first that also come first somewhere. In a list any item may
 * lead; in "City, ST", "Lastname, Firstname" or "Jan 5, 2010" the pieces after the comma are of
 * another kind than the first (state codes, first names, years) and almost never lead.
 */
const MIN_LEADING_SHARE = 0.2
/** The share of the items after the first that lead at least one cell, in lists kept sorted. */
const MIN_SORTED_LEADING_SHARE = 0.8
/** Cells in square brackets that make a column a list whoever leads its cells. */
const MIN_BRACKETED_SHARE = 0.9
/** Items are words, not numbers ("1,250" is one amount). */
const MIN_WORDY_SHARE = 0.8
/** Lists of numbers write a space after every comma, as no amount does. */
const MIN_SPACED_SHARE = 0.95

/**
 * The separator a column's cells list items with, or undefined when they are not lists. Cells are
 * the column's distinct values with their counts (the value index).
 */
export function listSeparatorOf(cells: readonly Cell[]): ListSeparator | undefined {
  let best: ListEvidence | undefined
  for (const separator of SEPARATORS) {
    if (!oftenWritten(cells, separator)) continue
    const evidence = listEvidence(cells, separator)
    if (readsAsLists(evidence) && (!best || evidence.lists > best.lists)) best = evidence
  }
  return best?.separator
}

/** The separator is in enough cells for a list column: a cheap test before splitting them all. */
function oftenWritten(cells: readonly Cell[], separator: ListSeparator): boolean {
  let total = 0
  let written = 0
  for (const { value, count } of cells) {
    total += count
    if (value.includes(separator)) written += count
  }
  return written >= MIN_LISTS && written >= MIN_LIST_SHARE * total
}

/** What the cells look like when split on one separator; counts are weighted by cell counts. */
export interface ListEvidence {
  readonly separator: ListSeparator
  /** Cells with at least one item. */
  readonly filled: number
  /** Cells with two items or more. */
  readonly lists: number
  /** Different cells with at least one item. */
  readonly distinctCells: number
  /** Different items (case aside). */
  readonly vocabulary: number
  /** Items written, all cells together. */
  readonly uses: number
  /** Items with a letter in them. */
  readonly wordy: number
  /** Items written after the first of their cell. */
  readonly following: number
  /** The same, each counted by the share of its item's uses that come first in their cell. */
  readonly leading: number
  /** Filled cells written in square brackets, as a list prints: "[Wifi, Kitchen]". */
  readonly bracketed: number
  /** Items after the first (weighted by count) that lead some cell: "Adventure, Comedy" sorted A-Z. */
  readonly followingThatLead: number
  /** Cells of two items or more whose every separator is followed by a space: "69, 88". */
  readonly spaced: number
}

export function listEvidence(cells: readonly Cell[], separator: ListSeparator): ListEvidence {
  let filled = 0
  let lists = 0
  let uses = 0
  let wordy = 0
  let distinctCells = 0
  let bracketed = 0
  let spaced = 0
  const usesOf = new Map<string, number>()
  const leadsOf = new Map<string, number>()
  const followsOf = new Map<string, number>()
  const bump = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)
  for (const { value, count } of cells) {
    if (isPlaceholder(value)) continue
    const items = listItems(value, separator)
    if (items.length === 0) continue
    filled += count
    distinctCells++
    if (/^\s*\[.*\]\s*$/su.test(value)) bracketed += count
    if (items.length >= 2) lists += count
    if (items.length >= 2 && value.split(separator).length - 1 === value.split(`${separator} `).length - 1)
      spaced += count
    items.forEach((item, i) => {
      const key = item.toLowerCase()
      uses += count
      if (/\p{L}/u.test(item)) wordy += count
      bump(usesOf, key, count)
      bump(i === 0 ? leadsOf : followsOf, key, count)
    })
  }
  let following = 0
  let leading = 0
  let followingThatLead = 0
  for (const [item, n] of followsOf) {
    following += n
    leading += (n * (leadsOf.get(item) ?? 0)) / (usesOf.get(item) ?? 1)
    if (leadsOf.has(item)) followingThatLead += n
  }
  const vocabulary = usesOf.size
  return {
    separator,
    filled,
    lists,
    distinctCells,
    vocabulary,
    uses,
    wordy,
    following,
    leading,
    followingThatLead,
    bracketed,
    spaced,
  }
}

function readsAsLists(e: ListEvidence): boolean {
  if (e.lists < MIN_LISTS || e.lists < MIN_LIST_SHARE * e.filled) return false
  if (e.vocabulary >= e.distinctCells || e.uses < MIN_USES_PER_ITEM * e.vocabulary) return false
  // Items kept in one order ("[Wifi, Kitchen]" always Wifi first) lead rarely; brackets say list.
  const bracketed = e.bracketed >= MIN_BRACKETED_SHARE * e.filled
  // ("Stephen King/Peter Straub": the illustrators and translators after a slash seldom lead, and
  // no "City, ST" is written with one; nor with a semicolon, which a survey's multiple choice
  // writes in its answers' own order: "HTML/CSS;Python;SQL".)
  const slashed = e.separator === '/' || e.separator === ';'
  // (Items sorted A to Z lead seldom, "Sci-Fi" after "Adventure", but most lead some cell; the
  // states of "City, ST" lead none.)
  const sorted = e.followingThatLead >= MIN_SORTED_LEADING_SHARE * e.following
  // ("69, 88", "11201, 11237": numbers listed with a space after each comma; "1,250" is one amount.)
  const spacedNumbers = e.separator === ',' && e.spaced >= MIN_SPACED_SHARE * e.lists
  return (
    (e.wordy >= MIN_WORDY_SHARE * e.uses || spacedNumbers) &&
    (bracketed || slashed || sorted || e.leading >= MIN_LEADING_SHARE * e.following)
  )
}

import type { ColumnLink } from '../column-linker.js'
import { numericReading } from '../column-roles.js'
import { type Draft, wordAt } from '../draft.js'
import { isFlag } from '../flag-linker.js'
import type { NumberLink } from '../number-finder.js'
import { type Analysis, tableStems } from '../question-analysis.js'
import type { ColumnModel } from '../table-model.js'
import {
  COMPARATIVE_LESS,
  COMPARATIVE_MORE,
  COUNT_RANKS,
  RELATIVES,
  SUPERLATIVE_MAX,
  SUPERLATIVE_MIN,
} from '../word-lists.js'

/**
 * Where a superlative stands in a question and what stands around it: how many it keeps ("top
 * 3"), the words that count rows ("most common"), and the column its ranking labels. The
 * readings built on them are in superlative-recognizer.ts.
 */

/** Index and direction of a superlative ("most", "lowest", "tallest"), not "at least"/"at most". */
export function superlativeAt(a: Analysis): { index: number; max: boolean } | undefined {
  const found: { index: number; max: boolean }[] = []
  for (let i = 0; i < a.tokens.length; i++) {
    const w = wordAt(a, i)
    if (wordAt(a, i - 1) === 'at' && (w === 'least' || w === 'most')) continue
    if (a.values.some((v) => v.start <= i && i < v.end)) continue
    if (SUPERLATIVE_MAX.has(w)) found.push({ index: i, max: true })
    else if (SUPERLATIVE_MIN.has(w)) found.push({ index: i, max: false })
  }
  // "the top 3 wines with the highest alcohol", "the top 2 most common": "top" counts, the later
  // superlative ranks; "the most common 4 types with the most animals" says the ranking twice.
  const [first, second] = found
  if (!first) return comparativeOfGroups(a)
  if (!second) return first
  if (COUNT_RANKS.has(wordAt(a, first.index))) return second
  return saysCommonAgain(a, first, second) ? second : first
}

/**
 * "which sex has more patients with heart disease", "which school has the higher average": a
 * comparative with nothing to compare against picks the group that has the most.
 */
function comparativeOfGroups(a: Analysis): { index: number; max: boolean } | undefined {
  if (!['which', 'what', 'who'].includes(wordAt(a, 0))) return undefined
  if (a.tokens.some((t) => t.text === 'than' || t.text === 'or' || t.text === 'between')) return undefined
  const at = a.tokens.find((t) => COMPARATIVE_MORE.has(t.text) || COMPARATIVE_LESS.has(t.text))
  if (
    !at ||
    wordAt(a, at.index - 1) === 'no' ||
    a.values.some((v) => v.start <= at.index && at.index < v.end)
  )
    return undefined
  return { index: at.index, max: COMPARATIVE_MORE.has(at.text) }
}

/** "the most common 4 types with the most animals": a "most common" the later superlative restates. */
const saysCommonAgain = (
  a: Analysis,
  first: { index: number; max: boolean },
  second: { index: number; max: boolean },
) =>
  COUNTING.has(wordAt(a, first.index)) &&
  COMMON.has(wordAt(a, first.index + 1)) &&
  first.max === second.max &&
  RANKED_BY.has(wordAt(a, second.index - (wordAt(a, second.index - 1) === 'the' ? 2 : 1)))

export const COUNTING = new Set(['most', 'least', 'fewest', 'more', 'fewer'])
/** "the most common X", "the items most frequently bought": rows counted per X. */
export const COMMON = new Set(['common', 'commonly', 'frequent', 'frequently', 'popular', 'often'])

/** Question words a count of the things asked may follow: "which 4 countries". */
const ASKING_HOW_MANY = new Set(['which', 'what'])

const RANKED_BY = new Set(['with', 'having', 'by', 'have', 'has', 'had'])

/** "top 3", "3 most", "5 lowest": how many to keep, next to the superlative. */
export function topCount(a: Analysis, at: number): NumberLink | undefined {
  // ("who served table 7 most often": a number right after a column's name is its value.)
  const namesAValue = (n: NumberLink) =>
    a.columns.some((l) => l.end === n.start && l.start !== at && !COUNT_RANKS.has(wordAt(a, l.start)))
  const fits = (n: NumberLink) =>
    !n.ordinal && !n.decade && n.value >= 1 && n.value <= 1000 && !namesAValue(n)
  return (
    a.numbers.find((n) => fits(n) && (n.end === at || n.start === at + 1)) ??
    // "the most common 3 products"
    a.numbers.find((n) => fits(n) && n.start === at + 2 && COMMON.has(wordAt(a, at + 1))) ??
    // "which 4 countries appear most often": the number after the question word counts the things.
    a.numbers.find(
      (n) =>
        fits(n) &&
        n.end < at &&
        ASKING_HOW_MANY.has(wordAt(a, n.start - 1)) &&
        (a.tokens[n.end]?.tags.has('Plural') === true || a.columns.some((l) => l.start === n.end)),
    ) ??
    // "the top 3 items most frequently bought": "top" before the ranked things counts them.
    a.numbers.find(
      (n) => fits(n) && n.end < at && COUNT_RANKS.has(wordAt(a, n.start - 1)) && isRankedThing(a, n.end, at),
    ) ??
    // "the 5 orders with the lowest revenue", "the top 3 animal names with the most legs": the
    // number counts the things the superlative ranks, named in up to three words before "with".
    a.numbers.find((n) => {
      if (!fits(n)) return false
      const joint = [1, 2, 3].map((k) => n.end + k).find((k) => RANKED_BY.has(wordAt(a, k)))
      if (joint === undefined || at <= joint || at - joint > 2) return false
      // The things end right before the joint: a plural, or a column's name ("company sizes");
      // "the three regions that have the most": a relative pronoun may stand between.
      const end = RELATIVES.has(wordAt(a, joint - 1)) ? joint - 1 : joint
      return a.tokens[end - 1]?.tags.has('Plural') === true || a.columns.some((l) => l.end === end)
    })
  )
}

/** "items" in "top 3 items most ...": one plural or a column's name between the count and the superlative. */
function isRankedThing(a: Analysis, from: number, sup: number): boolean {
  const link = a.columns.find((l) => l.start === from)
  const end = link ? link.end : a.tokens[from]?.tags.has('Plural') ? from + 1 : -1
  return end === sup
}

/**
 * The label when the question has no question word: "top 3 products by revenue", "the top 4 class
 * types with the most legs" (a column of a few numeric codes labels groups like text).
 */
export function labelLink(d: Draft, after: number, exclude: string | undefined): ColumnLink | undefined {
  const a = d.a
  // "business class passengers": a column named after one of its values is that value's, no label.
  // ("debit card payments" over payment_type and payment_sequential: so is a word of the value's
  // own column, whatever other column it names in part.)
  const ofValue = (l: ColumnLink) =>
    a.values.some(
      (v) =>
        v.end === l.start &&
        v.cells.some(
          (c) =>
            c.column === l.column.name ||
            (l.end === l.start + 1 &&
              a.model.byName.get(c.column)?.stems.includes(a.tokens[l.start]?.stem ?? '') === true),
        ),
    )
  // "the 4 lowest passenger counts among flights": after "among", the rows' own noun is whom the
  // ranking is over, no groups.
  // ("the 4 lowest costs among leather items" over itemType: past the cell, a kind's modifier.)
  const among = (l: ColumnLink) => {
    let i = l.start - 1
    const cell = a.values.find((v) => v.end === l.start)
    if (cell) i = cell.start - 1
    if (wordAt(a, i) === 'the') i--
    const rows =
      a.rowNouns.includes(l.start) || (l.tier === 'partial' && a.tokens[l.start]?.stem !== l.column.head)
    return rows && wordAt(a, i) === 'among'
  }
  // ("the deepest well depth" over wells.csv and well_use: the table's own noun, named in part, is
  // the rows'.)
  // ("the top 3 repair costs" over shoe_repairs and a repairs column: the table's noun in the
  // singular, before the amount, says whose amount; no group.)
  const ownNoun = (l: ColumnLink) =>
    l.end === l.start + 1 &&
    tableStems(a.model).has(a.tokens[l.start]?.stem ?? '') &&
    (l.tier === 'partial' ||
      (a.tokens[l.start]?.tags.has('Singular') === true &&
        a.columns.some((m) => m.start === l.end && numericReading(m.column) !== undefined)))
  return a.columns.find(
    (l) =>
      l.start >= after &&
      l.column.name !== exclude &&
      !ownNoun(l) &&
      (!numericReading(l.column) || isCodes(l.column) || (l.start === after && labelThenBy(a, after))) &&
      !ofValue(l) &&
      !among(l) &&
      // ("which skipper got the highest ratings" over skipper_included Y/N: no skippers are named.)
      !(l.tier === 'partial' && isFlag(a.model, l.column)),
  )
}

/** A column named right at `at`, then "by": "zipcodes by number of houses" labels the ranking. */
export function labelThenBy(a: Analysis, at: number): boolean {
  const link = a.columns.find((l) => l.start === at)
  return link !== undefined && wordAt(a, link.end) === 'by'
}

/** A number column of a few codes, each on many rows ("class" 1-7, "rating" 1-5); no years. */
export const isCodes = (c: ColumnModel) =>
  c.kind === 'number' && c.shape.year < 0.8 && c.distinct <= CODE_VALUES && c.distinct * 3 <= c.nonNull

/** At most this many numbers in a column of codes ("class" 1-3, "rating" 1-5). */
const CODE_VALUES = 12

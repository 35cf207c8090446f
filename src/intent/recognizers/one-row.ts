import { type ColumnLink, namesEntity } from '../column-linker.js'
import { differsOnEveryRow, numericReading } from '../column-roles.js'
import { type Draft, wordAt } from '../draft.js'
import { type Analysis, isCovered } from '../question-analysis.js'
import { ENTITY_NOUNS, isRowWord } from '../vocabulary/row-nouns.js'
import { COUNT_RANKS, SUPERLATIVE_MAX, SUPERLATIVE_MIN } from '../word-lists.js'

/*
 * Whether a superlative ranks rows one by one or groups: the nouns and keys that name one row
 * ("the student with the most absences", "the most expensive session").
 */

/**
 * "the school of the student with the most absences", "the outcome for the person with the highest
 * BMI", "the products of the 5 orders with the lowest revenue": a noun between the asked column and the superlative names one row, so rows rank,
 * not groups.
 */
export function ofARow(d: Draft, asked: ColumnLink | undefined, sup: number): boolean {
  const a = d.a
  if (!asked) return false
  // "the product names of the 3 laptops": the column's names are its values.
  // ("the grant outcomes of the 2 filings" over Granted: a head noun after the column's name too.)
  const headed =
    a.tokens[asked.end]?.tags.has('Noun') === true &&
    !isCovered(a, asked.end) &&
    ['of', 'for'].includes(wordAt(a, asked.end + 1))
  const named = ['name', 'names'].includes(wordAt(a, asked.end)) || headed ? asked.end + 1 : asked.end
  if (!['of', 'for'].includes(wordAt(a, named))) return false
  let i = named + 1
  const skipped = (w: string) => ['the', 'a', 'an', 'each'].includes(w) || COUNT_RANKS.has(w)
  while (skipped(wordAt(a, i)) || a.numbers.some((n) => n.start === i)) i++
  // "the ages of the 3 richest people": the rows' noun after their superlative ("the sites of the
  // 3 most expensive flights": after "most" and its adjective).
  const graded = ['most', 'least'].includes(wordAt(a, sup)) && a.tokens[sup + 1]?.tags.has('Adjective')
  const after = sup + (graded ? 2 : 1)
  if (i === sup && a.rowNouns.includes(after)) {
    for (let w = asked.end; w <= named; w++) d.useWord(w)
    return true
  }
  // "the bands of the 3 shortest-distance contacts": a plural naming nothing of the table, after
  // the measure, is what has the asked column.
  const thing = a.columns.find((l) => l.start === after)?.end
  if (i === sup && thing !== undefined && thingsRanked(a, thing)) {
    for (let w = asked.end; w <= named; w++) d.useWord(w)
    d.useWord(thing)
    return true
  }
  const noun = a.tokens[i]
  // compromise tags some nouns before "with" as adjectives ("the animal with the most legs").
  const nounLike = noun?.tags.has('Noun') || (noun?.tags.has('Adjective') && wordAt(a, i + 1) === 'with')
  // ("the city of the student with the highest CGPA" where a Profession is Student: one row
  // called by a singular that is also a cell, read as its condition too.)
  const oneCalled = noun?.tags.has('Singular') === true && wordAt(a, i + 1) === 'with'
  if (!nounLike || i >= sup || (!oneCalled && a.values.some((v) => v.start <= i && i < v.end))) return false
  // ("which type of avocado has ...": a bare noun after "which X of" says what X is a kind of.)
  if (
    wordAt(a, 0) === 'which' &&
    i === named + 1 &&
    noun?.tags.has('Singular') &&
    wordAt(a, i + 1) !== 'with'
  )
    return false
  for (let w = asked.end; w <= named; w++) d.useWord(w)
  d.useWord(i)
  for (const l of a.columns) if (l.start === i) d.use(l)
  return true
}

/** A plural noun at `i` that no column, cell or number of the table claims. */
const thingsRanked = (a: Analysis, i: number) =>
  a.tokens[i]?.tags.has('Plural') === true &&
  a.tokens[i]?.tags.has('Noun') === true &&
  (a.rowNouns.includes(i) || !isCovered(a, i))

/**
 * "on what date did the most destructive tornado occur", "the state of the tornado with the most
 * injuries": the rows called by a singular noun, so one row ranks, not a group's total.
 */
export const oneRowNamed = (a: Analysis) =>
  oneRecord(a) ||
  oneKeyedRow(a) ||
  a.rowNouns.some((i) => {
    const t = a.tokens[i]
    const next = a.tokens[i + 1]
    // "tornado magnitude", "tornado-related injuries": a modifier, not the rows' name.
    const head =
      !next || !['Noun', 'Adjective', 'Verb'].some((tag) => next.tags.has(tag)) || next.text === 'with'
    // ("departure delay" over a table named flight_delays names a column, not the rows; "the
    // average cost per event" divides by the rows, it names no one of them.)
    return (
      t?.tags.has('Singular') === true &&
      !['per', 'each', 'every'].includes(wordAt(a, i - 1)) &&
      !t.tags.has('Plural') &&
      head &&
      !isCovered(a, i + 1) &&
      !a.columns.some((l) => l.start < i && i < l.end)
    )
  })

/**
 * "on what date did the most expensive session take place" over Session ID, "the highest-altitude
 * flight" over flight_id: a singular noun right after the superlative (and its measure) naming a
 * key of the rows in part is one row.
 */
const oneKeyedRow = (a: Analysis) =>
  a.allColumns.some((l) => {
    const t = a.tokens[l.start]
    // ("the highest-altitude flight": after the superlative and its measure.)
    const measure = a.columns.find(
      (m) => m.end === l.start && m.column !== l.column && numericReading(m.column),
    )
    const before = a.tokens[(measure?.start ?? l.start) - 1]
    const ranked =
      before !== undefined &&
      (before.tags.has('Superlative') ||
        SUPERLATIVE_MAX.has(before.text) ||
        SUPERLATIVE_MIN.has(before.text) ||
        (before.tags.has('Adjective') && ['most', 'least'].includes(wordAt(a, before.index - 1))))
    // ("the highest total revenue" over total and sale_id: a word naming the key loosely, revenue
    // for a sale, names no row.)
    return (
      ranked &&
      l.tier === 'partial' &&
      !l.loose &&
      l.end === l.start + 1 &&
      t?.tags.has('Singular') === true &&
      // ("the highest total order value": a noun after it heads the compound; the key's word only
      // says whose.)
      a.tokens[l.end]?.tags.has('Noun') !== true &&
      namesEntity(l) &&
      differsOnEveryRow(a.model, l.column)
    )
  })

/**
 * "which region has the record with the highest rainfall": a word for one row, then its rank.
 * ("which fencer won the bout with the highest prize money" over Bout No: so is the word the rows'
 * key is named by.)
 */
const oneRecord = (a: Analysis) =>
  a.tokens.some(
    (t) =>
      // ("the summons with the highest mileage" over Summons No: the key's word as its header
      // writes it, whatever the tagger says of its number.)
      (isRowWord(t) || namesKey(a, t.index)) &&
      (!t.tags.has('Plural') || keyWritten(a, t.index)) &&
      ['with', 'that', 'which', 'where'].includes(wordAt(a, t.index + 1)),
  )

/** The one-word link at `i` to the rows' key, if the word names it ("bout" for Bout No). */
const keyLink = (a: Analysis, i: number) =>
  a.allColumns.find(
    (l) => l.start === i && l.end === i + 1 && namesEntity(l) && differsOnEveryRow(a.model, l.column),
  )

const namesKey = (a: Analysis, i: number) => keyLink(a, i) !== undefined

const keyWritten = (a: Analysis, i: number) => keyLink(a, i)?.column.words[0] === a.tokens[i]?.text

/** A singular noun for the rows ("transaction", "order") that names no column or cell itself. */
export const namesOneRow = (a: Analysis, i: number) => {
  const t = a.tokens[i]
  return (
    t?.tags.has('Noun') &&
    !t.tags.has('Plural') &&
    (ENTITY_NOUNS.has(t.lemma) || a.rowNouns.includes(i)) &&
    !isCovered(a, i)
  )
}

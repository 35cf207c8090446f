import { type ColumnLink, namesEntity } from './column-linker.js'
import {
  isAdditive,
  isCategory,
  isMoney,
  isQuantity,
  isRankColumn,
  measuredIn,
  numericReading,
  timeOfDay,
  timeReading,
} from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import { isFlag } from './flag-linker.js'
import type { Measure, ValueOf } from './intent-types.js'
import { type Analysis, isCovered } from './question-analysis.js'
import { type ColumnModel, ownNameWord, type TableModel } from './table-model.js'
import { AGGREGATE_WORDS } from './vocabulary/aggregate-words.js'
import { ENTITY_NOUNS, isPersonWord, isRowWord } from './vocabulary/row-nouns.js'
import { columnUnit, type Unit, unitOf } from './vocabulary/unit-conversions.js'
import { ADJECTIVE_MEASURES, HOW_MUCH_STEMS, LOWER_IS_FASTER, REVENUE_WORDS } from './word-lists.js'
import { stemWord } from './word-stem.js'

/** A numeric quantity the question compares or ranks by. */
export interface FoundMeasure {
  readonly value: ValueOf
  readonly link?: ColumnLink
  /** True when a larger value wins (false for "fastest" on a time column). */
  readonly largerWins: boolean
  /** "the highest average magnitude": groups are compared by their mean, not their sum. */
  readonly averaged?: boolean
  /** The average is said only by the column's own name ("average price" for AveragePrice). */
  readonly averageInName?: boolean
  /** "the largest invoice": the size of one row, never a group's total. */
  readonly ofOneRow?: boolean
}

const SPEED_WORDS = new Set(['fastest', 'faster', 'quickest', 'quicker', 'slowest', 'slower'])
const SPEED_STEM = stemWord('speed')

const SKIP = new Set([
  'the',
  'number',
  'of',
  'amount',
  'total',
  'a',
  'an',
  'in',
  'most',
  'least',
  'highest',
  'lowest',
  'greatest',
  'largest',
  'smallest',
  'fewest',
  'more',
  'less',
  'fewer',
  'overall',
  'combined',
])

/**
 * Things counted, named by a word of a column's name that is not what the name is about:
 * "applicants" of ApplicantIncome, "units" of unit_price.
 */
function modifierOnly(a: Analysis, link: ColumnLink): boolean {
  if (link.tier !== 'partial' || link.column.head === undefined || link.end - link.start !== 1) return false
  const said = a.tokens[link.start]
  // ("people per square kilometer" names a density by its people.)
  if (!said?.tags.has('Plural') || wordAt(a, link.end) === 'per') return false
  // (A thing, not a person, only as the first of a two-word compound: "unit price"; "the most
  // orders" over order_total counts orders, though "the most tips" over tip_amt adds tips up.)
  // ("the most loans" over kiva_loans' loan_amount: so the table's own noun, what its rows are.)
  const rowThing = ROW_THINGS.has(said.lemma) || ownNameWord(a.model, said.stem)
  const counted = rowThing && stemWord(link.column.words[0] ?? '') === said.stem
  if (!isPersonWord(said) && !modifiesHead(link.column, said) && !counted) return false
  return said.stem !== link.column.head && said.surfaceStem !== link.column.head
}

/** ("more sales records than" over Amount: a plural word for rows after the name counts the rows.) */
export const rowsNamedAfter = (a: Analysis, link: ColumnLink): boolean => {
  const after = a.tokens[link.end]
  return after?.tags.has('Plural') === true && isRowWord(after)
}

/** "trips" over Trip Miles: a plural that names the things a column measures in a unit, not said. */
export const measuresThings = (a: Analysis, link: ColumnLink): boolean => {
  const said = a.tokens.slice(link.start, link.end)
  const last = said.at(-1)
  return (
    measuredIn(link.column) !== undefined &&
    last?.tags.has('Plural') === true &&
    !said.some((t) => unitOf(t.text) !== undefined) &&
    // (Not a word of how much: "the sum of all totals" over TotalKg names the amounts.)
    !HOW_MUCH_STEMS.has(last.stem) &&
    stemWord(link.column.words[0] ?? '') === last.stem
  )
}

/**
 * "units" of unit_price: the first word of a two-word name whose second is its head. (Not of a
 * head that only says "how much": the "tips" of tip_amt are what it adds up.)
 */
export const modifiesHead = (column: ColumnModel, said: { stem: string }) =>
  column.words.length === 2 &&
  stemWord(column.words[0] ?? '') === said.stem &&
  stemWord(column.words[1] ?? '') === column.head &&
  !HOW_MUCH_STEMS.has(column.head)

/** Things each a row of a business's records, counted rather than added up. */
const ROW_THINGS = new Set([
  'order',
  'sale',
  'transaction',
  'booking',
  'invoice',
  'purchase',
  'shipment',
  'visit',
  'trip',
  'line',
])

/** A numeric column named within a few words after `from`. */
export function numericLinkAfter(d: Draft, from: number, maxWords = 4): ColumnLink | undefined {
  const a = d.a
  for (let i = from, seen = 0; i < a.tokens.length && seen <= maxWords; i++) {
    const found = a.columns.find((l) => l.start === i)
    // In a compound ("order value") the last noun is the head: a column right after wins.
    // ("the total weight shipped": a date named after the amount is no head of it.)
    const head =
      found &&
      a.columns.find(
        // ("the highest bonus paid": a participle after an amount is no head of a compound;
        // "the oldest company founded": after a name it is the measure.)
        // ("the most views gained stream in" over Views gained: a name said in full, of several
        // words, is whole; a word after it named in part starts the next clause.)
        (l) =>
          l.start === found.end &&
          numericReading(l.column) &&
          numericReading(l.column) !== 'date' &&
          (a.tokens[l.start]?.tags.has('Noun') === true || !numericReading(found.column)) &&
          !(found.tier === 'exact' && found.end - found.start > 1 && l.tier === 'partial') &&
          // ("the highest CO2 readings" over reading_id: the rows' own noun heads no amount.)
          !(l.tier === 'partial' && a.rowNouns.includes(l.start)),
      )
    // ("the most gross revenue" over Gross ($) and Concessions Amt: an amount named in full is the
    // measure; a general word after it, named in part by another column, only restates it.)
    // ("the top 3 cash amounts collected" over cash_collected: "amounts" only says it is money.)
    const howMuch =
      head !== undefined && head.end - head.start === 1 && HOW_MUCH_STEMS.has(stemWord(head.said))
    const restated =
      found !== undefined &&
      head !== undefined &&
      (found.tier === 'exact' || howMuch) &&
      isQuantity(found.column) &&
      // ("the average discount amount" over Discounts and Sales: "amount" a synonym of Sales.)
      (head.tier === 'partial' || head.tier === 'synonym') &&
      // (Only a word linked loosely: "the highest population density" names Density per km².)
      (head.loose === true || howMuch)
    // (Disclosed: "Matched 'revenue' to the column Gross ($)".)
    if (restated) {
      for (let j = head.start; j < head.end; j++) d.useWord(j)
      d.note({ said: head.said, matched: found.column.name, what: 'column' })
    }
    const link = restated ? found : (head ?? found)
    // ("the highest fuel cost" over Fuel Type: a kind before the amount may ask for a group's total,
    // or only say what every amount is for; something else must read it.)
    const amount = head !== undefined && numericReading(head.column) === 'number' && !timeReading(head.column)
    if (found && head && amount && isCategory(found.column))
      for (let j = found.start; j < found.end; j++) d.require(j)
    else if (found && head) d.use(found)
    if (link) {
      if (!numericReading(link.column) || numericReading(link.column) === 'date') return undefined
      // "the top 3 employees": the rows, never ranked by their identifiers.
      // ("the 3 most reviewed clothing IDs": nor by an identifier named in full.)
      if (namesEntity(link) || link.column.stems.at(-1) === ID) return undefined
      // ("the highest number of donations" over a 0/1 "whether he/she donated" column: a yes/no
      // named in part is no amount.)
      if (link.tier === 'partial' && isFlag(a.model, link.column)) return undefined
      // "the most applicants" over ApplicantIncome: people are counted, never the amount.
      if (modifierOnly(a, link)) return undefined
      // ("the most trips" over Trip Miles: things said in the plural, of a column that measures them
      // in a unit not said, are counted, not measured.)
      if (measuresThings(a, link)) return undefined
      if (rowsNamedAfter(a, link)) return undefined
      // "the largest number of employees": the words between cue and column belong to the measure.
      for (let j = from; j < i; j++) if (SKIP.has(wordAt(a, j))) d.useWord(j)
      return link
    }
    // "total billable hours", "the total West revenue": a cell right before the measure says
    // which rows are measured; the conditions read it.
    const cell = a.values.find((v) => v.start === i)
    if (cell && a.columns.some((l) => l.start === cell.end && numericReading(l.column))) {
      i = cell.end - 1
      seen++
      continue
    }
    if (a.values.some((v) => v.start <= i && i < v.end)) return undefined
    // "the most diamonds over 1 carat": the rows' noun is what is ranked; a column after it is
    // their condition.
    // ("the most fish with a Height above 10": after "most" the rows' noun closing its phrase
    // counts, whatever its number; "the most tornado-related injuries" goes on.)
    const next = a.tokens[i + 1]
    const closes = !next || !['Noun', 'Adjective', 'Verb'].some((tag) => next.tags.has(tag))
    const counted =
      a.tokens[i]?.tags.has('Plural') || (['most', 'fewest'].includes(wordAt(a, i - 1)) && closes)
    if (i === from && a.rowNouns.includes(i) && counted) return undefined
    if (!SKIP.has(wordAt(a, i))) seen++
  }
  return undefined
}

const ID = stemWord('id')

function byAdjective(
  model: TableModel,
  adjective: string,
  named: readonly ColumnLink[] = [],
): { column: ColumnModel; stem: string } | undefined {
  const columns = model.columns
  const entry = ADJECTIVE_MEASURES[adjective]
  if (!entry) return undefined
  const measured = entry.stems.flatMap((stem) =>
    columns
      .filter((c) => c.stems.includes(stemWord(stem)) && (numericReading(c) || timeReading(c)))
      .map((column) => ({ column, stem })),
  )
  // "the distances of the 3 shortest rides" over distance_km and duration_min: the one named.
  const said = measured.find((m) => named.some((l) => l.column === m.column))
  if (said ?? measured[0]) return said ?? measured[0]
  // "the most expensive visit" over invoiceTotal: a price word's column is the one of money.
  if (entry.stems.includes('price')) {
    const money = columns.filter((c) => isMoney(model, c) && numericReading(c))
    return money.length === 1 && money[0] ? { column: money[0], stem: 'price' } : undefined
  }
  // "the longest movie" over runtime_min, "the heaviest load" over netTons: a word of time or
  // weight measures the one column written in a unit of time or of mass.
  const stem = entry.stems.find((s) => UNIT_MEASURES[s] !== undefined)
  if (stem === undefined) return undefined
  const united = columns.filter((c) => columnUnit(c)?.dimension === UNIT_MEASURES[stem]?.dimension)
  return united.length === 1 && united[0]
    ? { column: united[0], stem: UNIT_MEASURES[stem]?.stem ?? stem }
    : undefined
}

/** The dimension of units a measure's word is written in, and the stem it is known by. */
const UNIT_MEASURES: Readonly<Record<string, { dimension: Unit['dimension']; stem: string }>> = {
  duration: { dimension: 'time', stem: 'duration' },
  time: { dimension: 'time', stem: 'duration' },
  weight: { dimension: 'mass', stem: 'weight' },
}

/** Superlatives of age: over a column of years or dates, the oldest is the smallest. */
const AGE_WORDS = new Set(['oldest', 'older', 'youngest', 'younger'])

/** "the highest average magnitude": an average or mean said between `from` and `to`. */
export const saysAverage = (d: Draft, from: number, to: number): boolean =>
  d.a.tokens.slice(from, to).some((t) => AVERAGE_WORDS.has(t.text))

/**
 * Uses the "average"/"mean" said between `from` and `to`; true when one is. A reading that finds
 * a measure after one must either average or leave the word unread (and decline), never sum.
 */
export function useAverageWords(d: Draft, from: number, to: number): boolean {
  const said = d.a.tokens.slice(from, to).filter((t) => AVERAGE_WORDS.has(t.text))
  for (const t of said) d.useWord(t.index)
  return said.length > 0
}

export const AVERAGE_WORDS = new Set(['average', 'mean'])

/**
 * "the longest culmen" over Culmen Depth and Culmen Length: of the columns a word names equally,
 * the one the adjective measures.
 */
function adjectiveOfTie(a: Analysis, at: number, link: ColumnLink | undefined): ColumnLink | undefined {
  const entry = ADJECTIVE_MEASURES[wordAt(a, at)]
  if (link?.tier !== 'partial' || !entry) return link
  const measures = (l: ColumnLink) => entry.stems.some((s) => l.column.stems.includes(stemWord(s)))
  if (measures(link)) return link
  const other = a.allColumns.find(
    (l) =>
      l.start === link.start && l.end === link.end && numericReading(l.column) !== undefined && measures(l),
  )
  // ("the 3 lightest products" over Cost_of_the_Product and Weight_in_gms: the thing named in part
  // is what is weighed; the adjective's own column measures it.)
  // ("the largest invoice" over Invoice Amount: a size says nothing of which quantity.)
  const head = a.tokens.slice(link.start, link.end).some((t) => t.stem === link.column.head)
  const physical = !entry.stems.includes('size')
  return other ?? (!head && physical && byAdjective(a.model, wordAt(a, at)) ? undefined : link)
}

/**
 * The measure of a superlative or comparative at token `at`: a numeric column named right after it
 * ("most gold medals"), or the column its adjective is about ("tallest" -> Height).
 */
export function measureAt(d: Draft, at: number, max: boolean): FoundMeasure | undefined {
  // "the 3 earliest transactions" over transaction_qty: a word of time ranks by a time column.
  const ofTime = ADJECTIVE_MEASURES[wordAt(d.a, at)]?.stems.includes('date') === true
  const named = adjectiveOfTie(d.a, at, numericLinkAfter(d, at + 1))
  const link = named && ofTime && timeReading(named.column) === undefined ? undefined : named
  // ("the earliest check-in time" over checkInTime of 08:45 and attendDate: a column named right
  // after a word of time that holds no dates is not ranked by another column's dates.)
  if (ofTime && d.a.columns.some((l) => l.start === at + 1 && timeOfDay(l.column))) return undefined
  if (link) {
    // "the earliest Founded": years as years, an unknown year (-1) being none.
    const reading = timeReading(link.column) === 'year' ? 'year' : (numericReading(link.column) ?? 'number')
    d.use(link)
    if (link.tier === 'synonym') d.note({ said: link.said, matched: link.column.name, what: 'column' })
    // "the fastest run", "the quickest time": of times, the least is the fastest (speeds stay as they are).
    const speed = SPEED_WORDS.has(wordAt(d.a, at)) && !link.column.stems.includes(SPEED_STEM)
    // "the oldest company founded": of years and dates, the oldest is the earliest.
    const dated = AGE_WORDS.has(wordAt(d.a, at)) && timeReading(link.column) !== undefined
    // "the highest average salary" over avg_salary: groups are compared by their mean of it.
    const averaged = saysAverage(d, at + 1, link.end)
    const averageInName = averaged && !saysAverage(d, at + 1, link.start)
    return {
      value: { column: link.column.name, reading },
      link,
      largerWins: speed || dated ? !max : max,
      averaged,
      averageInName,
    }
  }
  // "the latest end date", "the earliest discharge date": a word of time before a date column
  // ranks by that column, whatever other dates the table has.
  const dated = ofTime ? d.a.columns.find((l) => l.start === at + 1 && l.tier !== 'partial') : undefined
  const datedReading = dated && timeReading(dated.column)
  if (dated && datedReading) {
    d.use(dated)
    const older = AGE_WORDS.has(wordAt(d.a, at))
    return {
      value: { column: dated.column.name, reading: datedReading },
      link: dated,
      largerWins: older ? !max : max,
    }
  }
  // "the most expensive", "the least populous": the adjective after most/least names the measure.
  const degree = wordAt(d.a, at)
  const after = wordAt(d.a, at + 1)
  const graded = (degree === 'most' || degree === 'least') && ADJECTIVE_MEASURES[after] !== undefined
  const adjective = graded ? after : degree
  const found = byAdjective(d.a.model, adjective, d.a.columns)
  if (!found || unknownThing(d.a, at + (graded ? 2 : 1))) return undefined
  if (graded) d.useWord(at + 1)
  const entry = ADJECTIVE_MEASURES[adjective]
  const reading = numericReading(found.column) ?? timeReading(found.column) ?? 'number'
  // "fastest" over a time column is its least; "longest" over a time column is its most.
  const direction = graded ? (entry?.max ?? true) === (degree === 'most') : (entry?.max ?? max)
  const largerWins = direction !== (SPEED_WORDS.has(adjective) && LOWER_IS_FASTER.has(found.stem))
  // "the age of the oldest": the adjective's own link, when it has one, before another naming.
  const linked =
    d.a.columns.find((l) => l.column === found.column && l.start <= at && at < l.end) ??
    d.a.columns.find((l) => l.column === found.column)
  if (linked) d.use(linked)
  // ("the cheapest visit" over invoiceTotal: a column that does not say the adjective's measure.)
  else if (!found.column.stems.includes(stemWord(found.stem)))
    d.note({ said: adjective, matched: found.column.name, what: 'column' })
  return { value: { column: found.column.name, reading }, largerWins }
}

/**
 * "the largest army" where no column or cell says army: the adjective measures a thing the table
 * does not hold, so it names no column of its own ("largest" is no Area there).
 */
function unknownThing(a: Analysis, i: number): boolean {
  const t = a.tokens[i]
  if (!t?.tags.has('Noun') || t.tags.has('Pronoun') || isCovered(a, i) || a.rowNouns.includes(i)) return false
  return !ENTITY_NOUNS.has(t.lemma) && !isPersonWord(t)
}

const COUNT_WORDS = new Set(['count', 'number'])

/**
 * The measure a question states outside its conditions: "total revenue", "average quantity", a
 * numeric column named alone (summed when it adds up, else averaged), or "how many"/"the number
 * of" rows. Columns in `exclude` play another role (the sides compared).
 */
export function statedMeasure(d: Draft, exclude: readonly string[] = []): Measure | undefined {
  const a = d.a
  const free = (l: ColumnLink) => !exclude.includes(l.column.name) && !d.used.has(l.start)
  for (const t of a.tokens) {
    const aggregate = AGGREGATE_WORDS[t.text]
    if (!aggregate || d.used.has(t.index)) continue
    const link = numericLinkAfter(d, t.index + 1, 2)
    if (!link || !free(link)) continue
    d.useWord(t.index).use(link)
    noteSynonym(d, link)
    return { aggregate, of: { column: link.column.name, reading: numericReading(link.column) ?? 'number' } }
  }
  const counted = a.tokens.findIndex(
    (t, i) =>
      (t.text === 'how' && wordAt(a, i + 1) === 'many') ||
      (COUNT_WORDS.has(t.text) && wordAt(a, i + 1) === 'of'),
  )
  if (counted >= 0) {
    d.useWord(counted).useWord(counted + 1)
    return { aggregate: 'count' }
  }
  // "how did the job count in Q1 compare with Q3": the rows' noun, then "count".
  const rowsCount = a.tokens.findIndex((t, i) => t.text === 'count' && a.rowNouns.includes(i - 1))
  if (rowsCount >= 0) {
    d.useWord(rowsCount)
    return { aggregate: 'count' }
  }
  // ("what percentage of customers with an International plan churned" over Customer service
  // calls: people counted name no amount of theirs.)
  const link = a.columns.find((l) => free(l) && isQuantity(l.column) && !modifierOnly(a, l))
  if (link) {
    d.use(link)
    noteSynonym(d, link)
    const of = { column: link.column.name, reading: numericReading(link.column) ?? 'number' } as const
    // ("what share of revenue" over Price ($): the money taken adds up, whatever one price does.)
    return { aggregate: addsUp(link) ? 'sum' : 'avg', of }
  }
  return undefined
}

/** Money said as what a business takes in ("revenue" over Price), which adds up whatever one price does. */
export const saidAsRevenue = (link: ColumnLink | undefined): boolean =>
  // ("sales revenue" over Sale price: the last word said is one of money taken.)
  link !== undefined && REVENUE_WORDS.has(link.said.split(' ').at(-1) ?? '')

/** An amount that adds up over rows, or money said as revenue. */
export const addsUp = (link: ColumnLink): boolean => isAdditive(link.column) || saidAsRevenue(link)

function noteSynonym(d: Draft, link: ColumnLink) {
  if (link.tier === 'synonym') d.note({ said: link.said, matched: link.column.name, what: 'column' })
}

/** Cues about places, where the top is the smallest number: "ranked higher" is the smaller rank. */
const PLACE_CUES = new Set([
  'better',
  'worse',
  'best',
  'worst',
  'higher',
  'lower',
  'highest',
  'lowest',
  'top',
  'bottom',
])
/** Cues about how good a time is: the better time is the smaller one. */
const TIME_CUES = new Set(['better', 'worse', 'best', 'worst'])
/** Numbers that order like ranks: the first pick or seed is the highest. */
const DRAFT_ORDER = new Set(['pick', 'seed'].map(stemWord))

/** "the higher rank", "the best time": the better rank or time is the smaller number. */
export function topIsSmallest(a: Analysis, value: ValueOf, word: string): boolean {
  const column = a.model.columns.find((c) => c.name === value.column)
  if (column && (isRankColumn(column) || column.stems.some((s) => DRAFT_ORDER.has(s))))
    return PLACE_CUES.has(word)
  return value.reading === 'duration' && TIME_CUES.has(word)
}

import { type ColumnLink, namesEntity } from './column-linker.js'
import {
  ageInDays,
  isMoney,
  isQuantity,
  measuredIn,
  numericReading,
  possibleUnits,
  timeReading,
  unitUnstated,
} from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import type { CompareOp, Condition } from './intent-types.js'
import { negationReaching } from './negation-words.js'
import type { NumberLink } from './number-finder.js'
import { type Analysis, isCovered, tableStems } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import type { ColumnModel } from './table-model.js'
import { isPersonWord, isRowWord } from './vocabulary/row-nouns.js'
import { columnUnit, converted, isLongUnit, unitOf } from './vocabulary/unit-conversions.js'
import { ADJECTIVE_MEASURES, CURRENCY_SIGNS, CURRENCY_WORDS, MEASUREMENT_UNITS } from './word-lists.js'
import { stemWord } from './word-stem.js'
import { wordTable } from './word-table.js'

const COMPARATORS: readonly (readonly [string, CompareOp])[] = [
  ['more than', '>'],
  ['greater than', '>'],
  ['higher than', '>'],
  ['larger than', '>'],
  ['bigger than', '>'],
  ['longer than', '>'],
  ['over', '>'],
  ['above', '>'],
  ['exceeding', '>'],
  ['in excess of', '>'],
  ['at least', '>='],
  // "at or above 95", "greater than or equal to 3": the number itself is in.
  ['at or above', '>='],
  ['at or over', '>='],
  ['at or below', '<='],
  ['at or under', '<='],
  ['greater than or equal to', '>='],
  ['more than or equal to', '>='],
  ['less than or equal to', '<='],
  ['equal to or greater than', '>='],
  ['equal to or more than', '>='],
  ['equal to or less than', '<='],
  ['no less than', '>='],
  ['a minimum of', '>='],
  ['less than', '<'],
  ['fewer than', '<'],
  ['lower than', '<'],
  ['smaller than', '<'],
  ['shorter than', '<'],
  ['under', '<'],
  ['below', '<'],
  ['at most', '<='],
  ['no more than', '<='],
  ['a maximum of', '<='],
  ['up to', '<='],
  // Times: faster is less. On a speed column the comparison turns round (numberConditions).
  ['faster than', '<'],
  ['quicker than', '<'],
  ['slower than', '>'],
  // Ages: "older than 17" is about the table's one age column (yearsOld).
  ['older than', '>'],
  ['younger than', '<'],
  ['newer than', '>'],
  // Weights and heights: "heavier than 200 kg" is about the table's weight column (measuredThan).
  ['heavier than', '>'],
  ['lighter than', '<'],
  ['taller than', '>'],
  ['exactly', '='],
  ['equal to', '='],
  ['a total of', '='],
  ['only', '='],
]

/** A cue phrase split into its words once: cues are tried at every number of every question. */
interface Cue {
  readonly words: readonly string[]
  readonly op: CompareOp
}

const cues = (phrases: Iterable<readonly [string, CompareOp]>): Cue[] =>
  [...phrases].map(([phrase, op]) => ({ words: phrase.split(' '), op }))

/** Whether the question says `words` from `at` on. */
function saysAt(a: Analysis, words: readonly string[], at: number): boolean {
  for (let i = 0; i < words.length; i++) if (wordAt(a, at + i) !== words[i]) return false
  return true
}

/** "no more than" must win over the "more than" inside it. */
const LONGEST_FIRST = cues(COMPARATORS).sort((x, y) => y.words.length - x.words.length)

const AFTER_NUMBER: Readonly<Record<string, CompareOp>> = {
  'or more': '>=',
  'or greater': '>=',
  'or higher': '>=',
  'or over': '>=',
  'or above': '>=',
  'or less': '<=',
  'or fewer': '<=',
  'or lower': '<=',
  'or under': '<=',
  // "2018 or newer"; "2010 or older" (of years, turned round with "older than").
  'or newer': '>=',
  'or older': '>=',
  'or later': '>=',
  // ("drivers aged 25 or younger": of ages; of years, "or earlier".)
  'or younger': '<=',
  'or earlier': '<=',
  plus: '>=',
  '+': '>=',
}
const AFTER_NUMBER_CUES = cues(Object.entries(AFTER_NUMBER))

export interface NumberComparison {
  readonly number: NumberLink
  readonly op: CompareOp
  /** Words of the comparator. */
  readonly cue: readonly number[]
  /** A negation further back, across the column's name ("not have an elevation above"). */
  readonly negation?: readonly number[]
  /** The column named between the cue and the number ("below the age of 18"). */
  readonly column?: ColumnLink
}

/** Comparators in front of (or after) a number: "more than 4", "at least 3", "5 or more". */
export function comparisonAt(a: Analysis, n: NumberLink): NumberComparison | undefined {
  // "at least $50,000": the currency sign between the cue and the number.
  const at = CURRENCY_SIGNS.has(wordAt(a, n.start - 1)) ? n.start - 1 : n.start
  const direct = cueBefore(a, n, at)
  if (direct) return direct
  // "above level 2", "over age 60": the column's name between the cue and the number.
  const bare = a.columns.find((l) => l.end === at && numericReading(l.column) === 'number')
  const beforeBare = bare && cueBefore(a, n, bare.start)
  if (bare && beforeBare) return { ...beforeBare, column: bare }
  if (wordAt(a, at - 1) !== 'of') return undefined
  // "below the age of 18", "above a fare of 500": the column named between the cue and "of".
  const named = a.columns.find((l) => l.end === at - 1 && numericReading(l.column))
  const article = named ? wordAt(a, named.start - 1) : ''
  if (!named || !['the', 'a', 'an'].includes(article)) return undefined
  const found = cueBefore(a, n, named.start - 1)
  const sign = at < n.start ? [at] : []
  return found && { ...found, column: named, cue: [...found.cue, named.start - 1, named.end, ...sign] }
}

function cueBefore(a: Analysis, n: NumberLink, at: number): NumberComparison | undefined {
  for (const { words, op } of LONGEST_FIRST) {
    const start = at - words.length
    if (start >= 0 && saysAt(a, words, start)) {
      const cue = [...words.map((_, i) => start + i), ...(at < n.start ? [at] : [])]
      return notBefore(a, { number: n, op, cue }, start)
    }
  }
  // "5 or more", "3 strokes or more": after the number or its unit.
  const unit = a.tokens[n.end]?.tags.has('Noun') === true
  for (const after of unit ? [n.end, n.end + 1] : [n.end]) {
    for (const { words, op } of AFTER_NUMBER_CUES) {
      if ((after === n.end || words.length > 1) && saysAt(a, words, after))
        return { number: n, op, cue: words.map((_, i) => after + i) }
    }
  }
  return undefined
}

const SPEED_WORDS = new Set(['faster', 'quicker', 'slower'])

const MIRRORED: Readonly<Record<CompareOp, CompareOp>> = {
  '=': '=',
  '<>': '<>',
  '>': '<',
  '>=': '<=',
  '<': '>',
  '<=': '>=',
}

/** The comparison that holds exactly when the other does not. */
export const NEGATED: Readonly<Record<CompareOp, CompareOp>> = {
  '=': '<>',
  '<>': '=',
  '>': '<=',
  '>=': '<',
  '<': '>=',
  '<=': '>',
}

/** "did not score more than 50": the negation turns the comparison around. */
function notBefore(a: Analysis, cmp: NumberComparison, start: number): NumberComparison {
  const w1 = wordAt(a, start - 1)
  // ("is not Pike above 300": a cell compromise reads as a verb is no verb.)
  const cell = a.values.some((v) => v.start <= start - 1 && start - 1 < v.end)
  const skip =
    w1 === 'have' ||
    w1 === 'score' ||
    w1 === 'get' ||
    (a.tokens[start - 1]?.tags.has('Verb') === true && !cell)
  const at = skip ? start - 2 : start - 1
  if (wordAt(a, at) === 'not' || wordAt(a, at) === 'never')
    return { ...cmp, op: NEGATED[cmp.op], cue: [at, ...cmp.cue] }
  // "do not have an elevation above 3,100": the negation reaches over the column's name.
  const negation = negationReaching(a, start, { verbs: true, columns: a.columns.map((l) => l.column.name) })
  if (negation.length === 0) return cmp
  const words = negation.filter((i) => i === negation[0] || !a.columns.some((l) => l.start <= i && i < l.end))
  return { ...cmp, op: NEGATED[cmp.op], negation: words }
}

/**
 * "the gap for events with more than 100 stations": a plural noun after the number that names no
 * column, cell or unit of the column, where words stand between the column and the comparison.
 */
function countsOther(a: Analysis, link: ColumnLink, from: number, n: NumberLink): boolean {
  const noun = a.tokens[n.end]
  if (!noun?.tags.has('Plural') || link.end >= from || isCovered(a, noun.index)) return false
  // ("games attended by at least 60,000 people": no other thing is said between.)
  if (!a.tokens.slice(link.end, from).some((t) => t.tags.has('Noun') && !isCovered(a, t.index))) return false
  if (CURRENCY_WORDS.has(noun.text) || link.column.stems.includes(noun.stem)) return false
  const said = unitOf(noun.text)
  const own = columnUnit(link.column)
  return !(said && own && converted(1, said, own) !== undefined)
}

/** "$50", "50 dollars": a number said as money. */
export const saidAsMoney = (a: Analysis, n: NumberLink) =>
  CURRENCY_SIGNS.has(wordAt(a, n.start - 1)) || CURRENCY_WORDS.has(wordAt(a, n.end))

/**
 * "invoices over £2,000", "the median points of wines over $50": a number said as money bounds the
 * table's one column of money (of amounts in that currency, else of a header naming money),
 * whatever other column was named (disclosed). With none or several, the column named is kept ("a
 * prize no less than $1,100,000").
 */
export function moneyColumn(
  a: Analysis,
  n: NumberLink,
  named: ColumnModel | undefined,
): ColumnModel | undefined {
  if (!saidAsMoney(a, n) || (named && isMoney(a.model, named))) return undefined
  const sign = wordAt(a, n.start - 1)
  const inSign = a.model.columns.filter((c) => a.model.table.columns[c.position]?.profile.unit === sign)
  if (inSign.length === 1) return inSign[0]
  const money = a.model.columns.filter((c) => numericReading(c) === 'number' && isMoney(a.model, c))
  return money.length === 1 ? money[0] : undefined
}

/** The numeric column a number is about: the column named right after it, or shortly before. */
export function numberColumn(a: Analysis, start: number, end: number): ColumnLink | undefined {
  // "any orders over 900": the rows' noun (order_id in part) is not what the number measures.
  // "how many orders over $900": nor are the identifiers it names in part.
  const numeric = a.columns.filter(
    (l) => numericReading(l.column) && !a.rowNouns.includes(l.start) && !namesEntity(l),
  )
  const after = numeric.find((l) => l.start >= end && l.start <= end + 2)
  const nearest = numeric.filter((l) => l.end <= start && l.end >= start - 4).at(-1)
  // ("5 inversions and a speed above 80" over a Speed of text: the number is the speed's, no count of inversions.)
  const other = a.columns.some(
    (l) =>
      nearest &&
      l.start >= nearest.end &&
      l.end <= start &&
      !numericReading(l.column) &&
      !a.rowNouns.includes(l.start),
  )
  const before = other || (nearest && verbOfOther(a, nearest.end, start)) ? undefined : nearest
  // "a Ladder score above 7.5, a Generosity score above 0.2": a column right after the number
  // names it only when nothing stands between ("over 20 goals"); else the column before does.
  const between = a.tokens.slice(end, after?.start ?? end)
  if (after && (!before || between.every((t) => TRAILING_CUE.has(t.text)))) return after
  // "scored above 70 in writing", "at least 90 in both math and reading": the column said after
  // "in" is the one the number is in.
  const said = between.map((t) => t.text).join(' ')
  if (after && (said === 'in' || said === 'in both')) return after
  return before ?? after
}

const HAVE = new Set(['have', 'has', 'had', 'having'])

/**
 * "the average price of wines that scored more than 92": a verb of another noun between the column
 * and the bound; the bound is of what the verb says. ("the first speed recorded that was over 450":
 * a verb of the column itself leaves it the bound's.)
 */
function verbOfOther(a: Analysis, from: number, to: number): boolean {
  const between = a.tokens.slice(from, to)
  const noun = between.findIndex(
    (t) => t.tags.has('Noun') && !a.values.some((v) => v.start <= t.index && t.index < v.end),
  )
  return (
    noun >= 0 &&
    between
      .slice(noun + 1)
      .some(
        (t) => t.tags.has('Verb') && !t.tags.has('Auxiliary') && !t.tags.has('Copula') && !HAVE.has(t.lemma),
      )
  )
}

/** Words that may stand between a number and its column: "20 or more assisted tackles". */
const TRAILING_CUE = new Set([
  'or',
  'more',
  'less',
  'fewer',
  'greater',
  'higher',
  'lower',
  'above',
  'below',
  'over',
  'under',
])

/** Words before a number that make it a count of rows ("the 8 matches", "all 14 interchanges"). */
const ROW_COUNT_WORDS = new Set([
  'the',
  'all',
  'these',
  'those',
  'top',
  'first',
  'last',
  'next',
  'past',
  'previous',
])

/** "9 points", "160 laps", "0 assists": a number right before a numeric column's name is its value. */
function impliedEquals(a: Analysis, n: NumberLink): NumberComparison | undefined {
  if (n.ordinal) return ordinalEquals(a, n)
  // "order 1027", "customer 5524": the identifier the rows are named by.
  const named = a.columns.find((l) => l.end === n.start && namesEntity(l) && l.end - l.start === 1)
  if (named && numericReading(named.column) === 'number')
    return { number: n, op: '=', cue: [], column: named }
  // ("deliveries of 50 L kegs" over Keg Size (L), "subscriptions with 1000 g jars": a number in the
  // unit one header writes is a value of that column.)
  if (!n.decade && inHeaderUnit(a, n)) return { number: n, op: '=', cue: [] }
  if (n.decade || ROW_COUNT_WORDS.has(wordAt(a, n.start - 1))) return undefined
  if (yearsOld(a, n)) return { number: n, op: '=', cue: [n.end + 1] }
  // "scored 12 in composition", "66 as a score", "6000 in attendance".
  let at = n.end
  while (at < n.end + 2 && IN_COLUMN.has(wordAt(a, at))) at++
  if (at > n.end && wordAt(a, at - 1) !== 'in' && wordAt(a, at - 1) !== 'a') return undefined
  const link = a.columns.find((l) => l.start === at)
  const reading = link ? numericReading(link.column) : undefined
  // "name one year": a count, not a year's value.
  if (!link || !reading || reading === 'date' || link.column.shape.year >= 0.8) return undefined
  return { number: n, op: '=', cue: [...Array(at - n.end).keys()].map((i) => n.end + i) }
}

const IN_COLUMN = new Set(['in', 'as', 'a'])

/** "in the 3rd class", "2nd division": an ordinal right before a column of small whole numbers is its value. */
function ordinalEquals(a: Analysis, n: NumberLink): NumberComparison | undefined {
  const link = a.columns.find((l) => l.start === n.end)
  if (!link || numericReading(link.column) !== 'number' || link.column.shape.wholeNumber < 1) return undefined
  // A handful of classes or divisions, not a measure ("the 3rd goal").
  if (link.column.distinct > 20) return undefined
  return { number: n, op: '=', cue: [] }
}

const AGE = stemWord('age')

/** "24 years old": the table's one age column. */
function yearsOld(a: Analysis, n: NumberLink): ColumnModel | undefined {
  if (!['years', 'year'].includes(wordAt(a, n.end)) || wordAt(a, n.end + 1) !== 'old') return undefined
  const age = onlyAgeColumn(a)
  // ("vehicles more than 1 year old" over Age and Vehicle_Age: the age of a thing said is its own.)
  const owned = a.model.columns.some(
    (c) =>
      c !== age &&
      c.stems.length === 2 &&
      c.stems[1] === AGE &&
      a.tokens.some((t) => t.stem === c.stems[0] && t.index < n.start),
  )
  return owned ? undefined : age
}

/** The table's one numeric column named for age, else undefined. */
export function onlyAgeColumn(a: Analysis): ColumnModel | undefined {
  const ages = a.model.columns.filter((c) => c.stems.includes(AGE) && numericReading(c) === 'number')
  return ages.length === 1 ? ages[0] : undefined
}

/**
 * "turbines that had at least one Fault": "at least one" before a cell says only that the rows
 * hold it; the cell is the condition.
 */
const atLeastOneCell = (a: Analysis, n: NumberLink) =>
  n.value === 1 &&
  wordAt(a, n.start - 2) === 'at' &&
  wordAt(a, n.start - 1) === 'least' &&
  a.values.some((v) => v.start === n.end)

/** Conditions for "more than 4 points", "at least 3 years", "attendance above 20,000", "with 3 wins". */
export function numberConditions(d: Draft, numbers: readonly NumberLink[]): Condition[] | undefined {
  const a = d.a
  const conditions: Condition[] = []
  const clockWords = new Set<number>()
  let previous: ColumnModel | undefined
  for (const n of numbers) {
    if (clockWords.has(n.start)) continue
    if (atLeastOneCell(a, n)) {
      for (let i = n.start - 2; i < n.end; i++) d.useWord(i)
      continue
    }
    // "more than twice its high estimate", "3 times the budget": a multiple of another column.
    if (multipleOf(a, n)) return undefined
    // ("a hospital number that appears more than once": how often, which no cell holds.)
    if (n.said === 'once' || (n.said === 'twice' && a.tokens[n.end] === undefined)) return undefined
    // ("plants replaced per 100 plants serviced": a rate scaled to a number, which no row holds.)
    // ("vaccinations per hundred" over total_vaccinations_per_hundred: the header's own words.)
    const inName = a.columns.some((l) => l.start <= n.start && n.start < l.end)
    if (wordAt(a, n.start - 1) === 'per' && !inName) return undefined
    // ("days that had at least one record with pm2.5 above 300": a row there is, no column's number.)
    const row = a.tokens[n.end]
    if (
      n.value === 1 &&
      row &&
      isRowWord(row) &&
      wordAt(a, n.start - 1) === 'least' &&
      wordAt(a, n.start - 2) === 'at'
    ) {
      d.useWord(n.start - 2)
        .useWord(n.start - 1)
        .use(n)
        .useWord(n.end)
      continue
    }
    const found = comparisonAt(a, n) ?? impliedEquals(a, n)
    if (!found) continue
    // "the total of ... a total of 3 bronze": the cue cannot be both the sum and the condition.
    if (found.cue.some((i) => d.used.has(i))) return undefined
    const from = Math.min(n.start, ...found.cue)
    const link = found.column ?? numberColumn(a, from, n.end)
    // "at least 5 but less than 10": the second bound is of the first one's column.
    const aged = peopleAged(a, from, n)
    if (aged)
      d.note({
        said: a.tokens
          .slice(aged.from, n.end)
          .map((t) => t.text)
          .join(' '),
        matched: aged.column.name,
        what: 'column',
      })
    const named =
      olderThan(a, found) ??
      measuredThan(a, found) ??
      aged?.column ??
      link?.column ??
      (['but', 'and'].includes(wordAt(a, from - 1)) ? previous : undefined) ??
      onlyDuration(a, n) ??
      yearsOld(a, n)
    const money = moneyColumn(a, n, named)
    const headerUnit = inHeaderUnit(a, n)
    if (headerUnit) d.useWord(n.end)
    const measured = money ? undefined : (headerUnit ?? inSaidUnit(a, n, named))
    if (measured) d.note({ said: `${n.said} ${wordAt(a, n.end)}`, matched: measured.name, what: 'column' })
    const column = money ?? measured ?? named
    const reading = column ? numericReading(column) : undefined
    if (!column || !reading || reading === 'date') return undefined
    // ("the mean gap for events with more than 100 stations": a count of other things, said apart
    // from the column named before, bounds no gap.)
    if (column === link?.column && countsOther(a, link, from, n)) return undefined
    // ("accounts that had more than one work order" over ACCT_NO and WO_NUM: a number before the
    // name of another column of things counts them; it bounds no column named before it.)
    const things = a.columns.find((l) => l.start === n.end && l.column !== column && !isQuantity(l.column))
    if (things && link !== undefined && column === link.column && link.end <= from) return undefined
    // ("did Kochi win more than 5 matches" over ipl_matches and win_by_runs: a number of the rows,
    // called by the table's own name, is a count of them, which bounds no column.)
    // ("7 or more matches": past the cue repeated after the number.)
    const counted = wordAt(a, n.end) === 'or' && TRAILING_CUE.has(wordAt(a, n.end + 1)) ? n.end + 2 : n.end
    const ownRows = a.rowNouns.includes(counted) && tableStems(a.model).has(a.tokens[counted]?.stem ?? '')
    if (ownRows && !(link && link.start <= counted && counted < link.end)) return undefined
    // ("more than 2 seasons" linked to release_year: a column of years is never bounded by a count.)
    if (timeReading(column) === 'year' && Math.abs(n.value) < 1000) return undefined
    // ("older than 60" over ages counted in days: the age said in years without saying so.)
    if (ageInDays(column) && Math.abs(n.value) < 150 && !unitOf(wordAt(a, n.end))) return undefined
    previous = column
    // "at least 25 or more points", "at least 20 points or more": the repeated cue.
    const cmp = repeatedAfter(a, found, link?.end ?? n.end)
    d.use(n).use(column === link?.column ? link : undefined)
    if (money) {
      const sign = CURRENCY_SIGNS.has(wordAt(a, n.start - 1)) ? wordAt(a, n.start - 1) : ''
      if (sign) d.useWord(n.start - 1)
      d.note({ said: `${sign}${n.said}`, matched: money.name, what: 'column' })
    }
    if (column === link?.column && link.tier === 'synonym')
      d.note({ said: link.said, matched: link.column.name, what: 'column' })
    for (const i of [...cmp.cue, ...(cmp.negation ?? [])]) d.useWord(i)
    const speed = cmp.cue.some((i) => SPEED_WORDS.has(wordAt(a, i)))
    // "a model year older than 2012": of years, the older is the smaller.
    const earlier = cmp.cue.some((i) => AGE_COMPARATIVES.has(wordAt(a, i))) && yearsOrDates(column)
    const op = (speed && reading !== 'duration') || earlier ? MIRRORED[cmp.op] : cmp.op
    const value = { column: column.name, reading }
    const clock = reading === 'duration' ? clockAt(a, n, column) : undefined
    if (clock) {
      for (const i of clock.words) {
        d.useWord(i)
        clockWords.add(i)
      }
      conditions.push({ kind: 'compare', value, op, operand: clock.seconds })
      continue
    }
    // "at least 60,000 people", "under 5 minutes": the unit after the number. ("more than 10 hours"
    // over a column that does not say its unit cannot be converted: the unit stays unread.)
    const unit = a.tokens[n.end]
    const said = unit && reading !== 'duration' ? unitOf(unit.text) : undefined
    // (Ages and spans are said in years or weeks, whatever the column says.)
    const unstated = said !== undefined && !isLongUnit(said) && unitUnstated(column, said)
    const unknown =
      said &&
      !isLongUnit(said) &&
      !unstated &&
      !possibleUnits(column).some((u) => u.dimension === said.dimension)
    if (unstated && unit)
      d.note({
        said: `${n.said} ${unit.text}`,
        matched: `${n.value} in ${column.name}, whose header does not say its unit`,
        what: 'value',
      })
    // ("more than 300 torque" bounding MSRP: a noun after the number that is no unit, no word of
    // the column, no people and no rows names something else, and stays unread.)
    const ofColumn =
      unit !== undefined &&
      (said !== undefined ||
        MEASUREMENT_UNITS.has(unit.text) ||
        TIME_UNITS[unit.text] !== undefined ||
        CURRENCY_WORDS.has(unit.text) ||
        column.stems.includes(unit.stem) ||
        isPersonWord(unit) ||
        a.rowNouns.includes(unit.index) ||
        tableStems(a.model).has(unit.stem))
    if (
      unit &&
      !unknown &&
      ofColumn &&
      unit.index !== link?.start &&
      unit.tags.has('Noun') &&
      !a.values.some((v) => v.start === unit.index)
    )
      d.useWord(unit.index)
    // Durations are read in seconds: "under 4 minutes" is 240.
    // A column counted in millions compares with "8 million" as 8.
    // So does one whose numbers are all far below a million ("global sales above 0.1 million"
    // over sales of 0.01 to 82): it is in millions without saying so.
    // ("an income below 60k" over Annual Income (k$): a header in thousands marked "k".)
    const inUnits =
      n.scale !== undefined &&
      (column.words.includes(n.scale) ||
        // ("a price above 80 thousand" over Price_in_thousands.)
        column.words.includes(`${n.scale}s`) ||
        (n.scale === 'thousand' && column.words.includes('k')) ||
        largestBelow(a, column, (SCALES[n.scale] ?? 1) / 1000))
    const scale =
      reading === 'duration'
        ? (TIME_UNITS[unit?.text ?? ''] ?? 60)
        : inUnits
          ? 1 / (SCALES[n.scale ?? ''] ?? 1)
          : undefined
    const inOwnUnit = ownUnit(d, n, unit, column)
    // (Rounded: 100000 * 1e-6 is 0.09999999999999999.)
    const operand =
      inOwnUnit ??
      (scale === undefined ? percentOperand(d, n, column) : Number((n.value * scale).toPrecision(12)))
    conditions.push({ kind: 'compare', value, op, operand })
    // "at least 90 in both math and reading", "both Smoking and Passive Smoker scores of at least
    // 6": the same bound on the other column too.
    const other = link && column === link.column ? bothColumns(a, link) : undefined
    if (other) {
      d.useWord(Math.min(link?.start ?? 0, other.start) - 1)
        .useWord(Math.min(link?.end ?? 0, other.end))
        .use(other)
      conditions.push({ kind: 'compare', value: { column: other.column.name, reading }, op, operand })
    }
  }
  return conditions
}

/** "both math and reading": the other column of two joined after "both", of the same reading. */
function bothColumns(a: Analysis, link: ColumnLink): ColumnLink | undefined {
  const other =
    wordAt(a, link.start - 1) === 'both' && wordAt(a, link.end) === 'and'
      ? a.columns.find((l) => l.start === link.end + 1)
      : wordAt(a, link.start - 1) === 'and'
        ? a.columns.find((l) => l.end === link.start - 1 && wordAt(a, l.start - 1) === 'both')
        : undefined
  return other && other.column !== link.column && numericReading(other.column) === numericReading(link.column)
    ? other
    : undefined
}

/**
 * "longer than 4 minutes" over duration_ms, "heavier than 2 tons" over WeightLbs: a number said
 * in one unit, compared with a column whose header names another of the same kind (disclosed).
 */
function ownUnit(d: Draft, n: NumberLink, word: Token | undefined, column: ColumnModel): number | undefined {
  const said = word && unitOf(word.text)
  const own = measuredIn(column)
  if (!said || !own || said === own) return undefined
  const operand = converted(n.value, said, own)
  if (operand === undefined) return undefined
  d.note({
    said: `${n.said} ${word.text}`,
    matched: `${+operand.toFixed(4)} in ${column.name}`,
    what: 'value',
  })
  return operand
}

/** "older than 17", "younger than 30": the table's one age column. */
function olderThan(a: Analysis, cmp: NumberComparison): ColumnModel | undefined {
  return cmp.cue.some((i) => AGE_COMPARATIVES.has(wordAt(a, i))) ? onlyAgeColumn(a) : undefined
}

const AGE_COMPARATIVES = new Set(['older', 'younger'])

/** A column of years or dates, where "older" is earlier. */
const yearsOrDates = (c: ColumnModel) => {
  const time = timeReading(c)
  return time === 'year' || time === 'date'
}

/** "heavier than 200 kg", "taller than 2 m": the one numeric column the adjective measures. */
function measuredThan(a: Analysis, cmp: NumberComparison): ColumnModel | undefined {
  const entry = MEASURED_COMPARATIVES.has(wordAt(a, cmp.cue[0] ?? -1))
    ? ADJECTIVE_MEASURES[wordAt(a, cmp.cue[0] ?? -1)]
    : undefined
  if (!entry) return undefined
  const stems = entry.stems.map(stemWord)
  // The column is the measure alone, in some unit ("Weight (kg)"); a "Col height" is another height.
  const measured = a.model.columns.filter(
    (c) =>
      c.kind === 'number' &&
      c.stems.some((s) => stems.includes(s)) &&
      c.stems.every((s) => stems.includes(s) || unitOf(s) !== undefined),
  )
  return measured.length === 1 ? measured[0] : undefined
}

const MEASURED_COMPARATIVES = new Set(['heavier', 'lighter', 'taller'])

/**
 * The number compared with a column: "a discount of 50%" over a column of fractions is 0.5, as a
 * percent said of a column whose values all lie between 0 and 1 is its hundredth (disclosed).
 */
export function percentOperand(d: Draft, n: NumberLink, column: ColumnModel): number {
  if (!['%', 'percent'].includes(wordAt(d.a, n.end))) return n.value
  const profile = d.a.model.table.columns[column.position]?.profile
  if (!profile || profile.unit === '%' || column.words.includes('%')) return n.value
  const [min, max] = [Number(profile.min), Number(profile.max)]
  // (A column of text has no numeric bounds: NaN fails every test.)
  const fractions = min >= 0 && max <= 1 && max > 0
  if (!fractions) return n.value
  d.note({ said: `${n.said}%`, matched: `${n.value / 100} in ${column.name}`, what: 'value' })
  return n.value / 100
}

/**
 * "people over 50", "employees under 30", "smokers under 19": a number said of people, with no
 * unit after it, is their age (the table's one age column); disclosed. People are a person noun or
 * the plural of a flag's doer ("smokers" for smoker = yes).
 */
function peopleAged(
  a: Analysis,
  from: number,
  n: NumberLink,
): { column: ColumnModel; from: number } | undefined {
  // "patients are under 18": a copula may stand between the people and the number.
  const copula = ['are', 'were', 'is', 'was'].includes(wordAt(a, from - 1))
  const person = a.tokens[from - (copula ? 2 : 1)]
  // ("above level 2" names its column between the cue and the number.)
  if (!person || !AGE_CUES.has(wordAt(a, from)) || n.start !== from + 1) return undefined
  if (!isPersonWord(person) && !flagDoers(a, person)) return undefined
  const unit = a.tokens[n.end]
  if (unit && (unit.tags.has('Noun') || unit.tags.has('Unit') || unit.text === '%')) return undefined
  const column = onlyAgeColumn(a)
  return column && { column, from: person.index }
}

const AGE_CUES = new Set(['over', 'under', 'above', 'below'])

/** "smokers": a plural read as a flag set for the people it names (flag-linker). */
const flagDoers = (a: Analysis, t: Token): boolean =>
  /(er|or)s?$/.test(t.text) &&
  a.values.some((v) => v.tier === 'stem' && v.start <= t.index && t.index < v.end)

/** "in less than 1:02", "under 5 minutes" with no column named: the table's one duration column. */
function onlyDuration(a: Analysis, n: NumberLink): ColumnModel | undefined {
  const timed = /^\d\d(\.\d+)?$/.test(wordAt(a, n.end)) || TIME_UNITS[wordAt(a, n.end)] !== undefined
  if (!timed) return undefined
  const durations = a.model.columns.filter((c) => numericReading(c) === 'duration')
  return durations.length === 1 ? durations[0] : undefined
}

/** "twice its high estimate", "3 times the budget": a number that multiplies a column named after it. */
function multipleOf(a: Analysis, n: NumberLink): boolean {
  let at = n.end
  if (!['twice', 'thrice'].includes(n.said)) {
    if (wordAt(a, at) !== 'times') return false
    at++
  }
  while (['its', 'their', 'the', 'his', 'her', 'as', 'much', 'many'].includes(wordAt(a, at))) at++
  return a.columns.some((l) => l.start === at)
}

/**
 * "appointments longer than 90 minutes" where the rating was named before: a unit after the number
 * that the column found is not in names the one numeric column that is (Duration (min)).
 */
function inSaidUnit(a: Analysis, n: NumberLink, named: ColumnModel | undefined): ColumnModel | undefined {
  const said = unitOf(wordAt(a, n.end))
  if (!said || !named) return undefined
  const fits = (c: ColumnModel) => possibleUnits(c).some((u) => u.dimension === said.dimension)
  if (fits(named)) return undefined
  const fitting = a.model.columns.filter((c) => numericReading(c) !== undefined && fits(c))
  return fitting.length === 1 ? fitting[0] : undefined
}

/**
 * "engines of 200 HP or more" over Horsepower (HP) and Engine Hours: the unit after the number is
 * the one a header writes in parentheses, which names that column.
 */
function inHeaderUnit(a: Analysis, n: NumberLink): ColumnModel | undefined {
  const unit = wordAt(a, n.end)
  if (unit === '') return undefined
  // ("jobs over 100 km" over distance_km: or as the header's closing word.)
  // ("a 1000 W motor" over motorWatts: the same unit, however written.)
  const said = unitOf(unit)
  const same = (word: string) => {
    const own = unitOf(word)
    return (
      said !== undefined && own !== undefined && own.dimension === said.dimension && own.size === said.size
    )
  }
  const closing = (c: ColumnModel) => c.words.length > 1 && same(c.words.at(-1) ?? '')
  const written = a.model.columns.filter(
    (c) => numericReading(c) !== undefined && (c.inParentheses === unit || closing(c)),
  )
  return written.length === 1 ? written[0] : undefined
}

/** A cue said again after the number or its column ("at least 20 points or more"); the later one wins. */
function repeatedAfter(a: Analysis, cmp: NumberComparison, columnEnd: number): NumberComparison {
  const n = cmp.number
  if (cmp.cue.some((i) => i >= n.end)) return cmp
  for (const at of new Set([n.end, n.end + 1, columnEnd])) {
    for (const { words, op } of AFTER_NUMBER_CUES) {
      if (words.length > 1 && saysAt(a, words, at))
        return { ...cmp, op, cue: [...cmp.cue, ...words.map((_, i) => at + i)] }
    }
  }
  return cmp
}

/** "2:30", "1:03.59", "4:00:00": the question reads "2 30"; minutes and seconds follow as two digits. */
function clockAt(
  a: Analysis,
  n: NumberLink,
  column: ColumnModel,
): { seconds: number; words: number[] } | undefined {
  if (n.ordinal || n.decade || n.scale !== undefined) return undefined
  const words: number[] = []
  for (let i = n.end; words.length < 2 && /^\d\d(\.\d+)?$/.test(wordAt(a, i)); i++) words.push(i)
  const [m, s] = words.map((i) => Number(wordAt(a, i)))
  if (m === undefined) return undefined
  if (s === undefined) return { seconds: n.value * 60 + m, words }
  // "5:56:21" over cells like "5:38.62" is minutes, seconds and hundredths: hours would be longer
  // than every cell.
  const hours = (n.value * 60 + m) * 60 + s
  const longest = Math.max(0, ...(column.values?.values ?? []).map((v) => clockSeconds(v.value)))
  return { seconds: hours <= longest * 2 ? hours : n.value * 60 + m + s / 100, words }
}

/** A cell's clock in seconds ("1:06:28.9", "38:29.7"), 0 when it holds none. */
function clockSeconds(cell: string): number {
  const m = /(\d+):(\d\d)(?:[:;](\d\d))?/.exec(cell)
  if (!m) return 0
  const [h, mm, ss] = [Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3])]
  return ss === undefined ? h * 60 + mm : (h * 60 + mm) * 60 + ss
}

/** Whether every number of the column is below `limit` (from its profile, when known). */
function largestBelow(a: Analysis, column: ColumnModel, limit: number): boolean {
  const max = Number(a.model.table.columns[column.position]?.profile?.max)
  return Number.isFinite(max) && max < limit
}

const SCALES: Readonly<Record<string, number>> = wordTable({ thousand: 1e3, million: 1e6, billion: 1e9 })

const TIME_UNITS: Readonly<Record<string, number>> = wordTable({
  second: 1,
  seconds: 1,
  sec: 1,
  secs: 1,
  s: 1,
  minute: 60,
  minutes: 60,
  min: 60,
  mins: 60,
  hour: 3600,
  hours: 3600,
  hr: 3600,
  hrs: 3600,
})

import { measuredIn, numericReading, possibleUnits, timeReading, twoCodes } from './column-roles.js'
import {
  aggregatedNoun,
  askedNoun,
  changeVerb,
  columnModifier,
  compoundHead,
  durationVerb,
  hadAmount,
  hadThing,
  isShareWord,
  measuredNoun,
  namesSomething,
  otherEvent,
  partialCompound,
  perDivisor,
  placedNoun,
  rankedColumn,
  rankedNoun,
  rowsDo,
  sideOfCell,
  singularHead,
  unreadFlag,
  unwrittenResult,
  verbOfCells,
} from './content-words.js'
import { wordAt } from './draft.js'
import { type Analysis, isCovered, tableStems } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import { AGE_DECADES } from './range-conditions.js'
import { AGGREGATE_WORDS } from './vocabulary/aggregate-words.js'
import { isLightVerbWord, statedAfterCopula } from './vocabulary/light-verbs.js'
import { isRowWord } from './vocabulary/row-nouns.js'
import { columnUnit, isLongUnit, unitOf } from './vocabulary/unit-conversions.js'
import { CODE_ALIASES } from './vocabulary/value-codes.js'
import {
  CALENDAR_UNITS,
  COMPARE_WORDS,
  COPULAS,
  CUE_WORDS,
  LISTED_WORDS,
  NEGATIONS,
  STOP_WORDS,
  SUPERLATIVE_MAX,
  SUPERLATIVE_MIN,
  TIME_COLUMN_STEMS,
} from './word-lists.js'

/**
 * Strong words: content words a reading may not leave out, because the answer changes without
 * them (src/intent/draft.ts declines a reading that leaves one unread).
 */

const STRONG_TAGS = [
  'ProperNoun',
  'Acronym',
  'Demonym',
  'Value',
  'Person',
  'Place',
  'Country',
  'City',
  'Organization',
]

/** Words of results: left out, they change which rows count ("games won", "their last loss"). */
const RESULT_VERBS = new Set([
  'loss',
  'losses',
  'victory',
  'victories',
  'defeats',
  'draws',
  'ties',
  'win',
  'won',
  'wins',
  'winning',
  'lose',
  'lost',
  'loses',
  'losing',
  'beat',
  'beaten',
  'defeat',
  'defeated',
  'draw',
  'drew',
  'tied',
  'tie',
])

/**
 * Words of a computation the reading must do: "by frequency", "survival rate", "the growth of".
 * Left out, they change the number asked for.
 */
const STATISTIC_WORDS = new Set(
  'frequency frequencies rate rates ratio ratios proportion proportions percentage percentages mean median variance deviation growth increase decrease change changes totals'.split(
    ' ',
  ),
)

/** A unit the table's columns of its kind are not in: "minutes" where durations are in ms. */
function otherUnit(a: Analysis, t: Token): boolean {
  const said = unitOf(t.text)
  if (!said) return false
  // ("in what year", "per year": a year is a unit only where a number is said in it.)
  if (isLongUnit(said) && wordAt(a, t.index - 1) !== 'in') return false
  const own = a.model.columns.flatMap((c) => {
    // (Clock cells, "1:23.45", are read in seconds.)
    const unit = measuredIn(c) ?? (numericReading(c) === 'duration' ? SECONDS : undefined)
    return unit && unit.dimension === said.dimension ? [unit] : []
  })
  return own.length > 0 && !own.some((u) => u.size === said.size)
}

const SECONDS = unitOf('seconds')

/**
 * "churned vs retained customers": the side after a "vs" whose other side is read is half the
 * question, never read past.
 */
function sideOfVersus(a: Analysis, t: Token): boolean {
  let vs = t.index - 1
  while (a.tokens[vs]?.text === 'the') vs--
  return VERSUS.has(a.tokens[vs]?.text ?? '') && isCovered(a, vs - 1)
}

const VERSUS = new Set(['vs', 'versus'])

/**
 * "the average playtime in hours", "more than 10 hours" where no column says what unit its
 * numbers are in: the unit cannot be converted to, so it is never read past. (Days and longer are
 * what dates differ by.)
 */
function unknownUnit(a: Analysis, t: Token): boolean {
  const said = unitOf(t.text)
  if (!said || (said.dimension === 'time' && said.size >= 86400)) return false
  const before = a.tokens[t.index - 1]
  if (before?.text !== 'in' && !a.numbers.some((n) => n.end === t.index)) return false
  return !a.model.columns.some((c) => possibleUnits(c).some((u) => u.dimension === said.dimension))
}

/** A unit some column of its kind is in: "in ms" where durations are in ms. */
function ownUnit(a: Analysis, t: Token): boolean {
  const said = unitOf(t.text)
  if (!said) return false
  return a.model.columns.some((c) => {
    const own = columnUnit(c)
    return own?.dimension === said.dimension && own.size === said.size
  })
}

/**
 * "single customers", "unmarried customers", "married women": an adjective right before the rows'
 * plural (or a plural cell, "women") says which rows; left out, every row counts. (Words of amount or kind, "many", "different", say nothing.)
 */
const rowAdjective = (a: Analysis, t: Token) =>
  (t.tags.has('Adjective') || (t.tags.has('PastTense') && !t.tags.has('Auxiliary')) || rowKind(a, t)) &&
  !t.tags.has('Superlative') &&
  !t.tags.has('Comparative') &&
  !AMOUNT_ADJECTIVES.has(t.text) &&
  !STOP_WORDS.has(t.text) &&
  // ("married women": so before a plural that names the rows' cell.)
  (a.rowNouns.includes(t.index + 1) ||
    a.values.some((v) => v.start === t.index + 1 && v.end === t.index + 2)) &&
  // ("every cancelled trip": after a word for each of them, the rows' singular; "drinkable water":
  // a mass noun is said as a plural is.)
  (a.tokens[t.index + 1]?.tags.has('Plural') === true ||
    a.tokens[t.index + 1]?.tags.has('Uncountable') === true ||
    // ("for accepted quotes": the rows' plural, whatever the tagger says.)
    (a.rowNouns.includes(t.index + 1) && /[^s]s$/.test(wordAt(a, t.index + 1))) ||
    EACH_WORDS.has(wordAt(a, t.index - 1))) &&
  !isCovered(a, t.index)

const EACH_WORDS = new Set(['every', 'each', 'any', 'no'])

/**
 * "the average compensation of data scientists": a noun before the rows' plural says which of
 * them, unless it is the table's own name ("tornado paths" over tornados).
 */
const rowKind = (a: Analysis, t: Token) =>
  t.tags.has('Noun') &&
  t.tags.has('Singular') &&
  !t.tags.has('Pronoun') &&
  !tableStems(a.model).has(t.stem) &&
  !isRowWord(t)

const AMOUNT_ADJECTIVES = new Set(
  'many few several all each every different distinct unique other total same individual separate various whole entire overall more less most least much'.split(
    ' ',
  ),
)

/** Words that ask for blank cells. */
const ABSENT_WORDS = new Set(['empty', 'blank', 'missing', 'null'])

/**
 * "what is the highest billed amount, and which nurse billed it?": a second question joined by
 * "and" asks for a second answer, which no reading gives.
 */
export const secondQuestion = (a: Analysis, t: Token) =>
  t.index > 1 &&
  SECOND_ASKS.has(t.text) &&
  // ("..., and on which date?": a preposition may open the second question.)
  (wordAt(a, t.index - 1) === 'and' ||
    (['on', 'in', 'at', 'for', 'from', 'by'].includes(wordAt(a, t.index - 1)) &&
      wordAt(a, t.index - 2) === 'and'))

const SECOND_ASKS = new Set(['which', 'who', 'what', 'where', 'when', 'whom', 'whose', 'how'])

/** Parts of the week and of the day a question may keep rows to. */
const DAY_AND_WEEK_PARTS = new Set([
  'weekend',
  'weekends',
  'weekday',
  'weekdays',
  'weeknight',
  'weeknights',
  'morning',
  'mornings',
  'afternoon',
  'afternoons',
  'evening',
  'evenings',
  'overnight',
])

/**
 * "requests cancelled by the customer": the doer after a participle's "by" says which rows; no
 * cell there, and the reading would count every doer's.
 */
function doerAfterBy(a: Analysis, t: Token): boolean {
  // ("by the driver" over Driver id: a column named picks no doer; a cell would. "served by a
  // coach" over Coach: any one of them, every row's.)
  const cell = a.values.some((v) => v.start <= t.index && t.index < v.end)
  if (!t.tags.has('Noun') || t.tags.has('Pronoun') || cell) return false
  if (isCovered(a, t.index) && ['a', 'an'].includes(wordAt(a, t.index - 1))) return false
  // ("won by the nation with the most gold medals": the doer picked out after it.)
  if (isCovered(a, t.index) && ['with', 'that', 'who', 'which'].includes(wordAt(a, t.index + 1))) return false
  let by = t.index - 1
  while (['the', 'a', 'an', 'their', 'its'].includes(wordAt(a, by))) by--
  const verb = a.tokens[by - 1]
  return (
    wordAt(a, by) === 'by' &&
    verb !== undefined &&
    verb.tags.has('Verb') &&
    !verb.tags.has('Auxiliary') &&
    (verb.tags.has('PastTense') || verb.tags.has('Participle'))
  )
}

/** Short country names that read as pronouns or words: "the us", "the uk". */
const COUNTRY_WORDS = new Set(['us', 'uk', 'usa', 'uae', 'ussr'])

/**
 * Whether a content word left out of a reading changes the answer: cue words, negations, names and
 * numbers, and the words the rules below say are conditions, columns or values.
 */
export function isStrong(t: Token, a: Analysis): boolean {
  return (
    COUNTRY_WORDS.has(t.text) ||
    // ("the average length of male abalones" over Sex of M, F and I: a word for a sex left unread
    // drops the condition.)
    (CODE_ALIASES[t.text]?.kind === 'gender' &&
      !isCovered(a, t.index) &&
      (holdsSexes(a) || statisticAsked(a))) ||
    hadColumn(a, t) ||
    joinedAmount(a, t) ||
    ownerOfName(a, t) ||
    afterList(a, t) ||
    // ("people in their twenties": a decade of age left out counts everyone.)
    AGE_DECADES[t.text] !== undefined ||
    a.unsettled.includes(t.index) ||
    // ("the average age of smokers" over SMOKING of 1s and 2s: which code says yes is not said.)
    a.columns.some((l) => l.start <= t.index && t.index < l.end && twoCodes(l.column)) ||
    CUE_WORDS.has(t.text) ||
    COMPARE_WORDS.has(t.text) ||
    STATISTIC_WORDS.has(t.text) ||
    // "what share of Pokemon are legendary": a part asked for, unless the unit of a number ("15%").
    (isShareWord(a, t.index) &&
      // ("representatives who share a date": the verb.)
      (!t.tags.has('Verb') || wordAt(a, t.index + 1) === 'of') &&
      !isCovered(a, t.index)) ||
    NEGATIONS.has(t.text) ||
    // ("neither a missing ph nor a missing Sulfate": "neither" is a stop word; left unread, "nor"
    // turns both conditions around.)
    t.text === 'nor' ||
    // "games that cost nothing": an amount of zero, said as a word; "Product_Category_3 empty".
    t.text === 'nothing' ||
    (ABSENT_WORDS.has(t.text) && !isCovered(a, t.index)) ||
    // "which item sells best": a superlative left out changes the answer, whatever its tag.
    SUPERLATIVE_MAX.has(t.text) ||
    SUPERLATIVE_MIN.has(t.text) ||
    t.tags.has('Superlative') ||
    (RESULT_VERBS.has(t.text) && (a.model.resultColumn !== undefined || unwrittenResult(a, t))) ||
    /\d/.test(t.text) ||
    // "better", "larger", "older": a comparison left out changes which rows count.
    t.tags.has('Comparative') ||
    // ("in ms" reads as a name, Ms., but names the unit the table's durations are in.)
    (STRONG_TAGS.some((tag) => t.tags.has(tag)) && !ownUnit(a, t)) ||
    sideOfVersus(a, t) ||
    // "did Delta have": a word written with a capital inside the sentence is a name.
    // ("books in English": so is a capitalised adjective, a language or a people.)
    (t.tags.has('Titled') &&
      (t.tags.has('Noun') || (t.tags.has('Adjective') && t.index > 0)) &&
      !isCovered(a, t.index)) ||
    namesSomething(a, t) ||
    namesGroup(a, t) ||
    grainOfDates(a, t) ||
    comparesNumber(a, t) ||
    boundedNoun(a, t) ||
    wordOfCells(a, t) ||
    closingState(a, t) ||
    closingAdjective(a, t) ||
    relativeVerb(a, t) ||
    compoundHead(a, t) ||
    singularHead(a, t) ||
    columnModifier(a, t) ||
    partialCompound(a, t) ||
    placedNoun(a, t) ||
    perDivisor(a, t) ||
    hadAmount(a, t) ||
    hadThing(a, t) ||
    aggregatedNoun(a, t) ||
    changeVerb(a, t) ||
    otherEvent(a, t) ||
    verbOfCells(a, t) ||
    measuredNoun(a, t) ||
    rowsDo(a, t) ||
    durationVerb(a, t) ||
    rankedNoun(a, t) ||
    rankedColumn(a, t) ||
    sideOfCell(a, t) ||
    askedNoun(a, t) ||
    unreadFlag(a, t) ||
    // "the average duration in minutes" over duration_ms: a unit left out changes the number.
    otherUnit(a, t) ||
    unknownUnit(a, t) ||
    // "total sessions on weekends", "in the morning": a part of the week or day left out counts every one.
    (DAY_AND_WEEK_PARTS.has(t.text) && !isCovered(a, t.index)) ||
    doerAfterBy(a, t) ||
    rowAdjective(a, t) ||
    askedColumnUnread(a, t) ||
    askedYear(a, t) ||
    categoryBeforeValue(a, t) ||
    closingNoun(a, t) ||
    amountFrom(a, t) ||
    participleOfHeader(a, t) ||
    splitName(a, t) ||
    headAfterPart(a, t) ||
    countedParticiple(a, t)
  )
}

/**
 * ("the average salary of female employees" where no column holds sexes: a statistic of a part of
 * the rows no column can pick is no statistic of them all.)
 */
const statisticAsked = (a: Analysis) => a.tokens.some((t) => AGGREGATE_WORDS[t.text] !== undefined)

/** A column holds M and F, or male and female (of a table of women only, "women" says nothing). */
function holdsSexes(a: Analysis): boolean {
  const exact = a.model.values.exact
  const both = (x: string, y: string) =>
    (exact.get(x) ?? []).some((c) => (exact.get(y) ?? []).some((d) => d.column === c.column))
  return both('m', 'f') || both('male', 'female')
}

/**
 * "the most common vaccine combinations" over a column listing vaccines: a noun right after a list
 * column's name may ask for whole cells rather than items; left unread, items are counted.
 */
const afterList = (a: Analysis, t: Token) =>
  t.tags.has('Noun') &&
  !t.tags.has('Pronoun') &&
  !isCovered(a, t.index) &&
  !a.rowNouns.includes(t.index) &&
  a.columns.some((l) => l.end === t.index && l.column.list !== undefined)

/**
 * "the name of the guide who led booking EX-7010" over portName and guideLanguages: whose name is
 * asked, a word of another column; left unread, another thing's name is given.
 */
function ownerOfName(a: Analysis, t: Token): boolean {
  if (
    !t.tags.has('Noun') ||
    t.tags.has('Pronoun') ||
    a.values.some((v) => v.start <= t.index && t.index < v.end)
  )
    return false
  let of = t.index - 1
  if (['the', 'a', 'an', 'its', 'their'].includes(wordAt(a, of))) of--
  return (
    wordAt(a, of) === 'of' &&
    ['name', 'names'].includes(wordAt(a, of - 1)) &&
    a.columns.some((l) => l.start <= t.index && t.index < l.end)
  )
}

/**
 * "the total number of deaths and injuries" over DEATHS and INJURIES: a second amount joined to
 * the first by "and" is asked too; left unread, the answer is the first alone.
 */
const joinedAmount = (a: Analysis, t: Token) =>
  wordAt(a, t.index - 1) === 'and' &&
  a.columns.some((l) => l.start === t.index && numericReading(l.column) === 'number') &&
  a.columns.some((l) => l.end === t.index - 1 && numericReading(l.column) === 'number')

/**
 * "surveys with bleaching" over BLEACH_FLG: a yes/no column named after "with" says which rows;
 * left unread, every row counts.
 */
function hadColumn(a: Analysis, t: Token): boolean {
  if (!a.columns.some((l) => l.start === t.index && l.column.distinct <= 2)) return false
  let at = t.index - 1
  while (['a', 'an', 'any', 'some'].includes(wordAt(a, at))) at--
  return ['with', 'without', 'having'].includes(wordAt(a, at))
}

/**
 * "the total number of people killed in Iraq": people counted by what happened to them are a
 * number the rows hold (nkill), not the rows; left unread, the rows would be counted. (Other
 * things counted by their verb, "the number of games played", are most often the rows.)
 */
const countedParticiple = (a: Analysis, t: Token) =>
  PEOPLE_COUNTED.has(wordAt(a, t.index - 1)) &&
  t.tags.has('Verb') &&
  (t.tags.has('PastTense') || t.tags.has('Participle')) &&
  !isLightVerbWord(t) &&
  !LISTED_WORDS.has(t.text) &&
  !isCovered(a, t.index) &&
  a.tokens[t.index - 1]?.tags.has('Plural') === true &&
  wordAt(a, t.index - 2) === 'of' &&
  ['number', 'count'].includes(wordAt(a, t.index - 3))

/**
 * "the most common company size" over tech_company: a noun closing a compound whose first word
 * names a column only in part is another thing than that column.
 */
const headAfterPart = (a: Analysis, t: Token) =>
  t.tags.has('Noun') &&
  t.tags.has('Singular') &&
  !t.tags.has('Pronoun') &&
  !isCovered(a, t.index) &&
  !a.rowNouns.includes(t.index) &&
  a.columns.some((l) => l.end === t.index && l.tier === 'partial' && l.end - l.start === 1) &&
  // (A noun modifier only: "the shortest player", "a winning result" name the thing itself.)
  isPlainNoun(a.tokens[t.index - 1]) &&
  a.tokens[t.index + 1]?.tags.has('Noun') !== true

const isPlainNoun = (t: Token | undefined): t is Token =>
  t?.tags.has('Noun') === true &&
  !t.tags.has('Adjective') &&
  !t.tags.has('Verb') &&
  !t.tags.has('Superlative') &&
  !t.tags.has('Gerund')

/**
 * "the average calories from fat" over calories and cal_fat: a noun naming another amount column,
 * after an amount and "from" or "of", says which part of the amount is meant.
 */
const amountFrom = (a: Analysis, t: Token) =>
  ['from', 'of'].includes(wordAt(a, t.index - 1)) &&
  a.columns.some((l) => l.start <= t.index && t.index < l.end && numericReading(l.column) === 'number') &&
  a.columns.some((l) => l.end === t.index - 1 && numericReading(l.column) === 'number')

/**
 * "channels that gained more than 100,000 followers" over Followers and Followers gained: a word
 * of a header whose every word the question says, apart, asks for that header; left unread, the
 * one-word column is read instead.
 */
const splitName = (a: Analysis, t: Token) =>
  a.columns.some(
    (l) =>
      l.start <= t.index &&
      t.index < l.end &&
      l.tier === 'partial' &&
      l.column.stems.length > 1 &&
      l.column.stems.every((s) => a.tokens.some((w) => w.stem === s || w.surfaceStem === s)) &&
      // (Another column takes the other words: Followers for "followers".)
      a.columns.some(
        (m) =>
          m.column !== l.column &&
          m.tier === 'exact' &&
          a.tokens.slice(m.start, m.end).some((w) => l.column.stems.includes(w.stem) && w.index !== t.index),
      ),
  )

/**
 * "plants commissioned in 2015" over commissioning_year: a participle that shares its stem with a
 * word of a header, left unread, says which column the condition is on.
 */
const participleOfHeader = (a: Analysis, t: Token) =>
  (t.tags.has('PastTense') || t.tags.has('Participle')) &&
  !isLightVerbWord(t) &&
  !LISTED_WORDS.has(t.text) &&
  !isCovered(a, t.index) &&
  t.stem.length >= 5 &&
  a.model.columns.some((c) => c.stems.includes(t.stem))

/**
 * "how many residential jobs were emergencies", "how many licenses are for kittens": what the
 * counted rows are said to be, or to be for.
 */
const closingNoun = (a: Analysis, t: Token) =>
  wordAt(a, 0) === 'how' &&
  wordAt(a, 1) === 'many' &&
  t.index === a.tokens.length - 1 &&
  t.tags.has('Noun') &&
  !t.tags.has('Pronoun') &&
  ['were', 'are', 'was', 'is'].includes(
    wordAt(a, wordAt(a, t.index - 1) === 'for' ? t.index - 2 : t.index - 1),
  ) &&
  !a.rowNouns.includes(t.index) &&
  !isCovered(a, t.index)

/**
 * "what is the make of the vehicle with ...": the column asked, named in full before "of", is
 * the answer; a reading that leaves it out answers something else.
 */
const askedColumnUnread = (a: Analysis, t: Token) =>
  a.columns.some(
    (l) =>
      // ("what is the full name of the employee": every word of a name said in full.)
      (l.start === t.index || (l.tier === 'exact' && l.start < t.index)) &&
      t.index < l.end &&
      (l.end === l.start + 1 || l.tier === 'exact') &&
      wordAt(a, l.end) === 'of' &&
      wordAt(a, l.start - 1) === 'the' &&
      ((['is', 'was', 'are', 'were'].includes(wordAt(a, l.start - 2)) &&
        ['what', 'which'].includes(wordAt(a, l.start - 3))) ||
        // ("list the durations of the 3 most downloaded episodes")
        (l.start === 2 && REQUESTS.has(wordAt(a, 0)))),
  )

/**
 * "which year has the most attendees" where no column holds years or dates (a year inside a name,
 * "Summit 2016", is no column of years): the year asked for; left unread, another column of the
 * top row is answered.
 */
const askedYear = (a: Analysis, t: Token) =>
  (t.text === 'year' || t.text === 'years') &&
  ['which', 'what'].includes(wordAt(a, t.index - 1)) &&
  !isCovered(a, t.index) &&
  !a.model.columns.some((c) => c.kind !== 'text' && timeReading(c) !== undefined)

/**
 * "entry-level Data Scientists" over experience_level and job_title: a word naming a column of
 * categories (values repeating), unread, right before another column's value said in the plural
 * (a kind of rows) qualifies those rows by that column.
 */
const categoryBeforeValue = (a: Analysis, t: Token) =>
  a.columns.some(
    (l) =>
      l.end === t.index + 1 &&
      l.column.kind === 'text' &&
      l.column.distinct * 4 <= l.column.nonNull &&
      a.values.some(
        (v) =>
          v.start === l.end &&
          a.tokens[v.end - 1]?.tags.has('Plural') &&
          v.cells.every((c) => c.column !== l.column.name),
      ),
  )

const REQUESTS = new Set(['list', 'show', 'give', 'name', 'provide', 'enumerate', 'find', 'identify'])

/**
 * "the most expensive lamp" where cells read "Desk lamp", "Floor lamp": a singular noun that ends
 * several cells of a column, some of them only, names a kind of row the reading would leave out.
 */
function wordOfCells(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun')) return false
  // ("orders for dresses" over Western Dress and Ethnic Dress: a plural too, by its singular.)
  const plural = t.tags.has('Plural')
  if (plural && (isCovered(a, t.index) || a.rowNouns.includes(t.index))) return false
  const word = plural ? t.lemma : t.text
  if (plural && STOP_WORDS.has(word)) return false
  const ending = a.model.values.byLastToken.get(word) ?? []
  if (ending.length < 2) return false
  const column = a.model.byName.get(ending[0]?.column ?? '')
  const sameColumn = ending.filter((c) => c.column === column?.name).length
  return column !== undefined && sameColumn >= 2 && sameColumn * 2 <= (column.values?.values.length ?? 0)
}

/**
 * "how many products were sold?", "the cheapest product still sold": a participle closing the
 * question is the state asked about ("were played in 2010" leaves it to the period). Verbs of
 * the events a table lists ("how many players were drafted", "were released", "were won") say
 * only that the rows happened.
 */
const closingState = (a: Analysis, t: Token) =>
  !TIME_COLUMN_STEMS.has(t.text) &&
  !EVENT_VERBS.has(t.lemma) &&
  // ("how many visits are recorded": a light verb says only that the rows are there.)
  (!isLightVerbWord(t) || statedAfterCopula(t, a.tokens[t.index - 1])) &&
  t.tags.has('Verb') &&
  !t.tags.has('Auxiliary') &&
  (t.tags.has('PastTense') || t.tags.has('Participle')) &&
  (t.index === a.tokens.length - 1 ||
    ['and', 'or', 'but'].includes(a.tokens[t.index + 1]?.text ?? '') ||
    // ("how many birds were banded at Marsh Loop": the place after it is a condition apart.)
    (countsRows(a) &&
      COPULAS.has(a.tokens[t.index - 1]?.text ?? '') &&
      PLACED_AFTER.has(a.tokens[t.index + 1]?.text ?? '') &&
      a.values.some((v) => v.start === t.index + 2) &&
      !LISTED_WORDS.has(t.text))) &&
  (COPULAS.has(a.tokens[t.index - 1]?.text ?? '') ||
    ['still', 'already', 'not'].includes(a.tokens[t.index - 1]?.text ?? '') ||
    // "how many loans defaulted": the verb after the things counted says which count.
    (a.tokens[t.index - 1]?.tags.has('Plural') === true && a.tokens[t.index - 2]?.text === 'many') ||
    // "how many customers in region 28 responded": after conditions on them too.
    countsRows(a))

const PLACED_AFTER = new Set(['at', 'in', 'on', 'from', 'during'])
const PEOPLE_COUNTED = new Set([
  'people',
  'persons',
  'individuals',
  'victims',
  'civilians',
  'men',
  'women',
  'children',
])

/**
 * The question opens "how many": what closes it is said of the things counted. ("how many times
 * was the venue used": there the verb is the event each row is.)
 */
const countsRows = (a: Analysis) =>
  wordAt(a, 0) === 'how' && wordAt(a, 1) === 'many' && wordAt(a, 2) !== 'times'

/**
 * "how many customers in region 8 were satisfied?", "how many transactions in TX were
 * contactless?": an adjective closing a count after its copula is the state counted.
 */
const closingAdjective = (a: Analysis, t: Token) =>
  countsRows(a) &&
  !LISTED_WORDS.has(t.text) &&
  t.index === a.tokens.length - 1 &&
  t.tags.has('Adjective') &&
  !t.tags.has('Superlative') &&
  !t.tags.has('Comparative') &&
  !AMOUNT_ADJECTIVES.has(t.text) &&
  copulaBefore(a, t.index) &&
  !isCovered(a, t.index)

/**
 * The copula right before `i`, or before a subject the question names ("how many days was store
 * 540 busy": a column and a number between).
 */
function copulaBefore(a: Analysis, i: number): boolean {
  const at = [i - 1, i - 2, i - 3].find((j) => COPULAS.has(wordAt(a, j)))
  if (at === undefined) return false
  for (let j = at + 1; j < i; j++)
    if (!isCovered(a, j) && !a.numbers.some((n) => n.start <= j && j < n.end)) return false
  return true
}

/**
 * "employees who left", "customers that cancelled": the verb closing a clause on the rows says
 * which rows count; read past, the answer covers them all. Verbs of the events a table lists ("players
 * who played") say only that the rows happened.
 */
function relativeVerb(a: Analysis, t: Token): boolean {
  // ("astronauts who have flown", "orders that were returned": past the auxiliary.)
  const at = RELATIVE_AUXILIARIES.has(wordAt(a, t.index - 1)) ? t.index - 1 : t.index
  const pronoun = a.tokens[at - 1]
  const rows = a.tokens[at - 2]
  return (
    // (compromise reads "records that failed" as an adjective.)
    (t.tags.has('Verb') || (t.tags.has('Adjective') && t.text.endsWith('ed'))) &&
    !t.tags.has('Auxiliary') &&
    !t.tags.has('Copula') &&
    !EVENT_VERBS.has(t.lemma) &&
    pronoun !== undefined &&
    RELATIVE_PRONOUNS.has(pronoun.text) &&
    rows !== undefined &&
    (rows.tags.has('Noun') || rows.tags.has('Pronoun')) &&
    // A clause that goes on ("who scored 12", "that transferred to Ajax") is read by what follows.
    (t.index === a.tokens.length - 1 || CLAUSE_ENDS.has(a.tokens[t.index + 1]?.text ?? ''))
  )
}

const RELATIVE_PRONOUNS = new Set(['who', 'that', 'which'])
const RELATIVE_AUXILIARIES = new Set(['have', 'has', 'had', 'were', 'was', 'are', 'is'])
/** Words after which a clause has ended: "employees who relocated are in Sales". */
const CLAUSE_ENDS = new Set(['and', 'or', 'but', ...COPULAS])

const EVENT_VERBS = new Set(
  'win lose draw play draft list feature represent hold name award select pick nominate elect appoint participate compete attend'.split(
    ' ',
  ),
)

const NUMBER_CUES = new Set(['over', 'under', 'exceeding', 'exceeds', 'beyond', '$', '£', '€'])

/** "over £2,000": a comparison or a currency before a number says what the number is. */
const comparesNumber = (a: Analysis, t: Token) =>
  NUMBER_CUES.has(t.text) && a.numbers.some((n) => n.start === t.index + 1 || n.start === t.index + 2)

/**
 * "an outstanding balance over $100" over fee: the noun right before a bound names what is bounded;
 * left unread, another column is compared.
 */
const boundedNoun = (a: Analysis, t: Token) =>
  t.tags.has('Noun') &&
  !t.tags.has('Pronoun') &&
  !isCovered(a, t.index) &&
  !a.rowNouns.includes(t.index) &&
  !unitOf(t.text) &&
  // ("the only country to score below 38": a verb, whatever the tagger says.)
  wordAt(a, t.index - 1) !== 'to' &&
  BOUND_CUES.has(wordAt(a, t.index + 1)) &&
  a.numbers.some((n) => n.start > t.index + 1 && n.start <= t.index + 4)

const BOUND_CUES = new Set(['over', 'above', 'under', 'below', 'exceeding'])

const GROUPING = new Set(['by', 'per', 'each'])

/**
 * "by region", "per month": a group asked for, which a reading must not leave out; so is a noun
 * no column names ("for each agent", "came in by phone").
 */
const namesGroup = (a: Analysis, t: Token) =>
  // ("by booking source" over Src: the column named after a word that only says which.)
  ((GROUPING.has(a.tokens[t.index - 2]?.text ?? '') &&
    (['Noun', 'Gerund'].some((tag) => a.tokens[t.index - 1]?.tags.has(tag)) ||
      a.rowNouns.includes(t.index - 1)) &&
    a.columns.some((l) => l.start === t.index && l.column.shape.sequence < 1)) ||
    GROUPING.has(a.tokens[t.index - 1]?.text ?? '')) &&
  (CALENDAR_UNITS.has(t.lemma) ||
    a.columns.some((l) => l.start === t.index && l.column.shape.sequence < 1) ||
    // ("by path length": a word before a column's name only says which; "per square kilometer": a
    // unit divides; compromise tags a lone "weather" a verb.)
    ((t.tags.has('Noun') || t.tags.has('Infinitive')) &&
      !t.tags.has('Pronoun') &&
      !isCovered(a, t.index) &&
      !a.columns.some((l) => l.start === t.index + 1) &&
      !unitOf(t.text) &&
      !unitOf(a.tokens[t.index + 1]?.text ?? '')))

/**
 * "the best month for sales", "the busiest day": a part of the calendar after a superlative, in a
 * table of dates, says how rows group ("in the month of October" only says when).
 */
const grainOfDates = (a: Analysis, t: Token) => {
  // ("per check-in month": past the words of a date column named before the grain.)
  const ofDate = (i: number): boolean =>
    a.columns.some((l) => l.start <= i && i < l.end && l.column.kind === 'date') ||
    (a.tokens[i]?.text === 'in' && ofDate(i - 1))
  let at = t.index - 1
  while (at > 0 && ofDate(at)) at--
  const before = a.tokens[at]
  // ("items restocked each month": a grouping by month left unread counts them all at once.)
  const ranked =
    before !== undefined &&
    (SUPERLATIVE_MAX.has(before.text) ||
      SUPERLATIVE_MIN.has(before.text) ||
      before.tags.has('Superlative') ||
      ['each', 'every', 'per'].includes(before.text))
  return (
    ranked &&
    CALENDAR_UNITS.has(t.lemma) &&
    !isCovered(a, t.index) &&
    a.model.columns.some((c) => c.kind === 'date')
  )
}

import { measuredIn, numericReading, possibleUnits, twoCodes } from './column-roles.js'
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
import { closingAdjective, closingNoun, closingState, purposeVerb, relativeVerb } from './strong-clauses.js'
import {
  afterList,
  amountFrom,
  askedColumnUnread,
  askedYear,
  categoryBeforeValue,
  cellWordUnread,
  closingOfUnknown,
  countedParticiple,
  countedPossession,
  countedUnknown,
  hadColumn,
  headAfterPart,
  howMuchSubject,
  joinedAmount,
  kindOfAsked,
  namedInFull,
  ownerBeforeName,
  ownerOfName,
  participleOfHeader,
  rowsForUnknown,
  splitName,
  verbOfCountedAmount,
  wordOfCells,
} from './strong-column-words.js'
import { ownNameWord } from './table-model.js'
import { AGGREGATE_WORDS } from './vocabulary/aggregate-words.js'
import { GRAIN_WORDS } from './vocabulary/grain-words.js'
import { isRowWord } from './vocabulary/row-nouns.js'
import { columnUnit, isLongUnit, unitOf } from './vocabulary/unit-conversions.js'
import { CODE_ALIASES } from './vocabulary/value-codes.js'
import {
  AMOUNT_ADJECTIVES,
  ARITHMETIC_WORDS,
  CALENDAR_UNITS,
  COMPARE_WORDS,
  CUE_WORDS,
  NEGATIONS,
  STOP_WORDS,
  SUPERLATIVE_MAX,
  SUPERLATIVE_MIN,
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
  // ("how many fitting appointments" over saddle_fittings: the table's own word, every row's.)
  !ownNameWord(a.model, t.stem) &&
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
    countedPossession(a, t) ||
    countedUnknown(a, t) ||
    howMuchSubject(a, t) ||
    rowsForUnknown(a, t) ||
    kindOfAsked(a, t) ||
    namedInFull(a, t) ||
    verbOfCountedAmount(a, t) ||
    joinedAmount(a, t) ||
    ownerOfName(a, t) ||
    ownerBeforeName(a, t) ||
    afterList(a, t) ||
    // ("people in their twenties": a decade of age left out counts everyone.)
    AGE_DECADES[t.text] !== undefined ||
    a.unsettled.includes(t.index) ||
    // ("the average age of smokers" over SMOKING of 1s and 2s: which code says yes is not said.)
    a.columns.some((l) => l.start <= t.index && t.index < l.end && twoCodes(l.column)) ||
    CUE_WORDS.has(t.text) ||
    ARITHMETIC_WORDS.has(t.text) ||
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
    // ("the top 3 players by ast in a single row": left unread, the groups' totals rank.)
    (t.text === 'single' && wordAt(a, t.index - 2) === 'in') ||
    // "games that cost nothing": an amount of zero, said as a word; "Product_Category_3 empty".
    t.text === 'nothing' ||
    // ("kick off times past 6:00 p.m.": after the time, which a cell read alone would not say.)
    (t.text === 'past' && isCovered(a, t.index + 1)) ||
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
    cellWordUnread(a, t) ||
    closingOfUnknown(a, t) ||
    closingState(a, t) ||
    closingAdjective(a, t) ||
    relativeVerb(a, t) ||
    purposeVerb(a, t) ||
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
  // ("the highest daily average pm2.5": the days' averages ranked; left unread, single rows are.)
  const grain = GRAIN_WORDS[t.text] !== undefined && ranked && !isCovered(a, t.index)
  return (
    grain ||
    (ranked &&
      CALENDAR_UNITS.has(t.lemma) &&
      !isCovered(a, t.index) &&
      a.model.columns.some((c) => c.kind === 'date'))
  )
}

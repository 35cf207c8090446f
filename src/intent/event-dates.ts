import { eventTimes, timeReading } from './column-roles.js'
import { conjugations } from './language-libraries.js'
import type { Analysis } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import type { ColumnModel } from './table-model.js'
import { TIME_COLUMN_STEMS } from './word-lists.js'
import { stemWord } from './word-stem.js'

/**
 * Which date column holds the time of an event a question names by its verb: "hired in 2023" is
 * on Hire Date; "terminated in 2023" is on no column of a table whose one date is Hire Date.
 */

/** The past-tense verb right before a period's preposition: "terminated in 2023", "churned during Q1". */
export function verbBefore(a: Analysis, p: { readonly start: number }): Token | undefined {
  const verb = wordBeforePeriod(a, p)
  if (!verb?.tags.has('Verb') || verb.tags.has('Auxiliary') || verb.tags.has('Copula')) return undefined
  return verb.tags.has('PastTense') || verb.tags.has('Participle') ? verb : undefined
}

/** The word right before a period's preposition ("returns" in "returns in Q1 2024"). */
function wordBeforePeriod(a: Analysis, p: { readonly start: number }): Token | undefined {
  const opener = a.tokens[p.start - 1]
  return opener && PERIOD_OPENERS.has(opener.text) ? a.tokens[p.start - 2] : undefined
}

const PERIOD_OPENERS = new Set(['in', 'on', 'during', 'before', 'after', 'since'])

/**
 * Whether a date column can hold when `verb` happened: its header names that event ("hired" and
 * Hire Date), names none ("Date", "timestamp": whatever the rows are), or the verb only says a row
 * was made ("orders placed in 2023" over Order Date).
 */
export function recordsEvent(column: ColumnModel, verb: Token): boolean {
  // ("episodes aired in May" over Broadcast Date: a verb of when rows took place, whatever the header.)
  if (MAKING_VERBS.has(verb.lemma) || TIME_COLUMN_STEMS.has(verb.text) || column.kind !== 'date') return true
  const events = column.stems.filter((s) => !PLAIN_TIME.has(s))
  return events.length === 0 || events.includes(verb.stem)
}

/**
 * "unicorns started in 2015" over Date Joined and Year Founded: rows dated twice, and a verb that
 * neither header names nor only says a row was made; either date would be a guess.
 */
export function namesNeitherTime(a: Analysis, verb: Token): boolean {
  if (MAKING_VERBS.has(verb.lemma)) return false
  // Events the headers name ("joined", "founded"; "First release" and "Latest release" are one).
  const events = new Set(eventTimes(a.model).flatMap((c) => c.stems.filter((s) => EVENT_STEMS.has(s))))
  if (events.size < 2) return false
  return !events.has(verb.stem) && !events.has(verb.surfaceStem)
}

/**
 * The date column whose header names the word right before a period: "returns in Q1 2024" is on
 * Return_Date, "shipped in May" on Ship Date, whichever date the table lists first.
 */
export function eventColumn(a: Analysis, p: { readonly start: number }): ColumnModel | undefined {
  const word = wordBeforePeriod(a, p)
  if (!word) return undefined
  const dates = a.model.columns.filter((c) => c.kind === 'date' || timeReading(c) === 'date')
  return onlyOneNamed(dates, (s) => s === word.stem || s === word.surfaceStem)
}

/** Of two or more time columns, the one whose event (a header word but "date") is said, if one is. */
function onlyOneNamed(
  times: readonly ColumnModel[],
  said: (stem: string) => boolean,
): ColumnModel | undefined {
  if (times.length < 2) return undefined
  const named = times.filter((c) => c.stems.some((s) => !PLAIN_TIME.has(s) && said(s)))
  return named.length === 1 ? named[0] : undefined
}

/**
 * "how many sales happened in 2017" over YEAR BUILT and SALE DATE: of several time columns, the
 * one whose event is the plural noun the question counts.
 */
export function datesOfThings(a: Analysis): ColumnModel | undefined {
  const times = a.model.columns.filter((c) => timeReading(c) !== undefined)
  const things = a.tokens.filter((t) => t.tags.has('Plural') && t.tags.has('Noun')).map((t) => t.stem)
  return onlyOneNamed(times, (s) => things.includes(s))
}

/**
 * "jobs done each month": a past form of a verb that says only that a row came to be, where the
 * tagger reads it as an adjective.
 */
export function isMadeParticiple(t: Token): boolean {
  return (
    t.tags.has('Adjective') &&
    [...MAKING_VERBS].some((v) => {
      const forms = conjugations(v)
      return forms.Participle === t.text || forms.PastTense === t.text
    })
  )
}

/** Header words that say only that a column holds dates. */
const PLAIN_TIME = new Set(['date', 'time', 'day', 'timestamp', 'datetime', 'at', 'on', 'dt'].map(stemWord))
/** Verbs that say only that a row came to be. */
const MAKING_VERBS = new Set([
  'place',
  'make',
  'create',
  'record',
  'log',
  'submit',
  'register',
  'file',
  'enter',
  // ("jobs done each month", "events held", "inspections conducted": a row that took place.)
  'do',
  'hold',
  'conduct',
  'perform',
  // ("how many sales happened in 2017", "crashes that occurred in May".)
  'happen',
  'occur',
])

const PERIODS = new Set(['year', 'month', 'week', 'quarter', 'season', 'period', 'era'].map(stemWord))
const EVENT_STEMS = new Set(
  [...TIME_COLUMN_STEMS].map(stemWord).filter((s) => !PLAIN_TIME.has(s) && !PERIODS.has(s)),
)

import {
  namingColumn,
  numericReading,
  shownValue,
  timeColumn,
  timeOfDay,
  timeReading,
} from '../column-roles.js'
import {
  finishedAt,
  gatherConditions,
  isResultWord,
  RANK_STEMS,
  rankNamedBefore,
} from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import { namesNeitherTime } from '../event-dates.js'
import type { OrderKey } from '../intent-types.js'
import { type Analysis, isCovered } from '../question-analysis.js'
import { askedColumn } from '../target-finder.js'
import { stemWord } from '../word-stem.js'

const FIRST = new Set(['first', 'earliest', 'initial', 'opening', 'top'])
const YEAR = stemWord('year')
const LAST = new Set(['last', 'final', 'latest', 'bottom', 'most recent'])
/** "the most recent order", "the most recently hired employee". */
const RECENT = new Set(['recent', 'recently'])
const LIST_WORDS = new Set([
  'listed',
  'list',
  'table',
  'chart',
  'shown',
  'above',
  'below',
  'top',
  'bottom',
  'page',
])
const TIME_WORDS = new Set([
  'year',
  'years',
  'date',
  'time',
  'season',
  'when',
  'earliest',
  'latest',
  'recent',
  'chronologically',
  // Verbs of events in time: "the last event held", "the first album released".
  'held',
  'released',
  'opened',
  'built',
  'founded',
  'established',
  'started',
  'aired',
  'published',
  'formed',
  'completed',
  'launched',
  'introduced',
  'premiered',
  'recorded',
  'created',
  'constructed',
  'elected',
  'appointed',
])

const CALENDAR_UNITS = new Set(['year', 'month', 'quarter', 'week', 'day'])
const DETERMINERS = new Set(['the', 'its', 'their', 'his', 'her', 'our', 'my', 'your'])

/**
 * "revenue last year", "orders this month": a period relative to today, which no row's position
 * answers ("the last year they won" is one). Left unread, so the question is declined.
 */
const relativePeriod = (a: Analysis, i: number) =>
  CALENDAR_UNITS.has(wordAt(a, i + 1)) && !DETERMINERS.has(wordAt(a, i - 1))

/** A past-tense verb ("drafted", "recorded") linked to nothing. */
function isEventVerb(a: Analysis, i: number): boolean {
  const t = a.tokens[i]
  if (!t?.tags.has('Verb') || !t.tags.has('PastTense') || !t.text.endsWith('ed')) return false
  return !isCovered(a, i)
}

/** A verb of an event in time linked to no column, where the table dates its rows by two events. */
function eventOfSeveralTimes(a: Analysis): boolean {
  const verb = a.tokens.find((t) => TIME_WORDS.has(t.text) && t.tags.has('Verb') && !isCovered(a, t.index))
  return verb !== undefined && namesNeitherTime(a, verb)
}

/** "the first/last X", "the second X": by file order, or by the time column when time is asked. */
export function recognizePosition(a: Analysis): Candidate | undefined {
  let at = -1
  let last = false
  let offset = 0
  for (let i = 0; i < a.tokens.length; i++) {
    const w = wordAt(a, i)
    // ("the first quarter of 2024": the ordinal of a period is no row's.)
    const inPeriod = a.periods.some((p) => p.start <= i && i < p.end)
    // ("the total final amount" over Final Amt: a word of a column named in full is no position.)
    const inName = a.columns.some(
      (l) => l.start <= i && i < l.end && l.tier !== 'partial' && l.column.words.includes(w),
    )
    if (a.values.some((v) => v.start <= i && i < v.end) || relativePeriod(a, i) || inPeriod || inName)
      continue
    if (FIRST.has(w)) at = i
    else if (LAST.has(w) || (RECENT.has(w) && wordAt(a, i - 1) === 'most')) {
      at = i
      last = true
    }
    if (at >= 0) break
  }
  if (at < 0 || rankNamedBefore(new Draft(a), at)) return undefined
  // "which team came in first": a rank column makes it a condition (condition-gatherer); without
  // one, the table's own order ranks the rows.
  const finished = finishedAt(new Draft(a), at)
  const ranked = a.model.columns.some((c) => c.stems.some((s) => RANK_STEMS.has(s)))
  if (finished && ranked) return undefined
  const ordinal = a.numbers.find((n) => n.ordinal && n.end === at)
  if (ordinal) offset = ordinal.value - 1
  const d = new Draft(a).useWord(at)
  for (const i of finished ?? []) d.useWord(i)
  // "the first game", "the last album": the noun after first/last names the rows.
  const noun = a.tokens[at + 1]
  const linked = isCovered(a, at + 1)
  // ("their last loss": a result is a condition, read with the others.)
  if (noun?.tags.has('Noun') && !linked && !noun.tags.has('ProperNoun') && !isResultWord(a, at + 1))
    d.useWord(at + 1)
  if (ordinal) d.use(ordinal)
  if (RECENT.has(wordAt(a, at))) d.useWord(at - 1)
  const target = askedColumn(d)
  if (!target) return undefined
  const position = a.numbers.find((n) => n.start === at)
  const where = gatherConditions(d, {
    skipNumbers: [...(position ? [position] : []), ...(ordinal ? [ordinal] : [])],
  })
  if (!where) return undefined
  const listWord = a.tokens.some((t) => LIST_WORDS.has(t.text) && t.index !== at)
  for (const t of a.tokens) if (LIST_WORDS.has(t.text)) d.useWord(t.index)
  const timeAsked =
    target.how === 'time' || !!timeReading(target.column) || a.tokens.some((t) => TIME_WORDS.has(t.text))
  // "which was opened first": the time column orders the rows; the row's name is asked.
  const asksThing =
    target.how === 'named' && !!timeReading(target.column) && ['which', 'who'].includes(wordAt(a, 0))
  const named = asksThing ? namingColumn(a.model) : undefined
  if (asksThing && named) {
    const order = {
      kind: 'value' as const,
      value: { column: target.column.name, reading: timeReading(target.column) ?? 'raw' },
    }
    const where = gatherConditions(d, { skipNumbers: ordinal ? [ordinal] : [] })
    if (!where) return undefined
    return d.candidate('position', {
      kind: 'rows',
      columns: [shownValue(named)],
      where: withoutAggregateRows(a, [...where, { kind: 'present', value: order.value }]),
      order: { key: order, descending: last },
      limit: 1,
      offset,
    })
  }
  // ("the earliest commissioning year" over 1969.0 and the like: a number a header calls a year;
  // "birthyear" glues the word to another.)
  const yearNumber =
    !timeReading(target.column) &&
    numericReading(target.column) === 'number' &&
    !!target.column.head?.endsWith(YEAR)
  const targetIsTime = (!!timeReading(target.column) || yearNumber) && target.how !== 'entity'
  // ("the earliest check-in time" over checkInTime of 08:45 and attendDate: a time of day, which
  // the dates do not order.)
  const ofDates = ['earliest', 'latest'].some((w) => a.tokens.some((t) => t.text === w))
  if (ofDates && timeOfDay(target.column) && timeColumn(a.model) !== undefined) return undefined
  // "the last event on Sept 30, 2023": within a period of a date column, that column orders them.
  const dated = where.find((c) => (c.kind === 'period' || c.kind === 'compare') && c.value.reading === 'date')
  const within = dated && 'value' in dated ? a.model.byName.get(dated.value.column) : undefined
  // "which company was founded earliest" over Date Joined and Year Founded: the time column the
  // question names orders the rows.
  // ("which part was published latest" names no Latest amendment: "latest" says the position.)
  // ("the most recently hired employee" over Hire Date: the participle after "recently" names the
  // time; without one, never the file's order.)
  const recently = wordAt(a, at) === 'recently'
  const namedTime = a.columns.find((l) => {
    const w = wordAt(a, l.start)
    const position = FIRST.has(w) || LAST.has(w) || w === 'recent'
    const participle = recently && l.start === at + 1
    return (TIME_WORDS.has(w) || participle) && !position && l.end === l.start + 1 && timeReading(l.column)
  })
  if (recently && !namedTime) return undefined
  const time = targetIsTime
    ? target.column
    : listWord
      ? undefined
      : timeAsked || recently
        ? (namedTime?.column ?? timeColumn(a.model))
        : within
  if (time && time === namedTime?.column) d.use(namedTime)
  // ("which company was started first" over Date Joined and Year Founded: the verb names neither.)
  else if (timeAsked && !targetIsTime && !listWord && eventOfSeveralTimes(a)) return undefined
  const reading = time
    ? (timeReading(time) ?? (yearNumber && time === target.column ? 'number' : undefined))
    : undefined
  const key: OrderKey =
    time && reading ? { kind: 'value', value: { column: time.name, reading } } : { kind: 'row' }
  if (key.kind === 'value') {
    const t = a.tokens.find((x) => TIME_WORDS.has(x.text))
    if (t) d.useWord(t.index)
    // "the first player drafted", "the last one recorded": ordered by time, the event's verb
    // says only that it happened.
    for (const x of a.tokens) if (isEventVerb(a, x.index)) d.useWord(x.index)
  }
  return d.candidate('position', {
    kind: 'rows',
    columns: [shownValue(target.column)],
    where: withoutAggregateRows(
      a,
      key.kind === 'value' ? [...where, { kind: 'present', value: key.value }] : where,
    ),
    order: { key, descending: last },
    limit: 1,
    offset,
  })
}

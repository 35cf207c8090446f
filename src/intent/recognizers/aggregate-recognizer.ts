import { type ColumnLink, namedAsId } from '../column-linker.js'
import {
  differsOnEveryRow,
  eventTimes,
  isAdditive,
  isQuantity,
  numericReading,
  panelOf,
  timeColumn,
  timeReading,
} from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { isShareWord } from '../content-words.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import { isMadeParticiple, recordsEvent } from '../event-dates.js'
import type { Aggregate, Condition, Dimension, Measure } from '../intent-types.js'
import { numericLinkAfter } from '../measure-finder.js'
import { type Analysis, isCovered } from '../question-analysis.js'
import type { Token } from '../question-tokens.js'
import { type ColumnModel, tableName } from '../table-model.js'
import { CUE_NOUNS } from '../target-words.js'
import { AGGREGATE_WORDS } from '../vocabulary/aggregate-words.js'
import { GRAIN_NOUNS, GRAIN_WORDS } from '../vocabulary/grain-words.js'
import { isLightVerbWord } from '../vocabulary/light-verbs.js'
import { isRowWord } from '../vocabulary/row-nouns.js'
import {
  COPULAS,
  CURRENCY_SIGNS,
  FLOW_NOUNS,
  GROUP_BEFORE_EACH,
  HOW_MUCH_STEMS,
  RELATIVES,
} from '../word-lists.js'
import { stemWord } from '../word-stem.js'

const BY = new Set(['by', 'per', 'each', 'every'])
/** "each" and "every" group only after a preposition ("for each region", "from each warehouse"). */
const EACH = new Set(['each', 'every'])
/** Heads of headers that name or number the thing before them: order_no, kiln_code, tire_name. */
const NAMING_HEADS = new Set(
  ['number', 'no', 'code', 'name', 'title', 'ref', 'reference', 'key'].map(stemWord),
)

const AGGREGATE_NAMES: Readonly<Record<Aggregate, string>> = {
  sum: 'total',
  avg: 'average',
  median: 'median',
  stddev: 'standard deviation',
  range: 'range',
  max: 'maximum',
  min: 'minimum',
  count: 'count',
  count_distinct: 'count of different values',
  rate: 'rate',
  ratio: 'ratio',
  per_period: 'average per period',
  per_value: 'average per value',
}

/** "by region", "per month", "monthly", "for each country": the groups of an aggregate. */
/** Auxiliaries before "each X" that make X the group too: "does each agent have". */
const EACH_AUXILIARIES = new Set(['does', 'did', 'do'])

export function dimensions(d: Draft, measureColumn: string | undefined): Dimension[] | undefined {
  const a = d.a
  const dims: Dimension[] = []
  for (let i = 0; i < a.tokens.length; i++) {
    const w = wordAt(a, i)
    const grainWord = GRAIN_WORDS[w]
    // "how many weekly records": the word says what each row is, no groups of time.
    const next = a.tokens[i + 1]
    if ((grainWord || w === 'hourly') && next && isRowWord(next)) {
      d.useWord(i)
      continue
    }
    // ("the average monthly fee" over MO_FEE: the grain is a word of the amount's own name.)
    if (grainWord && a.columns.some((l) => l.start === i + 1 && l.column.words.includes(grainWord))) {
      d.useWord(i)
      continue
    }
    // "annual salary" names the column AnnualSalary, not a grain of time; "the Student Monthly
    // plan" names a cell.
    const inCell = a.values.some((v) => v.start <= i && i < v.end)
    if (grainWord && !inCell && !a.columns.some((l) => l.start <= i && i < l.end)) {
      const time = timeColumn(a.model)
      if (!time || timeReading(time) !== 'date') return undefined
      d.useWord(i)
      dims.push({ column: time.name, grain: grainWord })
      continue
    }
    // ("reviews per month" names reviews_per_month: no group of dates.)
    if (!BY.has(w) || d.used.has(i) || a.columns.some((l) => l.start < i && i < l.end)) continue
    // "games won by brazil", "built by Smith": the agent of a verb, not a group.
    // ("count of orders by month": after "of" the word is a noun, whatever the tagger says).
    // ("total spend by channel", "the average total spent by segment": a column's name is the
    // measure, not a verb).
    const before = a.tokens[i - 1]
    // ("the paddlers count by launch site", "count orders by region": a count has no agent.)
    const agent =
      before?.tags.has('Verb') &&
      !before.tags.has('Auxiliary') &&
      before.lemma !== 'count' &&
      wordAt(a, i - 2) !== 'of' &&
      !a.columns.some((l) => l.end === i)
    // ("claimed by each department": "each" names groups, never an agent.)
    if (w === 'by' && agent && !EACH.has(wordAt(a, i + 1))) continue
    // ("hints used by teams that escaped", "pledged by campaigns launched in March": things said in
    // the plural, then who they are, are the doers of the rows, no groups.)
    const then = a.tokens[i + 2]
    const doers =
      a.tokens[i + 1]?.tags.has('Plural') === true &&
      (RELATIVES.has(wordAt(a, i + 2)) || (then?.tags.has('PastTense') === true && then.tags.has('Verb')))
    if (w === 'by' && doers) continue
    // ("the total of all charges across every ticket" over ticket_id, one a row: across every one of
    // them is over all, no groups.)
    const ownKey = a.columns.find((l) => l.start === i + 1 && l.column.distinct === l.column.nonNull)
    if (EACH.has(w) && wordAt(a, i - 1) === 'across' && ownKey) {
      d.use(ownKey)
      d.useWord(i - 1).useWord(i)
      continue
    }
    // "for each agent", "in each region", "how many listings does each agent have"; "released
    // each year", "issued each month": a verb of the rows' event, then a part of the calendar.
    const timed =
      EACH.has(w) && GRAIN_NOUNS[wordAt(a, i + 1)] !== undefined
        ? (eventTime(a, i - 1) ?? rowsTime(a, i - 1) ?? measureTime(a, i))
        : undefined
    if (
      EACH.has(w) &&
      !timed &&
      !GROUP_BEFORE_EACH.has(wordAt(a, i - 1)) &&
      !EACH_AUXILIARIES.has(wordAt(a, i - 1))
    )
      continue
    if (EACH.has(w))
      d.useWord(i - 1).use(timed && a.columns.find((l) => l.start < i && i <= l.end && l.column === timed))
    let j = i + 1
    if (wordAt(a, i) === 'for' || wordAt(a, j) === 'each') j++
    const grain = GRAIN_NOUNS[wordAt(a, j)]
    const named = a.columns.find((l) => l.start === j)
    // ("each month" where a column is "Age (months)": the unit of an amount is no group of dates.)
    const unitOnly = grain && named?.end === j + 1 && named.tier === 'partial' && !timeReading(named.column)
    const link = unitOnly ? undefined : named
    if (grain && (!link || timeReading(link.column) === 'date')) {
      const time = timed ?? link?.column ?? timeColumn(a.model)
      if (!time || timeReading(time) !== 'date') return undefined
      d.useWord(i).useWord(j)
      if (wordAt(a, i + 1) === 'each') d.useWord(i + 1)
      // ("month by month": the part of the calendar said on both sides of "by".)
      if (w === 'by' && wordAt(a, i - 1) === wordAt(a, j)) d.useWord(i - 1)
      dims.push({ column: time.name, grain })
      continue
    }
    // "revenue per unit": per an amount is a ratio of two amounts, not a group for each amount.
    if (link && w === 'per' && isQuantity(link.column)) return undefined
    // "the average gross per screening" over a table of screenings: per row, the plain average.
    // ("the total firing fee per kiln" over kiln_firings: the table's rows are firings; a kiln is
    // a group of them.)
    const rowsHead = tableName(a.model).head === a.tokens[j]?.stem
    if (
      w === 'per' &&
      a.rowNouns.includes(j) &&
      (rowsHead || isRowWord(a.tokens[j] as Token)) &&
      !a.tokens[j]?.tags.has('Plural') &&
      link?.tier === 'partial'
    ) {
      d.useWord(i).useWord(j)
      continue
    }
    // ("the average price per tire" over tire brand: "per" a thing named only by the word before
    // a header's head is per unit of it, no group of brands; "per shift" over Shift Date, no group
    // of dates.)
    const modifierOnly =
      link?.tier === 'partial' &&
      link.end === j + 1 &&
      (link.column.kind === 'text' || link.column.kind === 'date') &&
      !namedAsId(link.column) &&
      !NAMING_HEADS.has(link.column.head ?? '') &&
      a.tokens[j]?.stem !== link.column.head &&
      link.column.stems[0] === a.tokens[j]?.stem &&
      !a.tokens[j]?.tags.has('Plural')
    if (w === 'per' && modifierOnly) return undefined
    if (link && link.column.name !== measureColumn) {
      d.useWord(i).use(link)
      if (wordAt(a, i + 1) === 'each') d.useWord(i + 1)
      dims.push({ column: link.column.name })
    }
  }
  // "how did the number of deliveries trend month by month": over parts of the calendar, the
  // trend is the groups shown in time order.
  if (dims.some((g) => g.grain !== undefined))
    for (const t of a.tokens) if (TREND_WORDS.has(t.text)) d.useWord(t.index)
  return withDatesNamed(a, dims)
}

const TREND_WORDS = new Set(['trend', 'trends', 'trended', 'trending'])

/**
 * "each month of 2024, by return date": a part of the calendar taken of the table's first date,
 * and a date column named as a group, are one grouping, by that part of the named date.
 */
function withDatesNamed(a: Analysis, dims: readonly Dimension[]): Dimension[] {
  const isDate = (g: Dimension) => {
    const c = a.model.byName.get(g.column)
    return c !== undefined && timeReading(c) === 'date'
  }
  const named = dims.filter((g) => g.grain === undefined && isDate(g))
  const grains = dims.filter((g) => g.grain !== undefined)
  const [date] = named
  const [grain] = grains
  if (named.length !== 1 || grains.length !== 1 || !date || !grain) return [...dims]
  return dims
    .filter((g) => g !== date)
    .map((g) => (g === grain ? { column: date.column, grain: g.grain } : g))
}

/**
 * "restocked" (Last Restocked), "issued" (IssueDate), "released": the column of dates that records
 * the event of a past-tense verb, the one it names or else the table's time column when that
 * records it (names no other event, or the verb says when rows took place).
 */
function eventTime(a: Analysis, i: number): ColumnModel | undefined {
  // ("signed up each month": the verb stands before its particle.)
  const verb = a.tokens[i]?.tags.has('Particle') ? a.tokens[i - 1] : a.tokens[i]
  if (!verb) return undefined
  if (!verb.tags.has('Verb')) return isMadeParticiple(verb) ? timeColumn(a.model) : undefined
  if (!(verb.tags.has('PastTense') || verb.tags.has('Participle'))) return undefined
  const named = a.columns.find((l) => l.start <= i && i < l.end && timeReading(l.column) === 'date')?.column
  if (named) return named
  const time = timeColumn(a.model)
  return time !== undefined && recordsEvent(time, verb) ? time : undefined
}

/**
 * "how many quotes each month": right after the rows' noun, the rows are grouped by their dates.
 * (After a verb, only a date that records its event does: "loans defaulted each year" has none.)
 */
function rowsTime(a: Analysis, i: number): ColumnModel | undefined {
  // ("how many tickets did we have each month": a light verb after the rows says they were had.)
  const things = a.rowNouns.some((r) => r < i) || (wordAt(a, 0) === 'how' && wordAt(a, 1) === 'many')
  const had = a.tokens[i] !== undefined && isLightVerbWord(a.tokens[i] as Token) && things
  // ("how many bookings were there each month", "how many orders each month": the noun counted,
  // or "there" after it.)
  const counted = wordAt(a, 0) === 'how' && wordAt(a, 1) === 'many' && i === 2
  const there = wordAt(a, i) === 'there' && COPULAS.has(wordAt(a, i - 1)) && things
  if (!a.rowNouns.includes(i) && !had && !counted && !there) return undefined
  const time = timeColumn(a.model)
  return time && timeReading(time) === 'date' ? time : undefined
}

/**
 * "the average customer rating each month": right after the amount measured, the rows are grouped
 * by the table's one date.
 */
function measureTime(a: Analysis, i: number): ColumnModel | undefined {
  if (!a.columns.some((l) => l.end === i && numericReading(l.column) === 'number')) return undefined
  const dates = eventTimes(a.model).filter((c) => timeReading(c) === 'date')
  return dates.length === 1 ? dates[0] : undefined
}

/**
 * A group said after "per" whose column files things under keys (order_id, "Invoice No"), each key
 * on a few rows: per such a thing, an average is one number, not one a key.
 */
function perKey(a: Analysis, g: Dimension): boolean {
  const c = a.model.byName.get(g.column)
  // ("the average gold medals per country at the 2012 Games" over a row per country and Games:
  // the countries' medals over their number, as for keys.)
  if (!c || g.grain !== undefined || (!KEY_ENDS.has(c.stems.at(-1) ?? '') && !panelOf(a.model, c)))
    return false
  const said = a.columns.find((l) => l.column === c)
  return said !== undefined && wordAt(a, said.start - 1) === 'per' && c.distinct >= MANY_KEYS
}

/**
 * "the average order value" where Order ID comes back on several lines: the key whose thing the
 * measure's name starts with, when its values repeat.
 */
function keyNamedFirst(a: Analysis, link: ColumnLink): ColumnModel | undefined {
  const first = stemWord(link.said.split(' ')[0] ?? '')
  if (link.end - link.start < 2) return undefined
  // ("the average boat length", "the average guest rating": what a boat or guest is, on each of
  // its rows, not what its rows add up to: only money or a value adds up per key.)
  const unit = String(a.model.table.columns[link.column.position]?.profile.unit ?? '')
  const money =
    CURRENCY_SIGNS.has(unit) ||
    HOW_MUCH_STEMS.has(link.column.head ?? '') ||
    link.said.split(' ').some((w) => HOW_MUCH_STEMS.has(stemWord(w)))
  if (!isAdditive(link.column) || !money) return undefined
  return a.model.columns.find(
    (c) =>
      c !== link.column &&
      c.stems.length === 2 &&
      c.stems[0] === first &&
      KEY_ENDS.has(c.stems[1] ?? '') &&
      !differsOnEveryRow(a.model, c) &&
      c.distinct >= MANY_KEYS,
  )
}

const KEY_ENDS = new Set(['id', 'number', 'no', 'num', 'code'].map(stemWord))
/** Groups past which a list of averages answers no one. */
const MANY_KEYS = 20

/**
 * The column of values said joined by "and" ("for male and female"), where a statistic of each is
 * asked rather than of them pooled ("combined", "together" or "overall" say pooled).
 */
export function eachValueSaid(a: Analysis, where: readonly Condition[]): string | undefined {
  const listed = where.filter((c) => c.kind === 'equals' && !c.negated && c.values.length > 1)
  const [only] = listed
  if (
    listed.length !== 1 ||
    only?.kind !== 'equals' ||
    a.tokens.some((t) => POOLED.has(t.text) && !isCovered(a, t.index))
  )
    return undefined
  const links = a.values.filter((v) => v.cells.some((c) => c.column === only.column))
  const between = links
    .slice(1)
    .flatMap((v, i) => a.tokens.slice(links[i]?.end ?? 0, v.start).map((t) => t.text))
  return between.includes('and') && !between.includes('or') ? only.column : undefined
}

/** "did A and B each win", "respectively": one answer for each value said. */
export const severally = (a: Analysis) => a.tokens.some((t) => t.text === 'each' || t.text === 'respectively')

const POOLED = new Set(['combined', 'together', 'overall', 'altogether', 'total', 'both', 'all'])
const CLOSING_POOLED = new Set(['combined', 'together', 'altogether'])

/** Statistics of how a measure spreads over the rows: per one row each, they are of the rows. */
const OVER_ROWS = new Set<Aggregate>(['avg', 'median', 'stddev'])

const namesEachRow = (a: Analysis, column: string) => {
  const c = a.model.byName.get(column)
  return c !== undefined && differsOnEveryRow(a.model, c)
}

/**
 * "which club had a total of four wins", "what nation was first in total gold medals", "name a
 * party that ...": the question asks for a thing, which no total or average answers.
 */
function asksForThing(a: Analysis): boolean {
  const first = wordAt(a, 0)
  if (first === 'which' || first === 'who' || first === 'name') return true
  if (first !== 'what') return false
  const next = a.tokens[1]
  if (!next?.tags.has('Noun') || CUE_NOUNS.has(next.text) || next.tags.has('Pronoun')) return false
  return !a.columns.some((l) => l.start === 1 && numericReading(l.column))
}

/** The one group by a period said as "per day" or "daily" (not "by day"), if any. */
function periodOfAverage(a: Analysis, dims: readonly Dimension[], link: ColumnLink): Dimension | undefined {
  const grains = dims.filter((g) => g.grain !== undefined)
  const [only] = grains
  if (grains.length !== 1 || !only) return undefined
  // "average sales per month", "average new deaths per day": what adds up over a period, said in
  // the plural or as a flow (revenue, profit); "the average departure delay per month" is each
  // flight's delay, averaged month by month.
  const said = a.tokens[link.end - 1]
  const accrues = said !== undefined && (said.tags.has('Plural') || FLOW_NOUNS.has(said.text))
  const named = a.tokens.some(
    (t) =>
      (GRAIN_WORDS[t.text] === only.grain && !isCovered(a, t.index)) ||
      (GRAIN_NOUNS[t.text] === only.grain && wordAt(a, t.index - 1) === 'per' && accrues),
  )
  return named ? only : undefined
}

/** The question names a period and the table's time column holds real dates. */
function overDates(a: Analysis): boolean {
  const time = timeColumn(a.model)
  return a.periods.length > 0 && time !== undefined && time.kind === 'date'
}

/** "average wind speed" for Avg Wind Speed (m/s): every word of the header said but its unit. */
function saidBesideUnit(l: ColumnLink): boolean {
  return l.column.outside.length > 0 && l.column.outside.length === l.end - l.start
}

/** "total/average M [by G] [where ...]", "monthly revenue", "share of revenue by region". */
export function recognizeAggregate(a: Analysis): Candidate | undefined {
  if (asksForThing(a)) return undefined
  const d = new Draft(a)
  let aggregate: Aggregate = 'sum'
  let cue = -1
  for (let i = 0; i < a.tokens.length && cue < 0; i++) {
    const agg = AGGREGATE_WORDS[wordAt(a, i)]
    if (agg && !a.values.some((v) => v.start <= i && i < v.end)) {
      aggregate = agg
      cue = i
    }
  }
  const howMuch = a.tokens.findIndex((t, i) => t.text === 'how' && wordAt(a, i + 1) === 'much')
  const share = a.tokens.findIndex((t) => isShareWord(a, t.index))
  // ("how much was billed in total": a closing "in total" sums what was named before it.)
  const inTotal = cue > 0 && wordAt(a, cue) === 'total' && wordAt(a, cue - 1) === 'in' && howMuch >= 0
  const start = cue >= 0 && !inTotal ? cue : howMuch >= 0 ? howMuch + 1 : share
  // "the salary range": a range may follow the column it spans.
  const spanned =
    aggregate === 'range' ? a.columns.find((l) => l.end === cue && numericReading(l.column)) : undefined
  // "the maximum overtime" for MaxOvertime, "the average discount" for avg_discount: the column's
  // name starts with the aggregate, which applies to it too (disclosed).
  const named = a.columns.find(
    (l) =>
      l.start === cue &&
      (l.tier !== 'partial' || saidBesideUnit(l)) &&
      l.column.words.length > 1 &&
      isQuantity(l.column) &&
      AGGREGATE_WORDS[l.column.words[0] ?? ''] === aggregate,
  )
  if (named) {
    const what = `${named.column.name} (the ${AGGREGATE_NAMES[aggregate]} of its values)`
    d.note({ said: named.said, matched: what, what: 'column' })
  }
  // "total sales for branch C" over a column named Total: the aggregate word names the amount too,
  // when nothing after it does but the rows' noun ("the total of medals earned" is a lookup).
  const next = a.tokens[cue + 1]
  const itself = a.columns.find(
    (l) =>
      l.start === cue &&
      l.end === cue + 1 &&
      l.column.words.length === 1 &&
      isQuantity(l.column) &&
      (next === undefined ||
        a.rowNouns.includes(next.index) ||
        (next.text !== 'of' && !next.tags.has('Noun'))),
  )
  const link =
    spanned ??
    named ??
    (start >= 0 ? numericLinkAfter(d, start + 1, 2) : a.columns.find((l) => numericReading(l.column))) ??
    itself
  if (!link) return undefined
  const reading = numericReading(link.column)
  if (!reading || reading === 'date') return undefined
  // Years, ranks and numbers of things are not added up or averaged; a year has a median and a mean.
  const ofYears =
    timeReading(link.column) === 'year' &&
    (aggregate === 'median' || aggregate === 'avg') &&
    cue >= 0 &&
    link.start - cue <= 2
  if (aggregate !== 'min' && aggregate !== 'max' && !ofYears && !isQuantity(link.column)) return undefined
  if (cue >= 0) d.useWord(cue)
  if (inTotal) d.useWord(cue - 1)
  if (howMuch >= 0) d.useWord(howMuch).useWord(howMuch + 1)
  d.use(link)
  if (link.tier === 'synonym') d.note({ said: link.said, matched: link.column.name, what: 'column' })
  for (let i = start; i < link.start; i++)
    if (['number', 'of', 'amount', 'the'].includes(wordAt(a, i))) d.useWord(i)
  const found = dimensions(d, link.column.name)
  if (!found) return undefined
  // "the average quantity per order", "the median quantity per order" where each row is an order
  // (order_id differs on every row): the statistic over the rows, not one group a row.
  // ("the average precipitation per day" over a row a day: so the days.)
  const kept = OVER_ROWS.has(aggregate)
    ? found.filter((g) => (g.grain !== undefined && g.grain !== 'day') || !namesEachRow(a, g.column))
    : found
  // "average daily new cases", "average sales per month": the mean of each period's total, one
  // number (by another group if one is named); "average sales by month" stays a trend.
  const period = aggregate === 'avg' && isAdditive(link.column) ? periodOfAverage(a, kept, link) : undefined
  // "the average tip per order" over order lines: the tips of an order over its number, one number
  // (not one average for each of 82 orders).
  const keyed = aggregate === 'avg' && !period ? kept.find((g) => perKey(a, g)) : undefined
  // "the average order value" over order lines: per order, as "per order" says.
  const key = keyed?.column ?? (aggregate === 'avg' && !period ? keyNamedFirst(a, link)?.name : undefined)
  const dims = kept.filter((g) => g !== period && g !== keyed)
  const of = { column: link.column.name, reading }
  const measure: Measure = period
    ? { aggregate: 'per_period', of, period }
    : key
      ? { aggregate: 'per_value', of, per: { column: key, reading: 'raw' } }
      : { aggregate, of }
  // ("the maximum daily sales value": the largest day's total, or the largest sale of the days? A
  // list of each day's maximum is neither; the question does not say which.)
  const extremeOfPeriods =
    (aggregate === 'max' || aggregate === 'min') &&
    dims.some((g) => g.grain !== undefined) &&
    a.tokens.some((t) => GRAIN_WORDS[t.text] !== undefined && d.used.has(t.index))
  if (extremeOfPeriods) return undefined
  const grains = dims.some((g) => g.grain !== undefined) || period !== undefined
  const bare = cue < 0 && howMuch < 0 && share < 0
  // Without an aggregate word a measure is summed only by group ("revenue by region", "monthly
  // revenue") or over a period of a date column ("revenue in Q3 2023").
  if (bare && !grains && !BY.has(wordAt(a, link.end)) && !overDates(a)) return undefined
  // "what percentage of reviews recommend": a share with no groups is no sum (the share recognizer's).
  const shareOfLink = link.start <= share && share < link.end
  // ("what percentage of the total population is Black": "total" is TotalPop's own word, no sum asked.)
  const cueApart = cue >= 0 && !(link.start <= cue && cue < link.end)
  if (share >= 0 && !shareOfLink && !cueApart && dims.length === 0) return undefined
  // ("the average sleep efficiency as a percentage" over fractions 0.79: with no groups to share
  // the total, the word asks for a unit the answer does not give; it stays unread.)
  const asUnit = share >= 0 && !shareOfLink && dims.length === 0 && wordAt(a, share - 2) === 'as'
  if (share >= 0 && !asUnit) {
    d.useWord(share)
    for (const w of ['of', 'total']) {
      const i = a.tokens.findIndex((t, k) => k > share && t.text === w)
      if (i >= 0 && i <= share + 3) d.useWord(i)
    }
  }
  // "the total pay for all shifts combined": a closing word that pools repeats the total.
  const closing = a.tokens.at(-1)
  if (measure.aggregate === 'sum' && dims.length === 0 && closing && CLOSING_POOLED.has(closing.text))
    d.useWord(closing.index)
  const where = gatherConditions(d)
  if (!where) return undefined
  // ("the average weight of lifters in the 120+ class" read over WeightClassKg: a column held to
  // one of its cells has nothing left to average; the amount meant is another.)
  if (
    where.some(
      (c) => c.kind === 'equals' && c.column === link.column.name && !c.negated && c.values.length === 1,
    )
  )
    return undefined
  // "the average total for male and female customers": one average for each, not one of both.
  // ("the total sales of East and West respectively": a total each, so said.)
  const each =
    dims.length === 0 && (OVER_ROWS.has(aggregate) || severally(a)) ? eachValueSaid(a, where) : undefined
  if (each) dims.push({ column: each })
  const grouped = dims.length > 0
  return d.candidate('aggregate', {
    kind: 'aggregate',
    measures: [measure],
    dimensions: dims,
    where: withoutAggregateRows(a, where),
    having: [],
    ...(share >= 0 && grouped ? { share: true } : {}),
  })
}

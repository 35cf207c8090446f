import { type ColumnLink, closingUnit, identifierColumn, namedAsId, namesEntity } from '../column-linker.js'
import {
  differsOnEveryRow,
  isAdditive,
  isQuantity,
  isRankColumn,
  isRankWord,
  isSparse,
  keyOfName,
  measuredIn,
  namingColumn,
  numericReading,
  panelOf,
  rowIdentifier,
} from '../column-roles.js'
import { gatherConditions, isResultWord } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase, withoutAggregateRows, wordAt } from '../draft.js'
import type { Condition } from '../intent-types.js'
import {
  type FoundMeasure,
  measureAt,
  modifiesHead,
  numericLinkAfter,
  saidAsRevenue,
  saysAverage,
  useAverageWords,
} from '../measure-finder.js'
import type { NumberLink } from '../number-finder.js'
import { type Analysis, isCovered, isLinked } from '../question-analysis.js'
import type { Token } from '../question-tokens.js'
import type { ColumnModel, TableModel } from '../table-model.js'
import { askedColumn } from '../target-finder.js'
import { CUE_NOUNS, TYPED_NOUNS } from '../target-words.js'
import { isLightVerbWord } from '../vocabulary/light-verbs.js'
import { ENTITY_NOUNS, isRowWord } from '../vocabulary/row-nouns.js'
import {
  ADJECTIVE_MEASURES,
  COPULAS,
  COUNT_RANKS,
  CURRENCY_SIGNS,
  HOW_MUCH_WORDS,
  TOTAL_WORDS,
  UNIQUE_WORDS,
} from '../word-lists.js'
import { stemWord } from '../word-stem.js'
import { soldQuantity } from './counted-nouns.js'
import { namesOneRow, ofARow, oneRowNamed } from './one-row.js'
import {
  COMMON,
  COUNTING,
  isCodes,
  labelLink,
  labelThenBy,
  superlativeAt,
  topCount,
} from './superlative-words.js'

/** Words that ask for a group's total: "the highest total", "the most ... overall", "combined". */

/** A total said after the superlative ("the highest total duration", "... overall"); uses it. */
function saysTotal(d: Draft, sup: number): boolean {
  const a = d.a
  const at = a.tokens.find((t) => t.index > sup && TOTAL_WORDS.has(t.text) && !isCovered(a, t.index))
  if (!at) return false
  d.useWord(at.index)
  return true
}

/** "the maximum price" is an aggregate (src/intent/recognizers/aggregate-recognizer.ts). */
const AGGREGATE_EXTREMES = new Set(['maximum', 'minimum', 'max', 'min'])

/** On a rank column the top is the smallest number. */
const RANK_WORDS = new Set(['top', 'best', 'highest', 'worst', 'lowest'])

/**
 * Whether the superlative at `at` ranks the measure as placings, 1 the best: over a rank column,
 * or over a number said to be a place ("the best overall place" over Overall, the word read).
 */
function flipsRank(d: Draft, measure: FoundMeasure, at: number): boolean {
  const a = d.a
  const column = a.model.byName.get(measure.value.column)
  if (!column || !RANK_WORDS.has(wordAt(a, at))) return false
  if (isRankColumn(column)) return true
  const next = measure.link && a.tokens[measure.link.end]
  if (!next || numericReading(column) !== 'number' || !isRankWord(next.stem) || isCovered(a, next.index))
    return false
  // ("the highest number of orders placed by a customer": a verb, no placing.)
  if (next.tags.has('Verb') && !next.tags.has('Noun')) return false
  d.useWord(next.index)
  return true
}

/** Verbs whose rows are what "the most" counts: a row is a win, an appearance, a title. */
const COUNTED_VERBS = new Set([
  'win',
  'lose',
  'appear',
  'occur',
  'happen',
  'play',
  'feature',
  'host',
  'compete',
  'participate',
])

/**
 * Verbs of rows listed, picked or used, each row one such act: "which genre was used the most",
 * "which country is listed the most".
 */
const CHOSEN_VERBS = new Set(
  'list mention name show represent use choose pick select order buy book rent visit sell request'.split(' '),
)

/** "who earns the most": the verb before a closing superlative names a numeric column. */
function measureOfVerb(d: Draft, sup: { index: number; max: boolean }): FoundMeasure | undefined {
  const a = d.a
  // "which segment spends the most on average": the closing "on average" is read by the caller.
  const onAverage = wordAt(a, sup.index + 1) === 'on' && wordAt(a, sup.index + 2) === 'average'
  if (sup.index !== a.tokens.length - 1 - (onAverage ? 2 : 0)) return undefined
  const verbAt = sup.index - (wordAt(a, sup.index - 1) === 'the' ? 2 : 1)
  const link = a.columns.find((l) => l.start === verbAt && l.end === verbAt + 1)
  const reading = link && numericReading(link.column)
  if (!link || !reading || reading === 'date' || !a.tokens[verbAt]?.tags.has('Verb')) return undefined
  // ("which car model is booked the most" over HoursBooked: a thing that undergoes the verb most
  // often; hours booked measure no bookings.)
  if (COPULAS.has(wordAt(a, verbAt - 1)) && measuredIn(link.column) !== undefined) return undefined
  d.use(link).useWord(sup.index - 1)
  d.note({ said: link.said, matched: link.column.name, what: 'column' })
  return { value: { column: link.column.name, reading }, link, largerWins: sup.max }
}

const SIZE_WORDS = new Set(['largest', 'biggest', 'smallest', 'highest', 'lowest'])

/**
 * "the largest invoice", "the 3 smallest orders": a size said of the rows themselves (their
 * identifier's name, or their noun) is the size of the table's one amount of money (disclosed).
 */
function sizeOfRows(d: Draft, sup: { index: number; max: boolean }): FoundMeasure | undefined {
  const a = d.a
  const noun = a.tokens[sup.index + 1]
  if (!SIZE_WORDS.has(wordAt(a, sup.index)) || !noun?.tags.has('Noun')) return undefined
  const named = a.columns.find(
    (l) => l.start === noun.index && l.tier === 'partial' && l.column.distinct >= l.column.nonNull,
  )
  if (!named && !a.rowNouns.includes(noun.index)) return undefined
  const money = a.model.columns.filter((c) =>
    CURRENCY_SIGNS.has(String(a.model.table.columns[c.position]?.profile.unit ?? '')),
  )
  const [column] = money
  if (money.length !== 1 || !column) return undefined
  if (named) d.use(named)
  else d.useWord(noun.index)
  d.note({ said: `${wordAt(a, sup.index)} ${noun.text}`, matched: column.name, what: 'column' })
  return { value: { column: column.name, reading: 'number' }, largerWins: sup.max, ofOneRow: true }
}

/** The heads of a header that holds the size of the thing its first word names ("Invoice Amount"). */
const SIZE_HEADS = new Set([...HOW_MUCH_WORDS, 'size'])

/** The first word from `at` past the cells said there ("mackerel", "non-canceled"). */
function pastValues(a: Analysis, at: number): number {
  let end = at
  for (let v = a.values.find((x) => x.start === end); v; v = a.values.find((x) => x.start === end))
    end = v.end
  return end
}

/**
 * "the largest invoice" over Invoice Amount, "the biggest order" over Order Total, "the largest
 * catch" over catchKg: a size said of one thing, the header's first word in the singular (then a
 * word of size, or the unit), is the size of one row, not a group's sum.
 */
function sizeOfOneThing(a: Analysis, sup: number, link: ColumnLink): boolean {
  const thing = a.tokens[link.start]
  const [first, ...heads] = link.column.words
  const sized = heads.length > 0 && heads.every((w) => SIZE_HEADS.has(w)) && link.tier === 'partial'
  // ("the largest mackerel catch": a value may say which kind of thing.)
  const at = pastValues(a, sup + 1)
  return (
    SIZE_WORDS.has(wordAt(a, sup)) &&
    (sized || (heads.length === 1 && closingUnit(link.column))) &&
    link.start === at &&
    link.end === at + 1 &&
    thing?.tags.has('Singular') === true &&
    first === thing.text
  )
}

/**
 * "top 5 cities by number of orders", "by the count of rows": the rows counted, said after "by".
 * Uses those words; false when what is counted names something else ("by number of products").
 */
function byCountOfRows(d: Draft, sup: number): boolean {
  const a = d.a
  const by = a.tokens.findIndex((t) => t.index > sup && t.text === 'by')
  if (by < 0) return true
  let i = by + 1
  if (wordAt(a, i) === 'the') i++
  if (!['number', 'count'].includes(wordAt(a, i)) || wordAt(a, i + 1) !== 'of') return true
  // ("by number of non-canceled bookings": a value before the rows' noun is a condition, read apart.)
  const at = pastValues(a, i + 2)
  const rows = a.columns.find((l) => l.start === at && (namesEntity(l) || codesNamed(a, l)))
  if (!rows && !a.rowNouns.includes(at)) return false
  for (let k = by; k < i + 2; k++) d.useWord(k)
  if (rows) d.use(rows)
  else d.useWord(at)
  return true
}

/** "by number of houses", "by the count of rows" after a superlative. */
function saysByCount(a: Analysis, sup: number): boolean {
  return countedAfterBy(a, sup) !== undefined
}

/** Where the things counted are named in "by (the) number of <things>" after a superlative. */
function countedAfterBy(a: Analysis, sup: number): number | undefined {
  const by = a.tokens.findIndex((t) => t.index > sup && t.text === 'by')
  if (by < 0) return undefined
  const i = wordAt(a, by + 1) === 'the' ? by + 2 : by + 1
  return ['number', 'count'].includes(wordAt(a, i)) && wordAt(a, i + 1) === 'of'
    ? pastValues(a, i + 2)
    : undefined
}

/** "by revenue" after the label: the measure of a top-N list. */
function measureAfterBy(d: Draft, sup: { index: number; max: boolean }): FoundMeasure | undefined {
  const a = d.a
  const max = sup.max
  // "top 3 products by revenue": the "by" follows the superlative ("in which month do most ..." has none).
  const by = a.tokens.findIndex((t) => t.index > sup.index && (t.text === 'by' || t.text === 'in'))
  if (by < 0) return undefined
  // "bottom 2 regions in terms of average revenue"
  const terms = wordAt(a, by) === 'in' && wordAt(a, by + 1) === 'terms' && wordAt(a, by + 2) === 'of'
  const from = terms ? by + 3 : by + 1
  const link = numericLinkAfter(d, from, 1)
  if (!link) return undefined
  d.useWord(by).use(link)
  if (terms) d.useWord(by + 1).useWord(by + 2)
  // ("top 2 types by average price" over AveragePrice: the groups' mean of it, as said.)
  const averageInName = saysAverage(d, link.start, link.end)
  return {
    value: { column: link.column.name, reading: numericReading(link.column) ?? 'number' },
    largerWins: max,
    link,
    averaged: useAverageWords(d, from, link.start) || averageInName,
    averageInName,
  }
}

/**
 * "which X has the most/highest M": the row(s) with the extreme M, every row on a tie; groups
 * summed when X repeats; rows counted per X when M names no numeric column ("won the most");
 * "top 3 X by M", "the 3 most common X" keep N.
 */
export function recognizeSuperlative(a: Analysis): Candidate | undefined {
  const sup = superlativeAt(a)
  if (!sup) return undefined
  // "the second most common", "the third highest average": the groups ranked N-th.
  const nth = a.numbers.find((n) => n.ordinal && n.end === sup.index && n.value >= 2 && n.value <= 10)
  const found = readSuperlative(a, sup, nth)
  return nth && found ? rankedNth(found, nth.value) : found
}

/**
 * A reading of the groups with the most (one group, ties kept) turned to the groups ranked `nth`;
 * any other reading (single rows, values) is not read with an ordinal.
 */
function rankedNth(c: Candidate, nth: number): Candidate | undefined {
  const intent = c.intent
  if (intent.kind !== 'aggregate' || intent.limit !== 1 || !intent.withTies || !intent.order) return undefined
  return { ...c, intent: { ...intent, limit: undefined, withTies: undefined, rank: nth } }
}

function readSuperlative(
  a: Analysis,
  sup: { index: number; max: boolean },
  nth: NumberLink | undefined,
): Candidate | undefined {
  const d = new Draft(a).useWord(sup.index).use(nth)
  // "the most common 4 types with the most animals": the restated "most common" is read.
  const restated = a.tokens.findIndex(
    (t) => t.index < sup.index && COUNTING.has(t.text) && COMMON.has(wordAt(a, t.index + 1)),
  )
  if (restated >= 0) d.useWord(restated).useWord(restated + 1)
  const top = topCount(a, sup.index)
  if (top) d.use(top)
  if (top && COUNT_RANKS.has(wordAt(a, top.start - 1)) && top.start - 1 !== sup.index)
    d.useWord(top.start - 1)
  // "the most popular song" over a popularity column ranks by it, not by how often rows say it.
  const ownColumn = a.columns.some((l) => l.start === sup.index + 1 && numericReading(l.column))
  const common = COMMON.has(wordAt(a, sup.index + 1)) && !ownColumn
  if (common) d.useWord(sup.index + 1)
  // "the top 3 zipcodes by number of houses": what follows "top N" is ranked by what follows "by".
  // ("the top 3 visitor zip codes by number of transactions": so by a count, whatever stands before "by".)
  const rankedBy =
    COUNT_RANKS.has(wordAt(a, sup.index)) &&
    top !== undefined &&
    (labelThenBy(a, top.end) || saysByCount(a, sup.index))
  let measure =
    common || rankedBy
      ? undefined
      : (measureAt(d, sup.index, sup.max) ?? measureOfVerb(d, sup) ?? sizeOfRows(d, sup))
  if (measure?.averaged && measure.link) useAverageWords(d, sup.index + 1, measure.link.start)
  // "the lowest transaction amount": the amount of one transaction, never a group's total.
  const perRow = measure?.link ? a.tokens[measure.link.start - 1] : undefined
  if (measure && !measure.averaged && perRow && namesOneRow(a, perRow.index) && !saysTotal(d, sup.index)) {
    d.useWord(perRow.index)
    measure = { ...measure, ofOneRow: true }
  }
  // "the richest man", "the oldest person": an adjective's measure of one thing said in the singular.
  const oneThing = a.tokens[sup.index + 1]
  if (measure && !measure.link && oneThing?.tags.has('Singular') && !oneThing.tags.has('Pronoun'))
    measure = { ...measure, ofOneRow: true }
  // "the highest paid employee": a singular thing after the measure's participle is one row.
  const paidOne = measure?.link ? a.tokens[measure.link.end] : undefined
  const paidVerb = measure?.link ? a.tokens[measure.link.end - 1] : undefined
  if (
    measure &&
    paidVerb?.tags.has('Verb') &&
    paidOne?.tags.has('Singular') &&
    paidOne.tags.has('Noun') &&
    !paidOne.tags.has('Pronoun') &&
    a.columns.every((l) => l.start !== paidOne.index || namesEntity(l) || l.column.words.includes('name'))
  )
    measure = { ...measure, ofOneRow: true }
  // "the highest weekly sales record": a general word for one row after the measure (compromise
  // tags "record" a verb too).
  if (measure && paidOne && isRowWord(paidOne) && !paidOne.tags.has('Plural') && !isCovered(a, paidOne.index))
    measure = { ...measure, ofOneRow: true }
  if (measure?.link && sizeOfOneThing(a, sup.index, measure.link)) measure = { ...measure, ofOneRow: true }
  if (measure && bodilyThing(a, sup.index, measure)) measure = { ...measure, ofOneRow: true }
  // "the single highest gross sales", "the largest single order total": one row's amount, never a
  // group's total.
  const single = [sup.index - 1, sup.index + 1].find(
    (i) => wordAt(a, i) === 'single' && (i < sup.index || measure?.link?.start === i + 1),
  )
  if (measure && !measure.averaged && single !== undefined && !saysTotal(d, sup.index)) {
    d.useWord(single)
    measure = { ...measure, ofOneRow: true }
  }
  // "the highest pts in a single row", "in one record": the rows ranked one by one.
  const inOne = inOneRow(a, sup.index)
  if (measure && !measure.averaged && inOne.length > 0 && !saysTotal(d, sup.index)) {
    for (const i of inOne) d.useWord(i)
    measure = { ...measure, ofOneRow: true }
  }
  const asksOwn = measure && !top && !common ? measureNamedBefore(d, measure, sup.index) : undefined
  const own = measure && asksOwn ? ownExtreme(d, measure, asksOwn, sup.index) : undefined
  if (own) return own
  const asked = askedColumn(d, measure ? new Set([measure.value.column]) : new Set())
  // "top 2 products with the most orders": the things ranked follow the count.
  const labelAt = labelLink(d, top ? top.end : sup.index, measure?.value.column)
  // "which has the most screens": no noun names the label; the row's name is asked.
  const nameOf = indexOfPhrase(a, 'name of')
  // ("which teacher has the highest score" over students: a role asked that no column plays is no bare "which".)
  const nounAsked = wordAt(a, 0) === 'which' && isNounAsked(a, 1)
  // ("which inspector conducted the most inspections": no column of inspectors, so none is asked.)
  if (nounAsked && asked?.how === 'entity' && !ENTITY_NOUNS.has(a.tokens[1]?.lemma ?? '')) return undefined
  const bareWhich =
    !asked &&
    !nounAsked &&
    (wordAt(a, 0) === 'which' || wordAt(a, 0) === 'who' || nameOf >= 0) &&
    measure !== undefined
  // "the name of the most popular track" over track_name and album_name: the thing's own name.
  const thingName =
    bareWhich && nameOf >= 0
      ? a.columns.find(
          (l) => l.start > sup.index && l.column.stems.includes(NAME) && !numericReading(l.column),
        )
      : undefined
  if (thingName) d.use(thingName)
  const labelColumn =
    asked?.column ??
    (!top && !common
      ? bareWhich
        ? (thingName?.column ?? namingColumn(a.model))
        : undefined
      : labelAt?.column)
  // ("the name of ..." asks a name: the measure's own value is no answer.)
  if (!labelColumn && nameOf >= 0 && !top) return undefined
  if (bareWhich && !asked) {
    d.useWord(0)
    if (nameOf >= 0) d.useWord(nameOf).useWord(nameOf + 1)
    // "the name of the biggest capacity stadium": the noun after the measure names the rows.
    const noun = measure?.link ? a.tokens[measure.link.end] : undefined
    if (noun?.tags.has('Noun') && !a.columns.some((l) => l.start === noun.index)) d.useWord(noun.index)
  }
  if (!labelColumn && measure && top) return topValues(d, measure, top)
  if (!labelColumn) return measure && !top ? extremeValue(d, measure, sup.index) : undefined
  if (!asked && labelAt) d.use(labelAt)
  if (!measure && !common) measure = measureAfterBy(d, sup)
  // "the most expensive products on average": groups compared by their mean.
  const onAverage = indexOfPhrase(a, 'on average')
  if (measure && onAverage > sup.index && !d.used.has(onAverage + 1)) {
    d.useWord(onAverage).useWord(onAverage + 1)
    measure = { ...measure, averaged: true }
  }
  // "the restaurant with the highest sodium per item" over a row per item: each row's, averaged.
  const per = measure?.link ? measure.link.end : -1
  const naming = namingColumn(a.model)
  const eachRow =
    a.rowNouns.includes(per + 1) ||
    a.columns.some(
      (l) => l.start === per + 1 && l.end === per + 2 && l.column === naming && l.tier === 'exact',
    )
  if (measure && wordAt(a, per) === 'per' && eachRow) {
    d.useWord(per).useWord(per + 1)
    measure = { ...measure, averaged: true }
  }
  const where = gatherConditions(d, { skipNumbers: top ? [top] : [] })
  if (!where) return undefined
  const rows = withoutAggregateRows(a, where)
  const label = labelColumn
  // "on what date was the lowest average price recorded" over AveragePrice: the date of the row
  // that recorded it; an average said only by the column's name is each row's, not each date's.
  if (measure?.averageInName && label.kind === 'date' && asked?.grain === undefined)
    measure = { ...measure, averaged: false }
  const limit = top?.value ?? 1
  // A category: each value on several rows, like a region of sales (dates: any value repeated).
  // ("which 3 buyers bought the most wristbands" over Buyer ID: an identifier that comes back at
  // all names one buyer on several rows, whose amounts add up.)
  const repeats =
    asked?.grain !== undefined ||
    (label.kind === 'date' ? label.distinct < label.nonNull : label.distinct * 3 <= label.nonNull) ||
    (namedAsId(label) && label.distinct < label.nonNull)
  // "which month": the rows grouped by the month of their date.
  const dimension = asked?.grain ? { column: label.name, grain: asked.grain } : { column: label.name }
  if (measure) {
    const column = a.model.byName.get(measure.value.column)
    const flips = flipsRank(d, measure, sup.index)
    const direction = measure.largerWins !== !!flips ? 'max' : 'min'
    // Groups are summed for amounts over a category ("region" of sales); a list of events where a
    // name comes back now and then is ranked row by row.
    const named = asked ? asked.how === 'named' || asked.how === 'time' : labelAt !== undefined
    // "the highest total duration", "the most deals overall": the groups' totals, whatever the amount.
    // ("the most revenue" over Price ($): the money taken adds up.)
    // ("the top 3 owners by total amount billed" over TOT_AMT: a total said as the header's own
    // first word still totals the groups, when names come back; not "by maximum total vaccinations".)
    const totalInName =
      measure.link !== undefined &&
      TOTAL_WORDS.has(wordAt(a, measure.link.start)) &&
      !AGGREGATE_EXTREMES.has(wordAt(a, measure.link.start - 1))
    const totalled =
      column !== undefined &&
      isQuantity(column) &&
      (saysTotal(d, sup.index) || saidAsRevenue(measure.link) || totalInName)
    const grouped =
      column !== undefined &&
      (isAdditive(column) || measure.averaged === true || totalled) &&
      // "the highest average bonus": an average is over groups however few rows each has; "the
      // top 5 donors by total amount": so is a total said, when any name comes back.
      (repeats || measure.averaged === true || (totalled && label.distinct < label.nonNull)) &&
      named &&
      !measure.ofOneRow &&
      !rowPerKey(a.model, label) &&
      !oneRowNamed(a) &&
      !ofARow(d, asked?.link ?? labelAt, sup.index)
    // ("which country has the highest Life Ladder" over a row per country and year: a sum over the
    // years, or one year's value? Unless a total or an average is said, the question does not say.)
    if (grouped && !totalled && !measure.averaged && panelOf(a.model, label)) return undefined
    // "the day period with the most transactions" over serial numbers counts them per group.
    // ("the highest average battery power": an average said is taken, whatever the numbers look like.)
    // ("the ages of the 3 runners with the best overall" over Overall 1, 2, ...: one row is ranked.)
    const serial =
      column?.shape.sequence === 1 &&
      repeats &&
      named &&
      measure.averaged !== true &&
      !ofARow(d, asked?.link ?? labelAt, sup.index)
    // "the highest average delay" is of groups: ranking single rows would drop the average.
    // (An average the column's own name says, "Average" or avg_salary, is each row's.)
    const averageApart = measure.link ? saysAverage(d, sup.index + 1, measure.link.start) : measure.averaged
    if (!grouped && !serial && averageApart) return undefined
    // ("the top 3 countries by maximum total vaccinations per hundred" over a row per country and
    // day: each country's maximum, when the name comes back.)
    const extremeOfGroups =
      top !== undefined &&
      AGGREGATE_EXTREMES.has(wordAt(a, sup.index)) &&
      wordAt(a, sup.index - 1) === 'by' &&
      named &&
      label.distinct < label.nonNull
    if (!grouped && !serial && !extremeOfGroups && !top) {
      return d.candidate('superlative', {
        kind: 'extreme',
        labels: [label.name],
        measure: measure.value,
        direction,
        where: rows,
      })
    }
    // ("the top 3 clubs by number of first-place finishes": rows counted per club, not rows listed.)
    if (!grouped && !serial && !extremeOfGroups && saysByCount(a, sup.index)) return undefined
    if (!grouped && !serial && !extremeOfGroups) {
      // "the 4 most expensive items" over order lines naming an item on many rows: the items,
      // each once with its price, not four lines of the priciest one.
      // (Not "the quantities of the 3 earliest transactions": the ranked noun is the label itself.)
      // ("the 3 most expensive species": several kept say the plural a word may not show.)
      const things =
        labelAt !== undefined &&
        labelAt.start > sup.index &&
        label.kind === 'text' &&
        (a.tokens[labelAt.end - 1]?.tags.has('Plural') === true || (top?.value ?? 1) > 1)
      return d.candidate('top-rows', {
        kind: 'rows',
        columns: [
          { column: label.name, reading: 'raw' },
          { column: measure.value.column, reading: 'raw' },
        ],
        where: [...rows, { kind: 'present', value: measure.value }],
        order: { key: { kind: 'value', value: measure.value }, descending: direction === 'max' },
        limit,
        ...(things && label.distinct < label.nonNull ? { distinct: true } : {}),
      })
    }
    return d.candidate('superlative-group', {
      kind: 'aggregate',
      measures: [
        serial
          ? { aggregate: 'count_distinct', of: { column: measure.value.column, reading: 'raw' } }
          : !grouped && extremeOfGroups
            ? { aggregate: sup.max ? 'max' : 'min', of: measure.value }
            : { aggregate: measure.averaged ? 'avg' : 'sum', of: measure.value },
      ],
      dimensions: [dimension],
      // "top 3 countries by MRR": a blank country is no country.
      where:
        label.kind === 'text'
          ? [...rows, { kind: 'present', value: { column: label.name, reading: 'raw' } }]
          : rows,
      having: [],
      order: { by: 'measure', index: 0, descending: direction === 'max' },
      limit,
      withTies: !top,
    })
  }
  // "the state of the tornado with the most fatalities": one row is ranked, and rows counted per
  // group rank none.
  if (ofARow(d, asked?.link ?? labelAt, sup.index)) return undefined
  // "the highest number of survivors": a superlative of a number of rows counts them too.
  const numberOf = wordAt(a, sup.index + 1) === 'number' && wordAt(a, sup.index + 2) === 'of'
  if (numberOf) d.useWord(sup.index + 2)
  if (top && !byCountOfRows(d, sup.index)) return undefined
  // "the top 3 zipcodes by number of houses": rows counted per label, whatever the label's kind.
  const countedBy = top !== undefined && saysByCount(a, sup.index)
  // "the top 3 work types among ...": the categories with the most rows, as "most common" says.
  // ("the top 5 restaurants by rating": the rows ranked by the column after "by", never counted by it.)
  const topCategories =
    top !== undefined &&
    COUNT_RANKS.has(wordAt(a, sup.index)) &&
    label.kind === 'text' &&
    repeats &&
    !(labelAt !== undefined && wordAt(a, labelAt.start - 1) === 'by')
  if (
    (!COUNTING.has(wordAt(a, sup.index)) && !numberOf && !topCategories && !countedBy) ||
    wordAt(a, sup.index - 2) === 'by'
  )
    return undefined
  // "the most job listings": a noun before the rows' noun says what kind of rows they are.
  const kindOf = a.tokens[sup.index + 1]
  const rowsNext = a.tokens[sup.index + 2]
  const kindOfRows =
    kindOf?.tags.has('Noun') === true &&
    !kindOf.tags.has('Plural') &&
    rowsNext?.tags.has('Plural') === true &&
    rowsNext.index === a.tokens.length - 1 &&
    (ENTITY_NOUNS.has(rowsNext.lemma) || a.rowNouns.includes(rowsNext.index))
  if (kindOfRows) d.useWord(sup.index + 1)
  const after = kindOfRows ? rowsNext : a.tokens[sup.index + 1]
  const counted =
    common ||
    topCategories ||
    countedBy ||
    !after ||
    ['times', 'number', 'entries', 'appearances'].includes(after.text) ||
    after.tags.has('Plural') ||
    // ("the most fish" over fish_market: the rows' noun, whatever its number.)
    a.rowNouns.includes(after.index) ||
    // "the most inactive customers": a cell or flag before the rows' noun is their condition.
    a.values.some((v) => v.start === after.index && a.rowNouns.includes(v.end)) ||
    // "the 4 items least purchased": a participle ranks a counted list by how often rows say it
    // ("the most populated" alone is no count).
    (top !== undefined && after.tags.has('PastTense') && !isCovered(a, after.index))
  if (!counted) return undefined
  // "which customer owes the most": a verb the table does not hold says what is measured; rows
  // are counted only for a verb of results ("won the most") or a light one ("has the most").
  const verb = a.tokens[sup.index - (wordAt(a, sup.index - 1) === 'the' ? 2 : 1)]
  // "which genre was used the most": a passive after a copula counts how often the rows say it.
  // ("which route was delayed least often": a verb of a state some rows have is no such count.)
  const afterCopula = ['is', 'was', 'are', 'were'].includes(wordAt(a, (verb?.index ?? 0) - 1))
  const passive =
    afterCopula &&
    verb !== undefined &&
    (isLightVerbWord(verb) || CHOSEN_VERBS.has(verb.lemma) || COUNTED_VERBS.has(verb.lemma))
  if (afterCopula && verb?.tags.has('Verb') && !passive && !d.used.has(verb.index)) d.require(verb.index)
  if (passive) d.useWord(verb.index)
  // ("which manufacturer shows up most often": showing up is appearing, each row one time.)
  if (verb?.text === 'up' && a.tokens[verb.index - 1]?.lemma === 'show')
    d.useWord(verb.index).useWord(verb.index - 1)
  const measuredBy =
    !after &&
    verb?.tags.has('Verb') === true &&
    !passive &&
    !COUNTED_VERBS.has(verb.lemma) &&
    !isLightVerbWord(verb) &&
    !d.used.has(verb.index) &&
    !isCovered(a, verb.index)
  if (measuredBy) return undefined
  // "the most readmissions" where no column or cell says readmitted: the noun counted must name
  // the rows, else what is counted is not known.
  const unknownCount = after !== undefined && unknownThings(a, after)
  // "the most units" over unit_price: a word of an amount's name that is not its head counts nothing known.
  const partOfAmount =
    after !== undefined &&
    a.columns.some(
      (l) =>
        l.start === after.index &&
        l.tier === 'partial' &&
        isQuantity(l.column) &&
        modifiesHead(l.column, after),
    )
  // ("the state with the most sectors" over a sector column: how many different sectors, or rows
  // with one, is not said.)
  const otherCategory =
    after?.tags.has('Plural') === true &&
    !a.rowNouns.includes(after.index) &&
    a.columns.some(
      (l) =>
        l.start === after.index &&
        l.column.kind === 'text' &&
        numericReading(l.column) === undefined &&
        !namesEntity(l) &&
        !isSparse(a.model, l.column) &&
        l.column.distinct * 2 <= l.column.nonNull,
    )
  // ("which customer type brought the most apples" over Apples kg: an amount named whole is
  // added up, never a number of rows.)
  const amountNamed =
    after !== undefined &&
    !a.rowNouns.includes(after.index) &&
    a.columns.some(
      (l) =>
        l.start === after.index &&
        l.tier !== 'partial' &&
        numericReading(l.column) === 'number' &&
        isQuantity(l.column) &&
        // (Not "the most trips" over Trip Miles: a length or a time measuring the things counts
        // none of them; a weight of apples is how many apples.)
        l.column.head === after.stem &&
        !['length', 'time'].includes(measuredIn(l.column)?.dimension ?? ''),
    )
  if (amountNamed && !countedBy) return undefined
  if (after && !topCategories) {
    // ("the most kegs overall" over Kegs Delivered and Kegs Returned: a word left unsettled
    // between columns counts no rows.)
    const unsettled = a.unsettled.includes(after.index) && a.allColumns.some((l) => l.start === after.index)
    if (unknownCount || partOfAmount || otherCategory || unsettled) d.require(after.index)
    else d.useWord(after.index)
  }
  // ("the largest number of employees" where nothing holds employees: so must the noun after
  // "number of".)
  const ofNumber =
    after?.text === 'number' && wordAt(a, after.index + 1) === 'of' ? a.tokens[after.index + 2] : undefined
  if (ofNumber && unknownThings(a, ofNumber) && !a.rowNouns.includes(ofNumber.index))
    d.require(ofNumber.index)
  // Rows are counted per label; a number is a label when it is a year ("which year has the most
  // games") or when the question says "most common" of it ("the most common number of legs").
  const numberLabel = numericReading(label) === 'number' && label.kind === 'number' && label.shape.year < 0.8
  if (!common && !countedBy && numberLabel) {
    // "which month has the most orders" over month numbers 1-12: a calendar part is a label too,
    // as is a code of a few values each on many rows ("which passenger class": 1, 2, 3).
    // ("which district has the most records" over District 1-25: a number column asked by its
    // name whose values come back on several rows each is a label too.)
    const namedCodes = asked?.link?.tier === 'exact' && label.distinct * 2 <= label.nonNull
    if (!CALENDAR_PARTS.has(label.head ?? '') && !isCodes(label) && !namedCodes) return undefined
  }
  // ("which specialty, excluding Missing, has the most patients": a value left out still ranks the rest.)
  if (rows.some((c) => c.kind === 'equals' && c.column === label.name && !c.negated)) return undefined
  // Counting rows per name of a column that names each row once ranks nothing: every count is 1
  // ("which player weighs the least" is not about how often a name appears).
  if (!common && !topCategories && label.values?.complete && label.distinct >= label.nonNull) return undefined
  // "which console has the most games" with no console column: the rows' names (nearly all
  // different) stand for no console.
  if (asked?.how === 'entity' && label.distinct >= 0.8 * label.nonNull) return undefined
  // "which team won the most medals" over a Medal column blank for the rest: rows with a medal.
  // ("which state has the most fires" over wildfires, FIRE_NAME blank for most: the rows' own noun.)
  const countedColumn = a.columns.find(
    (l) => l.start === after?.index && l.column !== label && !a.rowNouns.includes(l.start),
  )?.column
  const filled = countedColumn && isSparse(a.model, countedColumn) ? [countedColumn, label] : [label]
  // ("which city has the most orders" over order lines: the different Order IDs, not the lines.)
  // ("which owner has the most horses" over monthly invoices naming Horse Name and Horse ID: the
  // different horses, told apart by key.)
  const countedAt = countedBy ? countedAfterBy(a, sup.index) : (ofNumber ?? after)?.index
  const thing = a.columns.find((l) => l.start === countedAt)
  // ("which borough has the most incidents" over INCIDENT_KEY, one incident on several rows: the
  // different keys.)
  const thingKey =
    thing &&
    (namesEntity(thing) || codesNamed(a, thing)
      ? thing.column
      : thing.tier === 'partial'
        ? keyOfName(a.model, thing.column)
        : undefined)
  const keys = thingKey && !differsOnEveryRow(a.model, thingKey) ? thingKey : undefined
  if (thing && thingKey === thing.column) d.use(thing)
  // ("which show sold the most tickets" over lines with a ticket quantity: the quantities added up.)
  const sold = after && !keys ? soldQuantity(d, after.index) : undefined
  // ("which host has the most listings" over host_name and host_id: hosts told apart by key, two
  // Johns being two hosts.)
  const key = !asked?.grain ? keyOfName(a.model, label) : undefined
  const byKey = key && !differsOnEveryRow(a.model, key) ? [{ column: key.name }, dimension] : [dimension]
  // ("the top 3 apple varieties" over Apples kg and Varieties: a column named whole right after the
  // label is the noun the label only modifies.)
  const labelSaid = asked?.link ?? labelAt
  const head =
    labelSaid && a.columns.find((l) => l.start === labelSaid.end && l.tier === 'exact' && l.column !== label)
  if (head && !d.used.has(head.start)) d.require(head.start)
  return d.candidate('most-common', {
    kind: 'aggregate',
    measures: [
      sold ??
        (keys
          ? { aggregate: 'count_distinct', of: { column: keys.name, reading: 'raw' } }
          : { aggregate: 'count' }),
    ],
    dimensions: byKey,
    where: [
      ...rows,
      ...filled.map((c): Condition => ({ kind: 'present', value: { column: c.name, reading: 'raw' } })),
    ],
    having: [],
    order: { by: 'measure', index: 0, descending: sup.max },
    limit,
    withTies: !top,
  })
}

/** Headers that number a part of the calendar ("mo", "Month", "hour"): their numbers are labels, not amounts. */
const CALENDAR_PARTS = new Set(['month', 'day', 'hour', 'week', 'weekday', 'quarter'].map(stemWord))

/** A noun linked to nothing that names a kind of thing, not an amount ("number", "total"). */
function isThingNoun(a: Analysis, i: number): boolean {
  const t = a.tokens[i]
  if (!t?.tags.has('Noun') || t.tags.has('Pronoun') || CUE_NOUNS.has(t.text)) return false
  return ![...a.values, ...a.columns].some((s) => s.start <= i && i < s.end)
}

/** "what was the top attendance?": the extreme cell itself, as the table writes it. */
function extremeValue(d: Draft, measure: FoundMeasure, at: number): Candidate | undefined {
  const a = d.a
  const wh = a.tokens.findIndex((t) => t.text === 'what')
  if (wh < 0 || wh > at || AGGREGATE_EXTREMES.has(wordAt(a, at))) return undefined
  const flips = flipsRank(d, measure, at)
  const descending = measure.largerWins !== !!flips
  // "what was the shortest song", "the top placed country": a thing is asked, the row's name.
  const after = measure.link ? measure.link.end : at + 1
  // "what city has the largest population": the noun after "what" is the thing asked, as is one
  // after the measure ("the shortest song").
  const asked = [wh + 1, after].find((i) => isThingNoun(a, i))
  const noun = asked === undefined ? undefined : a.tokens[asked]
  const thing = noun !== undefined
  // "what is the most popular track": the noun after the measure names the rows by its column.
  const named = a.columns.find(
    (l) =>
      l.start === after &&
      (namesEntity(l) || (l.column.kind === 'text' && l.column.distinct >= 0.9 * l.column.nonNull)) &&
      l.column.name !== measure.value.column &&
      !d.used.has(l.start),
  )
  if (named && !thing) {
    d.useWord(wh).use(named)
    const where = gatherConditions(d)
    if (!where) return undefined
    return d.candidate('superlative', {
      kind: 'extreme',
      labels: [named.column.name],
      measure: measure.value,
      direction: descending ? 'max' : 'min',
      where: withoutAggregateRows(a, where),
    })
  }
  // "what country ...": a kind of thing a column would be named for, and none is.
  if (noun && asked === wh + 1 && TYPED_NOUNS.has(noun.text)) return undefined
  if (!measure.link || thing) {
    const key = namingColumn(a.model)
    if (!key || key.name === measure.value.column) return undefined
    d.useWord(wh)
    if (thing && noun) d.useWord(noun.index)
    const where = gatherConditions(d)
    if (!where) return undefined
    return d.candidate('superlative', {
      kind: 'extreme',
      labels: [key.name],
      measure: measure.value,
      direction: descending ? 'max' : 'min',
      where: withoutAggregateRows(a, where),
    })
  }
  d.useWord(wh)
  const where = gatherConditions(d)
  if (!where) return undefined
  return extremeCell(d, measure, where, at)
}

/** The extreme cell of the measure's column, as the table writes it. */
function extremeCell(d: Draft, measure: FoundMeasure, where: Condition[], at: number): Candidate {
  const flips = flipsRank(d, measure, at)
  return d.candidate('extreme-value', {
    kind: 'rows',
    columns: [{ column: measure.value.column, reading: 'raw' }],
    where: withoutAggregateRows(d.a, [...where, { kind: 'present', value: measure.value }]),
    order: { key: { kind: 'value', value: measure.value }, descending: measure.largerWins !== !!flips },
    limit: 1,
  })
}

/** The measure's column named again before its superlative, and the rows' noun after it. */
interface OwnMeasure {
  readonly echo: ColumnLink
  readonly rows: { readonly link?: ColumnLink; readonly index: number } | undefined
}

/**
 * "the age of the oldest employee", "how old is the oldest person": the measure's column is named
 * again before its superlative, so its own extreme is asked. Undefined when it is not, or when a
 * noun after the superlative names something other than the rows.
 */
function measureNamedBefore(d: Draft, measure: FoundMeasure, at: number): OwnMeasure | undefined {
  const a = d.a
  // ("the price of the most expensive car": an adjective's measure has taken the price as its own.)
  const echo = a.columns.find(
    (l) =>
      l !== measure.link &&
      l.column.name === measure.value.column &&
      l.end <= at &&
      (!d.used.has(l.start) || !measure.link),
  )
  if (!echo) return undefined
  const next = a.tokens[measure.link?.end ?? at + 1]
  if (!next?.tags.has('Noun')) return { echo, rows: undefined }
  const link = a.columns.find((l) => l.start === next.index && namesEntity(l))
  if (!a.rowNouns.includes(next.index) && !link) return undefined
  return { echo, rows: { index: next.index, ...(link ? { link } : {}) } }
}

/** The extreme cell of the measure asked of itself: "how old is the youngest employee in Sales". */
function ownExtreme(d: Draft, measure: FoundMeasure, own: OwnMeasure, at: number): Candidate | undefined {
  const a = d.a
  const how = wordAt(a, own.echo.start - 1) === 'how' ? own.echo.start - 1 : -1
  const wh = how >= 0 ? how : a.tokens.findIndex((t) => t.text === 'what')
  if (wh < 0 || wh > at || AGGREGATE_EXTREMES.has(wordAt(a, at))) return undefined
  d.use(own.echo).useWord(wh)
  if (own.rows?.link) d.use(own.rows.link)
  else if (own.rows) d.useWord(own.rows.index)
  const where = gatherConditions(d)
  return where && extremeCell(d, measure, where, at)
}

const NAME = stemWord('name')

/**
 * "on what date was the heaviest load run" over load_kg: a bodily adjective right before the one
 * thing that has it, said in the singular, is of that one thing (not "the longest duration": the
 * adjective's own measure).
 */
function bodilyThing(a: Analysis, at: number, measure: FoundMeasure): boolean {
  const link = measure.link
  const thing = link && link.start === at + 1 && link.end === at + 2 ? a.tokens[link.start] : undefined
  const own = ADJECTIVE_MEASURES[wordAt(a, at)]?.stems ?? []
  return (
    thing !== undefined &&
    BODILY.has(wordAt(a, at)) &&
    thing.tags.has('Singular') &&
    !own.some((s) => s === thing.stem || s === thing.lemma)
  )
}

/** Superlatives of a thing's body: weight, length, height, depth, width, age, speed. */
const BODILY = new Set(
  'heaviest lightest tallest longest shortest deepest widest oldest youngest fastest slowest quickest'.split(
    ' ',
  ),
)

/** A person's role right after "which" that is not the rows' own noun ("which teacher" over students). */
const isNounAsked = (a: Analysis, i: number) => {
  const t = a.tokens[i]
  return t?.tags.has('Actor') === true && !a.rowNouns.includes(i) && !isCovered(a, i)
}

/** "the top 5 ages", "the 3 lowest BMIs": the N largest (or smallest) values themselves. */
function topValues(d: Draft, measure: FoundMeasure, top: NumberLink): Candidate | undefined {
  const a = d.a
  // "who are the top 3 customers with the highest income", "the top 5 states with the highest
  // magnitude": things are asked, not the values themselves.
  if (wordAt(a, 0) === 'who') return undefined
  // ("the 2 categories with the highest average rate": an average is of groups, never one row's.)
  if (measure.averaged && !measure.averageInName) return undefined
  const link = measure.link
  const between = link ? a.tokens.slice(Math.min(top.end, link.start), Math.max(top.end, link.start)) : []
  // "the top 3 number of injuries": "number of" only leads to the column.
  const leads = (i: number) => ['number', 'amount'].includes(wordAt(a, i)) && wordAt(a, i + 1) === 'of'
  if (between.some((t) => t.tags.has('Noun') && !isLinked(a, t.index) && !leads(t.index))) return undefined
  for (const t of between) if (leads(t.index)) d.useWord(t.index).useWord(t.index + 1)
  const where = gatherConditions(d, { skipNumbers: [top] })
  if (!where) return undefined
  const column = a.model.byName.get(measure.value.column)
  const flips = column !== undefined && isRankColumn(column)
  // "top 5 movies by rating": the rows are named, by the column that names them, beside the values.
  const key = a.rowNouns.some((i) => i >= top.end - 1 && i <= top.end + 1)
    ? (namingColumn(a.model) ?? rowIdentifier(a.model))
    : undefined
  const named =
    key && key.name !== measure.value.column ? [{ column: key.name, reading: 'raw' as const }] : []
  // ("the three highest distinct unit prices": each value once.)
  const distinct = named.length === 0 && link !== undefined && UNIQUE_WORDS.has(wordAt(a, link.start - 1))
  if (distinct && link) d.useWord(link.start - 1)
  return d.candidate('top-values', {
    kind: 'rows',
    columns: [...named, measure.value],
    where: withoutAggregateRows(d.a, [...where, { kind: 'present', value: measure.value }]),
    order: { key: { kind: 'value', value: measure.value }, descending: measure.largerWins !== flips },
    limit: top.value,
    ...(distinct ? { distinct: true } : {}),
  })
}

/** "in a single row", "in one record" after the superlative: the words, where one row is said. */
function inOneRow(a: Analysis, sup: number): number[] {
  const at = a.tokens.findIndex((t) => t.index > sup && t.text === 'in')
  if (at < 0) return []
  const one =
    wordAt(a, at + 1) === 'one'
      ? [at, at + 1]
      : wordAt(a, at + 1) === 'a' && wordAt(a, at + 2) === 'single'
        ? [at, at + 1, at + 2]
        : []
  const noun = a.tokens[at + one.length]
  if (one.length === 0 || !noun || !(isRowWord(noun) || a.rowNouns.includes(noun.index))) return []
  return [...one, noun.index]
}

/** A plural no column, cell or word for rows or results names: things counted that are not known. */
const unknownThings = (a: Analysis, t: Token): boolean =>
  t.tags.has('Plural') && !ENTITY_NOUNS.has(t.lemma) && !isLinked(a, t.index) && !isResultWord(a, t.index)

/** "incidents" over INCIDENT_KEY: a plural naming an identifier column in part names the things it tells apart. */
const codesNamed = (a: Analysis, l: ColumnLink): boolean =>
  l.tier === 'partial' &&
  l.end - l.start === 1 &&
  identifierColumn(l.column) &&
  a.tokens[l.start]?.tags.has('Plural') === true

/** "which County has the largest TotalPop" beside a CountyId on every row: each row is one county. */
function rowPerKey(model: TableModel, label: ColumnModel): boolean {
  const key = keyOfName(model, label)
  return key !== undefined && differsOnEveryRow(model, key)
}

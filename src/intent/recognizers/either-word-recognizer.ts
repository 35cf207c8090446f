import { ROW_NUMBER_COLUMN } from '../../catalog/catalog-types.js'
import type { ColumnLink } from '../column-linker.js'
import { isQuantity, isRankColumn, numericReading, timeColumn, timeReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Condition, Measure, Scalar, ValueOf } from '../intent-types.js'
import { addsUp, measureAt } from '../measure-finder.js'
import { numberColumn } from '../number-conditions.js'
import type { NumberLink } from '../number-finder.js'
import type { Analysis } from '../question-analysis.js'
import { overlaps } from '../spans.js'
import type { ColumnModel } from '../table-model.js'
import { valueCondition } from '../value-conditions.js'
import type { ValueLink } from '../value-linker.js'
import { YES_NO_OPENERS } from '../word-lists.js'

const set = (words: string) => new Set(words.split(' '))

/** Option words naming the larger side of a comparison, and the smaller. */
const LARGER = set('more greater higher larger bigger over above after later longer older heavier taller')
const SMALLER = set('less fewer lower smaller under below before earlier shorter younger lighter')
/** Words that, with no quantity named, compare places in the table's order. */
const ORDER_WORDS = set('above below before after earlier later')
const TIME_WORDS = set('before after earlier later')
/** Words where the top of a ranking is the smaller number: "finished above", "ranked higher". */
const RANK_WORDS = set('above below higher lower')

/** "more or less", "above or below": the two option words, larger side first. */
interface OptionWords {
  readonly at: number
  readonly larger: string
  readonly smaller: string
}

function optionWords(a: Analysis): OptionWords | undefined {
  for (const t of a.tokens) {
    if (t.text !== 'or') continue
    const x = wordAt(a, t.index - 1)
    const y = wordAt(a, t.index + 1)
    if (LARGER.has(x) && SMALLER.has(y)) return { at: t.index, larger: x, smaller: y }
    if (SMALLER.has(x) && LARGER.has(y)) return { at: t.index, larger: y, smaller: x }
  }
  return undefined
}

/**
 * "did peru win more or less gold medals than chile?", "are there above or below 30 places?",
 * "was A picked before or after B?": the option word the table bears out.
 */
export function recognizeEither(a: Analysis): Candidate | undefined {
  const words = optionWords(a)
  if (!words) return undefined
  const d = new Draft(a)
    .useWord(words.at - 1)
    .useWord(words.at)
    .useWord(words.at + 1)
  if (YES_NO_OPENERS.has(wordAt(a, 0))) d.useWord(0)
  if (wordAt(a, 1) === 'there') d.useWord(1)
  // "did peru win more or less", "was it built before or after": the verb of the comparison.
  const verb = a.tokens[words.at - 2]
  if (verb?.tags.has('Verb') && !YES_NO_OPENERS.has(verb.text) && !linked(a, verb.index))
    d.useWord(verb.index)
  const than = a.tokens.findIndex((t) => t.index > words.at && (t.text === 'than' || t.text === 'to'))
  if (than >= 0) d.useWord(than)
  const number = a.numbers.find(
    (n) =>
      n.start > words.at &&
      n.start <= words.at + 3 &&
      !a.values.some((v) => overlaps(v, n)) &&
      !a.periods.some((p) => overlaps(p, n)),
  )
  if (number) return versusNumber(d, words, number, false)
  // "is 159 above or below the laps X completed": the number is the subject, the words turn round.
  const first = a.numbers.find((n) => n.end === words.at - 1 && !a.values.some((v) => overlaps(v, n)))
  if (first && !a.periods.some((p) => overlaps(p, first))) return versusNumber(d, words, first, true)
  return versusRow(d, words, than)
}

const numericLink = (a: Analysis, l: ColumnLink) => {
  const reading = numericReading(l.column)
  return reading !== undefined && reading !== 'date' && !a.values.some((v) => overlaps(v, l))
}

/** Nouns after a number that measure rather than count rows: "50 points" is no count of rows. */
const NOT_COUNTED = set(
  'points goals votes years months days weeks hours minutes seconds people columns percent times medals runs wins',
)

/** "is the total score of game X more or less than 35", "are there above or below 30 places". */
function versusNumber(
  d: Draft,
  words: OptionWords,
  number: NumberLink,
  subject: boolean,
): Candidate | undefined {
  const a = d.a
  d.use(number)
  const named = a.columns.filter((l) => numericLink(a, l) && !a.numbers.some((n) => n.start === l.end))
  const link = numberColumn(a, number.start, number.end) ?? (named.length === 1 ? named[0] : undefined)
  const noun = a.tokens[number.end]
  let measure: Measure
  let flip = false
  let distinct: string | undefined
  if (link) {
    const reading = numericReading(link.column)
    if (!reading || reading === 'date' || reading === 'duration') return undefined
    for (const l of a.columns) if (l.column === link.column) d.use(l)
    const rank = isRankColumn(link.column)
    if (number.ordinal && !rank) return undefined
    measure = {
      aggregate: addsUp(link) ? 'sum' : 'max',
      of: { column: link.column.name, reading },
    }
    flip = rank && RANK_WORDS.has(words.larger)
    if (noun?.tags.has('Noun') && noun.index !== link.start && !linked(a, noun.index)) d.useWord(noun.index)
  } else {
    // "30 places", "5 players picked", "the number of venues": the rows counted.
    const rows = a.columns.find((l) => l.start === number.end || wordAt(a, l.start - 1) === 'of')
    if (rows) d.use(rows)
    else if (noun?.tags.has('Noun') && !NOT_COUNTED.has(noun.text) && !linked(a, noun.index))
      d.useWord(noun.index)
    else return undefined
    if (number.ordinal) return undefined
    measure = { aggregate: 'count' }
    // "the total number of venues": the different values of a column named exactly.
    if (rows?.tier === 'exact' && wordAt(a, rows.start - 1) === 'of') distinct = rows.column.name
  }
  const where = gatherConditions(d, { skipNumbers: [number] })
  if (!where) return undefined
  if (measure.aggregate !== 'count' && where.length === 0) return undefined
  if (distinct && where.length === 0)
    measure = { aggregate: 'count_distinct', of: { column: distinct, reading: 'raw' } }
  return either(d, { measure, where: withoutAggregateRows(a, where) }, number.value, words, flip !== subject)
}

const linked = (a: Analysis, i: number) => [...a.columns, ...a.values].some((s) => s.start <= i && i < s.end)

/** "did A win more or less M than B", "was A picked before or after B". */
function versusRow(d: Draft, words: OptionWords, than: number): Candidate | undefined {
  const a = d.a
  const split = than >= 0 ? than : words.at + 1
  const before = a.values.filter((v) => v.end <= words.at - 1)
  const after = a.values.filter((v) => v.start > split)
  if (before.length !== 1 || after.length !== 1) return undefined
  const [first, second] = [before[0] as ValueLink, after[0] as ValueLink]
  const value = rowMeasure(d, words)
  if (!value) return undefined
  const shared = sharedColumn(a, first, second)
  // "was A prime minister before or after B": the rows' own column.
  for (const l of a.columns) if (l.column.name === shared) d.use(l)
  const left = valueCondition(d, first, shared)
  const right = valueCondition(d, second, shared)
  const rest = gatherConditions(d, { skipValues: [first, second] })
  if (!rest || rest.length > 0) return undefined
  const side = (c: Condition): Scalar => ({ measure: value.measure, where: [c] })
  return either(d, side(left), side(right), words, value.flip)
}

function sharedColumn(a: Analysis, x: ValueLink, y: ValueLink): string | undefined {
  const xs = new Set(x.cells.map((c) => c.column))
  const shared = [...new Set(y.cells.map((c) => c.column))].filter((c) => xs.has(c))
  return shared.length === 1 ? shared[0] : shared.find((c) => a.columns.some((l) => l.column.name === c))
}

/** What two rows are compared by: a quantity named, the adjective's quantity, a time, the row order, a count. */
function rowMeasure(d: Draft, words: OptionWords): { measure: Measure; flip: boolean } | undefined {
  const a = d.a
  for (const at of [words.at + 1, words.at - 1]) {
    const found = measureAt(d, at, true)
    if (!found) continue
    const column = a.model.columns.find((c) => c.name === found.value.column)
    if (!column || !comparable(column, words)) return undefined
    for (const l of a.columns) if (l.column === column) d.use(l)
    return measureOf(found.value, isRankColumn(column), words)
  }
  const link = a.columns.find((l) => numericLink(a, l))
  if (link) {
    for (const l of a.columns) if (l.column === link.column) d.use(l)
    const value = { column: link.column.name, reading: numericReading(link.column) ?? 'number' }
    // "was A picked above or below B": a column named by a verb orders the rows.
    const verb = a.tokens[link.start]?.tags.has('Noun') === false
    if (!comparable(link.column, words)) return undefined
    return measureOf(value, isRankColumn(link.column) || verb, words)
  }
  if (!ORDER_WORDS.has(words.larger)) {
    // "did A have more or less drivers than B": rows of each.
    const noun = a.tokens[words.at + 2]
    if (noun?.tags.has('Noun') && !a.columns.some((l) => l.start === noun.index)) d.useWord(noun.index)
    return { measure: { aggregate: 'count' }, flip: false }
  }
  const time = TIME_WORDS.has(words.larger)
    ? a.columns.find((l) => timeReading(l.column) && l.column === timeColumn(a.model))?.column
    : undefined
  const reading = time && timeReading(time)
  if (time && reading) {
    for (const l of a.columns) if (l.column === time) d.use(l)
    return { measure: { aggregate: 'min', of: { column: time.name, reading } }, flip: false }
  }
  // "did A finish above or below B": above is earlier in the file.
  return {
    measure: { aggregate: 'min', of: { column: ROW_NUMBER_COLUMN, reading: 'raw' } },
    flip: RANK_WORDS.has(words.larger),
  }
}

function measureOf(value: ValueOf, rank: boolean, words: OptionWords): { measure: Measure; flip: boolean } {
  return { measure: { aggregate: 'max', of: value }, flip: rank && RANK_WORDS.has(words.larger) }
}

/** "more or less rounds": a label column (Round, No.) is no amount; places and times still order. */
const comparable = (column: ColumnModel, words: OptionWords) =>
  ORDER_WORDS.has(words.larger) || RANK_WORDS.has(words.larger) || isQuantity(column)

function either(
  d: Draft,
  left: Scalar,
  right: Scalar | number,
  words: OptionWords,
  flip: boolean,
): Candidate {
  const pair: [string, string] = flip ? [words.smaller, words.larger] : [words.larger, words.smaller]
  return d.candidate('either', { kind: 'either', left, right, words: pair })
}

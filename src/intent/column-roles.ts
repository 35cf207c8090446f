import { unitWords, YEARS_BUT_UNKNOWN } from './column-shape.js'
import { CURRENCY_CODES, namedAsCount, splitHeader } from './column-words.js'
import type { Reading, ValueOf } from './intent-types.js'
import { oncePer } from './once-per.js'
import type { Token } from './question-tokens.js'
import type { ColumnModel, TableModel } from './table-model.js'
import { normalTokens } from './text-normalizer.js'
import { columnUnit, headerWordUnit, type Unit, unitOf } from './vocabulary/unit-conversions.js'
import {
  CLOCK_WORDS,
  CURRENCY_SIGNS,
  MONEY_WORDS,
  PERSON_COLUMN_STEMS,
  PLACE_COLUMN_STEMS,
  TIME_COLUMN_STEMS,
  TIME_UNITS,
} from './word-lists.js'
import { stemWord } from './word-stem.js'
import { wordTable } from './word-table.js'

const stems = (words: ReadonlySet<string>) => new Set([...words].map(stemWord))
const PERSON = stems(PERSON_COLUMN_STEMS)
const PLACE = stems(PLACE_COLUMN_STEMS)
const TIME = stems(TIME_COLUMN_STEMS)

const named = (c: ColumnModel, set: ReadonlySet<string>) => c.stems.some((s) => set.has(s))

/** How a column reads as a number, or undefined when too few of its cells hold one. */
export function numericReading(c: ColumnModel): Reading | undefined {
  if (c.kind === 'number') return 'number'
  if (c.kind === 'date') return 'date'
  if (c.kind !== 'text') return undefined
  // ("Start Time" 13:40, entry_time: a clock time of day is no duration to add or average.)
  if (c.shape.duration >= 0.6)
    return c.stems.some((s) => CLOCK_STEMS.has(s)) || timesOfDay(c) ? undefined : 'duration'
  if (named(c, TIME) && c.shape.wholeNumber < 0.8) return undefined
  // "True" and "-1" (Easy Apply): a flag with a number for unknown, nothing to add up.
  if (c.shape.measured < 1 && c.values?.complete && c.values.values.length <= 2) return undefined
  // ("122 mph (196 km/h)" beside "196 km/h (122 mph)": leading numbers in two units never compare.)
  if (c.shape.otherUnits >= 0.1) return undefined
  // ("1", "2 to 10", "11 to 100": bins of a count, whose leading numbers are no amounts.)
  if (c.shape.measured < 1 && binned(c)) return undefined
  if (c.shape.measured >= 0.6) return 'number'
  return undefined
}

/**
 * A column of hours and minutes ("23:20", "08:05") whose hours run through the day, past noon, on
 * many values: times of day (stop_time), not lengths ("3:45" songs, "2:05:33" races).
 */
const timesOfDay = oncePer((c: ColumnModel): boolean => {
  const hours = new Set<number>()
  let clock = 0
  for (const { value, count } of c.values?.values ?? []) {
    const m = HOUR_MINUTE.exec(value.trim())
    if (!m) continue
    hours.add(Number(m[1]))
    clock += count
  }
  const latest = Math.max(...hours)
  return clock * 10 >= c.nonNull * 9 && hours.size >= 8 && latest >= 13 && latest <= 23
})
const HOUR_MINUTE = /^([01]?\d|2[0-3]):[0-5]\d$/

/** Header words of a moment of the day: a start time, an arrival time. */
const CLOCK_STEMS = new Set(
  [
    'start',
    'begin',
    'arrival',
    'departure',
    'pickup',
    'dropoff',
    'entry',
    'opening',
    'closing',
    'checkin',
    'checkout',
    'scheduled',
  ].map(stemWord),
)

const INDEX = stemWord('index')

const IDENTIFIER = new Set(
  [
    'no',
    'number',
    'id',
    'code',
    'season',
    'year',
    'week',
    'round',
    'pick',
    'game',
    'episode',
    'series',
    'rank',
    'position',
    'place',
    'pos',
    'seed',
    'lane',
    'heat',
    'bib',
    'draw',
    'order',
    'overall',
    'ranking',
    'chart',
    'peak',
    'date',
    'day',
    'month',
    'edition',
    'stage',
    'race',
    'match',
    'issue',
    'volume',
    'track',
    'district',
    'zip',
    'phone',
  ].map(stemWord),
)

/** A numeric column whose values are amounts one may add up (goals, votes), not labels (rank, year, No.). */
export function isQuantity(c: ColumnModel): boolean {
  const reading = numericReading(c)
  if (!reading || reading === 'date' || twoCodes(c)) return false
  if (c.shape.year >= 0.8 || c.shape.sequence === 1 || timeReading(c) === 'year') return false
  const last = c.stems.at(-1)
  // ("Accident_Index" of 2022000000000, 2022000000001, ...: whole numbers, each on one row, index
  // the rows; a price index has decimals and repeats.)
  if (last === INDEX && c.distinct === c.nonNull && c.shape.wholeNumber >= 0.99) return false
  // "Day" numbers a row; "Days", "Games", "Races" count them; so do "suicides_no", "Children Num",
  // "Bins Picked".
  const counted = /[^s]s$/.test(c.words.at(-1) ?? '') || numberOfThings(c) || namedAsCount(c.words)
  return (
    !(last !== undefined && IDENTIFIER.has(last) && !counted && !tradedVolume(c) && !timeSince(c)) &&
    c.words.length > 0
  )
}

/**
 * "day" of 1 to 31 beside columns of months and years: a part of a date, whose values come back
 * each month; counted apart, the days of different months are one.
 */
export function datePart(model: TableModel, c: ColumnModel): boolean {
  const [word] = c.words
  if (c.words.length !== 1 || !DATE_PARTS.includes(word as string) || numericReading(c) !== 'number')
    return false
  const larger = DATE_PARTS.slice(DATE_PARTS.indexOf(word as string) + 1)
  return model.columns.some((o) => o !== c && o.words.length === 1 && larger.includes(o.words[0] as string))
}

const DATE_PARTS = ['hour', 'day', 'month', 'year']

/** "DaySinceLastOrder", "days_since_signup", "hours to close": a span of time counted to or from an event. */
function timeSince(c: ColumnModel): boolean {
  const [unit, link] = c.words
  const span = unit !== undefined && (TIME_UNITS.has(unit) || TIME_UNITS.has(`${unit}s`))
  return span && ['since', 'until', 'to', 'before', 'after'].includes(link ?? '')
}

/**
 * SMOKING holding only 1 and 2 (a survey's "no" and "yes"): two codes, no amount, and which one
 * means yes the table does not say.
 */
export const twoCodes = (c: ColumnModel): boolean =>
  c.kind === 'number' && c.distinct === 2 && c.range?.[0] === 1 && c.range[1] === 2

/** "suicides_no", "students number": a plural before the mark of a number counts those things. */
export const numberOfThings = (c: ColumnModel): boolean =>
  // ("Summons No" of JS20000 and the like: codes count nothing.)
  (c.kind !== 'text' || c.shape.wholeNumber >= 0.5) &&
  c.words.length >= 2 &&
  /[^su]s$/.test(c.words.at(-2) ?? '') &&
  ['no', 'number', 'num'].includes(c.words.at(-1) ?? '')

/**
 * "Volume" numbers a book in a series (1, 2, 3) or counts what was traded or shipped: a
 * different amount on nearly every row, not running 1..N, is the second.
 */
const tradedVolume = (c: ColumnModel) =>
  c.stems.at(-1) === VOLUME && c.shape.sequence < 1 && c.distinct >= 0.8 * c.nonNull && c.nonNull >= 20

const VOLUME = stemWord('volume')

const NON_ADDITIVE = new Set(
  [
    'score',
    'rating',
    'rank',
    'position',
    'percent',
    'percentage',
    'pct',
    'average',
    'avg',
    'rate',
    'ratio',
    'share',
    'age',
    'height',
    'weight',
    'time',
    'speed',
    'temperature',
    'price',
    'elevation',
    'length',
    'density',
    'margin',
    'strength',
    'grade',
    'index',
    // Levels of people, places and things, general English.
    'level',
    'salary',
    'wage',
    'popularity',
    'expectancy',
    'humidity',
    'discount',
    'duration',
    // A day's highs and lows: of prices, of temperatures.
    'open',
    'high',
    'low',
    'close',
  ].map(stemWord),
)

/**
 * Amounts that add up across rows (revenue, votes, goals), not levels (score, price, age), not
 * amounts per something ("UnitCost", "points per game") and not fractions (a discount of 0.2).
 */
export function isAdditive(c: ColumnModel): boolean {
  return (
    isQuantity(c) &&
    // ("Total Price": the price of a whole order or booking adds up like any amount.)
    !c.stems.some((s) => NON_ADDITIVE.has(s) && !(s === PRICE && c.words[0] === 'total')) &&
    !c.words.includes('%') &&
    !c.words.some((w) => PER_WORDS.has(w)) &&
    // "Yield (t/ha)", "Visits/Week": a unit over a unit is a rate.
    !c.name.includes('/') &&
    // "Max Alt (ft)", "Peak Gust": one row's extreme, which adds up to nothing.
    !EXTREME_HEADS.has(c.words[0] ?? '') &&
    // "approx_cost(for two people)", "Price for one night": an amount for so many of something.
    !c.words.some((w, i) => w === 'for' && FOR_SO_MANY.test(c.words[i + 1] ?? '')) &&
    c.shape.fraction === 0
  )
}

const PRICE = stemWord('price')
const EXTREME_HEADS = new Set(['maximum', 'minimum', 'peak', 'highest', 'lowest', 'record'])
const FOR_SO_MANY = /^(a|an|one|two|three|four|five|six|ten|\d+)$/

/** Header words that make an amount one per something: "UnitPrice", "points per game". */
const PER_WORDS = new Set(['unit', 'per', 'each', 'avg', 'average', 'mean'])

/** A column of ranks or places, where the top is the smallest number. */
export const isRankColumn = (c: ColumnModel) =>
  numericReading(c) === 'number' &&
  // "peak_kw", "Peak Gust" measure a peak; "Peak", "Peak chart position" rank; "rank_change",
  // "Change in Rank" measure a change.
  !c.stems.some((s) => CHANGE_STEMS.has(s)) &&
  // "Seed Count": a count of seeds, not a seeding.
  !COUNT_CLOSINGS.has(c.words.at(-1) ?? '') &&
  ((c.head !== undefined && RANKISH.has(c.head)) || c.stems.some((s) => RANKISH.has(s) && s !== PEAK))
const PEAK = stemWord('peak')
const COUNT_CLOSINGS = new Set(['count', 'counts', 'total'])
const CHANGE_STEMS = new Set(
  ['change', 'difference', 'diff', 'delta', 'movement', 'gain', 'drop'].map(stemWord),
)
const RANKISH = new Set(
  ['rank', 'position', 'place', 'pos', 'chart', 'peak', 'ranking', 'standing', 'seed', 'finish'].map(
    stemWord,
  ),
)

/** A word saying a number is a placing ("place", "position", "rank"), where 1 is the best. */
export const isRankWord = (stem: string): boolean => RANKISH.has(stem) && stem !== PEAK && stem !== CHART
const CHART = stemWord('chart')

const ID_WORDS = new Set(['id', 'code', 'no', 'number', 'num', 'nr'].map(stemWord))

/**
 * A column of times of day ("checkInTime" of 08:45, "Departure Hour"): named for a time, read as
 * no point in time; the dates of another column do not order it.
 */
export const timeOfDay = (c: ColumnModel): boolean =>
  timeReading(c) === undefined && c.words.some((w) => CLOCK_WORDS.has(w))

/** How a column reads as a point in time, or undefined. */
export function timeReading(c: ColumnModel): Reading | undefined {
  if (c.kind === 'date') return 'date'
  // Order numbers from 1001 look like years; a column named for identifiers never holds them.
  // ("DEATHS" of 0 to 1,104: a plural of a time word counts things, it dates nothing.)
  if (c.kind === 'number')
    return (c.shape.year >= 1 ||
      (c.shape.year >= YEARS_BUT_UNKNOWN && named(c, TIME) && !/[^s]s$/.test(c.words.at(-1) ?? ''))) &&
      !ID_WORDS.has(c.stems.at(-1) ?? '')
      ? 'year'
      : undefined
  if (c.kind !== 'text') return undefined
  if (c.shape.date >= 0.6) return 'date'
  if (c.shape.year >= 0.6 && (named(c, TIME) || c.shape.number >= 0.9 || oneWordForNone(c))) return 'year'
  return undefined
}

/**
 * "First ascent" of years and "unclimbed": every cell not a number is one and the same word, the
 * table's way of saying there is none (it is then no year).
 */
function oneWordForNone(c: ColumnModel): boolean {
  if (!c.values?.complete) return false
  const words = c.values.values.filter((v) => !/\d/.test(v.value))
  return words.length === 1 && /^[a-z][a-z ]*$/i.test((words[0] as { value: string }).value)
}

const writtenUnits = new WeakMap<ColumnModel, string | undefined>()

/** The unit most of a column's cells write after their number ("1,450 tonnes"), if any. */
export function writtenUnit(c: ColumnModel): string | undefined {
  if (writtenUnits.has(c)) return writtenUnits.get(c)
  const cells = c.values?.values.reduce((n, v) => n + v.count, 0) ?? 0
  const counts = c.values ? unitWords(c.values) : new Map<string, number>()
  const [unit, count] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? []
  const found = unit !== undefined && (count ?? 0) * 2 >= cells ? unit : undefined
  writtenUnits.set(c, found)
  return found
}

/** A column of a few kinds, like the region of sales: text, each value on many rows. */
/** The name a numbered column shares with its siblings ("Star" of Star1 to Star4); none if unnumbered. */
export const numberedFamily = (name: string): string | undefined =>
  /\d$/.test(name) ? name.replace(/\d+$/, '') : undefined

/** A column of money: its cells carry a currency sign, or its header names an amount of money. */
export const isMoney = (model: TableModel, c: ColumnModel) =>
  CURRENCY_SIGNS.has(model.table.columns[c.position]?.profile.unit ?? '') ||
  c.words.some((w) => MONEY_WORDS.has(w)) ||
  // ("copay_usd": a currency's code in the header.)
  (c.kind === 'number' && currencyCoded(c))

const currencyCoded = oncePer((c: ColumnModel) =>
  normalTokens(splitHeader(c.name)).some((w) => CURRENCY_CODES.has(w)),
)

export const isCategory = (c: ColumnModel) =>
  c.kind === 'text' && numericReading(c) === undefined && c.distinct * 10 <= c.nonNull

export const isPersonColumn = (c: ColumnModel) => named(c, PERSON)
export const isPlaceColumn = (c: ColumnModel) => named(c, PLACE)
export const isTimeColumn = (c: ColumnModel) =>
  timeReading(c) !== undefined && (named(c, TIME) || c.kind === 'date')

const labelColumns = (model: TableModel) =>
  model.columns.filter((c) => c.kind === 'text' && c.shape.number < 0.5 && c.words.length > 0)

/**
 * The column that names each row: mostly distinct non-numeric text, one called Name or Title
 * first, else the leftmost. Undefined when no text column tells the rows apart (a ledger whose
 * text columns are categories): "which customer" is then not answered with a region.
 */
export function namingColumn(model: TableModel): ColumnModel | undefined {
  const distinctEnough = labelColumns(model).filter((c) => c.distinct >= 0.8 * Math.max(1, c.nonNull))
  return distinctEnough.find((c) => c.stems.some((s) => NAMING.has(s))) ?? distinctEnough[0]
}

/**
 * A table's identifier for the rows the question names: a column called just ID, or after the
 * question's noun (CustomerID for "customer"), holding a different value on every row. "Who is
 * the customer with the highest income" over a table that names its rows only by number is
 * answered with that number; an order_id never answers for a customer.
 */
export function identifierColumn(
  model: TableModel,
  questionStems: ReadonlySet<string>,
): ColumnModel | undefined {
  return model.columns.find(
    (c) =>
      c.stems.at(-1) === ID &&
      (c.stems.length === 1 || (c.stems.length === 2 && questionStems.has(c.stems[0] as string))) &&
      c.nonNull >= model.rowCount &&
      differsOnEveryRow(model, c),
  )
}

/** The table's one identifier column (listing_id, "Booking ID"): what names rows that have no name. */
export function rowIdentifier(model: TableModel): ColumnModel | undefined {
  const ids = model.columns.filter(
    (c) => c.stems.at(-1) === ID && c.nonNull >= model.rowCount && differsOnEveryRow(model, c),
  )
  return ids.length === 1 ? ids[0] : undefined
}

/** A column holding a different value on (nearly) every row: an order number, an identifier. */
export function differsOnEveryRow(model: TableModel, c: ColumnModel): boolean {
  // DuckDB's distinct count is an estimate, 10-15% low on small tables.
  return model.rowCount > 1 && c.distinct >= 0.8 * model.rowCount
}

/** A text column blank (or a placeholder) on at least 15% of rows: "Medal" beside rows that won none. */
export function isSparse(model: TableModel, c: ColumnModel): boolean {
  return c.kind === 'text' && c.shape.placeholder + (1 - c.nonNull / Math.max(1, model.rowCount)) >= 0.15
}

const ID = stemWord('id')

/** The column to label rows with: the naming column, else the leftmost text column. */
export function keyColumn(model: TableModel): ColumnModel | undefined {
  return namingColumn(model) ?? labelColumns(model)[0]
}

const NAMING = new Set(['name', 'title'].map(stemWord))

/** The time column of a table: the one named for time first, else any column of dates or years. */
export function timeColumn(model: TableModel): ColumnModel | undefined {
  // "the most recent purchase" in a table of customers: a birth year dates the person, not the rows.
  return firstTimeColumn(model.columns.filter((c) => !datesPerson(c))) ?? firstTimeColumn(model.columns)
}

const BIRTH_STEMS = new Set(['birth', 'born', 'dob', 'birthday', 'birthdate'].map(stemWord))

const datesPerson = (c: ColumnModel) => c.stems.some((s) => BIRTH_STEMS.has(s))

/** Columns that date the rows' events (a birth date dates a person, not a row). */
export const eventTimes = (model: TableModel): ColumnModel[] =>
  model.columns.filter((c) => timeReading(c) !== undefined && !datesPerson(c))

const firstTimeColumn = (columns: readonly ColumnModel[]) =>
  columns.find(isTimeColumn) ??
  columns.find((c) => timeReading(c) === 'date') ??
  columns.find((c) => c.shape.year >= 0.9 && c.shape.wholeNumber >= 0.9)

/** How a column's cells are shown in an answer: the first line of multi-line cells, else as they are. */
export function shownValue(c: ColumnModel): ValueOf {
  return { column: c.name, reading: c.shape.multiline >= 0.3 ? 'first-line' : 'raw' }
}

/**
 * A table of one row per label and period (a country each year): about as many rows as labels
 * times periods (from a fifth fewer to half as many again: not every country is at every Games),
 * and no label on more rows than there are periods (with a fifth to spare for estimated counts).
 */
export const panelOf = (model: TableModel, label: ColumnModel): boolean => panelsOf(model)(label)

const panelsOf = oncePer((model: TableModel) => oncePer((label: ColumnModel) => isPanel(model, label)))

function isPanel(model: TableModel, label: ColumnModel): boolean {
  const counts = label.values?.complete ? label.values.values.map((v) => v.count) : []
  // (Five labels at least: two kinds of record, each dated, are no panel of things.)
  if (counts.length < 5) return false
  return model.columns.some((c) => {
    const time = timeReading(c)
    if (c === label || (time !== 'year' && time !== 'date') || c.distinct < 3) return false
    const cells = label.distinct * c.distinct
    return (
      cells >= 0.8 * model.rowCount &&
      cells <= 1.5 * model.rowCount &&
      Math.max(...counts) <= 1.2 * c.distinct
    )
  })
}

/**
 * Every unit a column's header or cells may be in, loosely: "Area (km²)", "Altitude (m)",
 * "3,465 ft" cells, durations (read in seconds).
 */
/** The unit a numeric column's header names, else the one its cells are written in ("142 min"). */
export const measuredIn = (c: ColumnModel): Unit | undefined =>
  columnUnit(c) ?? unitOf(writtenUnit(c) ?? '') ?? ageInDays(c)

export function possibleUnits(c: ColumnModel): Unit[] {
  const words = [...c.words, ...normalTokens(c.name.replace(/[²³]/g, ' ')), writtenUnit(c) ?? '']
  const days = ageInDays(c)
  const units = [...words.flatMap((w) => headerWordUnit(w) ?? []), ...(days ? [days] : [])]
  return numericReading(c) === 'duration' ? [...units, SECONDS] : units
}

const SECONDS = unitOf('seconds') as Unit

/**
 * "a length greater than 100 miles" over `len`: a header naming what it measures and no unit is
 * taken to be in the unit the question says (disclosed), which cannot be converted.
 */
export const unitUnstated = (c: ColumnModel, said: Unit): boolean =>
  c.kind === 'number' &&
  possibleUnits(c).length === 0 &&
  c.words.some((w) => MEASURED_DIMENSIONS[w] === said.dimension)

const MEASURED_DIMENSIONS = wordTable<Unit['dimension']>({
  length: 'length',
  distance: 'length',
  height: 'length',
  width: 'length',
  depth: 'length',
  weight: 'mass',
  mass: 'mass',
})

/**
 * An Age column reaching past 1,500 (as in clinical exports, 9,598 to 28,650): no one is that many
 * years or months old, so the ages are counted in days ("older than 60 years" is 21,915.75 days).
 */
export const ageInDays = (c: ColumnModel): Unit | undefined =>
  c.kind === 'number' && c.stems.length === 1 && c.stems[0] === AGE && (c.range?.[1] ?? 0) > 1500
    ? DAYS
    : undefined

const AGE = stemWord('age')
const DAYS = unitOf('days') as Unit

/**
 * A text column a fifth or more of whose cells are ranges of numbers ("2 to 10", "11-100"): bins.
 * (A few ranges among numbers, a hardness of "7.5-8", still read by their leading number.)
 */
const binned = oncePer((c: ColumnModel) => {
  const ranges = (c.values?.values ?? []).filter((v) => NUMBER_RANGE.test(v.value))
  return ranges.reduce((n, v) => n + v.count, 0) * 5 >= c.nonNull
})
const NUMBER_RANGE = /^\s*[0-9][0-9,.]*\s*(to|-|–)\s*[0-9][0-9,.]*\s*$/

/** The key column of the thing a name column names: product_id for product_name, host_id for host_name. */
export function keyOfName(model: TableModel, column: ColumnModel): ColumnModel | undefined {
  const [thing, naming] = column.stems
  // ("County" beside CountyId: a name said alone, its key beside it.)
  const named =
    (column.stems.length === 2 && NAMING.has(naming ?? '')) ||
    (column.stems.length === 1 && column.kind === 'text')
  if (!named) return undefined
  return model.columns.find((c) => c.stems.length === 2 && c.stems[0] === thing && c.stems[1] === ID)
}

/**
 * "shipped" for Mode_of_Shipment, "paid" for payment_method, "caused" for cause: the verb's base
 * (three letters or more) opens a word of the header, so the verb says what the column records.
 */
export function verbOpensHeader(verb: Token, column: ColumnModel): boolean {
  const bases = [verb.lemma, verb.stem].filter((w) => w.length >= 3)
  return verb.tags.has('Verb') && column.words.some((w) => bases.some((b) => w.startsWith(b)))
}

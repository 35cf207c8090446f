import { type ColumnLink, identifierColumn, namedAsId } from '../column-linker.js'
import {
  datePart,
  differsOnEveryRow,
  isMoney,
  isPersonColumn,
  isPlaceColumn,
  isQuantity,
  isSparse,
  keyOfName,
  measuredIn,
  numberedFamily,
  numericReading,
  panelOf,
  twoCodes,
} from '../column-roles.js'
import { namedAsCount, writtenPlural } from '../column-words.js'
import { conditionColumns } from '../condition-columns.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase, withoutAggregateRows, wordAt } from '../draft.js'
import { isFlag } from '../flag-linker.js'
import type { Condition, Measure, Reading } from '../intent-types.js'
import { measuresThings } from '../measure-finder.js'
import { type Analysis, isCovered, recurringPeople, tableStems } from '../question-analysis.js'
import type { Token } from '../question-tokens.js'
import { canonicalStem } from '../synonyms.js'
import type { ColumnModel, TableModel } from '../table-model.js'
import { CUE_NOUNS } from '../target-words.js'
import { ENTITY_NOUNS, isPersonWord, isRowWord, recurringPersons } from '../vocabulary/row-nouns.js'
import { unitOf } from '../vocabulary/unit-conversions.js'
import {
  COPULAS,
  HAVING_WORDS,
  LISTED_WORDS,
  PERSON_COLUMN_STEMS,
  STOP_WORDS,
  TOTAL_WORDS,
} from '../word-lists.js'
import { stemWord } from '../word-stem.js'
import { wordTable } from '../word-table.js'
import { dimensions, eachValueSaid, severally } from './aggregate-recognizer.js'
import {
  amountEach,
  isTradeVerb,
  kindBeforeRows,
  quantityByParticiple,
  soldQuantity,
} from './counted-nouns.js'

const PEOPLE = new Set(['person', 'people'])
/** Rows of a register, each one thing: never a number of people counted by a quantity column. */
const CATALOGUED = new Set([
  'listing',
  'posting',
  'item',
  'order',
  'transaction',
  'booking',
  'case',
  'entry',
  'record',
])
/** "athletes", "players", "people": a noun that calls people, in general or by what they do. */
const callsPeople = (t: Token) => isPersonWord(t) || PERSON_COLUMN_STEMS.has(t.lemma)

/** A panel of places by period (countries by Games), with no column of people: its rows are no people's. */
const ofPlacesOnly = (model: TableModel) =>
  model.columns.some((c) => isPlaceColumn(c) && panelOf(model, c)) && !model.columns.some(isPersonColumn)

const KINDS = new Set(['types', 'kinds', 'sorts', 'varieties', 'categories'])
const DISTINCT = new Set(['different', 'distinct', 'unique', 'separate'])
/** Heads of headers that sort things into kinds ("Customer type", "Product category"). */
const KIND_HEADS = new Set(
  ['type', 'kind', 'category', 'class', 'group', 'segment', 'tier', 'level'].map(stemWord),
)
const FILLER = new Set([
  'total',
  'different',
  'distinct',
  'unique',
  'separate',
  'of',
  'the',
  'in',
  'all',
  'overall',
])

const CALENDAR: Readonly<Record<string, Reading>> = wordTable({ day: 'date', date: 'date', year: 'year' })

/** "how many different days": the calendar days (or years) of the table's one date column. */
function calendarCount(a: Analysis, i: number): Measure | undefined {
  const reading = CALENDAR[a.tokens[i]?.lemma ?? '']
  const dates = a.model.columns.filter((c) => c.kind === 'date')
  const column = dates.length === 1 ? dates[0] : undefined
  return reading && column ? { aggregate: 'count_distinct', of: { column: column.name, reading } } : undefined
}

/** Where the count cue ends: after "how many", "number of", "total number of", "count of". */
export function countCue(a: Analysis): { start: number; end: number } | undefined {
  const howMany = indexOfPhrase(a, 'how many')
  if (howMany >= 0) return { start: howMany, end: howMany + 2 }
  // "the total amount of players": a total amount of things is their number.
  for (const phrase of ['number of', 'count of', 'total amount of']) {
    const at = indexOfPhrase(a, phrase)
    const end = at + phrase.split(' ').length
    // "the phone number of Globex": a noun before "number" makes it a compound, no count; so does
    // a column's name ("the bib number of the winner" over `Bib #`).
    const before = a.tokens[at - 1]
    const named = a.columns.some((l) => l.end === at && l.tier !== 'partial')
    const compound =
      phrase === 'number of' &&
      before?.tags.has('Noun') &&
      !before.tags.has('Adjective') &&
      !CUE_NOUNS.has(before.text) &&
      (!isCovered(a, at - 1) || named)
    // ("the total amount of blood": an amount of a mass noun is measured, not counted.)
    // (The phrase runs on while nouns and adjectives do: "usl pdl leagues", "times".)
    const close = a.tokens.findIndex((t, i) => i >= end && !['Noun', 'Adjective'].some((g) => t.tags.has(g)))
    const nouns = a.tokens.slice(end, close < 0 ? undefined : close)
    const counts = nouns.some((t) => t.tags.has('Plural')) || wordAt(a, end) === 'times'
    if (phrase === 'total amount of' && !counts) continue
    if (compound) continue
    if (at >= 0 && at <= 4 && !a.columns.some((l) => l.start < end && at < l.end)) return { start: at, end }
  }
  return undefined
}

/** A numeric amount column the question names but no condition uses. */
function unusedQuantity(d: Draft): ColumnLink | undefined {
  return d.a.columns.find(
    (l) => !d.used.has(l.start) && isQuantity(l.column) && numericReading(l.column) === 'number',
  )
}

const present = (column: string): Condition => ({ kind: 'present', value: { column, reading: 'raw' } })

/** Units a duration is measured in, never a number of calendar days, months or years. */
const CLOCK_UNITS = new Set(['hours', 'hrs', 'minutes', 'mins', 'seconds', 'secs'])

/** The key of the things a number counts: Guest ID for Guests. */
const keyOfCount = (model: TableModel, column: ColumnModel) =>
  column.stems.length === 1 && isQuantity(column)
    ? model.columns.find((c) => c.stems.length === 2 && c.stems[0] === column.stems[0] && namedAsId(c))
    : undefined

/**
 * A column of amounts named in the plural ("Goals", "Wins"), by a short form ("Pts", "GA"), or by
 * the things and their participle ("Fish Lost").
 */
function countable(c: ColumnModel): boolean {
  const last = c.words.at(-1) ?? ''
  return writtenPlural(last) || last.length <= 3 || c.words.length > 2 || namedAsCount(c.words)
}

/**
 * "how many quarries opened before 1892": a plural noun linked to nothing and followed by a verb may
 * name the rows of the table.
 */
function namesRows(a: Analysis, i: number): boolean {
  const noun = a.tokens[i]
  const next = a.tokens[i + 1]
  if (!noun?.tags.has('Plural') || !next?.tags.has('Verb') || ENTITY_NOUNS.has(noun.lemma)) return false
  return !isCovered(a, i) && !otherRows(a, noun)
}

/**
 * "how many contacts does Globex have" over a table whose deal_id tells every row apart: the rows
 * are deals, and another noun is something the table does not hold.
 */
function otherRows(a: Analysis, noun: Token): boolean {
  const rows = a.model.columns.flatMap((c) => {
    const [kind, mark] = c.stems
    return c.stems.length === 2 && mark === 'id' && kind && c.distinct >= 0.9 * c.nonNull ? [kind] : []
  })
  return rows.length > 0 && !rows.includes(noun.stem) && !rows.includes(stemWord(noun.lemma))
}

/** A bound on a column said after "total" or "average": on a group's total, not each row's value. */
function boundOnTotal(a: Analysis, c: Condition): boolean {
  if (c.kind !== 'compare') return false
  return a.columns.some(
    (l) => l.column.name === c.value.column && ['total', 'average'].includes(wordAt(a, l.start - 1)),
  )
}

/**
 * A plural noun from `i` ("buildings", "office buildings") that is no word for the rows and names
 * no identifier: what is counted is things, not rows.
 */
function thingsCounted(a: Analysis, i: number): boolean {
  const noun = a.tokens.slice(i, i + 3).find((t) => t.tags.has('Plural') && t.tags.has('Noun'))
  if (!noun || a.rowNouns.includes(noun.index) || isRowWord(noun)) return false
  if (a.values.some((v) => v.start <= noun.index && noun.index < v.end)) return false
  // "how many meters" over Meter ID; "how many A grades" over Grade, one grade a row.
  return !a.columns.some(
    (l) =>
      l.start <= noun.index &&
      noun.index < l.end &&
      (identifierColumn(l.column) || l.column.head === noun.stem),
  )
}

/**
 * Rows that are repeated observations of things: an identifier's values come back (a meter's
 * monthly readings), and no identifier is unique to a row.
 */
function repeatedThings(a: Analysis): boolean {
  // ("No" and "Number" columns repeat for other reasons: a space group's number, a shirt number.)
  const ids = a.model.columns.filter(namedAsId)
  return ids.some((c) => c.distinct * 2 <= c.nonNull) && !ids.some((c) => allDifferent(a, c))
}

/** Whether a column's cells all differ; an estimated count (HyperLogLog) is allowed its error. */
function allDifferent(a: Analysis, column: ColumnModel): boolean {
  const approximate = a.model.table.columns[column.position]?.profile.distinctApproximate === true
  return column.distinct >= (approximate ? 0.85 : 1) * column.nonNull
}

const DAY_MS = 24 * 3600 * 1000
const YEAR_MS = 366 * DAY_MS

/**
 * A condition no more than one row can meet: one value of a column whose values are all different
 * (a year per row, a stadium per row), or one year of such a column of years.
 */
function pinsOneRow(a: Analysis, c: Condition): boolean {
  const column =
    c.kind === 'equals'
      ? a.model.byName.get(c.column)
      : c.kind === 'period'
        ? a.model.byName.get(c.value.column)
        : undefined
  if (!column || column.nonNull < 5 || !allDifferent(a, column)) return false
  if (c.kind === 'equals') return !c.negated && c.mode === 'exact' && c.values.length === 1
  if (c.kind !== 'period') return false
  const span = Date.parse(c.until) - Date.parse(c.from)
  // Distinct cells are distinct years or days only when each cell is one year or one date.
  if (c.value.reading === 'year') return column.kind === 'number' && span <= YEAR_MS
  return column.kind === 'date' && span <= DAY_MS
}

/** "how many unique values are there in Mjob": the column whose values are counted, named after them. */
function valuesOf(a: Analysis, i: number): ColumnLink | undefined {
  if (!['values', 'categories'].includes(wordAt(a, i))) return undefined
  return a.columns.find((l) => {
    const before = wordAt(a, l.start - 1) === 'the' ? l.start - 2 : l.start - 1
    return ['in', 'of'].includes(wordAt(a, before)) && before > i && before - i <= 4
  })
}

/** A plural noun that could head a compound ("permit holders", "car thefts"), not the rows' own. */
const isHeadNoun = (a: Analysis, t: Token | undefined): t is Token =>
  t?.tags.has('Plural') === true &&
  t.tags.has('Noun') &&
  !t.tags.has('Pronoun') &&
  !a.rowNouns.includes(t.index)

/** "how many X ...": rows counted, or a numeric column summed when X names one ("how many losses"). */
export function recognizeCount(a: Analysis): Candidate | undefined {
  const cue = countCue(a)
  if (!cue) return undefined
  if (['more', 'less', 'fewer'].includes(wordAt(a, cue.end))) return undefined
  const d = new Draft(a).use(cue)
  let i = cue.end
  let distinct = false
  // "how many times": rows, never a column named Time.
  const times = wordAt(a, i) === 'times'
  if (times) d.useWord(i++)
  const direct = times ? undefined : a.columns.find((l) => l.start === i && isQuantity(l.column))
  while (!direct && FILLER.has(wordAt(a, i))) {
    if (DISTINCT.has(wordAt(a, i))) distinct = true
    d.useWord(i++)
  }
  // The counted noun comes right after the cue, maybe after an adjective ("how many gold medals").
  const between = a.tokens[i]
  // ("how many passenger classes": the rows' noun before a column's name says whose it is.)
  const adjective =
    (between?.tags.has('Adjective') && !between.tags.has('Verb')) ||
    (a.rowNouns.includes(i) && between?.tags.has('Plural') === false)
  const link = times
    ? undefined
    : (direct ?? a.columns.find((l) => l.start === i || (adjective && l.start === i + 1)) ?? valuesOf(a, i))
  // ("how many churned customers" over Attrition_Flag: a participle naming a column before the
  // things counted says which of them; counted itself, every row would count.)
  const first = link ? a.tokens[link.start] : undefined
  const participle =
    link !== undefined &&
    link.end === link.start + 1 &&
    first !== undefined &&
    !first.tags.has('Noun') &&
    (first.tags.has('PastTense') || first.tags.has('Participle') || /ed$/.test(first.text)) &&
    a.tokens[link.end]?.tags.has('Plural') === true &&
    // ("established dioceses" over Established: a participle of the header itself is its condition.)
    !link.column.stems.includes(first.stem)
  if (participle) return undefined
  // ("how many rush orders" over rushDelivery, yes or no: a flag named in part before the things
  // counted says which of them, in a way no rule here reads; counted itself, every row would count.)
  if (
    link &&
    link.tier === 'partial' &&
    isFlag(a.model, link.column) &&
    a.tokens[link.end]?.tags.has('Plural')
  )
    return undefined
  if (link && link.start > i + 1) d.useWord(i)
  // "how many license inspections" over License #: a singular name before the rows' noun says
  // which rows are counted, and must be read as such, not counted itself.
  if (link && kindBeforeRows(a, link)) return undefined
  const noun = a.tokens[i]
  const calendar = !link && distinct ? calendarCount(a, i) : undefined
  if (calendar) d.useWord(i)
  // A noun that may name the rows is decided once the conditions are read.
  const rowsNoun = !times && !link && !calendar && namesRows(a, i)
  if (
    !calendar &&
    !rowsNoun &&
    !times &&
    !link &&
    noun &&
    !a.values.some((v) => v.start === i) &&
    !ENTITY_NOUNS.has(noun.lemma)
  )
    d.require(i)
  else if (!link && noun && ENTITY_NOUNS.has(noun.lemma)) {
    // "how many people worked on X" over a timesheet: people are not its rows, and which column
    // holds them is not said.
    if (PEOPLE.has(noun.lemma) && recurringPeople(a.model)) d.require(i)
    // "how many athletes did the United States send" over medals by country and Games: the rows
    // are of places, and no column names people.
    else if (callsPeople(noun) && ofPlacesOnly(a.model)) d.require(i)
    else d.useWord(i)
  }
  // ("how many unique permit holders" over PRMT_NO and HLDR_ID: a plural after a column of names
  // or codes, naming a column of its own, is the head of the compound, what is counted.)
  const after = link ? a.tokens[link.end] : undefined
  if (
    link &&
    isHeadNoun(a, after) &&
    !isQuantity(link.column) &&
    a.columns.some((l) => l.start === after.index && l.column !== link.column)
  )
    d.require(after.index)
  // ("how many car thefts" where no column or cell says theft: a general noun for a thing before a
  // plural only modifies it; the plural is what is counted, and must be read.)
  const head = a.tokens[i + 1]
  if (
    !link &&
    noun !== undefined &&
    ENTITY_NOUNS.has(noun.lemma) &&
    noun.tags.has('Singular') &&
    isHeadNoun(a, head) &&
    !isCovered(a, head.index)
  )
    d.require(head.index)
  // "how many times, total, ...", "the total number of": the word only repeats the count.
  // ("days had total units sold above 300" is a total of a column, by group: not read here.)
  for (const t of a.tokens)
    if (
      t.text === 'total' &&
      !a.columns.some((l) => l.start <= t.index + 1 && t.index < l.end && numericReading(l.column))
    )
      d.useWord(t.index)
  if (link && KINDS.has(wordAt(a, link.end))) {
    distinct = true
    d.useWord(link.end)
  }
  // ("how many hours did Korean channels stream" over Stream time(minutes): a unit of time counts
  // no rows; its sum in another unit is not read here.)
  if (link && CLOCK_UNITS.has(link.said) && !link.column.words.includes(link.said)) return undefined
  const ofThe = wordAt(a, cue.end) === 'of' && wordAt(a, cue.end + 1) === 'the'
  let measure: Measure = calendar ?? { aggregate: 'count' }
  let moneyRows = false
  if (link) {
    // ("how many smokers" over SMOKING of 1s and 2s: which code is a smoker is not said.)
    if (twoCodes(link.column)) return undefined
    // ("how many smokers" over Smoking scored 1 to 8: the people who do a thing are not the sum of
    // its scores; only a column of 0s and 1s counts them.)
    const doers =
      link.tier === 'synonym' &&
      /[^e](er|or)s$/.test(link.said) &&
      /ing$/.test(link.column.words.at(-1) ?? '') &&
      !(link.column.range?.[0] === 0 && link.column.range[1] === 1)
    if (doers && numericReading(link.column)) return undefined
    const reading = numericReading(link.column)
    d.use(link)
    // ("how many sales were made in India" over Amount ($): sales said for money are the rows,
    // counted, never summed; the money column is no part of the answer.)
    moneyRows = link.tier === 'synonym' && isMoney(a.model, link.column)
    if (link.tier === 'synonym' && !moneyRows)
      d.note({ said: link.said, matched: link.column.name, what: 'column' })
    // "emails sent" for Emails Sent: the noun of the name is the plural, before its participle.
    const plural =
      a.tokens.slice(link.start, link.end).some((t) => t.tags.has('Plural') && t.stem === link.column.head) ||
      a.tokens[link.end - 1]?.tags.has('Plural') === true
    // "how many strikes" does not sum "Duration of Strike": the count must name the column's head.
    // ("how many units were returned" over qtyReturned: a word for the head, disclosed, names it too.)
    const head = a.tokens.slice(link.start, link.end).some(
      (t) =>
        t.stem === link.column.head ||
        t.surfaceStem === link.column.head ||
        // (Not "sales" over Sale Amount: a word the header holds is that word, no synonym of another.)
        (link.column.head !== undefined &&
          !link.column.stems.includes(t.stem) &&
          canonicalStem(t.stem) === canonicalStem(link.column.head)),
    )
    // ("how many injuries" over INJURIES_TOTAL, no money: the things a total column adds up.)
    const [thing, total] = link.column.words
    const totalOf =
      link.column.words.length === 2 &&
      TOTAL_WORDS.has(total ?? '') &&
      writtenPlural(thing ?? '') &&
      !isMoney(a.model, link.column) &&
      a.tokens
        .slice(link.start, link.end)
        .some((t) => t.tags.has('Plural') && t.stem === link.column.stems[0])
    // ("how many sales records": a word for rows after the name says the rows are counted.)
    const records = a.tokens[link.end] !== undefined && isRowWord(a.tokens[link.end] as Token)
    if (records) d.useWord(link.end)
    // ("how many delays were there" over delay_min: a column in a unit measures the things, it
    // does not count them; unless the unit is what is counted, "how many minutes".)
    const unit = measuredIn(link.column)
    const saidUnit = a.tokens
      .slice(link.start, link.end)
      .map((t) => unitOf(t.text))
      .find((u) => u !== undefined)
    // ("how many hours of delay" over delay_min: another unit of the kind is not converted here.)
    if (unit && saidUnit && (saidUnit.dimension !== unit.dimension || saidUnit.size !== unit.size))
      return undefined
    const inUnit = unit !== undefined && saidUnit === undefined
    if (
      reading &&
      isQuantity(link.column) &&
      !inUnit &&
      !amountEach(a, link) &&
      (plural || countable(link.column)) &&
      !moneyRows &&
      !distinct &&
      !ofThe &&
      !records &&
      (head || totalOf || saidUnit !== undefined || link.tier !== 'partial')
    ) {
      measure = { aggregate: 'sum', of: { column: link.column.name, reading } }
      // ("how many wristbands were sold altogether": the trade and the total the sum says.)
      for (const t of a.tokens.slice(link.end, link.end + 4))
        if (isTradeVerb(t) || TOTAL_WORDS.has(t.text)) d.useWord(t.index)
    } else {
      // "how many different days" over a column of times counts calendar days; so does "how many
      // days" where several rows share a date (a museum a row, every day).
      const calendarReading =
        link.column.kind === 'date' ? CALENDAR[a.tokens[link.end - 1]?.lemma ?? ''] : undefined
      const shared = calendarReading !== undefined && link.column.distinct < link.column.nonNull
      // "how many unique customers" over "Customer type": the kinds of customer are not customers.
      const kinds =
        KIND_HEADS.has(link.column.head ?? '') && !a.tokens.some((t) => t.stem === link.column.head)
      if (distinct && link.tier === 'partial' && kinds) return undefined
      // ("how many distinct hospitals" over Hospital Referral Region Description: the first word
      // of a longer header only says whose the rest is; the regions are not hospitals.)
      const saidStems = new Set(a.tokens.map((t) => t.stem))
      const modifierOnly =
        link.column.stems.length >= 3 &&
        link.end - link.start === 1 &&
        a.tokens[link.start]?.stem === link.column.stems[0] &&
        link.column.stems.slice(1).every((s) => !saidStems.has(s))
      if (distinct && link.tier === 'partial' && modifierOnly) return undefined
      // ("how many unique products" over product_name and product_id: things are told apart by key;
      // "how many distinct pizza names": the names are counted, as said.)
      const namesSaid = a.tokens.slice(link.start, link.end).some((t) => t.lemma === 'name')
      // ("how many unique guests" over Guests, a number of guests, and Guest ID: the guests' key.)
      const counted =
        calendarReading || namesSaid
          ? link.column
          : (keyOfName(a.model, link.column) ?? keyOfCount(a.model, link.column) ?? link.column)
      if (distinct || shared)
        measure = {
          aggregate: 'count_distinct',
          of: { column: counted.name, reading: calendarReading ?? 'raw' },
        }
    }
  }
  // "how many invoices per country": counted by group.
  const dims = dimensions(d, measure.of?.column)
  if (!dims) return undefined
  const gathered = gatherConditions(d)
  if (!gathered) return undefined
  // It is read as naming the rows (and the answer says it read past it) when the rest of the
  // question is read exactly and filters them; else it must be explained ("how many towers ...").
  const exact =
    gathered.length > 0 &&
    d.notes.every((n) => n.what === 'column' || n.what === 'others') &&
    d.unexplained().length === 1
  // "how many hosts are named John" over listings with host_id and host_name: the different hosts,
  // told apart by their key (two hosts may share a name).
  const owner = link && noun?.tags.has('Plural') ? ownerKey(a, link.column, noun) : undefined
  const ofRows = measure.aggregate === 'count' || measure.of?.column === link?.column.name
  if (owner && ofRows) measure = { aggregate: 'count_distinct', of: { column: owner.name, reading: 'raw' } }
  if (rowsNoun && !exact) d.require(i)
  requireCountedWords(d, link, gathered.length === 0 && dims.length === 0 && measure.aggregate === 'count')
  // A name found in two columns (home and away, winner and runner-up) makes a count ambiguous;
  // not in numbered columns of one kind (Star1 to Star4: a movie stars X in any of them).
  if (
    gathered.some((c) => c.kind === 'any' && c.conditions.every((x) => x.kind === 'equals') && !numbered(c))
  )
    return undefined
  const counted =
    link && (link.coverage === 1 || byHeadOf(a, link)) && measure.aggregate === 'count'
      ? link.column
      : undefined
  if (distinct && !link && !calendar) return undefined
  // "how many networks are listed": over a column named exactly so whose values repeat, the
  // different values are counted.
  // "how many countries are there" over Guest Country: the head of the name says what is counted.
  // ("how many distributions were mobile" over Mobile Distribution Yes/No: a flag's two answers
  // are no things to count.)
  const exactly =
    link &&
    !isFlag(a.model, link.column) &&
    // ("how many taxi trips" over Trip Miles: a column measuring the things counts none of them.)
    !measuresThings(a, link) &&
    !amountEach(a, link) &&
    // ("how many job postings" over Job Title: a singular before the rows' noun says their kind.)
    !(a.rowNouns.includes(link.end) && a.tokens[link.end - 1]?.tags.has('Plural') !== true) &&
    ((link.tier === 'exact' && link.coverage === 1) || byHeadOf(a, link))
  const total = a.tokens.some((t) => t.text === 'total')
  // "how many wrestlers are there": the different wrestlers, not their reigns (rows).
  // "how many transactions" over serial numbers: each number is one transaction, on as many rows as
  // it has lines.
  // "how many employees worked on Cobalt" over a timesheet: names that come back on several rows
  // are counted once each.
  const recurring = counted !== undefined && recurringPersons(counted)
  // "the total number of artists" over a column whose names come back: the artists, once each.
  const repeating =
    counted !== undefined && counted.kind === 'text' && counted.distinct * 2 <= counted.nonNull
  // "how many countries are in Sub-Saharan Africa" over a row per country and year: the
  // countries, once each, whatever the conditions.
  const panel = counted !== undefined && panelOf(a.model, counted)
  // ("how many states had a fraudulent transaction": the rows, said after the column named in
  // full, are what its values have.)
  const namedInFull =
    link?.tier === 'exact' &&
    link.coverage === 1 &&
    a.tokens[link.end - 1]?.tags.has('Plural') === true &&
    a.rowNouns.some((i) => i >= link.end)
  if (
    (exactly &&
      (!total || repeating) &&
      counted &&
      (gathered.length === 0 || recurring || panel || (repeating && namedInFull))) ||
    counted?.shape.sequence === 1
  ) {
    // ("how many counties" over County and CountyId: names repeat across states, keys do not.)
    const key = keyOfName(a.model, counted)
    measure = { aggregate: 'count_distinct', of: { column: (key ?? counted).name, reading: 'raw' } }
  }
  // "how many outlets" over Outlet_Identifier, whose codes come back on many rows: the outlets are
  // the different codes.
  // ("how many flights" over flights.csv with a flight_no: the table's own noun names its rows.)
  const codes =
    link &&
    link.tier === 'partial' &&
    identifierColumn(link.column) &&
    link.end - link.start === 1 &&
    a.tokens[link.start]?.tags.has('Plural') === true &&
    // ("how many customers" over Customer_ID, a customer's id on each of their months: the ids are
    // counted, though "customers" calls the rows of a table of people; only the table's own name
    // for its rows counts them, "flights" over flights.csv.)
    (!a.rowNouns.includes(link.start) || !tableStems(a.model).has(a.tokens[link.start]?.stem ?? '')) &&
    // ("how many games" over Game No 1-3 a night and a Game ID on every row: the rows' own key.)
    !a.model.columns.some(
      (c) =>
        c !== link.column &&
        c.stems[0] === link.column.stems[0] &&
        namedAsId(c) &&
        differsOnEveryRow(a.model, c),
    )
  if (link && codes && measure.aggregate === 'count' && !allDifferent(a, link.column))
    measure = { aggregate: 'count_distinct', of: { column: link.column.name, reading: 'raw' } }
  // "how many people were in attendance on X": people counted by a quantity column named later.
  // ("how many bookings included children": a booking is a row, no number of people.)
  const quantity =
    !link && noun && ENTITY_NOUNS.has(noun.lemma) && !CATALOGUED.has(noun.lemma)
      ? unusedQuantity(d)
      : undefined
  if (quantity) {
    d.use(quantity)
    measure = {
      aggregate: 'sum',
      of: { column: quantity.column.name, reading: numericReading(quantity.column) ?? 'number' },
    }
  }
  // "how many seats were won in 1994" over one row per year: a count that can only be 0 or 1 asks
  // for a number of that row: the amount column the noun names ("Seats won"), or nothing known.
  if (
    !times &&
    measure.aggregate === 'count' &&
    dims.length === 0 &&
    gathered.some((c) => pinsOneRow(a, c))
  ) {
    const reading = link && numericReading(link.column)
    if (!link || !reading || !isQuantity(link.column)) return undefined
    measure = { aggregate: 'sum', of: { column: link.column.name, reading } }
  }
  // "how many second tops were under 200": the column carries the condition; rows are counted.
  if (
    measure.aggregate === 'sum' &&
    gathered.some((c) => c.kind === 'compare' && c.value.column === measure.of?.column)
  ) {
    measure = { aggregate: 'count' }
  }
  // Count only filled cells of a sparse column ("how many puzzles" in a grid with blanks).
  // "the number of capacity that X holds": an amount named and then counted as rows is left unread.
  // ("how many strikes" over Duration of Strike, named in part, counts strikes.)
  const unread =
    link !== undefined &&
    link.tier !== 'partial' &&
    !moneyRows &&
    !measuresThings(a, link) &&
    measure.aggregate === 'count' &&
    isQuantity(link.column) &&
    !gathered.some((c) => conditionColumns(c).includes(link.column.name))
  if (unread) return undefined
  // "how many buildings are in Denver" over monthly readings per meter, with a Building Type
  // column: each row is a reading, not a building, and no column says which building a row is of.
  if (measure.aggregate === 'count' && !times && repeatedThings(a) && thingsCounted(a, i)) return undefined
  // "how many days had total units sold above 300": a bound on each day's total, not on rows.
  if (measure.aggregate === 'count_distinct' && gathered.some((c) => boundOnTotal(a, c))) return undefined
  // ("distinct products in the Toys & Games category" over product_category: the values counted
  // are the one value the condition keeps; the things asked are another column's.)
  const counts = measure.aggregate === 'count_distinct' ? measure.of?.column : undefined
  // ("how many distinct days" over year, month and day columns: the dates, which no one column holds.)
  const part = counts === undefined ? undefined : a.model.byName.get(counts)
  if (part && datePart(a.model, part)) return undefined
  if (gathered.some((c) => c.kind === 'equals' && !c.negated && c.values.length === 1 && c.column === counts))
    return undefined
  const sparse = counted && isSparse(a.model, counted) ? [...gathered, present(counted.name)] : gathered
  // ("how many different states" over state with "-1" for unknown: a placeholder is no state.)
  const textCounted = counts !== undefined && a.model.byName.get(counts)?.kind === 'text'
  const unfilled = textCounted && !sparse.some((c) => c.kind === 'present' && c.value.column === counts)
  const where = unfilled ? [...sparse, present(counts)] : sparse
  // "how many tickets did we sell" over sales lines with a qty: the tickets, not the lines.
  // ("how many pizzas were sold" over pizza_name and quantity: the kind named in part is what was sold.)
  // ("how many items were sold in total" over Item and Quantity: the units, unless "different".)
  const kindSold = !!link && !numericReading(link.column) && !distinct
  const sold = measure.aggregate === 'count' || kindSold ? soldQuantity(d, i) : undefined
  if (sold) measure = sold
  // ("how many items were received in total" over ITEMS and QTY_RCVD: so the quantity received.)
  const participled = measure.aggregate === 'count' || kindSold ? quantityByParticiple(d, i) : undefined
  if (participled) measure = participled
  // "how many gold medals did the United States and China each win": a count for each.
  const each = dims.length === 0 && severally(a) ? eachValueSaid(a, gathered) : undefined
  if (each) dims.push({ column: each })
  // ("how many claims" over Days_Policy_Claim and AddressChange_Claim, the rows counted: the
  // column the word was tied to is no part of the answer, and no match of it is said.)
  if (
    link?.loose &&
    measure.aggregate === 'count' &&
    !where.some((c) => conditionColumns(c).includes(link.column.name))
  ) {
    const note = d.notes.findIndex((n) => n.what === 'column' && n.matched === link.column.name)
    if (note >= 0) d.notes.splice(note, 1)
  }
  // (The counted column's own filled cells bound only a count of its values.)
  const kept = participled ? where.filter((c) => !(c.kind === 'present' && c.value.column === counts)) : where
  return d.candidate('count', {
    kind: 'aggregate',
    measures: [measure],
    dimensions: dims,
    where: withoutAggregateRows(a, kept),
    having: [],
  })
}

/**
 * Words a count must read, or decline: "how many home wins" (a column named in part before a
 * plural says what kind; the plural is what is counted), and, when nothing else filters the rows
 * (`bare`), "how many cars have airbags", "how many tracks are clean": a noun or adjective left
 * unread is the condition asked about, and every row is no answer.
 */
function requireCountedWords(d: Draft, link: ColumnLink | undefined, bare: boolean): void {
  const a = d.a
  const head = link && link.tier === 'partial' ? a.tokens[link.end] : undefined
  const ownWord = head !== undefined && link?.column.stems.includes(head.stem)
  if (head?.tags.has('Plural') && !isCovered(a, head.index) && !a.rowNouns.includes(head.index)) {
    if (!ENTITY_NOUNS.has(head.lemma) && !ownWord) d.require(head.index)
    // ("how many sales transactions" over SALE_ID: a word for rows after the rows' key names them.)
    else if (
      ENTITY_NOUNS.has(head.lemma) &&
      link &&
      differsOnEveryRow(a.model, link.column) &&
      namedAsId(link.column)
    )
      d.useWord(head.index)
  }
  if (bare) for (const t of a.tokens) if (describesRows(d, t)) d.require(t.index)
}

/**
 * A noun or adjective the reading has not used, said of the rows after "are" or "have" ("cars
 * have airbags", "tracks are clean"): it says which rows. ("in the season" only places them.)
 */
function describesRows(d: Draft, t: Token): boolean {
  if (
    d.used.has(t.index) ||
    STOP_WORDS.has(t.text) ||
    LISTED_WORDS.has(t.text) ||
    d.a.rowNouns.includes(t.index)
  )
    return false
  if (t.tags.has('Verb') || t.tags.has('Pronoun') || t.tags.has('QuestionWord')) return false
  if (!t.tags.has('Noun') && !t.tags.has('Adjective')) return false
  let i = t.index - 1
  // ("tickets are still open": an adverb of time between says the same; "records were on a
  // holiday": so does a preposition of a state.)
  while (['a', 'an', 'any', 'still', 'currently', 'now', 'already', 'on'].includes(wordAt(d.a, i))) i--
  return COPULAS.has(wordAt(d.a, i)) || HAVING_WORDS.has(wordAt(d.a, i))
}

/** Conditions on columns of one name but a closing number (Star1, Star2, ...). */
function numbered(c: Condition): boolean {
  if (c.kind !== 'any') return false
  const families = new Set(
    c.conditions.map((x) => (x.kind === 'equals' ? numberedFamily(x.column) : undefined)),
  )
  return families.size === 1 && !families.has(undefined)
}

/** A one-word link to the head of a text column's name ("countries" for Guest Country). */
function byHeadOf(a: Analysis, link: ColumnLink): boolean {
  const said = a.tokens[link.start]?.stem
  // ("how many countries" over "Country name": the name of a country is the country. Not the
  // table's own noun: "how many tracks" over a table of tracks counts its rows, names repeating.)
  // ("how many flights" over flights.csv with a flight_no: a flight is a row, numbers repeating.)
  const ownNoun = tableStems(a.model).has(said ?? '') && !panelOf(a.model, link.column)
  const [thing, naming] = link.column.stems
  const named = link.column.stems.length === 2 && said === thing && NAMING_WORDS.has(naming ?? '')
  // ("how many claims" over Days_Policy_Claim: a header opening with a plural unit measures that
  // unit; its last word is no thing its cells name.)
  const opening = link.column.words[0] ?? ''
  const measured = link.column.words.length > 1 && /s$/.test(opening) && unitOf(opening) !== undefined
  return (
    !measured &&
    link.tier === 'partial' &&
    link.end - link.start === 1 &&
    (said === link.column.head || named) &&
    !ownNoun &&
    link.column.kind === 'text'
  )
}

const NAMING_WORDS = new Set(['name', 'title'].map(stemWord))

/**
 * The key of the things a name column names when the noun said is those things and they come back
 * on several rows: "hosts" over host_name, with host_id.
 */
function ownerKey(a: Analysis, name: ColumnModel, noun: Token): ColumnModel | undefined {
  const key = name.stems[0] === noun.stem ? keyOfName(a.model, name) : undefined
  return key && !differsOnEveryRow(a.model, key) ? key : undefined
}

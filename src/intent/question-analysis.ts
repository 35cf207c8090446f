import { columnGlosses } from './column-glosses.js'
import { type ColumnLink, linkColumns, namesEntity, pickColumnLinks } from './column-linker.js'
import { isMoney, measuredIn, numericReading, timeReading, verbOpensHeader } from './column-roles.js'
import { columnWords, writtenPlural } from './column-words.js'
import { flagAnswers, flagLinks, isFlag } from './flag-linker.js'
import { lexicon } from './language-libraries.js'
import { letterCells } from './letter-cells.js'
import { plausibleLinks } from './link-filters.js'
import { partOfText, revenueLinks, withMoneyWords } from './money-words.js'
import { findNumbers, type NumberLink } from './number-finder.js'
import { oncePer } from './once-per.js'
import { dayWritten, findPeriods, type PeriodLink } from './period-finder.js'
import type { Token } from './question-tokens.js'
import { indexesOf, overlaps, type Span } from './spans.js'
import { ownNameWord, type TableModel, tableEvent, tableName } from './table-model.js'
import { CUE_NOUNS } from './target-words.js'
import { foldText } from './text-normalizer.js'
import { aliasCells, linkValues, type ValueLink } from './value-linker.js'
import { AGGREGATE_WORDS } from './vocabulary/aggregate-words.js'
import { GRAIN_NOUNS } from './vocabulary/grain-words.js'
import { isRowWord, lineItem, personStems, recurringPersons, rowNouns } from './vocabulary/row-nouns.js'
import { ARTICLES, MEASUREMENT_UNITS, SUPERLATIVE_MAX, SUPERLATIVE_MIN, TIME_UNITS } from './word-lists.js'
import { stemWord } from './word-stem.js'

/** The question read against one table: its words and what each run of words links to. */
export interface Analysis {
  readonly question: string
  readonly tokens: readonly Token[]
  readonly model: TableModel
  /** Columns the question names, best first per span, non-overlapping. */
  readonly columns: readonly ColumnLink[]
  /** Every column link found, including overlapping weaker ones (for ambiguity checks). */
  readonly allColumns: readonly ColumnLink[]
  /**
   * Words a reading must use that no link settles: those that name three or more parallel columns
   * equally ("sales" of NA_Sales, EU_Sales, JP_Sales), and a loosely matched compound's modifier.
   */
  readonly unsettled: readonly number[]
  readonly values: readonly ValueLink[]
  readonly numbers: readonly NumberLink[]
  readonly periods: readonly PeriodLink[]
  /** Partial matches that fit several different cells: the decline names them. */
  readonly ambiguous: readonly ValueLink[]
  /** Words that only call the rows by a name ("the passengers"; see vocabulary/row-nouns). */
  readonly rowNouns: readonly number[]
  /** Words describing a column named after them in parentheses, with that link's start (column-glosses). */
  readonly glosses: ReadonlyMap<number, number>
}

const COMPARATOR_ENDS = new Set([
  'than',
  'least',
  'most',
  'over',
  'under',
  'above',
  'below',
  'exceeding',
  'exactly',
])

/** The value naming a yes/no column the rest of whose name `v`'s words are (two words apart at most). */
function restOfFlag(
  model: TableModel,
  tokens: readonly Token[],
  values: readonly ValueLink[],
  v: ValueLink,
): ValueLink | undefined {
  return values.find((flag) => {
    const column =
      flag !== v && flag.cells.length === 1 ? model.byName.get(flag.cells[0]?.column ?? '') : undefined
    if (!column || !isFlag(model, column) || v.cells.some((c) => c.column === column.name)) return false
    if (Math.max(flag.start, v.start) - Math.min(flag.end, v.end) > 2) return false
    // ("every Tuning job has tuning required set": a word the flag's link says already is not the
    // rest of its name, but a cell of its own.)
    const said = new Set(tokens.slice(flag.start, flag.end).map((t) => t.stem))
    const cellWords = tokens.slice(v.start, v.end)
    if (cellWords.some((t) => said.has(t.stem))) return false
    return cellWords.every((t) => column.stems.includes(t.stem) || ARTICLES.has(t.text))
  })
}

/**
 * "what connector type was used" over Connector and its cell "Type 2": a word for a kind right
 * after a column's name says the column, not a cell written with it.
 */
const kindOfColumn = (tokens: readonly Token[], columns: readonly ColumnLink[], v: ValueLink) =>
  v.end === v.start + 1 &&
  KIND_WORDS.has(tokens[v.start]?.text ?? '') &&
  columns.some((c) => c.end === v.start && v.cells.some((cell) => cell.column === c.column.name))

/**
 * "orders shipped by Road" over Mode_of_Shipment (Ship, Flight, Road): a verb whose stem opens a
 * word of the header says what the column records when another of its cells is named; it is no
 * cell of its own.
 */
const verbOfColumn = (
  model: TableModel,
  tokens: readonly Token[],
  links: readonly ValueLink[],
  v: ValueLink,
) => {
  const t = tokens[v.start]
  const column = v.cells[0]?.column
  if (v.tier !== 'stem' || v.end !== v.start + 1 || !t || !column) return false
  if (v.cells.some((c) => c.column !== column)) return false
  const named = model.byName.get(column)
  return (
    named !== undefined &&
    verbOpensHeader(t, named) &&
    links.some(
      (o) =>
        o !== v && (o.tier === 'exact' || o.tier === 'variant') && o.cells.some((c) => c.column === column),
    )
  )
}

/**
 * "delays caused by signal failures" over cause: a verb naming a column, before "by" and a cell of
 * that column, says what the cell is (value-conditions reads it); it asks for no column.
 */
const verbOfCell = (tokens: readonly Token[], c: ColumnLink, values: readonly ValueLink[]) =>
  c.end - c.start === 1 &&
  tokens[c.start]?.tags.has('Verb') === true &&
  tokens[c.end]?.text === 'by' &&
  // (A cell also of another column keeps the link: "fires caused by lightning" says which column.)
  values.some((v) => v.start === c.end + 1 && v.cells.every((x) => x.column === c.column.name))

/**
 * The words of the column's header are said somewhere in the question, all but one of three or
 * more ("generation in 2019 in GWh", "the average 2019 generation" over generation_gwh_2019).
 */
const saidInFull = (tokens: readonly Token[], column: TableModel['columns'][number]) => {
  const said = column.stems.filter((s) => tokens.some((t) => t.stem === s || t.text === s)).length
  return column.stems.length > 1 && said >= column.stems.length - (column.stems.length >= 3 ? 1 : 0)
}

/** General words for a number a column holds ("grid position", "team score"). */
const AMOUNT_NOUNS = new Set([
  'position',
  'number',
  'value',
  'score',
  'count',
  'amount',
  'level',
  'rate',
  'size',
])

/**
 * "the highest total quoted value" over quoteTotal and a jobStatus cell Quoted: a word beside a
 * numeric column's name that is another word of that name is the name's, no cell.
 */
const wordOfAmount = (tokens: readonly Token[], columns: readonly ColumnLink[], v: ValueLink) =>
  v.end === v.start + 1 &&
  columns.some(
    (c) =>
      (c.end === v.start || c.start === v.end) &&
      numericReading(c.column) === 'number' &&
      c.column.stems.includes(tokens[v.start]?.stem ?? '') &&
      !tokens.slice(c.start, c.end).some((t) => t.stem === tokens[v.start]?.stem),
  )

/**
 * "a temperature above 39000 K" over Temperature (K) and a Spectral Class K: after a number, the
 * unit a named column writes in parentheses is that unit, no cell.
 */
const unitOfHeader = (tokens: readonly Token[], columns: readonly ColumnLink[], v: ValueLink) =>
  v.end === v.start + 1 &&
  /^\d[\d.,]*$/.test(tokens[v.start - 1]?.text ?? '') &&
  columns.some((c) => numericReading(c.column) && c.column.inParentheses === tokens[v.start]?.text)

/**
 * "passes sold per month" over a Month pass type and a date column: after "per", "each" or "by" a
 * part of the calendar groups the dates, no cell.
 */
const grainOfDates = (model: TableModel, tokens: readonly Token[], v: ValueLink) =>
  v.end === v.start + 1 &&
  GRAIN_NOUNS[tokens[v.start]?.text ?? ''] !== undefined &&
  ['per', 'each', 'every', 'by'].includes(tokens[v.start - 1]?.text ?? '') &&
  model.columns.some((c) => timeReading(c) === 'date')

const KIND_WORDS = new Set(['type', 'types', 'kind', 'kinds', 'class', 'category', 'sort', 'model', 'brand'])

/** "No job took more than 3 hours.": a statement opening with "no" and a noun denies; no cell "No". */
const statementNo = (tokens: readonly Token[], v: ValueLink) =>
  v.start === 0 &&
  v.end === 1 &&
  tokens[0]?.text === 'no' &&
  ['Noun', 'Adjective', 'Gerund'].some((tag) => tokens[1]?.tags.has(tag))

/** "at least 30 years", "3 strokes or more": a number compared, not a cell quoted. */
function comparedNumber(tokens: readonly Token[], v: ValueLink): boolean {
  if (!/^\d/.test(tokens[v.start]?.text ?? '')) return false
  const after = `${tokens[v.end]?.text ?? ''} ${tokens[v.end + 1]?.text ?? ''}`
  return (
    COMPARATOR_ENDS.has(tokens[v.start - 1]?.text ?? '') ||
    /^(or (more|less|fewer|greater|higher|lower)|plus)/.test(after)
  )
}

/**
 * "more than 1000 clicks": a year-like number compared, right before a column of numbers, is a
 * count; "order 1027" is an order number.
 */
function countCompared(tokens: readonly Token[], columns: readonly ColumnLink[], p: PeriodLink): boolean {
  // "order 1027": a number after the identifier the rows are named by is that identifier.
  if (p.grain === 'year' && columns.some((l) => l.end === p.start && namesEntity(l))) return true
  if (p.grain !== 'year' || p.end - p.start !== 1 || !COMPARATOR_ENDS.has(tokens[p.start - 1]?.text ?? ''))
    return false
  const next = columns.find((l) => l.start === p.end)
  const reading = next ? numericReading(next.column) : undefined
  if (reading === 'number') return true
  // "more than 1000 kg": a unit of measure after it; "weigh more than 1000", "cost over 1000": a
  // column of numbers right before the comparison.
  const unit = tokens[p.end]?.text ?? ''
  if (MEASUREMENT_UNITS.has(unit) && !TIME_UNITS.has(unit)) return true
  const comparator = ['than', 'least', 'most'].includes(tokens[p.start - 1]?.text ?? '')
    ? p.start - 2
    : p.start - 1
  return columns.some((l) => l.end === comparator && numericReading(l.column) === 'number')
}

/**
 * "gold medals", "free throws made": a plural noun right after the name of a column of counts
 * (whole numbers), linked to nothing else, is the unit of that column and part of its name. An
 * amount with decimals has no such unit: "revenue adjustments" names something else.
 */
function absorbUnitNouns(
  model: TableModel,
  tokens: readonly Token[],
  columns: ColumnLink[],
  values: readonly ValueLink[],
  numbers: readonly Span[],
) {
  for (const [i, link] of columns.entries()) {
    const next = tokens[link.end]
    if (!next?.tags.has('Plural') || !numericReading(link.column) || link.column.shape.wholeNumber < 0.9)
      continue
    // ("more sales records than" over Amount: a word for rows is no unit of the amount.)
    if (isRowWord(next)) continue
    // ("the 3 shortest distance contacts" over Distance km: a column in a unit counts no things.)
    if (measuredIn(link.column)) continue
    // ("the most tuning complaints" over TUNINGS_INCL: a header that names its things in the
    // plural, said, counts those; the plural after them is another thing.)
    const linked = tokens.slice(link.start, link.end).map((t) => t.stem)
    if (link.column.words.some((w) => writtenPlural(w) && linked.includes(stemWord(w)))) continue
    const taken = [...columns, ...values, ...numbers].some((s) => s.start <= next.index && next.index < s.end)
    // ("screen heights" over touch_screen and px_height: a word of another header is no unit.)
    const named = model.columns.some((c) => c !== link.column && c.stems.includes(next.stem))
    if (!taken && !named) columns[i] = { ...link, end: link.end + 1 }
  }
}

/**
 * Column links read in part that name no column after all:
 * - "how many listings" over a table of listings with calculated_host_listings_count: the table's
 *   own name for its rows, matched in part (under half) of a count of something else, names the rows;
 * - "how many line items" over line_no and item_name: the rows, in business English;
 * - "revenue" over tip_amt, where line_total and unit_price hold dollars too: a general word of
 *   money that names a column only through a synonym of one of its words does not pick it out;
 * - "the total labor cost" over Parts Cost: the head of a compound of something else (otherCompound);
 * - "which employee" over EmployeeCount, 1 on every row: a column that holds one value throughout
 *   names nothing a question asks about.
 */
function namesNothing(
  tokens: readonly Token[],
  model: TableModel,
  c: ColumnLink,
  columns: readonly ColumnLink[],
  values: readonly ValueLink[],
): boolean {
  if (c.tier !== 'partial') return false
  const own = tableStems(model)
  const said = tokens.slice(c.start, c.end)
  const ownRows =
    c.coverage < 0.5 &&
    numericReading(c.column) === 'number' &&
    said.every((t) => own.has(t.stem) && t.tags.has('Plural'))
  const lineItems = c.end - c.start === 1 && lineItem(c.start, (i) => tokens[i]?.text ?? '')
  const money =
    c.loose === true &&
    numericReading(c.column) !== undefined &&
    isMoney(model, c.column) &&
    moneyColumns(model) > 1
  const constant = c.column.distinct === 1 && c.column.nonNull > 1
  // ("distinct boat owners" over boat_hull_cleaning's Boat type and Owner no: the table's own
  // noun before another column's name says whose they are.)
  const ownModifier =
    c.end - c.start === 1 &&
    ownNameWord(model, said[0]?.stem ?? '') &&
    columns.some((m) => m.start === c.end && m.column !== c.column)
  // ("how many distinct customers rented" over karaoke_machine_rentals' rental days: the verb of
  // the table's own event says only that a row is there.)
  // ("how many shipments were shipped on 5 March" over Ship Date: a verb names its date.)
  const event =
    c.end - c.start === 1 &&
    c.column.kind !== 'date' &&
    said[0]?.tags.has('Verb') === true &&
    !said[0].tags.has('Noun') &&
    tableEvent(model, said[0].stem)
  return (
    ownRows ||
    lineItems ||
    money ||
    constant ||
    ownModifier ||
    event ||
    otherCompound(tokens, c, columns, values)
  )
}

/** How many numeric columns of a table hold money (see isMoney). */
const moneyColumns = oncePer(
  (model: TableModel) => model.columns.filter((c) => numericReading(c) && isMoney(model, c)).length,
)

/**
 * "the total labor cost" over Labor Hrs and Parts Cost, "the highest fail rate" over a Result of
 * PASS/FAIL and Defect Rate: the head of a compound named in part by a column whose own modifier
 * ("parts", "defect") goes unsaid, right after a word that names something else, names another
 * quantity than the column.
 */
function otherCompound(
  tokens: readonly Token[],
  link: ColumnLink,
  columns: readonly ColumnLink[],
  values: readonly ValueLink[],
): boolean {
  const t = tokens[link.start]
  if (link.tier !== 'partial' || link.end - link.start !== 1 || !t?.tags.has('Noun') || t.tags.has('Verb'))
    return false
  // ("Duration of Strike": after "of" the header's last word is no head.)
  if (link.column.words.includes('of')) return false
  const modifier = [...columns, ...values].find((s) => s.end === link.start && s !== link)
  if (!modifier || ('column' in modifier && modifier.column === link.column)) return false
  // ("the Bintang di Surga album" over Original Album: a value of the column names its row.)
  if ('cells' in modifier && modifier.cells.some((c) => c.column === link.column.name)) return false
  // ("how many shipments cost more": a plural before is the subject of a verb, no modifier.)
  if ('column' in modifier && tokens[modifier.end - 1]?.tags.has('Plural')) return false
  const said = new Set(tokens.map((t) => t.stem))
  const head = link.column.stems.indexOf(tokens[link.start]?.stem ?? '')
  // ("the average hole score" over totalScore: "total" says no other quantity.)
  return head > 0 && link.column.stems.slice(0, head).some((s) => !said.has(s) && !WHOLE_MODIFIERS.has(s))
}

const WHOLE_MODIFIERS = new Set(['total', 'overall', 'final', 'grand'].map(stemWord))

const WH_DETERMINERS = new Set(['which', 'what'])

/** Words written with a full stop ("Calif.") in the question, in normal form. */
/** Words of two to four letters the question writes in capitals: "HR", "QA". */
function capitalsIn(question: string): Set<string> {
  return new Set([...question.matchAll(/\b(\p{Lu}{2,4})\b/gu)].map((m) => foldText(m[1] as string)))
}

function abbreviationsIn(question: string): Set<string> {
  return new Set([...question.matchAll(/\b(\p{L}{3,})\./gu)].map((m) => foldText(m[1] as string)))
}

/**
 * How much of the question links to this table: words covered, a partial link at half. The parser
 * ranks tables by it and the table prefilter bounds it (see docs/intent.md).
 */
export const linkScore = (a: Analysis): number =>
  [...a.columns, ...a.values].reduce((s, l) => s + (l.end - l.start) * (l.tier === 'partial' ? 0.5 : 1), 0)

/**
 * Where the question says the table's name, two words or more: whole ("piano moving jobs" over
 * piano_moving_jobs), or its closing words counted or before the rows' noun ("hull cleaning jobs"
 * over boat_hull_cleaning).
 */
function nameSaid(tokens: readonly Token[], model: TableModel, rows: (i: number) => boolean): number[] {
  const name = artifactStems(model)
  for (let from = 0; from <= name.length - 2; from++) {
    const said = name.slice(from)
    for (let i = 0; i + said.length <= tokens.length; i++) {
      if (!said.every((stem, k) => tokens[i + k]?.stem === stem)) continue
      // ("how many wristband sales were recorded" over festival_wristband_sales: counted.)
      const counted = tokens[i - 1]?.text === 'many'
      if (from === 0 || counted || rows(i + said.length)) return said.map((_, k) => i + k)
    }
  }
  return []
}

/**
 * "the total value of all quotes" over quoteAmount and a status Quoted: a plural noun the way a
 * numeric header writes it names what the amounts are of; the cell only shares its stem.
 */
function amountsNoun(model: TableModel, tokens: readonly Token[], v: ValueLink): boolean {
  const t = tokens[v.start]
  // (compromise may tag "all quotes" a verb: the plural is read by its -s.)
  const singular = t?.text.endsWith('s') ? t.text.slice(0, -1) : undefined
  if (v.tier !== 'stem' || v.end !== v.start + 1 || singular === undefined || t?.tags.has('PastTense'))
    return false
  const named = model.columns.some((c) => numericReading(c) === 'number' && c.words.includes(singular))
  return named && v.cells.every((c) => c.tokens.join(' ') !== singular)
}

/**
 * "is the maximum Leading_Current_Reactive_Power_kVarh greater than 20" over a Load_Type of
 * Maximum_Load: an aggregate's word right before a numeric column's name is taken of it, no cell.
 */
const aggregateOfNext = (tokens: readonly Token[], columns: readonly ColumnLink[], v: ValueLink): boolean =>
  v.end === v.start + 1 &&
  AGGREGATE_WORDS[tokens[v.start]?.text ?? ''] !== undefined &&
  columns.some((c) => c.start === v.end && numericReading(c.column) !== undefined)

/** The stems of the file's own name, worked out once per table. */
const artifactStems = oncePer((model: TableModel) => columnWords(model.table.artifact).stems)

/** Words between a column's name and its value that say the value: "equal to", "is", "=". */
const SAID_EQUAL = new Set(['equal', 'equals', 'to', 'is', 'was', 'are', 'were', 'of'])

/** Links the (already tokenised) question to the table. */
export function analyze(question: string, tokens: readonly Token[], model: TableModel): Analysis {
  const periods = findPeriods(tokens)
  const allColumns = linkColumns(tokens, model.columns)
  const candidates = plausibleLinks(tokens, allColumns)
  // ("patient older than 90": a comparative heads no compound either.)
  const verbAt = (i: number) =>
    (!!tokens[i]?.tags.has('Verb') && !tokens[i]?.tags.has('Noun')) || !!tokens[i]?.tags.has('Comparative')
  const picked = pickColumnLinks(candidates, verbAt, (i) => tokens[i]?.text ?? '')
  const columnLinks = withMoneyWords(tokens, model, picked.links)
  const unsettled = picked.unsettled
  // "SHP-1050", "D-1005": a number glued to letters is an identifier's, which a cell may hold; it
  // is read as a year only when no cell says it.
  // ("the 2019-20 season": a year joined to the next year's last digits names a season, as a cell.)
  const glued = new Set([
    ...[...question.matchAll(/\b\p{L}+-?(\d{3,})\b/gu)].map((m) => m[1]),
    ...[...question.matchAll(/\b(\d{4})[-–/]\d{2}\b/gu)].map((m) => m[1]),
  ])
  // "on 11/09/2013" where the Date cells are text ("11/09/2013*"): a day in digits may be a cell.
  const cellLike = (p: PeriodLink) => glued.has(p.said) || dayWritten(p.said) !== undefined
  const blocked = tokens.map((t) =>
    periods.some((p) => p.start <= t.index && t.index < p.end && !cellLike(p)),
  )
  const valueLinks = linkValues(
    tokens,
    model.values,
    blocked,
    abbreviationsIn(question),
    capitalsIn(question),
  )
  const values: ValueLink[] = []
  const columns: ColumnLink[] = [...columnLinks]
  const ambiguous: ValueLink[] = []
  for (const v of valueLinks) {
    if (
      (v.end === v.start + 1 && singleAfterTop(tokens, v.start)) ||
      comparedNumber(tokens, v) ||
      statementNo(tokens, v) ||
      kindOfColumn(tokens, columnLinks, v) ||
      verbOfColumn(model, tokens, valueLinks, v) ||
      wordOfAmount(tokens, columnLinks, v) ||
      unitOfHeader(tokens, columnLinks, v) ||
      grainOfDates(model, tokens, v) ||
      headerPrefixSaid(model, tokens, v) ||
      amountsNoun(model, tokens, v) ||
      aggregateOfNext(tokens, columnLinks, v)
    )
      continue
    if (v.ambiguous) {
      ambiguous.push(v)
      continue
    }
    const clash = columns.filter((c) => overlaps(c, v))
    if (clash.length === 0) {
      values.push(v)
      continue
    }
    // "the Sales department": a cell of the column named right after it is no modifier of a compound.
    const own = clash.find(
      (c) =>
        c.start === v.start &&
        v.end < c.end &&
        v.cells.some((x) => x.column === c.column.name) &&
        !tokens.slice(v.start, v.end).some((t) => c.column.stems.includes(t.stem)),
    )
    if (own && clash.length === 1) {
      values.push(v)
      columns.splice(columns.indexOf(own), 1, {
        ...own,
        start: v.end,
        said: spanText(tokens, v.end, own.end),
      })
      continue
    }
    const namesColumn = clash.some((c) => c.column.words.join(' ') === v.said)
    // "the average calories of salads" over salad (Salad, Other): a word naming a column and one
    // of its own cells says the cell.
    // (Not a header repeated among the cells, "Year" in Year: a category's cell on many rows.)
    const ownCell = clash.every(
      (c) =>
        v.cells.every(
          (x) => x.column === c.column.name && x.count >= 3 && x.count * 20 >= c.column.nonNull,
        ) &&
        c.column.distinct <= 10 &&
        c.end - c.start === v.end - v.start,
    )
    // ("the median quote" over QUOTE_AMT and a status Quoted: the noun as the header writes it
    // names the amount; the cell only shares its stem.)
    const headerNoun =
      v.tier === 'stem' &&
      v.end === v.start + 1 &&
      clash.every(
        (c) => numericReading(c.column) !== undefined && c.column.words.includes(tokens[v.start]?.text ?? ''),
      )
    // ("StratificationCategory1 equal to Income", where Income is a column too: a cell said right
    // after its own column's name and "equal to" or "is" is that column's value.)
    const afterOwn = columns.some((c) => {
      const between = tokens.slice(c.end, v.start).map((t) => t.text)
      return (
        between.length >= 1 &&
        between.length <= 2 &&
        between.every((w) => SAID_EQUAL.has(w)) &&
        v.cells.some((x) => x.column === c.column.name)
      )
    })
    const valueWins =
      !headerNoun &&
      (!namesColumn || ownCell || afterOwn) &&
      (v.tier === 'exact' || v.tier === 'variant' || v.tier === 'stem') &&
      (ownCell || afterOwn || clash.every((c) => c.tier === 'partial' || v.end - v.start > c.end - c.start))
    if (valueWins) {
      values.push(v)
      for (const c of clash) columns.splice(columns.indexOf(c), 1)
    }
  }
  // "the average shipping cost" where a tag reads "fast shipping" (or a status "shipped") and Price
  // is a cost only by synonym: a compound both of whose words are matched loosely names neither.
  // The modifier stays a word to read: left out, the answer is of another amount.
  const compounds = values.filter(
    (v) =>
      (v.tier === 'partial' || (v.tier === 'stem' && /ing$/.test(tokens[v.start]?.text ?? ''))) &&
      columns.some((c) => looseHeadAfter(c, v)) &&
      tokens.slice(v.start, v.end).every((t) => t.tags.has('Noun') && !t.tags.has('Verb')),
  )
  for (const v of compounds) values.splice(values.indexOf(v), 1)
  // "which restaurant has the most votes", "the most expensive restaurant" where one name is
  // "Empire Restaurant": the noun asked after "which" or a superlative is the kind of row wanted,
  // not a part of one cell.
  const asked = values.filter(
    (v) =>
      v.tier === 'partial' &&
      v.end - v.start === 1 &&
      (WH_DETERMINERS.has(tokens[v.start - 1]?.text ?? '') ||
        tokens[v.start - 1]?.tags.has('Superlative') === true ||
        SUPERLATIVE_MAX.has(tokens[v.start - 1]?.text ?? '') ||
        SUPERLATIVE_MIN.has(tokens[v.start - 1]?.text ?? '') ||
        ['most', 'least'].includes(tokens[v.start - 2]?.text ?? '')) &&
      tokens[v.start]?.tags.has('Noun') === true &&
      !tokens[v.start]?.tags.has('ProperNoun') &&
      !tokens[v.start]?.tags.has('Titled'),
  )
  for (const v of asked) values.splice(values.indexOf(v), 1)
  // "chlorine below 1 ppm" over chlorine_ppm and a pool type Chlorine: the first word of a column
  // named around a comparison is the column's, never a cell.
  const split = values.filter(
    (v) =>
      v.end - v.start === 1 &&
      columns.some(
        (c) =>
          c.start > v.end &&
          c.start <= v.end + 3 &&
          c.tier === 'partial' &&
          c.column.stems[0] === tokens[v.start]?.stem &&
          tokens.slice(v.end, c.start).some((t) => /\d/.test(t.text)),
      ),
  )
  for (const v of split) values.splice(values.indexOf(v), 1)
  // "New York state" over City and State codes: a column named right after a place whose code that
  // column holds says which column the place is of. ("tom power's number": a column after any
  // other cell is what is asked of its row.)
  for (const [k, v] of values.entries()) {
    const named = columns.find((c) => c.start === v.end && c.tier !== 'partial')
    if (!named || v.cells.some((c) => c.column === named.column.name)) continue
    const coded = aliasCells(v.said.toLowerCase(), model.values).filter((c) => c.column === named.column.name)
    if (coded.length > 0) values[k] = { ...v, cells: coded, tier: 'variant' }
  }
  const unread = [
    ...unsettled,
    ...compounds.flatMap(indexesOf),
    ...asked.flatMap(indexesOf),
    ...split.flatMap(indexesOf),
  ]
  // "passengers who survived", "unpaid invoices": a flag column's name says its cell.
  for (const flag of flagLinks(tokens, model, columns)) {
    if (values.some((v) => overlaps(v, flag))) continue
    for (const c of columns.filter((c) => overlaps(c, flag))) columns.splice(columns.indexOf(c), 1)
    values.push(flag)
  }
  // "visits that required a follow-up" over Follow-up Required: the rest of the flag's name is no
  // cell of another column (Service Type "Follow-up").
  for (const v of [...values]) {
    const flag = values.includes(v) ? restOfFlag(model, tokens, values, v) : undefined
    if (!flag) continue
    const [start, end] = [Math.min(flag.start, v.start), Math.max(flag.end, v.end)]
    values.splice(values.indexOf(flag), 1, { ...flag, start, end, said: spanText(tokens, start, end) })
    values.splice(values.indexOf(v), 1)
  }
  // "contracts with no deposit paid": "no" before a yes/no column said as a state is its cell for no,
  // never a No of another column.
  for (const v of values.filter((v) => v.said === 'no')) {
    const k = values.findIndex((f) => f.start === v.end && f.tier === 'stem' && f.cells.length === 1)
    const flag = values[k]
    const cell = flag?.cells[0]
    const answers = cell && model.byName.get(cell.column)
    const no = answers && flagAnswers(model, answers)?.no
    if (!flag || !cell || no === undefined || cell.value === no) continue
    values[k] = {
      ...flag,
      start: v.start,
      cells: [{ ...cell, value: no, tokens: [no] }],
      said: `no ${flag.said}`,
    }
    values.splice(values.indexOf(v), 1)
  }
  // "employees with no bonus": "no" before a column's name says the column is empty; it is no
  // cell of a Yes/No column (absence-conditions).
  for (const v of values.filter((v) => v.said === 'no' && columns.some((c) => c.start === v.end)))
    values.splice(values.indexOf(v), 1)
  // "grade A loans": a column's name and a capital letter that is its cell.
  for (const letter of letterCells(question, tokens, columns, model)) {
    if (values.some((v) => overlaps(v, letter))) continue
    for (const c of columns.filter((c) => overlaps(c, letter))) columns.splice(columns.indexOf(c), 1)
    values.push(letter)
  }
  // "mother's education (Medu)": the words before a column named in parentheses describe it.
  const glosses = columnGlosses(question, tokens, columns)
  const inGloss = (s: Span) => [...glosses.keys()].some((i) => s.start <= i && i < s.end)
  for (const v of values.filter(inGloss)) values.splice(values.indexOf(v), 1)
  for (const c of columns.filter(inGloss)) columns.splice(columns.indexOf(c), 1)
  for (const c of columns.filter(
    (c) => namesNothing(tokens, model, c, columns, values) || verbOfCell(tokens, c, values),
  ))
    columns.splice(columns.indexOf(c), 1)
  // "grid position 12" over grid and position: a general word for an amount after a column's name
  // is that column's, not another column.
  for (const [k, c] of columns.entries()) {
    const next = columns.find((n) => n.start === c.end && n.end === n.start + 1 && n.column !== c.column)
    // ("each store type" over Store and Type: the kind of the thing, the Type column.)
    if (
      next &&
      c.tier === 'exact' &&
      next.tier === 'exact' &&
      KIND_WORDS.has(tokens[next.start]?.text ?? '')
    ) {
      columns.splice(k, 1, { ...next, start: c.start, said: `${c.said} ${next.said}` })
      columns.splice(columns.indexOf(next), 1)
      continue
    }
    if (!next || c.tier !== 'exact' || next.tier !== 'exact' || !numericReading(c.column)) continue
    if (!AMOUNT_NOUNS.has(tokens[next.start]?.text ?? '') || !numericReading(next.column)) continue
    columns.splice(columns.indexOf(next), 1)
    columns[k] = { ...c, end: next.end, said: `${c.said} ${next.said}` }
  }
  // ("Product_Category_3 empty": a number that is a word of a header named in full is the name's.)
  const numbers = findNumbers(tokens).filter(
    (n) =>
      !values.some((v) => overlaps(v, n)) &&
      !columns.some(
        (c) =>
          overlaps(c, n) &&
          (c.tier !== 'partial' || saidInFull(tokens, c.column) || (c.start < n.start && n.end <= c.end)) &&
          /^\d+$/.test(tokens[n.start]?.text ?? '') &&
          c.column.words.includes(tokens[n.start]?.text ?? ''),
      ),
  )
  absorbUnitNouns(model, tokens, columns, values, numbers)
  for (const l of revenueLinks(model, tokens, [...columns, ...values])) {
    const partly = columns.findIndex((c) => overlaps(c, l) && partOfText(c))
    if (partly >= 0) columns.splice(partly, 1)
    const widened = columns.findIndex((c) => c.start === l.start && c.column === l.column)
    if (widened >= 0) columns.splice(widened, 1, l)
    else columns.push(l)
  }
  columns.sort((x, y) => x.start - y.start)
  // ("the total generation in 2019 in GWh" over generation_gwh_2019: the year is the header's;
  // "donated blood in March 2007" over "whether he/she donated blood in March 2007": the month.)
  const ofHeader = (p: PeriodLink) =>
    columns.some(
      (c) =>
        overlaps(c, p) &&
        (saidInFull(tokens, c.column) || (c.start < p.start && p.end <= c.end)) &&
        p.said.split(' ').every((w) => c.column.words.includes(w)),
    )
  // ("the most days late in the last 30 days" over DaysLateLast30: the header's own window.)
  const headerWindow = (p: PeriodLink) =>
    p.recent !== undefined &&
    columns.some((c) => ['last', String(p.recent?.amount)].every((w) => c.column.words.includes(w)))
  const keptPeriods = periods.filter(
    (p) =>
      !values.some((v) => overlaps(v, p)) &&
      !countCompared(tokens, columns, p) &&
      !ofHeader(p) &&
      !headerWindow(p),
  )
  const spans: readonly Span[] = [...columns, ...values, ...numbers, ...keptPeriods]
  const ownNoun = new Set(tableName(model).stems)
  const nouns = rowNouns(
    tokens,
    (i) => spans.some((s) => s.start <= i && i < s.end && !('column' in s && namesRows(s as ColumnLink))),
    tableStems(model),
    // ("did every guest rent a cart" over isGuest: a noun naming a yes/no column in part picks rows.)
    (i) =>
      spans.some((s) => s.start <= i && i < s.end) &&
      spans.every(
        (s) =>
          !(s.start <= i && i < s.end) ||
          ('column' in s && (s as ColumnLink).tier === 'partial' && !isFlag(model, (s as ColumnLink).column)),
      ),
    peopleStems(model),
    recurringPeople(model),
    tableName(model).stems,
  ).filter(
    (i) =>
      // ("the most kegs overall" over Kegs Delivered and Kegs Returned: a word left unsettled
      // between columns names them, no rows.)
      !unsettled.includes(i) &&
      (spans.some((s) => s.start <= i && i < s.end) ||
        !nearHeader(model, tokens[i] as Token) ||
        // ("the building with the largest GFA" over Building_Energy_Benchmarking: the table's own noun.)
        ownNoun.has(tokens[i]?.stem ?? '')),
  )
  // ("the highest price paid for a single plot" over Plot Type Single: "a single" before the rows'
  // noun in the singular is one row, never the cell.)
  for (const v of values.filter((v) => aSingleRow(tokens, v.start, nouns)))
    if (v.end === v.start + 1) values.splice(values.indexOf(v), 1)
  // ("rainy weather" over WEATHER_CONDITION of RAIN and a cause WEATHER: the noun after a value
  // that names the value's own column is that column's name, not a cell of another.)
  for (const v of [...values]) {
    const t = tokens[v.start] as Token
    const before = values.find((u) => u.end === v.start)
    const ownColumn = before?.cells.some((c) => model.byName.get(c.column)?.stems.includes(t.stem))
    if (
      v.end === v.start + 1 &&
      ownColumn &&
      !v.cells.some((c) => before?.cells.some((b) => b.column === c.column))
    )
      values.splice(values.indexOf(v), 1)
  }
  // ("how many buildings", "the building with the highest EUI" over Building_Energy_Benchmarking
  // with a PropertyName 'THE BUILDING': the table's own noun names its rows, not a cell it matches
  // only loosely.)
  for (const v of [...values]) {
    const words = tokens.slice(v.start, v.end).filter((t) => t.text !== 'the')
    const loose = v.tier !== 'exact' || words.length < v.end - v.start
    // (Only a cell of a column of names: "people with a stroke" over a stroke flag, or "regions with
    // no returns" over a status of returned, still say which rows.)
    const ofNames = v.cells.every((c) =>
      model.columns.some((m) => m.name === c.column && m.distinct >= 0.5 * m.nonNull),
    )
    if (loose && ofNames && words.length === 1 && ownNoun.has(words[0]?.stem ?? ''))
      values.splice(values.indexOf(v), 1)
  }
  // "across all work orders" over WO_Number: every word of the link that names the rows is theirs.
  for (const l of columns.filter((l) => namesRows(l) && nouns.includes(l.end - 1)))
    for (let i = l.start; i < l.end - 1; i++) if (!nouns.includes(i)) nouns.push(i)
  // ("how many piano moving jobs" over piano_moving_jobs: the table's own name said whole.)
  const rowsAt = (i: number) =>
    nouns.includes(i) || columns.some((l) => l.start === i && l.end === i + 1 && namesRows(l))
  const name = nameSaid(tokens, model, rowsAt)
  for (const i of name) if (!nouns.includes(i)) nouns.push(i)
  // ("how many fitting appointments" over saddle_fittings: a word of the table's own name before
  // the rows' noun is theirs too.)
  for (const i of [...nouns]) {
    const before = tokens[i - 1]
    const ownWord = before !== undefined && ownNameWord(model, before.stem)
    if (ownWord && !nouns.includes(i - 1) && !spans.some((s) => s.start <= i - 1 && i - 1 < s.end))
      nouns.push(i - 1)
  }
  // (Its words name no column there: "wristband" of it is no Wristbands (qty).)
  for (const c of columns.filter((c) => name.includes(c.start) && name.includes(c.end - 1)))
    columns.splice(columns.indexOf(c), 1)
  return {
    question,
    tokens,
    model,
    columns: columns.sort((a, b) => a.start - b.start),
    allColumns,
    unsettled: unread,
    values,
    numbers,
    periods: keptPeriods,
    ambiguous,
    glosses: new Map([...glosses].map(([i, link]) => [i, link.start])),
    // "employees" linked only to EmployeeID names the rows.
    rowNouns: nouns.sort((x, y) => x - y),
  }
}

/** "a single plot": "single" at `i`, after "a", before the rows' noun in the singular. */
const aSingleRow = (tokens: readonly Token[], i: number, rowNouns: readonly number[]): boolean =>
  tokens[i]?.text === 'single' &&
  tokens[i - 1]?.text === 'a' &&
  rowNouns.includes(i + 1) &&
  tokens[i + 1]?.tags.has('Plural') === false

const spanText = (tokens: readonly Token[], start: number, end: number): string =>
  tokens
    .slice(start, end)
    .map((t) => t.text)
    .join(' ')

/**
 * "all subscribers" over Subscription Status: a word linked to nothing that shares all but its
 * ending with a header's word is of that column's kind (subscriber, subscription), not a name
 * for every row. (Not the table's own noun.)
 */
export function nearHeader(model: TableModel, t: Token): boolean {
  const own = tableStems(model)
  if (t.stem.length < 6 || own.has(t.stem) || own.has(t.surfaceStem)) return false
  const shared = (w: string) => {
    let k = 0
    while (k < w.length && w[k] === t.stem[k]) k++
    return k
  }
  return model.columns.some((c) =>
    c.words.some(
      (w) =>
        w !== t.stem &&
        shared(w) >= Math.max(7, 0.7 * Math.min(w.length, t.stem.length)) &&
        !own.has(stemWord(w)),
    ),
  )
}

/**
 * "which passenger class", "which nation group": a plain noun after the question word's noun or
 * column names what is asked. Its index when it links to nothing, else -1. A reading must account
 * for it: the rows' naming column or the first noun's column is not what was asked.
 */
export function askedCompoundHead(a: Analysis): number {
  const wh = a.tokens.findIndex((t) => t.text === 'which' || t.text === 'what')
  if (wh < 0) return -1
  const first = a.tokens[wh + 1]
  const link = a.columns.find((l) => l.start === wh + 1)
  if (!link && !(first?.tags.has('Noun') && !first.tags.has('Pronoun'))) return -1
  const i = link ? link.end : wh + 2
  const t = a.tokens[i]
  if (!t?.tags.has('Noun') || t.tags.has('Verb') || t.tags.has('Pronoun') || CUE_NOUNS.has(t.text)) return -1
  return isCovered(a, i) ? -1 : i
}

/** The word at `i` is part of a column, value, number or period link. */
export const isCovered = (a: Analysis, i: number): boolean =>
  a.unsettled.includes(i) ||
  [...a.columns, ...a.values, ...a.numbers, ...a.periods].some((s) => s.start <= i && i < s.end)

const ENTITY_MARKS = new Set([
  'id',
  'number',
  'no',
  'ref',
  'key',
  'code',
  stemWord('identifier'),
  stemWord('reference'),
  stemWord('name'),
])

/** "animals" linked to animal_name, "employees" to EmployeeID: the link names the rows themselves. */
const namesRows = (l: ColumnLink) =>
  namesEntity(l) ||
  (l.tier === 'partial' && l.column.stems.at(-1) === stemWord('name') && !l.said.split(' ').includes('name'))

const tableStemCache = new WeakMap<TableModel, ReadonlySet<string>>()

/** Person nouns that may call the rows of this table (none unless it is about people). */
const peopleStems = oncePer((model: TableModel) => personStems(model.columns.map((c) => c.stems)))

/** Whether people's names come back on several rows (see recurringPersons). */
export const recurringPeople = oncePer((model: TableModel) => model.columns.some(recurringPersons))

/** A column named by synonym right after a value matched only in part: the head of a compound. */
const looseHeadAfter = (c: ColumnLink, v: ValueLink) =>
  c.start === v.end && (c.tier === 'synonym' || c.loose === true) && c.column.kind === 'number'

/**
 * Stems of the words a table's name and its artifact's are made of ("Tornados" -> tornado), and
 * of the thing its identifier or name column is for: the rows of a table with a PassengerId or an
 * animal_name column are passengers or animals.
 */
/** "wildfires" -> fire: the head of a word written as two words of English glued together. */
function compoundHead(word: string): string | undefined {
  if (word.length < 7) return undefined
  for (let k = 3; k <= word.length - 4; k++) {
    const head = word.slice(k)
    if (lexicon()[word.slice(0, k)] !== undefined && lexicon()[head] !== undefined) return stemWord(head)
  }
  return undefined
}

/** "tripdata" -> trip: a word glued to a word for a file of records names the rows by the word. */
function gluedToData(word: string): string | undefined {
  const thing = /^(\p{L}{3,})(data|log|logs|list|records)$/u.exec(word)?.[1]
  return thing && lexicon()[thing] !== undefined ? stemWord(thing) : undefined
}

const DAY = stemWord('day')

/**
 * "how many courses" over course_title, course_organization, ... and a certificate type COURSE: the
 * word the headers open with names the rows, never a cell it matches loosely.
 */
const headerPrefixSaid = (model: TableModel, tokens: readonly Token[], v: ValueLink) =>
  v.end === v.start + 1 && v.tier !== 'exact' && tokens[v.start]?.stem === headerPrefix(model)

/** The word three quarters of the headers open with (three at least): course of course_title, course_rating, ... */
const headerPrefix = oncePer((model: TableModel): string | undefined => {
  const firsts = model.columns.filter((c) => c.stems.length > 1).map((c) => c.stems[0] as string)
  const counts = new Map<string, number>()
  for (const f of firsts) counts.set(f, (counts.get(f) ?? 0) + 1)
  const [top] = [...counts].sort((x, y) => y[1] - x[1])
  return top && top[1] >= 3 && top[1] >= 0.75 * model.columns.length && /^\p{L}{3,}$/u.test(top[0])
    ? top[0]
    : undefined
})

/** A table of one row per day: a column of dates (no times) differs on every row. */
const daily = (model: TableModel) =>
  model.columns.some(
    (c) =>
      c.kind === 'date' &&
      timeReading(c) === 'date' &&
      c.nonNull >= 0.9 * model.rowCount &&
      c.distinct === c.nonNull,
  )

export function tableStems(model: TableModel): ReadonlySet<string> {
  let stems = tableStemCache.get(model)
  if (!stems) {
    const entities = model.columns
      .filter(
        (c) =>
          c.stems.length === 2 && ENTITY_MARKS.has(c.stems[1] as string) && c.distinct >= 0.9 * c.nonNull,
      )
      .map((c) => c.stems[0] as string)
    const names = [model.table.name, model.table.artifact].map((n) => columnWords(n))
    const words = [
      ...names.flatMap((n) => n.stems),
      // "movies" stems apart from "movie": the singular of a plural in -ies too.
      ...names.flatMap((n) => n.words.filter((w) => w.endsWith('ies')).map((w) => stemWord(w.slice(0, -1)))),
      ...names.flatMap((n) =>
        n.words.flatMap((w) => [compoundHead(w), gluedToData(w)].filter((x) => x !== undefined)),
      ),
      ...entities,
      ...[headerPrefix(model) ?? []].flat(),
      // ("how many weekend days" over a row per date: the rows are days.)
      ...(daily(model) ? [DAY] : []),
    ]
    stems = new Set(words.filter((w) => /^\p{L}{3,}$/u.test(w)))
    tableStemCache.set(model, stems)
  }
  return stems
}

/** "the highest single fee", "the largest individual order": "single" says one row's amount. */
export const singleAfterTop = (tokens: readonly Token[], i: number): boolean =>
  ['single', 'individual'].includes(tokens[i]?.text ?? '') && tokens[i - 1]?.tags.has('Superlative') === true

/** A word the reading has a meaning for: a link's (column, cell, number, period) or the rows' noun. */
export const isLinked = (a: Analysis, i: number): boolean => a.rowNouns.includes(i) || isCovered(a, i)

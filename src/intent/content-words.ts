import type { ColumnLink } from './column-linker.js'
import { numericReading } from './column-roles.js'
import { namesNeitherTime, recordsEvent, verbBefore } from './event-dates.js'
import { flagHead, isFlag } from './flag-linker.js'
import { nlp } from './language-libraries.js'
import { type Analysis, isCovered } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import { type ColumnModel, ownNameWord, type TableModel, tableEvent } from './table-model.js'
import { CUE_NOUNS } from './target-words.js'
import { AGGREGATE_WORDS } from './vocabulary/aggregate-words.js'
import { isLightVerbWord } from './vocabulary/light-verbs.js'
import { unitOf } from './vocabulary/unit-conversions.js'
import {
  DIMENSIONS,
  HAVING_WORDS,
  isSuperlative,
  MEASUREMENT_UNITS,
  SHARE_WORDS,
  TIME_UNITS,
} from './word-lists.js'
import { stemWord } from './word-stem.js'

/**
 * Every content word is read: a word that could name a value, a condition or a column of the
 * table is linked, or the reading does not stand. This file says which unread words are such
 * words, and which column is the nearest to one, for the decline to name.
 */

/** Categories hold a handful of values, each on several rows ("shipped", "pending"). */
const MAX_CATEGORY_VALUES = 30

/** A text column of a handful of values, each on several rows: a region, a status, a stage. */
const isCategory = (c: ColumnModel) =>
  c.kind === 'text' && c.distinct <= MAX_CATEGORY_VALUES && c.distinct * 3 <= c.nonNull

/** Words that describe how, not what: read past without a loss. */
const MANNER_WORDS = new Set(
  'ever also currently still only just really actually exactly approximately about roughly overall altogether together respectively once first last ago now then recently'.split(
    ' ',
  ),
)

const COPULAS = new Set(['is', 'was', 'are', 'were', 'be', 'been', 'being', 'get', 'got'])

/**
 * A word used as a state of the rows: an adjective, a participle after a copula or before the
 * noun ("were cancelled", "cancelled orders"), or a manner after a state ("shipped late").
 */
function describes(a: Analysis, t: Token): boolean {
  const before = a.tokens[t.index - 1]
  if (t.tags.has('Adjective')) return !t.tags.has('Comparative') && !t.tags.has('Superlative')
  if (t.tags.has('Verb') && !t.tags.has('Auxiliary') && (t.tags.has('PastTense') || t.tags.has('Participle')))
    return (
      t.tags.has('Passive') ||
      COPULAS.has(before?.text ?? '') ||
      a.tokens[t.index + 1]?.tags.has('Plural') === true
    )
  return (
    t.tags.has('Adverb') &&
    !MANNER_WORDS.has(t.text) &&
    before !== undefined &&
    a.values.some((v) => v.end === t.index)
  )
}

const valueWordsCache = new WeakMap<ColumnModel, boolean>()

/** A category column of the states rows are in ("shipped", "pending", "returned"). */
function describedBy(column: ColumnModel): boolean {
  const known = valueWordsCache.get(column)
  if (known !== undefined) return known
  const values = column.values?.values ?? []
  let found = false
  if (isCategory(column) && values.length > 1 && values.every((v) => v.value.split(' ').length <= 2)) {
    // A state a row is in: mostly words like "shipped", "returned", "pending", one a participle.
    const terms = (nlp()(values.map((v) => v.value).join('. ')).json() as { terms: { tags: string[] }[] }[])
      .flatMap((s) => s.terms)
      .map((t) => t.tags)
    const participles = terms.filter((t) => t.includes('PastTense')).length
    const states = terms.filter((t) => t.includes('PastTense') || t.includes('Adjective')).length
    found = participles > 0 && states * 2 >= terms.length
  }
  valueWordsCache.set(column, found)
  return found
}

/** The column of a table that holds words of the kind of `t` ("cancelled" -> status), if any. */
export function nearestColumn(a: Analysis, t: Token): ColumnModel | undefined {
  if (!describes(a, t)) return undefined
  return a.model.columns.find(describedBy)
}

/** Prefixes that turn a word into its opposite ("unpaid", "inactive", "non-smoker"). */
const OPPOSITE = /^(un|in|non|dis)(.{3,})$/

/**
 * An unread word the answer cannot do without: it describes rows the way a category column's
 * values do ("cancelled" where status holds shipped and pending), or it is a column's word with
 * a prefix that turns it around ("unpaid" where a column is Paid).
 */
export function namesSomething(a: Analysis, t: Token): boolean {
  if (nearestColumn(a, t)) return true
  const opposite = OPPOSITE.exec(t.text)?.[2]
  return opposite !== undefined && a.model.columns.some((c) => c.words.includes(opposite))
}

/**
 * A plural noun right after the name of an amount with decimals, naming nothing itself: the head of
 * a compound ("revenue adjustments"). After a count ("gold medals") it is the count's unit.
 */
export function compoundHead(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Plural') || t.tags.has('Pronoun')) return false
  const before = a.columns.find((l) => l.end === t.index)
  if (!before || !numericReading(before.column) || before.column.shape.wholeNumber >= 0.9) return false
  return !isCovered(a, t.index)
}

/**
 * "the population density of India", "the product weight of SKU-10013", "the store type of store
 * 540": a singular noun right after a column's name heads the compound, and names another
 * quantity or kind than the column.
 */
export function singularHead(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Plural') || t.tags.has('Pronoun') || t.tags.has('ProperNoun'))
    return false
  if (!a.columns.some((l) => l.end === t.index) || isCovered(a, t.index) || a.rowNouns.includes(t.index))
    return false
  if (!QUANTITY_NOUNS.has(t.text) && !KIND_HEADS.has(t.text)) return false
  return HEAD_ENDS.has(a.tokens[t.index + 1]?.text ?? '')
}

/** Nouns of a kind of thing, which a compound's head names too ("the store type of store 540"). */
const KIND_HEADS = new Set(['type', 'kind', 'category', 'class'])

/** Nouns of a quantity of their own, which a compound's head names ("population density"). */
const QUANTITY_NOUNS = new Set(
  'density weight height length width depth area size duration speed rate ratio margin growth age count'.split(
    ' ',
  ),
)

/** Words after the head of a compound noun: "the population density of", "... density?" */
const HEAD_ENDS = new Set(['of', 'for', ''])

/**
 * An adjective before a column's name that the name does not hold: "due date" for InvoiceDate,
 * "the outstanding amount" for Amount (outstanding ones only), and a noun before a column named in
 * part ("default rate" for int_rate). Words of time ("daily") group.
 */
export function columnModifier(a: Analysis, t: Token): boolean {
  if (t.tags.has('Comparative') || t.tags.has('Superlative') || t.tags.has('Date') || t.tags.has('Value'))
    return false
  const next = a.columns.find((l) => l.start === t.index + 1)
  if (!next || a.columns.some((l) => l.start <= t.index && t.index < l.end)) return false
  // ("the five highest rental amounts" over beach_umbrella_rentals: the table's own noun says
  // whose amounts, every row's.)
  if (ownNameWord(a.model, t.stem)) return false
  // "the default rate" where the column is int_rate: a noun in place of the column's own word.
  const noun = t.tags.has('Noun') && !t.tags.has('Pronoun') && !a.rowNouns.includes(t.index)
  return t.tags.has('Adjective') || (noun && next.tier === 'partial')
}

/**
 * A noun right after a numeric column named only in part, naming nothing itself: the question's
 * compound is another quantity ("heart rate" is not HeartDisease).
 */
export function partialCompound(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun') || a.rowNouns.includes(t.index)) return false
  const before = a.columns.find((l) => l.end === t.index)
  if (before?.tier !== 'partial' || isCovered(a, t.index)) return false
  if (numericReading(before.column)) return true
  // ("how many crew members" over crew lead: the modifier of a header before another plural names
  // other things than the header's.)
  const modifier = before.end === before.start + 1 && a.tokens[before.start]?.stem !== before.column.head
  return modifier && t.tags.has('Plural')
}

const PLACING = new Set(['in', 'from', 'at', 'on', 'into', 'within'])

/**
 * "how many units are in stock", "losses at home": a bare noun closing the question after a
 * preposition of place or state is a condition on the rows, which a reading must not leave out.
 */
export function placedNoun(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun') || t.tags.has('Date') || t.tags.has('Value')) return false
  if (isCovered(a, t.index) || a.rowNouns.includes(t.index)) return false
  if (MEASUREMENT_UNITS.has(t.text) || DIMENSIONS.has(t.text)) return false
  // "in the race", "on the album": with an article the noun is the table's own setting.
  return PLACING.has(a.tokens[t.index - 1]?.text ?? '') && a.tokens[t.index + 1] === undefined
}

/**
 * "customers upgraded from Basic to Pro", "moved from East to West": a verb before "from" and a
 * cell says a change between two cells; read past, the rows of either are counted.
 */
export function changeVerb(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Verb') || t.tags.has('Auxiliary') || t.tags.has('Copula') || isCovered(a, t.index))
    return false
  const from = a.values.find((v) => v.start === t.index + 2)
  if (a.tokens[t.index + 1]?.text !== 'from' || !from) return false
  const to = a.values.find((v) => v.start === from.end + 1)
  return a.tokens[from.end]?.text === 'to' && to !== undefined
}

/**
 * "employees terminated in 2023" where the one date column is Hire Date: a verb before a period
 * names an event no date column records; read past, the period falls on another event's dates.
 */
export function otherEvent(a: Analysis, t: Token): boolean {
  if (isCovered(a, t.index)) return false
  const period = a.periods.find((p) => verbBefore(a, p) === t)
  if (!period) return false
  const dated = a.model.columns.filter((c) => c.kind === 'date')
  return (dated.length > 0 && dated.every((c) => !recordsEvent(c, t))) || namesNeitherTime(a, t)
}

/**
 * "the average repair cost", "total revenue (units times price)": an unknown noun right after an
 * aggregate word says what is measured; read past, another amount is given for it.
 */
export function aggregatedNoun(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun') || t.tags.has('Value')) return false
  if (isCovered(a, t.index) || a.rowNouns.includes(t.index)) return false
  // ("the total medal count" where Total is a column: the word names it, no aggregate.)
  const before = t.index - 1
  if (a.columns.some((l) => l.start <= before && before < l.end)) return false
  // ("how many total fights": the count's noun, the rows.)
  if (a.tokens[before - 1]?.text === 'many') return false
  return AGGREGATE_WORDS[a.tokens[before]?.text ?? ''] !== undefined
}

/**
 * "cars that have had a recall", "been in a flood": a thing the rows had or were in, said with "a",
 * is a condition on them; read past, the answer covers every row.
 */
export function hadThing(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun') || t.tags.has('Value')) return false
  if (isCovered(a, t.index) || a.rowNouns.includes(t.index)) return false
  const article = a.tokens[t.index - 1]?.text ?? ''
  const before = a.tokens[t.index - 2]?.text ?? ''
  // The thing closes its clause ("had a release date after ..." says more, and is read there).
  const closes = ['', 'and', 'or', 'but'].includes(a.tokens[t.index + 1]?.text ?? '')
  if (closes && ['a', 'an'].includes(article) && (HAVING_WORDS.has(before) || PLACING.has(before)))
    return true
  // ("the average blood pressure of patients with anemia": the thing had, closing the question.)
  if (closes && ['with', 'without'].includes(article) && !t.tags.has('Plural')) return true
  // "which boats had hull damage reported": a compound of nouns right after "had", named by nothing.
  const modifier = a.tokens[t.index - 1]
  return (
    !t.tags.has('Plural') &&
    modifier !== undefined &&
    modifier.tags.has('Noun') &&
    !modifier.tags.has('Pronoun') &&
    !isCovered(a, modifier.index) &&
    ['had', 'has', 'have'].includes(a.tokens[t.index - 2]?.text ?? '') &&
    a.tokens[t.index + 1]?.tags.has('Noun') !== true
  )
}

/**
 * "freight cost per kg", "revenue per employee": a noun after "per" that names nothing the reading
 * used divides the measure by something; left out, the answer is another quantity.
 */
export function perDivisor(a: Analysis, t: Token): boolean {
  // "the cost per conversion": the noun divided, before "per", as much as the one after it.
  const dividend = a.tokens[t.index + 1]?.text === 'per' && t.tags.has('Noun') && !t.tags.has('Pronoun')
  if (dividend && !a.rowNouns.includes(t.index) && !a.columns.some((l) => /\/|\bper\b/i.test(l.column.name)))
    return true
  // ("the average yield per kg of substrate": after the unit the divisor is measured in.)
  const word = (i: number) => a.tokens[i]?.text ?? ''
  const ofUnit =
    word(t.index - 1) === 'of' &&
    (unitOf(word(t.index - 2)) !== undefined || MEASUREMENT_UNITS.has(word(t.index - 2))) &&
    word(t.index - 3) === 'per'
  if ((a.tokens[t.index - 1]?.text !== 'per' && !ofUnit) || a.rowNouns.includes(t.index)) return false
  // "people per square kilometer" for "Density (People/km²)": the column is the ratio itself.
  // ("GDP per capita" where only "per capita" names CO2 per capita: GDP's ratio is no column.)
  const ratio = (l: ColumnLink) =>
    /\/|\bper\b/i.test(l.column.name) && !(l.start === t.index - 1 && isCovered(a, t.index - 2))
  if (a.columns.some(ratio)) return false
  return (t.tags.has('Noun') || MEASUREMENT_UNITS.has(t.text)) && !t.tags.has('Pronoun')
}

/**
 * "how many orders had a discount", "employees with a bonus": a column of amounts said as a thing
 * the rows have is a condition on it; a reading that leaves it out answers for every row.
 */
export function hadAmount(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Verb')) return false
  const link = a.columns.find((l) => l.start === t.index && l.end === t.index + 1)
  if (!link || numericReading(link.column) !== 'number') return false
  // "with population density under 30": a modifier of another column's name.
  if (isCovered(a, t.index + 1)) return false
  const article = ['a', 'an', 'any'].includes(a.tokens[t.index - 1]?.text ?? '') ? 1 : 0
  const before = a.tokens[t.index - 1 - article]?.text ?? ''
  return HAVING_WORDS.has(before) || before === 'without'
}

/**
 * "how many deals did Bob close" where Stage holds "Closed Won" and "Closed Lost": a verb whose
 * stem is a word of a category's cells names a state of the rows; left out, every row counts.
 */
export function verbOfCells(a: Analysis, t: Token): boolean {
  const stated = t.tags.has('Verb') || t.tags.has('Adjective')
  // ("accidents that happened in the dark" over Light_Conditions "Darkness - lights lit": a word
  // of the cells closing the question, whatever its tag.)
  const closing = t.index === a.tokens.length - 1 && !a.rowNouns.includes(t.index) && !isCovered(a, t.index)
  const cells = categoryWordStems(a.model)
  // (An adjective's noun in -ness: "dark" of Darkness.)
  const said = cells.has(t.stem) || cells.has(stemWord(`${t.text}ness`))
  return (closing || (stated && !t.tags.has('Noun'))) && said
}

const categoryStems = new WeakMap<TableModel, ReadonlySet<string>>()

/** Stems of the words of the table's categories' cells (labels of up to three words), once per table. */
function categoryWordStems(model: TableModel): ReadonlySet<string> {
  let stems = categoryStems.get(model)
  if (stems === undefined) {
    const found = new Set<string>()
    for (const c of model.columns) {
      if (!isCategory(c) || !c.values) continue
      for (const { value } of c.values.values) {
        const words = value
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .filter((w) => w.length > 2)
        if (words.length <= 3) for (const word of words) found.add(stemWord(word))
      }
    }
    stems = found
    categoryStems.set(model, stems)
  }
  return stems
}

/** Words that introduce what is measured: "the maximum amount of wines", "the highest number of fatalities". */
const MEASURED_AFTER = new Set(['amount', 'amounts', 'number', 'numbers', 'count', 'total', 'sum'])

/**
 * "the maximum amount of wines", "the highest number of fatalities": the noun after "amount of"
 * names what is measured; left unread, another amount is answered.
 */
export function measuredNoun(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun') || a.rowNouns.includes(t.index)) return false
  let i = t.index - 1
  if (a.tokens[i]?.text === 'the') i--
  // "the total amount of medals" over a Total column reads the medals as its unit; only an
  // "amount" linked loosely ("amount" for Income) is made wrong by the noun left out.
  if (a.tokens[i]?.text !== 'of' || !MEASURED_AFTER.has(a.tokens[i - 1]?.text ?? '')) return false
  return a.columns.some(
    (l) => l.start <= i - 1 && i - 1 < l.end && (l.loose === true || l.tier === 'partial'),
  )
}

/**
 * "the campaign with the most unsubscribes": the plural after "the most" (or "the fewest") is
 * what is ranked; left unread, another amount ranks the rows.
 */
export function rankedNoun(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || !t.tags.has('Plural') || t.tags.has('Pronoun')) return false
  if (isCovered(a, t.index) || a.rowNouns.includes(t.index)) return false
  return MOST_FEWEST.has(a.tokens[t.index - 1]?.text ?? '') && a.tokens[t.index - 2]?.text === 'the'
}

const MOST_FEWEST = new Set(['most', 'fewest', 'least'])

/**
 * "what genre is the client with the most sessions": a column of repeating values named in full
 * before "with" and a superlative is the thing ranked; left unread, another column's values are
 * ranked instead.
 */
export function rankedColumn(a: Analysis, t: Token): boolean {
  const link = a.columns.find((l) => l.start <= t.index && t.index < l.end)
  if (link?.tier !== 'exact' || link.end - 1 !== t.index) return false
  // (A column naming each row once names the row ranked: "the nation with the most medals".)
  if (link.column.distinct * 2 > link.column.nonNull) return false
  if (!['with', 'that', 'who', 'which'].includes(a.tokens[link.end]?.text ?? '')) return false
  return a.tokens
    .slice(link.end + 1, link.end + 5)
    .some((w) => MOST_FEWEST.has(w.text) || w.tags.has('Superlative') || isSuperlative(w.text))
}

/** Words between a column's name and its cell: "start at the Union Square". */
const BEFORE_CELL = new Set(['at', 'in', 'from', 'to', 'on', 'the', 'by'])

/**
 * "trips that start at Union Square" over start_station_name and end_station_name: the word right
 * before the cell (past "at", "the") and the one of `columns` it names, if only one.
 */
export function sideWord(
  a: Analysis,
  cellStart: number,
  columns: readonly string[],
  cellEnd = cellStart + 1,
) {
  let i = cellStart - 1
  while (BEFORE_CELL.has(a.tokens[i]?.text ?? '')) i--
  // The cell does what a verb says, and a column is named for who does it: "which games did Valve
  // develop", "developed by Valve" (developer). ("lose to X": X is no loser.)
  const after = a.tokens[cellEnd]
  const agent = (t: Token | undefined) => t?.tags.has('Verb') === true
  const sides = [
    { t: a.tokens[i], agent: agent(a.tokens[i]) && a.tokens[cellStart - 1]?.text === 'by' },
    { t: after, agent: agent(after) },
  ]
  for (const { t, agent } of sides) {
    if (!t || (t === after && !agent)) continue
    const naming = columns.filter((c) => namedBy(a.model.byName.get(c), t, agent))
    if (naming.length === 1 && naming[0]) return { index: t.index, column: naming[0] }
  }
  return undefined
}

/** A column named by the word, or by the one who does what the verb says ("develop": developer). */
const namedBy = (c: ColumnModel | undefined, t: Token, agent: boolean) =>
  c !== undefined &&
  (c.stems.includes(t.stem) || (agent && AGENT_ENDINGS.some((end) => c.words.includes(`${t.lemma}${end}`))))

const AGENT_ENDINGS = ['er', 'r', 'or']

/**
 * The word before a cell of several columns that names one of them ("start" before a station):
 * left unread, either column counts.
 */
export function sideOfCell(a: Analysis, t: Token): boolean {
  return a.values.some((v) => {
    const columns = [...new Set(v.cells.map((c) => c.column))]
    // (A column the question names settles it: "pole positions won by Robert Huff".)
    const named = columns.some((c) => a.columns.some((l) => l.column.name === c))
    // ("matches hosted by Harbor City FC" over homeTeam and awayTeam: a verb naming neither still
    // says which side.)
    const byVerb =
      t.index === v.start - 2 &&
      a.tokens[v.start - 1]?.text === 'by' &&
      t.tags.has('Verb') &&
      !isCovered(a, t.index)
    return columns.length > 1 && !named && (byVerb || sideWord(a, v.start, columns, v.end)?.index === t.index)
  })
}

/**
 * "did Brazil win" over home_score and away_score: a result the table could work out from two
 * numbers of the same thing but does not write (no column is named for it, as "Winning team" is)
 * must be read, or the question declined.
 */
export const unwrittenResult = (a: Analysis, t: Token): boolean =>
  pairedScores(a.model) && !a.model.columns.some((c) => c.stems.includes(stemWord(t.lemma)))

/** Two numeric columns with one head ("home_score", "away_score"). */
function pairedScores(model: TableModel): boolean {
  let paired = pairCache.get(model)
  if (paired === undefined) {
    const heads = new Map<string, number>()
    for (const c of model.columns)
      if (c.kind === 'number' && c.head !== undefined) heads.set(c.head, (heads.get(c.head) ?? 0) + 1)
    paired = [...heads.values()].includes(2)
    pairCache.set(model, paired)
  }
  return paired
}

const pairCache = new WeakMap<TableModel, boolean>()

/**
 * "how many patients smoke", "the year the most customers joined": a verb the rows' noun does,
 * closing the question, is the condition itself; left unread, every row counts.
 */
export function rowsDo(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Verb') || t.tags.has('Auxiliary') || t.tags.has('Copula') || isCovered(a, t.index))
    return false
  if (isLightVerbWord(t) || !a.rowNouns.includes(t.index - 1)) return false
  // ("the total of all fees charged": the participle after an amount's name says what the amount
  // is, as "hours worked" and "miles driven" do.)
  const amount = a.columns.some((l) => l.end === t.index && numericReading(l.column) === 'number')
  if (amount && (t.tags.has('PastTense') || t.tags.has('Participle'))) return false
  // ("how many distinct customers rented" over karaoke_machine_rentals: the table's own event.)
  if (tableEvent(a.model, t.stem)) return false
  const rest = a.tokens.slice(t.index + 1)
  return rest.every((r) => r.tags.has('Adverb'))
}

/**
 * "how many days did each deal spend in Proposal", "how many hours did the repair take": a verb
 * of lasting after a question of how much time is what takes the time; left unread, dates are
 * counted instead.
 */
export function durationVerb(a: Analysis, t: Token): boolean {
  if (textAt(a, 0) !== 'how' || !['many', 'much'].includes(textAt(a, 1))) return false
  if (!TIME_UNITS.has(textAt(a, 2)) || !['did', 'does', 'do'].includes(textAt(a, 3))) return false
  const verb = a.tokens.slice(4).find((r) => r.tags.has('Verb'))
  return verb?.index === t.index && DURATION_VERBS.has(t.lemma) && !isCovered(a, t.index)
}

/** Verbs that say how long something went on ("how many years did he win" counts years instead). */
const DURATION_VERBS = new Set(['spend', 'take', 'last', 'stay', 'wait', 'remain', 'sit'])

const textAt = (a: Analysis, i: number) => a.tokens[i]?.text ?? ''

const ASKED_ENDS = new Set(['of', 'during', 'on', 'for', 'at', 'in'])

/**
 * "what is the latitude of the tornado with the most injuries": the noun asked for, between "what
 * is the" and "of"; left unread, another column of the row is answered.
 */
export function askedNoun(a: Analysis, t: Token): boolean {
  if (!t.tags.has('Noun') || t.tags.has('Pronoun') || isCovered(a, t.index) || a.rowNouns.includes(t.index))
    return false
  // ("what is the market value of the seeds": a noun before a head the table names nothing for is
  // the word that would say which amount.)
  const head = a.tokens[t.index + 1]
  if (
    head?.tags.has('Noun') &&
    !head.tags.has('Pronoun') &&
    !isCovered(a, head.index) &&
    !CUE_NOUNS.has(t.text)
  )
    return askedNoun(a, head)
  // ("who is the white player with the highest rating": the person asked, before what ranks them.)
  const next = a.tokens[t.index + 1]?.text ?? ''
  const ranked = a.tokens[0]?.text === 'who' && ['with', 'who', 'that', 'whose'].includes(next)
  // ("what was the weather during the longest delay": any preposition closes what is asked.)
  if ((!ASKED_ENDS.has(next) && !ranked) || CUE_NOUNS.has(t.text)) return false
  // ("what is the Spotify chart rank of X": past the words before the head of the compound.)
  let at = t.index
  const modifier = (i: number) => {
    const w = a.tokens[i]
    return w !== undefined && (w.tags.has('Noun') || w.tags.has('Adjective')) && w.text !== 'the'
  }
  while (at > t.index - 3 && modifier(at - 1)) at--
  const [what, is, the] = [at - 3, at - 2, at - 1].map((i) => a.tokens[i]?.text)
  // ("list the centers of the 2 earliest tests": so after a request.)
  if (at === 2 && at === t.index && is === 'list' && the === 'the') return true
  return (
    (what === 'what' || (what === 'who' && ranked)) &&
    ['is', 'was', 'are', 'were'].includes(is ?? '') &&
    the === 'the'
  )
}

/**
 * "how many houses are on the waterfront": the name of a flag column (waterfront 0/1) left unread
 * is a condition left out; every row would count.
 */
export function unreadFlag(a: Analysis, t: Token): boolean {
  // ("which meters paid late" over late_pmt_flag: a describing word of a flag's name, said alone.)
  const describing = t.tags.has('Adjective') || t.tags.has('Adverb')
  // ("incidents in the Bronx that were murders" over STATISTICAL_MURDER_FLAG: the flag's head noun.)
  const head = (l: ColumnLink) =>
    t.tags.has('Noun') && !t.tags.has('Verb') && l.end - l.start === 1 && flagHead(l.column) === t.stem
  return a.allColumns.some(
    (l) =>
      l.start <= t.index &&
      t.index < l.end &&
      (l.tier === 'exact' || (describing && l.end - l.start === 1) || head(l)) &&
      isFlag(a.model, l.column),
  )
}

/** "share", "percentage", "%" asking for a part, not the unit of a number ("above 15%"). */
export const isShareWord = (a: Analysis, i: number): boolean =>
  SHARE_WORDS.has(a.tokens[i]?.text ?? '') && !a.numbers.some((n) => n.end === i)

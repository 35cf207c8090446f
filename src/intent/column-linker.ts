import { numberOfThings } from './column-roles.js'
import { CURRENCY_CODES, splitHeader } from './column-words.js'
import { oncePer } from './once-per.js'
import type { Token } from './question-tokens.js'
import { headersCut, mayBeShortened, wordsShortened } from './shortened-headers.js'
import type { Span } from './spans.js'
import { canonicalStem } from './synonyms.js'
import type { ColumnModel } from './table-model.js'
import { normalTokens } from './text-normalizer.js'
import { questionAbbreviation } from './vocabulary/abbreviations.js'
import { AGGREGATE_WORDS } from './vocabulary/aggregate-words.js'
import { FLAG_MARK_STEMS } from './vocabulary/flag-marks.js'
import { GRAIN_WORDS } from './vocabulary/grain-words.js'
import { headerWordUnit, unitOf } from './vocabulary/unit-conversions.js'
import { HOW_MUCH_WORDS, STATE_PREPOSITIONS, TOTAL_WORDS } from './word-lists.js'
import { stemWord } from './word-stem.js'

/** exact: the column's own words; synonym: through the synonym table; partial: some of its words. */
export type ColumnTier = 'exact' | 'synonym' | 'partial'

export interface ColumnLink extends Span {
  readonly column: ColumnModel
  readonly tier: ColumnTier
  /** Share of the column's words the question said. */
  readonly coverage: number
  readonly said: string
  /** Other words of the question that repeat the column's remaining words ("scored" for "Goals Scored"). */
  readonly echo?: readonly number[]
  /** A column named in part through a synonym or a shortened header ("income" for loan_amnt's amount): disclosed. */
  readonly loose?: boolean
}

/** Words too general to name a column on their own. */
const WEAK = new Set([
  'number',
  'no',
  'total',
  'name',
  'of',
  'the',
  'new',
  'other',
  'first',
  'last',
  'type',
  'date',
  'i',
  'ii',
  'a',
])
const FILLER = new Set(['of', 'the', 'a', 'an', 'in', 'for', 'and', 'to', 'by', 'on', 's'])

const DATE = canonicalStem(stemWord('date'))

const TIER_WEIGHT: Readonly<Record<ColumnTier, number>> = { exact: 1, synonym: 0.8, partial: 0.55 }

/**
 * The stems a question word names a column by as its own words: its lemma's, its own, and the
 * word an abbreviation stands for ("qty" -> quantity). The table prefilter bounds links with them.
 */
export function ownKeys(t: Token): string[] {
  const expanded = questionAbbreviation(t.text)
  return expanded && !expanded.includes(' ')
    ? [t.stem, t.surfaceStem, stemWord(expanded)]
    : [t.stem, t.surfaceStem]
}

/**
 * The stems a question word names a column by loosely: its synonym group's, and then the verb of
 * an agent noun ("survivors" -> survive, for a column Survived).
 */
export function looseKeys(t: Token): string[] {
  const agent = agentVerb(t)
  return agent ? [canonicalStem(t.stem), agent] : [canonicalStem(t.stem)]
}

/** "survivors" -> surviv: the verb of an agent noun, which names a header of what was done (Survived). */
const agentVerb = (t: Token) => /^(\p{L}{4,})(?:or|er)$/u.exec(t.stem)?.[1]

/** The stems of the words a question's abbreviation stands for when they are several ("mph"). */
function spelledOut(t: Token): string[] | undefined {
  const expanded = questionAbbreviation(t.text)
  return expanded?.includes(' ') ? expanded.split(' ').map(stemWord) : undefined
}

/** "employees" for EmployeeID: the link names the rows the identifiers stand for, not a number. */
export const namesEntity = (l: ColumnLink) => {
  const mark = l.column.stems.at(-1) ?? ''
  if (
    l.tier !== 'partial' ||
    !IDENTIFIER_MARKS.has(mark) ||
    numberOfThings(l.column) ||
    l.said.split(' ').some((w) => stemWord(w) === mark)
  )
    return false
  // "EmployeeNumber", "Invoice No": a number names the rows only when every row has its own.
  return mark === 'id' || l.column.distinct >= 0.9 * l.column.nonNull
}

/** Last words of an identifier's header: "customerID", "EmployeeNumber", "Order No", "Product Code". */
const IDENTIFIER_MARKS = new Set(
  ['id', 'identifier', 'number', 'no', 'code', 'key', 'ref', 'reference'].map(stemWord),
)

/** "Outlet_Identifier", "customerID": a header that says its column identifies something. */
export const identifierColumn = (c: ColumnModel) =>
  IDENTIFIER_MARKS.has(c.stems.at(-1) ?? '') && !numberOfThings(c)

/** "Meter ID", "customer_identifier": a header that says so in so many words ("No" and "Number" repeat for other reasons). */
export const namedAsId = (c: ColumnModel) => ['id', 'identifier'].includes(c.stems.at(-1) ?? '')

/**
 * Header words around "number": the words before it ("invoice" of InvoiceNo), and the stem it
 * counts in numeric headers that open with it ("casualty" of Number_of_casualties).
 */
const numberWords = oncePer((columns: readonly ColumnModel[]) => {
  const before = new Set<string>()
  const counted = new Set<string>()
  for (const c of columns) {
    for (const [i, w] of c.words.entries())
      if (c.words[i + 1] === 'number' && AGGREGATE_WORDS[w] === undefined) before.add(w)
    const at = c.words[0] === 'number' && c.kind === 'number' ? (c.words[1] === 'of' ? 2 : 1) : -1
    const word = c.words[at]
    if (at > 0 && word !== undefined) counted.add(stemWord(word))
  }
  return { before, counted }
})

/** Every span of the question that names a column, with how well (all candidates, overlapping). */
export function linkColumns(tokens: readonly Token[], columns: readonly ColumnModel[]): ColumnLink[] {
  // "number of" counts, unless it closes a header's name ("the invoice number of" over InvoiceNo).
  // ("the total number of states": a total of things is their count, whatever header says it.)
  const numbered = numberWords(columns)
  const content = tokens.filter(
    (t) =>
      !FILLER.has(t.text) &&
      // ("booked more than 8 times", "how many times": how often, never a column of times.)
      !(
        t.text === 'times' &&
        /^(\d+|many|several|few|two|three|four|five|ten)$/.test(tokens[t.index - 1]?.text ?? '')
      ) &&
      !(
        t.text === 'number' &&
        tokens[t.index + 1]?.text === 'of' &&
        !numbered.before.has(tokens[t.index - 1]?.text ?? '') &&
        // ("the total number of casualties" over Number_of_casualties: the header's own words,
        // totalled.)
        !(tokens[t.index - 1]?.text === 'total' && numbered.counted.has(tokens[t.index + 2]?.stem ?? ''))
      ),
  )
  const keys = content.map(ownKeys)
  const loose = content.map(looseKeys)
  const synonymKeys = content.map((t) => canonicalStem(t.stem))
  const agents = content.map(agentVerb)
  const byStem = new Map<string, number[]>()
  for (const [i, t] of content.entries())
    for (const stem of new Set(keys[i])) byStem.set(stem, [...(byStem.get(stem) ?? []), t.index])
  const spelled = content.map(spelledOut)
  const said = new Set([...keys.flat(), ...loose.flat(), ...spelled.map((w) => w?.[0] ?? '')])
  const links: (ColumnLink & { weak: boolean })[] = []
  const breaks = tokens.filter((t) => CLAUSE_OPENERS.has(t.text)).map((t) => t.index)
  // Spans linked to the column at hand, cleared for each column.
  const seen = new Set<number>()
  const cutTable = headersCut(columns.map((c) => c.name))
  for (const column of columns) {
    const own = column.stems
    if (own.length === 0) continue
    const { canon: ownCanon, base: ownBase } = ownForms(column)
    const words = column.words
    // "CO2" for a header split into "co 2": letters and their number said as one word.
    const withNumber = (j: number) =>
      /^\d+$/.test(words[j + 1] ?? '') ? `${words[j]}${words[j + 1]}` : undefined
    const starts = own.map(
      (stem, j) =>
        mayStartLink(said, stem, ownCanon[j], ownBase[j]) ||
        (withNumber(j) !== undefined && said.has(withNumber(j) as string)),
    )
    // "snow depth" names snow_depth_cm in full: a unit closing the header is what it is in; so
    // does "response time" name Response Time (min), its unit in parentheses, and "companies"
    // Company (Maker-if known), a note in parentheses.
    const unitApart =
      column.inParentheses !== undefined &&
      (headerWordUnit(column.inParentheses) !== undefined || !/\d/.test(column.inParentheses)) &&
      column.outside.length > 0 &&
      column.outside.length < own.length
    const named = unitApart ? column.outside.length : closingUnit(column) ? own.length - 1 : own.length
    seen.clear()
    for (let i = 0; i < content.length; i++) {
      for (let j = 0; j < own.length; j++) {
        if (!starts[j]) continue
        let run = 0
        let used = 0
        let synonym = false
        let calendar = false
        let initials = false
        while (i + used < content.length && j + run < own.length) {
          const q = i + used
          if (keys[q]?.includes(own[j + run] as string)) {
            run++
            used++
          } else if (withNumber(j + run) !== undefined && content[q]?.text === withNumber(j + run)) {
            run += 2
            used++
          } else if (
            ((synonymKeys[q] === ownCanon[j + run] || synonymKeys[q] === own[j + run]) &&
              !unitsDiffer(content[q] as Token, column.words[j + run])) ||
            // ("survivors" for Survived; a "modeler" is no Model.)
            (agents[q] === own[j + run] && /(ed|ing)$/.test(column.words[j + run] ?? '')) ||
            (ownBase[j + run] !== undefined && keys[q]?.includes(ownBase[j + run] as string))
          ) {
            synonym = true
            calendar ||= ownCanon[j + run] === DATE
            run++
            used++
          } else if (spelled[q] && (spelled[q] as string[]).every((w, k) => own[j + run + k] === w)) {
            // "mph" for speed_mph, whose header words are spelled out as "speed miles per hour".
            run += (spelled[q] as string[]).length
            used++
          } else {
            const next = words[j + run + 1]
            const spoken = wordsShortened(content, q, own[j + run] as string, column.name, next, cutTable)
            if (spoken === 0) break
            synonym = true
            initials ||= spoken > 1
            run++
            used += spoken
          }
        }
        if (run === 0) continue
        // ("churn rate" spells the "Cr" of HasCrCard only by chance: initials inside a header name
        // it only with the rest of it; "work orders" for the WO of WO_Number opens it.)
        if (initials && run < own.length && j > 0) continue
        const first = content[i] as Token
        // ("EV" for EV_FLG: a short word names a flag whose other word only marks it one.)
        const marked = own.length === 2 && j === 0 && FLAG_MARK_STEMS.has(own[1] as string)
        if (run === 1 && own.length > 1 && first.text.length < 3 && !marked) continue
        // ("per artist" over costPerUnit and artist: a preposition alone names no column.)
        if (used === 1 && LONE_PREPOSITIONS.has(first.text)) continue
        const start = first.index
        const end = (content[i + used - 1] as Token).index + 1
        const span = start * (tokens.length + 1) + end
        if (seen.has(span)) continue
        seen.add(span)
        const weak = run < own.length && allWeak(content, i, used)
        const echo = run < own.length ? echoes(byStem, own, j, run, start, end, breaks) : []
        links.push({
          start,
          end,
          column,
          tier: run >= named && j === 0 ? (synonym ? 'synonym' : 'exact') : 'partial',
          // ("days" for a column of dates is no stretch: the calendar is what dates are made of;
          // "durations" for start_time is one, through "time").
          ...(synonym && run < own.length && !(column.kind === 'date' && calendar) ? { loose: true } : {}),
          weak,
          coverage: j === 0 ? Math.min(1, run / named) : run / own.length,
          echo,
          said: tokens
            .slice(start, end)
            .map((t) => t.text)
            .join(' '),
        })
      }
    }
  }
  links.push(
    ...headersWrittenWhole(tokens, columns),
    ...namedByPlaces(tokens, columns),
    ...namedWithCurrency(tokens, columns),
  )
  for (const [k, l] of links.entries()) links[k] = withUnreadHeaderWords(tokens, l)
  // A general word ("date") names a column only when no other column has it too; a column that
  // has it only as a synonym ("date" for tripDays, through "day") does not count against one that
  // writes it (landingDate).
  const saidBy = linksBySaid(links)
  const writtenBy = linksBySaid(links.filter((l) => !l.loose))
  const whole = wholeLinksByStart(links)
  const kept = links.filter(
    (l) =>
      (!l.weak || (l.loose ? saidBy.get(l.said) === 1 : writtenBy.get(l.said) === 1)) &&
      !aggregateOfNext(l, whole.get(l.end) ?? [], l.end - l.start === 1 && tokens[l.end]?.text === 'of'),
  )
  // ("the OSEBuildingID of the building": the header written whole is the link, not a partial one
  // of the same column around it.)
  const exact = kept.filter((l) => l.tier === 'exact')
  const around = (l: ColumnLink) =>
    l.tier !== 'exact' &&
    exact.some(
      (e) =>
        e.column === l.column && l.start <= e.start && e.end <= l.end && e.end - e.start < l.end - l.start,
    )
  const tight = kept.filter((l) => !around(l))
  return [...tight, ...withAttributeNouns(tokens, columns, tight)]
}

/** How many links say each run of words. */
function linksBySaid(links: readonly ColumnLink[]): Map<string, number> {
  const count = new Map<string, number>()
  for (const l of links) count.set(l.said, (count.get(l.said) ?? 0) + 1)
  return count
}

/** Links naming a column in full (not partial), by where they start: a wide table has hundreds of links. */
function wholeLinksByStart(links: readonly ColumnLink[]): Map<number, ColumnLink[]> {
  const byStart = new Map<number, ColumnLink[]>()
  for (const l of links) {
    if (l.tier === 'partial') continue
    const at = byStart.get(l.start)
    if (at) at.push(l)
    else byStart.set(l.start, [l])
  }
  return byStart
}

/** Whether the `used` content words from `from` are all too general to name a column alone. */
function allWeak(content: readonly Token[], from: number, used: number): boolean {
  for (let k = from; k < from + used; k++) {
    const t = content[k] as Token
    if (!WEAK.has(t.stem) && !WEAK.has(t.text)) return false
  }
  return true
}

/**
 * Whether a link can start at a header word: some question word has its stem (or its synonyms', or
 * its base's), or the header word may be a shortening. Most header words of a wide table fail this.
 */
function mayStartLink(said: ReadonlySet<string>, stem: string, canon?: string, base?: string): boolean {
  return (
    said.has(stem) ||
    (canon !== undefined && said.has(canon)) ||
    (base !== undefined && said.has(base)) ||
    mayBeShortened(stem)
  )
}

/**
 * "the maximum age", "the total of all tips": an aggregate word before another column's name, or
 * before "of", is the aggregate, not part of a header.
 */
function aggregateOfNext(l: ColumnLink, wholeAfter: readonly ColumnLink[], beforeOf: boolean): boolean {
  // Header words like "MaxHR" and "AvgPrice" share these words.
  if (l.tier !== 'partial' || !l.said.split(' ').every((w) => AGGREGATE_WORDS[w] !== undefined)) return false
  return beforeOf || wholeAfter.some((o) => o.column !== l.column)
}

/**
 * "which state" of a column `st` whose cells are all US states: the kind of place its cells name
 * names the column, read as a synonym (disclosed), when no header says that word.
 */
function namedByPlaces(
  tokens: readonly Token[],
  columns: readonly ColumnModel[],
): (ColumnLink & { weak: boolean })[] {
  const out: (ColumnLink & { weak: boolean })[] = []
  for (const column of columns) {
    const kind = column.places && stemWord(column.places)
    if (!kind || columns.some((c) => c.stems.includes(kind))) continue
    for (const t of tokens)
      if (t.stem === kind)
        out.push({
          start: t.index,
          end: t.index + 1,
          column,
          tier: 'synonym',
          coverage: 1,
          echo: [],
          said: t.text,
          weak: false,
        })
  }
  return out
}

/** A header's stems as synonyms name them, and without an adjective's "-al". */
interface OwnForms {
  readonly canon: readonly string[]
  readonly base: readonly (string | undefined)[]
}

const ownFormsByColumn = new WeakMap<ColumnModel, OwnForms>()

/** Worked out once per column: every question word is compared with every column's words. */
/**
 * "usd_pledged_real" said as written: the header's currency code, which its words leave out (it
 * says what the amounts are in), is part of the link, never a cell of a currency column.
 */
function withUnreadHeaderWords<L extends ColumnLink>(tokens: readonly Token[], c: L): L {
  const unsaid = unsaidHeaderWords(c.column)
  if (unsaid.size === 0) return c
  const unread = (i: number) => unsaid.has(tokens[i]?.text ?? '')
  let { start, end } = c
  while (start > 0 && unread(start - 1)) start--
  while (end < tokens.length && unread(end)) end++
  if (start === c.start && end === c.end) return c
  const said = tokens
    .slice(start, end)
    .map((t) => t.text)
    .join(' ')
  return { ...c, start, end, said }
}

/** Words of a header as written that its words leave out: "usd" of usd_pledged_real. */
const unsaidHeaderWords = oncePer(
  (column: ColumnModel): ReadonlySet<string> =>
    new Set(normalTokens(splitHeader(column.name)).filter((w) => !column.words.includes(w))),
)

/**
 * A header of several words whose last is a unit of length or weight: `snow_depth_cm`, `Weight
 * (kg)`. (Time is often the quantity itself: "Labor Hrs" are hours, not labor; but a unit of time
 * after a word of time is what it is in: `durationMin`.)
 */
export const closingUnit = (column: ColumnModel) =>
  column.kind === 'number' &&
  column.stems.length > 1 &&
  (column.words.at(-1) ?? '').length > 1 &&
  stemWord(column.words.at(-1) ?? '') === column.stems.at(-1) &&
  closingDimension(column)

function closingDimension(column: ColumnModel): boolean {
  const dimension = unitOf(column.words.at(-1) ?? '')?.dimension
  if (dimension === undefined) return false
  return dimension !== 'time' || canonicalStem(column.stems.at(-2) ?? '') === TIME
}

const TIME = canonicalStem(stemWord('time'))

export function ownForms(column: ColumnModel): OwnForms {
  let forms = ownFormsByColumn.get(column)
  if (forms === undefined) {
    forms = {
      canon: column.stems.map(canonicalStem),
      // "Regional indicator" is named by "region", "National team" by "nation".
      // A measure in "-ity" is named by its adjective: "the most popular" for Popularity.
      base: column.stems.map((s, i) =>
        /^\p{L}{4,}al$/u.test(s) && s !== 'personal'
          ? s.slice(0, -2)
          : column.kind === 'number' && /^\p{L}{4,}ity$/u.test(s)
            ? s.slice(0, -3)
            : timeUnitWord(column, i)
              ? LENGTH
              : undefined,
      ),
    }
    ownFormsByColumn.set(column, forms)
  }
  return forms
}

const LENGTH = stemWord('length')
const DAY_SECONDS = 86400

/**
 * "Avg Session (min)", "response_ms": a header word for a unit of time. The question may name the
 * measure by its length ("session length"), as by its time (the synonym group of time).
 */
function timeUnitWord(column: ColumnModel, i: number): boolean {
  const word = column.words.filter((w) => !FILLER.has(w))[i]
  return (
    column.kind === 'number' &&
    word !== undefined &&
    word.length > 1 &&
    unitOf(word)?.dimension === 'time' &&
    // (A Year is no length: "the longest" never names it.)
    (unitOf(word)?.size ?? 0) <= DAY_SECONDS
  )
}

const wholeHeaders = new WeakMap<ColumnModel, string>()

/** The header as one word ("annualsalary"), worked out once per column. */
function wholeHeader(column: ColumnModel): string {
  let whole = wholeHeaders.get(column)
  if (whole === undefined) {
    whole = normalTokens(column.name).join('')
    wholeHeaders.set(column, whole)
  }
  return whole
}

/** "AnnualSalary" or "qty_shipped" written in the question as the header is: one word, one column. */
function headersWrittenWhole(
  tokens: readonly Token[],
  columns: readonly ColumnModel[],
): (ColumnLink & { weak: boolean })[] {
  const out: (ColumnLink & { weak: boolean })[] = []
  for (const column of columns) {
    const whole = wholeHeader(column)
    // ("onpromotion" written "on promotion": a one-word header is written whole only in parts.)
    const oneWord = column.words.length < 2
    // ("Order #" writes one word; its words, order number, are two: "orders" names it only in part.)
    if (column.words.length === 2 && column.words[1] === 'number' && whole === column.words[0]) continue
    const link = (start: number, end: number) => ({
      start,
      end,
      column,
      tier: 'exact' as const,
      coverage: 1,
      echo: [],
      said: tokens
        .slice(start, end)
        .map((t) => t.text)
        .join(' '),
      weak: false,
    })
    // ("BMIs" for a BMI column: the plural of the header written whole.)
    for (const t of tokens)
      if (!oneWord && (t.text === whole || t.text === `${whole}s`)) out.push(link(t.index, t.index + 1))
    // ("SteamUse(kBtu)", "SiteEUI(kBtu/sf)", "State/UnionTerritory": the glued name and its unit,
    // written as the header is; some word of it glued, else the words link one by one.)
    for (const t of tokens) {
      let glued = t.text
      let end = t.index + 1
      while (glued.length < whole.length && whole.startsWith(glued) && tokens[end])
        glued += (tokens[end++] as Token).text
      const span = tokens.slice(t.index, end)
      if (glued === whole && end > t.index + 1 && span.some((w) => !column.words.includes(w.text)))
        out.push(link(t.index, end))
    }
  }
  return out
}

/** The currency code a header closes with ("salary_in_usd": usd), worked out once per column. */
const closingCurrency = oncePer((column: ColumnModel): string | undefined => {
  const code = normalTokens(column.name).at(-1) ?? ''
  return CURRENCY_CODES.has(code) ? code : undefined
})

/**
 * "salary in USD" over salary and salary_in_usd: a header closed by a currency's code (which its
 * words leave out) is named in full by its words, "in" and the code; the code is no cell then.
 */
function namedWithCurrency(
  tokens: readonly Token[],
  columns: readonly ColumnModel[],
): (ColumnLink & { weak: boolean })[] {
  const out: (ColumnLink & { weak: boolean })[] = []
  for (const column of columns) {
    const code = closingCurrency(column)
    if (code === undefined || column.stems.length === 0) continue
    for (const t of tokens) {
      let at = t.index
      for (const stem of column.stems) {
        while (FILLER.has(tokens[at]?.text ?? '') && at > t.index) at++
        if (tokens[at]?.stem !== stem) {
          at = -1
          break
        }
        at++
      }
      if (at < 0) continue
      if (tokens[at]?.text === 'in') at++
      if (tokens[at]?.text !== code) continue
      const said = tokens
        .slice(t.index, at + 1)
        .map((w) => w.text)
        .join(' ')
      out.push({
        start: t.index,
        end: at + 1,
        column,
        tier: 'exact',
        coverage: 1,
        echo: [],
        said,
        weak: false,
      })
    }
  }
  return out
}

/**
 * "the delivery time" over deliveryDays, "the repair duration" over repair_hours: a word for time
 * after the rest of a header whose last word is a unit of time says the whole header.
 */
function timeOfDuration(l: ColumnLink, next: Token): boolean {
  const last = l.column.words.at(-1) ?? ''
  return (
    l.tier === 'partial' &&
    TIME_NOUNS.has(next.text) &&
    l.column.kind === 'number' &&
    unitOf(last)?.dimension === 'time' &&
    l.said.split(' ').length === l.column.words.length - 1 &&
    !l.said.split(' ').includes(last)
  )
}

const TIME_NOUNS = new Set(['time', 'duration'])

/** Nouns that say a numeric column's values are money: "closing price", "order amount". */
const AMOUNT_NOUNS = new Set(['price', 'amount'])

/** Words for sums of money said after what they are of: "award dollars". */
const MONEY_NOUNS = new Set(['dollars', 'euros', 'pounds', 'money'])

/**
 * "award dollars" for awardAmount: a link that says every header word but one of how much, then
 * a word for money, says the whole header.
 */
function sumInMoney(l: ColumnLink, next: Token): boolean {
  if (l.tier !== 'partial' || !MONEY_NOUNS.has(next.text) || l.column.kind !== 'number') return false
  const said = l.said.split(' ').map(stemWord)
  const unsaid = l.column.words.filter((w) => !said.includes(stemWord(w)))
  return unsaid.length === 1 && HOW_MUCH_WORDS.has(unsaid[0] as string)
}

/** Nouns that say a column's values are a measurement: "cholesterol level", "quality rating". */
const ATTRIBUTE_NOUNS = new Set([
  'level',
  'score',
  'rating',
  'content',
  'value',
  'figure',
  'reading',
  'measurement',
])

/**
 * "the cholesterol level", "a Generosity score above 0.2", "income values": a noun of measurement
 * right after a column's full name is part of the name, unless a column is named by that word alone.
 */
function withAttributeNouns(
  tokens: readonly Token[],
  columns: readonly ColumnModel[],
  links: readonly ColumnLink[],
): ColumnLink[] {
  const out: ColumnLink[] = []
  for (const l of links) {
    const next = tokens[l.end]
    if (next && sumInMoney(l, next)) {
      out.push({ ...l, end: l.end + 1, said: `${l.said} ${next.text}`, tier: 'exact', coverage: 1 })
      continue
    }
    if (next && timeOfDuration(l, next)) {
      out.push({ ...l, end: l.end + 1, said: `${l.said} ${next.text}` })
      continue
    }
    // On the word itself, not its stem: a "rate" is no "rating" ("conversion rate" is no Conversions).
    if (l.tier === 'partial' || !next) continue
    // "the closing price" of a Close column: money words after a column of numbers. (Not after a
    // synonym: "unit price" is no quantity of units.)
    const money = AMOUNT_NOUNS.has(next.lemma) && l.column.kind === 'number' && l.tier !== 'synonym'
    if (!ATTRIBUTE_NOUNS.has(next.lemma) && !money) continue
    if (columns.some((c) => c.stems.length === 1 && c.stems[0] === next.stem)) continue
    out.push({ ...l, end: l.end + 1, said: `${l.said} ${next.text}` })
  }
  return out
}

/**
 * Question words outside the link that say the column's other words: "goals" links "Goals Scored"
 * and "Goals Conceded" alike; "scored the most goals" echoes the first.
 */
function echoes(
  byStem: ReadonlyMap<string, readonly number[]>,
  own: readonly string[],
  from: number,
  run: number,
  start: number,
  end: number,
  breaks: readonly number[],
): number[] {
  const found: number[] = []
  for (let k = 0; k < own.length; k++) {
    // ("the number of trays per order" over seedlingsPerTray and trayCount: a preposition of the
    // header said again is no echo of it.)
    if ((k >= from && k < from + run) || LONE_PREPOSITIONS.has(own[k] as string)) continue
    // ("the highest temperature of records where the uncertainty is below 0.3": a word of the
    // column said in another clause echoes nothing.)
    for (const i of byStem.get(own[k] as string) ?? [])
      if (
        (i < start || i >= end) &&
        !found.includes(i) &&
        !breaks.some((b) => (b > i && b < start) || (b >= end && b < i))
      )
        found.push(i)
  }
  return found
}

/** Prepositions headers write ("costPerUnit", "Goals Against") that name no column alone. */
const LONE_PREPOSITIONS = new Set(['per', 'over', 'under', 'against', 'vs', 'versus', 'across', 'within'])

/** Words that open another clause: what is said past them echoes no link. */
const CLAUSE_OPENERS = new Set(['where', 'whose', 'while', 'when', 'whereas'])

/**
 * A link's strength; of two partial links over the same words, the one in the column's own words
 * wins. An echoed word counts a quarter of a word linked exactly: echoes break ties between partial
 * links.
 */
export const score = (l: ColumnLink) =>
  TIER_WEIGHT[l.tier] * (l.end - l.start + l.coverage) * (l.loose ? 0.95 : 1) + 0.25 * (l.echo?.length ?? 0)

/** Last header words that make a column a count of what it names before them ("vote_count"). */
const COUNT_ENDS = new Set(['count', 'number'])

/** Header words that make a column the whole of several that share its other words. */
const WHOLE_STEMS = new Set(
  ['total', 'global', 'overall', 'gross', 'grand', 'combined', 'worldwide'].map(stemWord),
)

/**
 * Partial links of the same words to columns of the same head and length (NA_Sales, EU_Sales),
 * neither better: grouped once, by what makes them tie.
 */
function tiesOf(links: readonly ColumnLink[]): Map<string, ColumnLink[]> {
  const groups = new Map<string, ColumnLink[]>()
  for (const l of links) {
    if (l.tier !== 'partial') continue
    const key = tieKey(l)
    const group = groups.get(key)
    if (group) group.push(l)
    else groups.set(key, [l])
  }
  return groups
}

const tieKey = (l: ColumnLink) =>
  `${l.start}:${l.end}:${score(l)}:${l.column.words.length}:${l.column.stems.at(-1) ?? ''}`

/**
 * "sales" over NA_Sales, EU_Sales and Global_Sales: of parallel columns named by the same words,
 * the column of the whole; with three or more and no whole, which one is meant is not said.
 */
function settleTie(
  l: ColumnLink,
  ties: ReadonlyMap<string, ColumnLink[]>,
  before: (i: number) => string,
): ColumnLink | 'unsettled' | undefined {
  const tied = l.tier === 'partial' ? (ties.get(tieKey(l)) ?? []) : []
  // ("the highest combined SAT score" over SAT Math, Writing and Critical Reading Avg. Score: a
  // total of parallel columns, however many words each has, which no one column holds.)
  const parallel = [...ties.values()]
    .flat()
    .filter((m) => m.start === l.start && m.end === l.end && m.column.stems.at(-1) === l.column.stems.at(-1))
  const combined = [l.start - 2, l.start - 1].some((i) => TOTAL_WORDS.has(before(i)))
  if (l.tier === 'partial' && parallel.length >= 3 && combined) return 'unsettled'
  if (tied.length < 2) return undefined
  const whole = tied.filter((m) => m.column.stems.some((s) => WHOLE_STEMS.has(s)))
  if (whole.length === 1) return whole[0]
  // "goals" over HomeGoals and AwayGoals: two sides of one match, neither more the goals than the other.
  const sides = tied.every((m) => m.column.stems.some((s) => SIDE_STEMS.has(s)))
  // ("the average total number of nights", "stayed 7 nights in total" over weekend and week
  // nights: the total of both is asked, which no one column holds.)
  const total =
    tied.every((m) => m.column.kind === 'number') &&
    [l.start - 3, l.start - 2, l.start - 1, l.end, l.end + 1].some((i) => TOTAL_WORDS.has(before(i)))
  if (tied.length >= 3 || sides || total) return 'unsettled'
  // ("the average monthly fee" over MO_FEE and DEL_FEE: a word of the calendar before them names
  // the one of that part.)
  const grain = GRAIN_WORDS[before(l.start - 1)]
  const ofGrain = grain ? tied.filter((m) => m.column.words.includes(grain)) : []
  if (ofGrain.length === 1) return ofGrain[0]
  // ("the total sales" over RETAIL SALES and WAREHOUSE SALES: the first is read, and the choice
  // is disclosed as a loose link.)
  return tied[0] === l ? { ...l, loose: true } : undefined
}

/** "minutes" against a header's "ms": two units of different sizes are no synonyms (see unit-conversions). */
function unitsDiffer(t: Token, header: string | undefined): boolean {
  const [said, own] = [unitOf(t.text), header === undefined ? undefined : unitOf(header)]
  return (
    said !== undefined && own !== undefined && (said.size !== own.size || said.dimension !== own.dimension)
  )
}

/** Last header words of a thing's own name ("track_name", "Song Title"). */
const NAME_ENDS = new Set(['name', 'title'])

/** Words that tell the two sides of a match apart. */
const SIDE_STEMS = new Set(['home', 'away', 'visitor', 'visiting', 'host', 'guest'].map(stemWord))

/** The links picked, and the words left unsettled between parallel columns (see settleTie). */
export interface PickedLinks {
  readonly links: ColumnLink[]
  readonly unsettled: number[]
}

/**
 * The best links, never two over the same words. `verbAt` says a word is a verb ("work overtime")
 * or a comparative ("patient older than 90"): such a word is in no compound.
 */
export function pickColumnLinks(
  links: readonly ColumnLink[],
  verbAt: (i: number) => boolean = () => false,
  textAt: (i: number) => string = () => '',
): PickedLinks {
  // Of equal links, the count of the thing said: "votes" names vote_count before vote_average;
  // "bikes" names num_bikes before bike_type.
  // ("which artist" asks for one, and names artist(s)_name before artist_count.)
  const about = (l: ColumnLink) =>
    l.column.head === stemWord(l.said) &&
    (COUNT_ENDS.has(l.column.words.at(-1) ?? '') || COUNT_ENDS.has(l.column.words[0] ?? '')) &&
    /s$/.test(l.said) &&
    // ("vendors" over Vendor Number and Vendor Name: a number that tells vendors apart counts none.)
    !identifierColumn(l.column)
      ? 1
      : 0
  // Then its name: "track" names track_name before track_id and track_genre; "cause" names
  // STAT_CAUSE_DESCR before STAT_CAUSE_CODE (a code is a thing's number, its description its name).
  const name = (l: ColumnLink) => {
    if (l.tier !== 'partial') return 0
    const last = l.column.words.at(-1) ?? ''
    return NAME_ENDS.has(last) ? 2 : last === 'description' ? 1 : 0
  }
  const sorted = [...links].sort(
    (a, b) => score(b) - score(a) || about(b) - about(a) || name(b) - name(a) || a.start - b.start,
  )
  const ties = tiesOf(sorted)
  const picked: ColumnLink[] = []
  const unsettled = new Set<number>()
  for (const l of sorted) {
    if (picked.some((p) => p.start < l.end && l.start < p.end)) continue
    // ("the most kegs overall" over Kegs Delivered, Kegs Returned and Keg Size: words left
    // unsettled between columns are taken by no weaker link.)
    if (unsettledOver(unsettled, l)) continue
    const tie = settleTie(l, ties, textAt)
    if (tie === 'unsettled') {
      for (let i = l.start; i < l.end; i++) unsettled.add(i)
      continue
    }
    if (tie) {
      picked.push(tie)
      continue
    }
    // A column named twice is named by its best words both times ("the population of A ... the population of B").
    // Unless the two echo each other: "scored the most goals" names Goals Scored in two words.
    const again = picked.filter((p) => p.column === l.column && p.said !== l.said && l.tier === 'partial')
    if (again.some((p) => !l.echo?.includes(p.start))) continue
    picked.push(l)
  }
  const chosen = ofOwnerSaid(
    headsOfCompounds(compoundsOfHead(joinedHalves(picked.sort((a, b) => a.start - b.start)), links), verbAt),
  )
  // A word another column's link took after all is settled.
  const open = [...unsettled].filter((i) => !chosen.some((l) => l.start <= i && i < l.end))
  return { links: chosen, unsettled: open }
}

/**
 * "direct injuries" over INJURIES_DIRECT: two words side by side, each naming the same column in
 * part, that together say every word of its name (in any order) name it in full.
 */
function joinedHalves(picked: readonly ColumnLink[]): ColumnLink[] {
  const out: ColumnLink[] = []
  for (const l of picked) {
    const before = out.at(-1)
    const stems = l.column.stems
    const halves = before !== undefined && before.column === l.column && before.end === l.start
    const whole =
      halves &&
      before.tier === 'partial' &&
      l.tier === 'partial' &&
      before.end - before.start + (l.end - l.start) === stems.length &&
      new Set(stems).size === stems.length
    if (whole)
      out[out.length - 1] = {
        ...before,
        end: l.end,
        said: `${before.said} ${l.said}`,
        tier: 'exact',
        coverage: 1,
      }
    else out.push(l)
  }
  return out
}

const unsettledOver = (unsettled: ReadonlySet<number>, l: ColumnLink) => {
  for (let i = l.start; i < l.end; i++) if (unsettled.has(i)) return true
  return false
}

/**
 * "vehicles more than 1 year old" over Age and Vehicle_Age: a column's name said (age) while another
 * column names it of a thing the question says (the vehicle's age) is that other column.
 */
function ofOwnerSaid(links: readonly ColumnLink[]): ColumnLink[] {
  return links.map((l) => {
    const owned = links.find(
      (m) =>
        m !== l &&
        m.end - m.start === 1 &&
        m.column.stems.length === l.column.stems.length + 1 &&
        m.column.stems[0] === stemWord(m.said) &&
        l.column.stems.every((s, k) => m.column.stems[k + 1] === s),
    )
    return owned ? { ...l, column: owned.column, tier: 'synonym' as const, loose: true } : l
  })
}

/**
 * "company responses" over Company and "Company response to consumer": where the head of a
 * compound names a text column in part, and the compound as a whole names that same column, the
 * compound is that column's, not a name followed by a word.
 */
function compoundsOfHead(picked: readonly ColumnLink[], links: readonly ColumnLink[]): ColumnLink[] {
  const out: ColumnLink[] = []
  for (let i = 0; i < picked.length; i++) {
    const l = picked[i] as ColumnLink
    const next = picked[i + 1]
    // (Of text only: "vote share" over Votes and Vote Share % may still ask for a share of votes.)
    const whole =
      next &&
      next.start === l.end &&
      next.column !== l.column &&
      next.column.kind === 'text' &&
      links.find((m) => m.start === l.start && m.end === next.end && m.column === next.column)
    if (whole) {
      out.push(whole)
      i++
    } else out.push(l)
  }
  return out
}

/**
 * "the diabetes outcome": a column named in part right before another named in full is a modifier
 * of the compound, whose head (the last noun) is the column meant.
 */
function headsOfCompounds(links: readonly ColumnLink[], verbAt: (i: number) => boolean): ColumnLink[] {
  const out: ColumnLink[] = []
  for (let i = 0; i < links.length; i++) {
    const l = links[i] as ColumnLink
    const next = links[i + 1]
    if (
      l.tier === 'partial' &&
      next &&
      next.start === l.end &&
      // ("campaign durations" over campaign_id and duration_days: the noun of an identifier only
      // says whose.)
      (next.tier !== 'partial' || (namedAsId(l.column) && next.column.head === stemWord(next.said))) &&
      next.column !== l.column &&
      // ("employees work overtime": a verb anywhere in the modifier heads no compound.)
      !Array.from({ length: l.end - l.start }, (_, k) => l.start + k).some(verbAt) &&
      !verbAt(next.start) &&
      // ("tickets under warranty" over Ticket no and Under warranty: a name opening with a
      // preposition follows the noun it describes; it heads no compound with it.)
      !STATE_PREPOSITIONS.has(next.said.split(' ')[0] ?? '')
    ) {
      const said = `${l.said} ${next.said}`
      // ("the raw violation" over violation and violation_raw: the two words name the other
      // column in full, in the other order.)
      const words = said.split(' ').map(stemWord)
      const inFull = l.column.stems.length === words.length && l.column.stems.every((s) => words.includes(s))
      out.push(
        inFull ? { ...l, end: next.end, said, tier: 'synonym' as const } : { ...next, start: l.start, said },
      )
      i++
    } else out.push(l)
  }
  return out
}

export type { Span }

import { numberedFamily, verbOpensHeader } from './column-roles.js'
import { sideWord } from './content-words.js'
import { type Draft, wordAt } from './draft.js'
import { flagAnswers } from './flag-linker.js'
import type { Condition } from './intent-types.js'
import { negationReaching } from './negation-words.js'
import type { Analysis } from './question-analysis.js'
import { normalTokens } from './text-normalizer.js'
import type { CellRef } from './value-index.js'
import { ALIASES, type ValueLink } from './value-linker.js'
import { ARTICLES, COPULAS, isSuperlative, NO_CELLS, PLACE_COLUMN_STEMS, YES_CELLS } from './word-lists.js'

const NEGATING = new Set([
  'not',
  // "rush versus non-rush invoices".
  'non',
  'never',
  'excluding',
  'except',
  'without',
  'besides',
  'other',
  'exclude',
  'but',
])

/**
 * Words before a value that negate it: "not", "excluding", "other than", "except for", and "not"
 * joined to it by a verb or small words ("not played at X", "not from the X").
 */
function negationBefore(a: Analysis, link: ValueLink): number[] {
  const start = link.start
  const direct = adjacentNegation(a, start)
  if (direct.length > 0) return direct
  // A loose match negated ("not plumbers merchants" inside a list cell) would keep rows it means to drop.
  const alias = link.tier === 'variant' && ALIASES[link.said] !== undefined
  if (link.tier !== 'exact' && link.tier !== 'stem' && !alias) return []
  return negationReaching(a, start, { verbs: true, columns: link.cells.map((c) => c.column) })
}

/** Whether a word before the value negates it ("not", "non-", "other than"). */
export const saidNegated = (a: Analysis, link: ValueLink): boolean => negationBefore(a, link).length > 0

function adjacentNegation(a: Analysis, start: number): number[] {
  const w1 = wordAt(a, start - 1)
  const w2 = wordAt(a, start - 2)
  if (w1 === 'than' && w2 === 'other') return [start - 2, start - 1]
  if ((w1 === 'from' || w1 === 'for') && (w2 === 'apart' || w2 === 'aside' || w2 === 'except'))
    return [start - 2, start - 1]
  // "customers from outside France", "outside of Texas".
  if (w1 === 'outside') return [start - 1]
  if (w1 === 'of' && w2 === 'outside') return [start - 2, start - 1]
  if (NEGATING.has(w1) && w1 !== 'other' && w1 !== 'but') return [start - 1]
  return []
}

/** The columns a value link may stand for, narrowed to a named column when the question names one. */
export function valueColumns(a: Analysis, link: ValueLink): string[] {
  const all = [...new Set(link.cells.map((c) => c.column))]
  if (all.length === 1) return all
  // ("black squirrels have cinnamon highlights" over Primary and Highlight Fur Color: a column
  // named right after another value is that value's; this one is of the others.)
  const claimed = new Set(
    a.values.flatMap((v) =>
      v === link
        ? []
        : a.columns
            .filter((l) => l.start === v.end && v.cells.some((c) => c.column === l.column.name))
            .map((l) => l.column.name),
    ),
  )
  // ("which terminal handled the most international passengers" over Terminal and GEO Summary,
  // both holding International: the column asked for is no condition's.)
  // (Only where groups are ranked: "which venue hosted it after Berlin" names a venue.)
  // ("which medical_specialty, excluding Missing, has the highest ...": a value said on its own
  // is the asked column's, to leave out; only a value before a noun describes something else.)
  const ranked =
    a.tokens[link.end]?.tags.has('Noun') === true &&
    a.tokens.some((t) => t.tags.has('Superlative') || isSuperlative(t.text))
  const asked = new Set(
    a.columns
      .filter((l) => ranked && ['which', 'what'].includes(wordAt(a, l.start - 1)) && l.start < link.start)
      .map((l) => l.column.name),
  )
  const unclaimed = all.filter((c) => !claimed.has(c) && !asked.has(c))
  const columns = unclaimed.length > 0 ? unclaimed : all
  if (columns.length === 1) return columns
  // ("movies starring X" over Star1 to Star4: a column named is named with its numbered siblings.)
  const named = columns.filter((c) =>
    a.columns.some(
      (l) =>
        l.column.name === c ||
        (numberedFamily(c) !== undefined && numberedFamily(l.column.name) === numberedFamily(c)),
    ),
  )
  // ("both high BP and high cholesterol": the column named right after each value; "Madagascar as
  // the broad bean origin": after "as".)
  let after = link.end
  if (wordAt(a, after) === 'as') after += wordAt(a, after + 1) === 'the' ? 2 : 1
  const next = named.filter((c) => a.columns.some((l) => l.column.name === c && l.start === after))
  if (named.length > 1 && next.length === 1) return next
  if (named.length > 0) return named
  const plain = columns.filter((c) => columns.every((o) => o === c || qualifiedUnsaid(a, o, c)))
  if (plain.length === 1) return plain
  // "shipments from Antwerp to Valencia" where both cities are in Origin and Destination: "from"
  // and "to" pick the column whose header says the direction.
  // ("from the USA": the article says nothing.)
  const before = wordAt(a, link.start - 1) === 'the' ? link.start - 2 : link.start - 1
  const ends = DIRECTION_HEADERS[wordAt(a, before)]
  const directed = ends && columns.filter((c) => a.model.byName.get(c)?.words.some((w) => ends.has(w)))
  if (directed?.length === 1) return directed
  // "runners from KEN" over Country and Citizen: "from" a place picks the one column of places.
  const placed = ends?.has('from')
    ? columns.filter((c) => a.model.byName.get(c)?.words.some((w) => PLACE_COLUMN_STEMS.has(w)))
    : []
  return placed.length === 1 ? placed : columns
}

/**
 * "Canadian lifters" over Country and MeetCountry: `other`'s header is `plain`'s with a word more
 * that says whose it is (the meet's), and the question does not say that word; the plain header is
 * the rows' own.
 */
function qualifiedUnsaid(a: Analysis, other: string, plain: string): boolean {
  const [o, p] = [a.model.byName.get(other)?.stems, a.model.byName.get(plain)?.stems]
  if (!o || !p || p.length === 0 || o.length <= p.length || !p.every((s) => o.includes(s))) return false
  const extra = o.filter((s) => !p.includes(s))
  return extra.every((s) => !a.tokens.some((t) => t.stem === s))
}

/** Header words of the start and the end of a movement, by the preposition that points at each. */
const DIRECTION_HEADERS: Readonly<Record<string, ReadonlySet<string>>> = {
  from: new Set(['from', 'origin', 'source', 'src', 'departure', 'depart', 'sender', 'pickup', 'start']),
  to: new Set(['to', 'destination', 'dest', 'arrival', 'arrive', 'recipient', 'dropoff', 'target', 'end']),
}

/** A condition for one quoted value, without any negation in front of it; loose matches disclosed. */
function positiveCondition(d: Draft, link: ValueLink, only?: string): Condition {
  const candidates = only ? [only] : valueColumns(d.a, link)
  const side = candidates.length > 1 ? sideWord(d.a, link.start, candidates, link.end) : undefined
  if (side) d.useWord(side.index)
  const columns = side ? [side.column] : candidates
  d.use(link)
  const verb = verbOfColumn(d.a, link, columns)
  if (verb !== undefined) d.useWord(verb).useWord(verb + 1)
  const sole = soleWord(d.a, link)
  if (sole !== undefined) d.useWord(sole)
  // "a birth country that mentions Germany": any cell with the words in it ("Prussia (Germany)").
  const mentioned = sole === undefined && MENTION_WORDS.has(wordAt(d.a, link.start - 1))
  if (mentioned) d.useWord(link.start - 1)
  for (const i of equalWords(d.a, link.start, columns)) d.useWord(i)
  const parts: Condition[] = columns.map((column) => ({
    kind: 'equals',
    column,
    values: mentioned
      ? [link.said]
      : [
          ...new Set(
            link.cells
              .filter(
                (c) =>
                  c.column === column && (sole === undefined || link.tier !== 'exact' || wholly(link, c)),
              )
              .map((c) => c.value),
          ),
        ],
    mode: mentioned ? 'contains' : sole === undefined ? 'exact' : 'whole',
    negated: false,
  }))
  if (link.tier !== 'exact') {
    const matched = [...new Set(link.cells.map((c) => c.value))].slice(0, 3).join("', '")
    d.note({ said: link.said, matched, what: 'value' })
  }
  const [part] = parts
  if (parts.length === 1 && part?.kind === 'equals' && part.mode === 'exact' && !mentioned)
    noteOtherCells(d, link, part.column, part.values)
  return parts.length === 1 ? (parts[0] as Condition) : { kind: 'any', conditions: parts }
}

/**
 * "Sex equal to Female", "status equals Shipped": the words that set the column named right before
 * the value to it.
 */
function equalWords(a: Analysis, start: number, columns: readonly string[]): number[] {
  const words =
    wordAt(a, start - 1) === 'to' && ['equal', 'set'].includes(wordAt(a, start - 2))
      ? [start - 2, start - 1]
      : ['equal', 'equals'].includes(wordAt(a, start - 1))
        ? [start - 1]
        : []
  const first = words[0]
  if (first === undefined) return []
  const named = COPULAS.has(wordAt(a, first - 1)) ? first - 1 : first
  return a.columns.some((l) => l.end === named && columns.includes(l.column.name)) ? words : []
}

/**
 * ("how many noise complaints" read as Complaint Type = Noise, where "Noise - Residential" and
 * "Noise - Street" are cells too): an exact cell is read, and the other cells holding its words are
 * disclosed, never counted silently nor left unsaid.
 */
function noteOtherCells(d: Draft, link: ValueLink, column: string, values: readonly string[]): void {
  const cells = d.a.model.byName.get(column)?.values?.values ?? []
  const words = normalTokens(link.said)
  if (words.length === 0) return
  const first = words[0] as string
  const others = cells
    .map((c) => c.value)
    .filter(
      (v) => !values.includes(v) && v.toLowerCase().includes(first) && containsWords(normalTokens(v), words),
    )
  if (others.length === 0) return
  const shown = others.slice(0, 3).join(', ')
  const more = others.length > 3 ? ` and ${others.length - 3} more` : ''
  d.note({ said: values.join("', '"), matched: `${column}: ${shown}${more}`, what: 'others' })
}

const containsWords = (cell: readonly string[], words: readonly string[]) =>
  cell.some((_, i) => words.every((w, k) => cell[i + k] === w))

/**
 * "rides paid by card" over payment_method, "shipped by Road" over Mode_of_Shipment: the verb
 * before "by" and the cell names what the cell's column records. Its index, if so.
 */
function verbOfColumn(a: Analysis, link: ValueLink, columns: readonly string[]): number | undefined {
  const by = link.start - 1
  const verb = a.tokens[by - 1]
  const column = a.model.byName.get(columns[0] ?? '')
  if (wordAt(a, by) !== 'by' || !verb || columns.length !== 1 || !column) return undefined
  return verbOpensHeader(verb, column) ? by - 1 : undefined
}

/**
 * A word saying the value stands alone in its cell: "by Taylor Swift alone", "Taylor Swift only",
 * "Taylor Swift as the only artist", "only by Taylor Swift". Its index, if the link is to a
 * value also listed with others in a cell (otherwise "only" says nothing of the cell).
 */
function soleWord(a: Analysis, link: ValueLink): number | undefined {
  const inList = link.cells.some((c) => a.model.byName.get(c.column)?.list)
  const listed = inList || link.cells.some((c) => !wholly(link, c))
  // ("loans borrowed by women only" over lists of female and male: an item matched loosely is
  // whole as well.)
  if (!(link.tier === 'exact' || inList) || !listed) return undefined
  const after = wordAt(a, link.end)
  if (after === 'alone' || after === 'only' || after === 'solely') return link.end
  if (after === 'as') {
    const sole = DETERMINERS.has(wordAt(a, link.end + 1)) ? link.end + 2 : link.end + 1
    if (SOLE.has(wordAt(a, sole))) return sole
  }
  for (const before of [link.start - 1, link.start - 2])
    if (wordAt(a, before) === 'only' || wordAt(a, before) === 'solely') return before
  return undefined
}

const SOLE = new Set(['only', 'sole', 'single', 'lone'])
/** Verbs that find a value anywhere in a cell: "a title that mentions Paris". */
const MENTION_WORDS = new Set(['mention', 'mentions', 'mentioning', 'mentioned', 'containing', 'contains'])
const DETERMINERS = new Set(['the', 'their', 'its', 'his', 'her'])

/** A cell (or list item) that is the value as said, not a cell that names it among others. */
const wholly = (link: ValueLink, c: CellRef): boolean => c.tokens.join(' ') === link.said

/**
 * "attacks that were not fatal" over Fatal (Y/N) holding Y, N, blanks and UNKNOWN: the no the
 * column writes, not every cell but yes.
 */
function answeredNo(d: Draft, c: Condition): Condition {
  const [yes] = c.kind === 'equals' && c.values.length === 1 && !c.negated ? c.values : []
  if (c.kind !== 'equals' || yes === undefined) return negate(c)
  // ("patients who don't smoke" over Smokes of 1.0, 0.0 and "?": the flag's own no.)
  const column = d.a.model.byName.get(c.column)
  const flag = column && flagAnswers(d.a.model, column)
  if (flag && flag.yes === yes) return { ...c, values: [flag.no] }
  if (!YES_CELLS.has(yes.toLowerCase())) return negate(c)
  const cells = d.a.model.byName.get(c.column)?.values?.values ?? []
  const no = cells.find((v) => NO_CELLS.has(v.value.trim().toLowerCase()))
  return no ? { ...c, values: [no.value] } : negate(c)
}

function negate(c: Condition): Condition {
  return c.kind === 'equals' ? { ...c, negated: !c.negated } : { kind: 'not', condition: c }
}

/** A condition for one quoted value: equality on its column(s), negated after "not", "other than", ... */
export function valueCondition(d: Draft, link: ValueLink, only?: string): Condition {
  const condition = positiveCondition(d, link, only)
  const negation = negationBefore(d.a, link)
  if (negation.length === 0) return condition
  for (const i of negation) d.useWord(i)
  return negate(condition)
}

const LIST_JOINERS = new Set(['or', 'nor', 'and'])

/**
 * Whether the words from `from` to `to` join two values with "or": the "or", a verb or preposition
 * ("or have", "or are in"), and the column the first value was named with ("high BP or ...").
 */
function orClause(a: Analysis, from: number, to: number): boolean {
  const words = a.tokens.slice(from, to)
  const named = (i: number) => a.columns.some((l) => l.start <= i && i < l.end)
  return (
    words.filter((t) => t.text === 'or').length === 1 &&
    words.every((t) => t.text === 'or' || OR_CLAUSE.has(t.text) || named(t.index))
  )
}

/** Words between "or" and the second of two values it joins ("or have high BP", "or are in the West"). */
const OR_CLAUSE = new Set([
  'have',
  'has',
  'had',
  'is',
  'are',
  'was',
  'were',
  'with',
  'a',
  'an',
  'the',
  'in',
  'from',
])

/**
 * Conditions for the quoted values: values of one column joined with OR (NOT IN when negated);
 * a negation carries over a list ("not clay or hard").
 */
export function valueConditions(d: Draft, links: readonly ValueLink[]): Condition[] {
  const groups = new Map<string, Condition>()
  let previous: { link: ValueLink; negated: boolean; key: string } | undefined
  // (In the order said: "not in class A or B" carries the negation from A to B.)
  for (const link of [...links].sort((x, y) => x.start - y.start)) {
    const positive = positiveCondition(d, link)
    const negation = negationBefore(d.a, link)
    for (const i of negation) d.useWord(i)
    // (A value found in several columns, "Fire" in Type 1 and Type 2, continues a list of values
    // found in the same columns: "neither Fire nor Water".)
    const column = positive.kind === 'equals' ? positive.column : `any:${columnsOf(positive) ?? link.start}`
    const between = d.a.tokens.slice(previous?.link.end ?? 0, link.start).map((t) => t.text)
    const continues =
      previous?.key.endsWith(`\u0000${column}`) === true &&
      between.length > 0 &&
      between.every((w) => LIST_JOINERS.has(w))
    // ("neither odor n nor odor f": "nor" carries the negation over whatever is said again.)
    const nor = previous?.negated === true && between[0] === 'nor'
    if (nor && previous) d.useWord(previous.link.end)
    const negated = negation.length > 0 || (continues && previous?.negated === true) || nor
    if (continues && negated) for (let i = previous?.link.end ?? 0; i < link.start; i++) d.useWord(i)
    const key = `${negated}\u0000${column}`
    // "patients who are female or have high BP": values of two columns joined by "or", either one.
    const either =
      previous !== undefined &&
      !negated &&
      !previous.negated &&
      !previous.key.endsWith(`\u0000${column}`) &&
      orClause(d.a, previous.link.end, link.start)
    const first = either && previous ? groups.get(previous.key) : undefined
    if (either && previous && first) {
      for (let i = previous.link.end; i < link.start; i++) if (wordAt(d.a, i) === 'or') d.useWord(i)
      groups.set(previous.key, { kind: 'any', conditions: [first, positive] })
      previous = { link, negated, key: previous.key }
      continue
    }
    const existing = groups.get(key)
    const both = continues && previous ? bothItems(d, previous.link, column, between) : undefined
    if (both !== undefined && both >= 0) d.useWord(both)
    if (existing?.kind === 'equals' && positive.kind === 'equals' && both === undefined) {
      groups.set(key, { ...existing, values: [...new Set([...existing.values, ...positive.values])] })
    } else if (
      existing?.kind === 'any' &&
      positive.kind === 'any' &&
      continues &&
      !negated &&
      between.includes('or')
    ) {
      // "Fire or Water" over Type 1 and Type 2: either value in either column.
      groups.set(key, { kind: 'any', conditions: [...existing.conditions, ...positive.conditions] })
    } else
      groups.set(existing ? `${key}\u0000${link.start}` : key, negated ? answeredNo(d, positive) : positive)
    previous = { link, negated, key }
  }
  return [...groups.values()]
}

/** The columns an OR of equalities is over, as one key. */
function columnsOf(c: Condition): string | undefined {
  if (c.kind !== 'any' || !c.conditions.every((x) => x.kind === 'equals')) return undefined
  return c.conditions
    .map((x) => (x.kind === 'equals' ? x.column : ''))
    .sort()
    .join('\u0000')
}

/**
 * "both Dramas and Comedies", "cuisines Chinese and North Indian" over a column of list cells: a
 * cell must list each, so the two stay separate conditions (ANDed) instead of one list of values
 * (ORed); over a column of one value a row, only "both" says so. The index of "both" if said, -1
 * if not; undefined when the values are ORed.
 */
function bothItems(
  d: Draft,
  first: ValueLink,
  column: string,
  between: readonly string[],
): number | undefined {
  if (between.length !== 1 || between[0] !== 'and') return undefined
  // ("both a Chicken Bowl and Chips": past an article.)
  const before = ARTICLES.has(wordAt(d.a, first.start - 1)) ? first.start - 2 : first.start - 1
  const both = wordAt(d.a, before) === 'both'
  // ("how many customers have both DSL and Fiber optic" over a column of one value a row: rows
  // counted must hold both at once, which none does. Elsewhere "both" names two rows: "the
  // capacity of both Tarrazu and Guapiles".)
  const counted = wordAt(d.a, 0) === 'how' && wordAt(d.a, 1) === 'many'
  // ("which brands have both Cup and Pack ramens": rows of each value at once, which no row is;
  // the groups holding both are no reading here, and the empty answer declines.)
  // ("which issue appears under both Mortgage and Debt collection": so in both, under both.)
  // ("which states grow both Coconut and Wheat", "orders that include both": so after a verb.)
  const verb = d.a.tokens[before - 1]
  const had =
    ['have', 'has', 'had', 'having', 'with', 'in', 'under'].includes(verb?.text ?? '') ||
    (verb?.tags.has('Verb') &&
      !verb.tags.has('Auxiliary') &&
      !verb.tags.has('Copula') &&
      !['do', 'does', 'did'].includes(verb.text))
  if (!d.a.model.byName.get(column)?.list) return both && (counted || had) ? before : undefined
  return both ? before : -1
}

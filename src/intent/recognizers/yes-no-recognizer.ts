import type { ColumnLink } from '../column-linker.js'
import { differsOnEveryRow, isAdditive, isQuantity, numericReading } from '../column-roles.js'
import { conditionColumns } from '../condition-columns.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase, withoutAggregateRows, wordAt } from '../draft.js'
import type { Aggregate, CompareOp, Condition, Measure, ValueOf } from '../intent-types.js'
import { measureAt, rowsNamedAfter, topIsSmallest, useAverageWords } from '../measure-finder.js'
import { comparisonAt } from '../number-conditions.js'
import type { NumberLink } from '../number-finder.js'
import type { Analysis } from '../question-analysis.js'
import { valueColumns, valueCondition } from '../value-conditions.js'
import type { ValueLink } from '../value-linker.js'
import { isRowWord } from '../vocabulary/row-nouns.js'
import {
  COMPARATIVE_LESS,
  COMPARATIVE_MORE,
  isSuperlative,
  STOP_WORDS,
  SUPERLATIVE_MAX,
  YES_NO_OPENERS,
} from '../word-lists.js'
import { wordTable } from '../word-table.js'
import { optionPair } from './choice-recognizer.js'
import { superlativeAt } from './superlative-words.js'

const AGGREGATES: Readonly<Record<string, Aggregate>> = wordTable({
  average: 'avg',
  mean: 'avg',
  total: 'sum',
  sum: 'sum',
  median: 'median',
  maximum: 'max',
  max: 'max',
  highest: 'max',
  largest: 'max',
  biggest: 'max',
  greatest: 'max',
  minimum: 'min',
  min: 'min',
  lowest: 'min',
  smallest: 'min',
})
/** "is the highest unit price above 40": superlatives read as an aggregate only right before the column. */
const EXTREMES = new Set(['max', 'min'])

/** Yes/no questions: "is the average order above 100?", "are there orders from Peru?", "did A have more M than B?". */
export function recognizeYesNo(a: Analysis): Candidate | undefined {
  // "did he win more or less", "was it A or B": a choice, not a yes/no question.
  const choice = a.tokens.some(
    (t) => t.text === 'or' && !(wordAt(a, t.index - 1) === 'true' && wordAt(a, t.index + 1) === 'false'),
  )
  if (choice || optionPair(a)) return undefined
  const claim = statedClaim(a)
  if (claim) return claim
  // "could you list ...", "can you tell me ...": a request, not a yes/no question.
  if (!YES_NO_OPENERS.has(wordAt(a, 0)) || wordAt(a, 1) === 'you') return undefined
  const d = new Draft(a).useWord(0)
  if (wordAt(a, 1) === 'there') d.useWord(1)
  const only = a.tokens.findIndex((t) => t.text === 'only')
  if (only >= 0) return onlyThese(d, only)
  return modeIs(a) ?? aggregateVersusNumber(a) ?? twoRows(a) ?? topRowHas(a) ?? every(d) ?? exists(d)
}

/**
 * "is it true that only e-bikes have charging access": every row meeting the other conditions
 * holds the value said after "only" (no row with charging access is another bike).
 */
function onlyThese(d: Draft, only: number): Candidate | undefined {
  const a = d.a
  const value = a.values.find((v) => v.start === only + 1)
  if (!value) return undefined
  d.useWord(only)
  const gathered = gatherConditions(d)
  if (!gathered) return undefined
  const placed = gathered.map((c) => ({ c, at: conditionStart(a, c) }))
  const claim = placed.filter((p) => p.at === value.start).map((p) => p.c)
  const scope = placed.filter((p) => p.at !== value.start).map((p) => p.c)
  if (claim.length !== 1 || scope.length === 0) return undefined
  return d.candidate('yes-no-every', { kind: 'yes-no', test: { kind: 'every', scope, claim } })
}

/**
 * "does the person with the highest glucose also have diabetes", "is it true that the oldest
 * person has a stroke": the conditions after the superlative's measure are claimed of the top row.
 */
function topRowHas(a: Analysis): Candidate | undefined {
  const sup = superlativeAt(a)
  // ("also the one with the highest fare": "the one" is a row, not a number.)
  const theOne = (n: { start: number }) => wordAt(a, n.start) === 'one' && wordAt(a, n.start - 1) === 'the'
  if (!sup) return undefined
  const d = new Draft(a).useWord(0).useWord(sup.index)
  const measure = measureAt(d, sup.index, sup.max)
  if (!measure) return undefined
  const after = measure.link ? measure.link.end : nounPhraseEnd(a, sup.index + 1)
  // ("does the highest rated anime have more than 10000 members": a number compared after the
  // top row is named is part of the claim; any other number, "the top 3", is not read here.)
  const claimed = (n: NumberLink) => n.start >= after && comparisonAt(a, n) !== undefined
  if (a.numbers.some((n) => !theOne(n) && !claimed(n))) return undefined
  const also = alsoTopOf(d, after)
  const gathered = gatherConditions(d)
  if (!gathered) return undefined
  const placed = gathered.map((c) => ({ c, at: conditionStart(a, c) }))
  if (placed.some((p) => p.at === undefined)) return undefined
  const scope = withoutAggregateRows(
    a,
    placed.filter((p) => (p.at ?? 0) < after).map((p) => p.c),
  )
  const claim = placed.filter((p) => (p.at ?? 0) >= after).map((p) => p.c)
  if (also) claim.push({ kind: 'at-extreme', value: also.value, direction: also.direction, scope })
  if (claim.length === 0) return undefined
  return d.candidate('yes-no-top-row', {
    kind: 'yes-no',
    test: { kind: 'top-row', order: measure.value, descending: measure.largerWins, scope, claim },
  })
}

/** "the oldest female passenger": the values and row nouns after an adjective name whom it ranks. */
function nounPhraseEnd(a: Analysis, from: number): number {
  let end = from
  const inValue = (i: number) => a.values.some((v) => v.start <= i && i < v.end)
  const rows = (i: number) => a.rowNouns.includes(i) || (a.tokens[i] !== undefined && isRowWord(a.tokens[i]))
  const verb = (i: number) => a.tokens[i]?.tags.has('Verb') === true
  while (end < a.tokens.length && (inValue(end) || rows(end)) && !verb(end)) end++
  return end
}

/**
 * "is the passenger with the highest fare also the oldest", "is the strongest wine also the one
 * with the highest quality": a second superlative after the first one's measure claims the top
 * row holds that measure's extreme too.
 */
function alsoTopOf(d: Draft, after: number): { value: ValueOf; direction: 'max' | 'min' } | undefined {
  const a = d.a
  const at = a.tokens.findIndex(
    (t) =>
      t.index >= after &&
      isSuperlative(t.text) &&
      !(wordAt(a, t.index - 1) === 'at' && ['least', 'most'].includes(t.text)) &&
      !a.values.some((v) => v.start <= t.index && t.index < v.end),
  )
  if (at < 0) return undefined
  const measure = measureAt(d, at, SUPERLATIVE_MAX.has(wordAt(a, at)))
  if (!measure) return undefined
  d.useWord(at)
  for (let i = after; i < at; i++) if (ALSO_WORDS.has(wordAt(a, i))) d.useWord(i)
  return { value: measure.value, direction: measure.largerWins ? 'max' : 'min' }
}

/** Words that join a second superlative to the top row: "also the one with the highest". */
const ALSO_WORDS = new Set(['also', 'one', 'with', 'the', 'has', 'have', 'had', 'is', 'was'])

/** "is the most common subject Math", "is Math the subject with the most records": the mode, claimed. */
function modeIs(a: Analysis): Candidate | undefined {
  const at = Math.max(indexOfPhrase(a, 'most common'), indexOfPhrase(a, 'most frequent'))
  const withMost = at < 0 ? mostRows(a) : undefined
  if (at < 0 && !withMost) return undefined
  const link = withMost?.link ?? a.columns.find((l) => l.start > at + 1)
  const value = a.values.find((v) => link && valueColumns(a, v).includes(link.column.name))
  if (!link || !value) return undefined
  const d = new Draft(a).useWord(0).use(link).use(value)
  if (withMost) for (let i = link.end; i <= withMost.most + 1; i++) d.useWord(i)
  else d.useWord(at).useWord(at + 1)
  if (a.values.length !== 1 || a.numbers.length > 0 || a.periods.length > 0) return undefined
  const raw = value.cells.find((c) => c.column === link.column.name)?.value
  if (raw === undefined) return undefined
  return d.candidate('yes-no-mode', {
    kind: 'yes-no',
    test: { kind: 'mode-is', column: link.column.name, value: raw },
  })
}

/** "the subject with the most records": a column, then "with the most" and the rows' own noun. */
function mostRows(a: Analysis): { link: ColumnLink; most: number } | undefined {
  // ("the most students" over StudentID counts students, not rows.)
  const rows = (i: number) =>
    (a.rowNouns.includes(i) || (a.tokens[i] !== undefined && isRowWord(a.tokens[i]))) &&
    !a.columns.some((l) => l.start <= i && i < l.end && !differsOnEveryRow(a.model, l.column))
  const most = a.tokens.findIndex((t) => t.text === 'most' && rows(t.index + 1))
  const link = a.columns.find(
    (l) => most >= 0 && l.end === most - 2 && wordAt(a, l.end) === 'with' && wordAt(a, l.end + 1) === 'the',
  )
  return link ? { link, most } : undefined
}

function aggregateVersusNumber(a: Analysis): Candidate | undefined {
  const at = a.tokens.findIndex((t) => AGGREGATES[t.text] !== undefined)
  const number = a.numbers.find((n) => comparisonAt(a, n))
  if (at < 0 || !number) return undefined
  const cmp = comparisonAt(a, number)
  const link = a.columns.find(
    (l) => l.start > at && numericReading(l.column) && numericReading(l.column) !== 'date',
  )
  if (!cmp || !link) return undefined
  const gap = a.tokens.slice(at + 1, link.start).filter((t) => !['of', 'the'].includes(t.text))
  if (EXTREMES.has(AGGREGATES[wordAt(a, at)] ?? '') && gap.length > 0) return undefined
  const d = new Draft(a).useWord(0).useWord(at).use(link).use(number)
  for (const i of cmp.cue) d.useWord(i)
  const measure: Measure = {
    aggregate: AGGREGATES[wordAt(a, at)] ?? 'avg',
    of: { column: link.column.name, reading: numericReading(link.column) ?? 'number' },
  }
  const where = gatherConditions(d, { skipNumbers: [number] })
  if (!where) return undefined
  return d.candidate('yes-no-aggregate', {
    kind: 'yes-no',
    test: {
      kind: 'compare',
      left: { measure, where: withoutAggregateRows(a, where) },
      op: cmp.op,
      right: number.value,
    },
  })
}

/** A value said of one row only. */
const oneRow = (v: ValueLink) => v.cells.length === 1 && v.cells[0]?.count === 1

function twoRows(a: Analysis): Candidate | undefined {
  if (a.values.length !== 2) return undefined
  const [first, second] = a.values as [(typeof a.values)[0], (typeof a.values)[0]]
  let cue = -1
  let op: CompareOp = '>'
  for (let i = 0; i < a.tokens.length && cue < 0; i++) {
    const w = wordAt(a, i)
    // ("jobs on sandy soil": a value's word compares nothing, whatever its tag.)
    if (a.values.some((v) => v.start <= i && i < v.end)) continue
    if (w === 'same' || w === 'equal') {
      cue = i
      op = '='
    } else if (COMPARATIVE_MORE.has(w) || (a.tokens[i]?.tags.has('Comparative') && !COMPARATIVE_LESS.has(w)))
      cue = i
    else if (COMPARATIVE_LESS.has(w)) {
      cue = i
      op = '<'
    }
  }
  if (cue < 0) return undefined
  const d = new Draft(a).useWord(0).useWord(cue)
  for (const w of ['than', 'as', 'to']) {
    const i = a.tokens.findIndex((t) => t.text === w)
    if (i > cue) d.useWord(i)
  }
  // "are there more male than female customers": "more" opens the first side, so each side's
  // rows are counted, whatever column the closing noun half names (Customer_rating).
  if (first.start === cue + 1 && ['more', 'fewer', 'less'].includes(wordAt(a, cue)))
    return countsCompared(d, first, second, op)
  const found = measureAt(d, cue, op !== '<')
  const link = found
    ? undefined
    : // (An identifier, "store_id", compares two rows, never two groups.)
      a.columns.find(
        (l) =>
          numericReading(l.column) &&
          numericReading(l.column) !== 'date' &&
          !rowsNamedAfter(a, l) &&
          (isQuantity(l.column) || (oneRow(first) && oneRow(second))),
      )
  // "is the population of A the same as the population of B": a number; "the same authors": text.
  const sameText =
    !found && !link && op === '=' ? a.columns.find((l) => !numericReading(l.column)) : undefined
  const value =
    found?.value ??
    (link ? { column: link.column.name, reading: numericReading(link.column) ?? 'number' } : undefined) ??
    (sameText ? { column: sameText.column.name, reading: 'raw' as const } : undefined)
  // "are there more remote employees than non-remote ones": the rows of each side counted.
  const counted = !value && ['more', 'fewer', 'less'].includes(wordAt(a, cue))
  if (counted) return countsCompared(d, first, second, op)
  if (!value) return undefined
  for (const l of a.columns) if (l.column.name === value.column) d.use(l)
  const shared = valueColumns(a, first).filter((c) => valueColumns(a, second).includes(c))
  const left = valueCondition(d, first, shared[0])
  const right = valueCondition(d, second, shared[0])
  const rest = gatherConditions(d, { skipValues: [first, second] })
  if (!rest || rest.length > 0) return undefined
  // Two rows compare as themselves; two groups ("males than females") by their total or, for a
  // level like a price or an average, their average.
  const column = a.model.byName.get(value.column)
  const additive = column !== undefined && isAdditive(column)
  // "is the average salary in Engineering higher than in Sales": the groups' means, as said.
  const averaged = value.reading !== 'raw' && useAverageWords(d, 0, a.tokens.length)
  const measure: Measure = {
    aggregate: value.reading === 'raw' ? 'max' : additive && !averaged ? 'sum' : 'avg',
    of: value,
  }
  // "fewer points than": the measure already ranks the less; "faster" over times and "a higher
  // rank" turn the comparison round.
  const flip =
    op !== '=' &&
    ((found !== undefined && found.largerWins !== (op === '>')) || topIsSmallest(a, value, wordAt(a, cue)))
  return d.candidate('yes-no-compare', {
    kind: 'yes-no',
    test: {
      kind: 'compare',
      left: { measure, where: [left] },
      op: flip ? (op === '>' ? '<' : '>') : op,
      right: { measure, where: [right] },
    },
  })
}

/** "more A than B" of two values of one column: the count of A's rows against B's. */
function countsCompared(
  d: Draft,
  first: Analysis['values'][number],
  second: Analysis['values'][number],
  op: CompareOp,
): Candidate | undefined {
  const a = d.a
  const shared = valueColumns(a, first).filter((c) => valueColumns(a, second).includes(c))
  // Categories only: two values each on one row ("Saint Helena", "Nightingale Island") count alike.
  const written = (column: string, value: string) =>
    a.model.byName.get(column)?.values?.values.find((x) => x.value === value)?.count ?? 0
  const rows = (v: typeof first) =>
    v.cells.reduce((n, c) => n + Math.max(c.count, written(c.column, c.value)), 0)
  if (shared.length === 0 || rows(first) < 2 || rows(second) < 2) return undefined
  const left = valueCondition(d, first, shared[0])
  const right = valueCondition(d, second, shared[0])
  const rest = gatherConditions(d, { skipValues: [first, second] })
  if (!rest) return undefined
  const measure: Measure = { aggregate: 'count' }
  return d.candidate('yes-no-compare', {
    kind: 'yes-no',
    test: {
      kind: 'compare',
      left: { measure, where: [left, ...rest] },
      op,
      right: { measure, where: [right, ...rest] },
    },
  })
}

const PLACE_TAGS: readonly (readonly [string, readonly string[]])[] = [
  ['Country', ['country', 'nation', 'nationality']],
  ['City', ['city', 'town', 'location']],
]

/**
 * "are there orders from Peru?" where Peru is in no cell: a place name compromise knows, for a column
 * named for such places whose values are all indexed, is a condition no row meets (the answer is no).
 */
function absentPlaces(d: Draft): Condition[] {
  const a = d.a
  const out: Condition[] = []
  for (const t of a.tokens) {
    if (d.used.has(t.index) || a.values.some((v) => v.start <= t.index && t.index < v.end)) continue
    const kind = PLACE_TAGS.find(([tag]) => t.tags.has(tag))
    if (!kind) continue
    const column = a.model.columns.find(
      (c) => c.kind === 'text' && c.values?.complete && c.stems.some((s) => kind[1].includes(s)),
    )
    if (!column) continue
    d.useWord(t.index)
    const value = t.text.replace(/\b\p{L}/gu, (c) => c.toUpperCase())
    d.note({ said: t.text, matched: column.name, what: 'absent' })
    out.push({ kind: 'equals', column: column.name, values: [value], mode: 'exact', negated: false })
  }
  return out
}

/**
 * A claim stated instead of asked, to be judged true or false: "There are no tornadoes that
 * resulted in more than 500 injuries.", "No tornado has a length greater than 100.", "All
 * employees in Sales are older than 30."
 */
function statedClaim(a: Analysis): Candidate | undefined {
  const first = wordAt(a, 0)
  if (first === 'there' && ['is', 'are', 'was', 'were'].includes(wordAt(a, 1)) && wordAt(a, 2) === 'no')
    return none(new Draft(a).useWord(0).useWord(1).useWord(2))
  if (first === 'no' && a.rowNouns.includes(1)) return none(new Draft(a).useWord(0))
  if (EVERY.has(first) && a.rowNouns.includes(1)) return every(new Draft(a), 0)
  // "The average delay is under 15 minutes.": a statement about an aggregate, judged true or false.
  const copula = a.tokens.some((t) => ['is', 'was', 'are', 'were'].includes(t.text))
  if (first === 'the' && AGGREGATES[wordAt(a, 1)] !== undefined && copula) return aggregateVersusNumber(a)
  return undefined
}

/** "there are no orders above 500": no row meets the conditions. */
function none(d: Draft): Candidate | undefined {
  const where = gatherConditions(d)
  if (!where || where.length === 0) return undefined
  return d.candidate('yes-no-none', { kind: 'yes-no', test: { kind: 'exists', where, negated: true } })
}

/** "are all revenues above 10", "does every order ship": a claim about all rows, which `exists` would misread. */
const EVERY = new Set(['all', 'every', 'each', 'everyone', 'everybody'])

/**
 * "do all smokers have hypertension", "are all students in a relationship older than 17": the last
 * condition stated is the claim, the others (and the row noun) say which rows it is made of.
 */
function every(d: Draft, stated?: number): Candidate | undefined {
  const a = d.a
  const at = stated ?? [1, 2].find((i) => EVERY.has(wordAt(a, i)))
  if (at === undefined) return undefined
  d.useWord(at)
  const gathered = gatherConditions(d)
  if (!gathered || gathered.length === 0) return undefined
  const placed = gathered.map((c) => ({ c, at: conditionStart(a, c) }))
  if (placed.some((p) => p.at === undefined || p.at <= at)) return undefined
  const last = Math.max(...placed.map((p) => p.at ?? 0))
  // The rows the claim is about must all be read: "all smokers" is no claim about every row.
  for (let i = at + 1; i < last; i++) {
    const t = a.tokens[i]
    if (!t || d.used.has(i) || a.rowNouns.includes(i) || STOP_WORDS.has(t.text)) continue
    if (t.tags.has('Noun') || t.tags.has('Adjective')) return undefined
  }
  // "every applicant with a credit history of 0 was rejected": a claim left unread is no claim.
  const unreadClaim = a.tokens.some(
    (t) =>
      t.index > last &&
      !d.used.has(t.index) &&
      !STOP_WORDS.has(t.text) &&
      !a.rowNouns.includes(t.index) &&
      ['Verb', 'Adjective', 'Noun'].some((tag) => t.tags.has(tag)),
  )
  if (unreadClaim) return undefined
  // "every wine with a listed price costs more than 5": a cell being filled says which rows.
  const isClaim = (p: (typeof placed)[number]) =>
    p.at === last && (p.c.kind !== 'present' || placed.every((q) => q.at !== last || q.c.kind === 'present'))
  return d.candidate('yes-no-every', {
    kind: 'yes-no',
    test: {
      kind: 'every',
      scope: placed.filter((p) => !isClaim(p)).map((p) => p.c),
      claim: placed.filter(isClaim).map((p) => p.c),
    },
  })
}

/** Where the question states a condition: the first word linked to its column or its number. */
function conditionStart(a: Analysis, c: Condition): number | undefined {
  // (The first column a condition reads: of "any" its first alternative.)
  const column = conditionColumns(c)[0]
  if (column === undefined) return undefined
  const starts = [
    ...a.values.filter((v) => v.cells.some((cell) => cell.column === column)).map((v) => v.start),
    ...a.columns.filter((l) => l.column.name === column).map((l) => l.start),
    ...(c.kind === 'compare' ? a.numbers.filter((n) => n.value === c.operand).map((n) => n.start) : []),
  ]
  return starts.length > 0 ? Math.min(...starts) : undefined
}

function exists(d: Draft): Candidate | undefined {
  const a = d.a
  if (a.tokens.some((t) => EVERY.has(t.text))) return undefined
  const absent = absentPlaces(d)
  // "are there orders ...": the rows' noun.
  if (wordAt(a, 1) === 'there' && !a.values.some((v) => v.start <= 2 && 2 < v.end)) {
    const link = a.columns.find((l) => l.start === 2)
    if (link) d.use(link)
    // ("are there more remote employees than ...": "more" compares, and names no rows.)
    else if (
      a.tokens[2]?.tags.has('Noun') &&
      !COMPARATIVE_MORE.has(wordAt(a, 2)) &&
      !COMPARATIVE_LESS.has(wordAt(a, 2))
    )
      d.useWord(2)
  }
  // "did any clubs have no losses", "are there any clubs that": the noun after "any" names the rows.
  const any = [1, 2].find((i) => wordAt(a, i) === 'any')
  const rows = any === undefined ? undefined : a.columns.find((l) => l.start === any + 1)
  if (rows && !a.values.some((v) => v.start < rows.end && rows.start < v.end)) d.use(rows)
  const gathered = gatherConditions(d)
  if (!gathered) return undefined
  const where = [...gathered, ...absent]
  if (where.length === 0) return undefined
  // ("is it true that barbers never brought in cleavers": "never" says no row meets the condition
  // with the others, not that some row fails it.)
  if (a.tokens.some((t) => t.text === 'never')) {
    const negated = where.filter((c) => (c.kind === 'equals' && c.negated) || c.kind === 'not')
    if (negated.length !== 1) return undefined
    const positive = where.map((c) =>
      c !== negated[0] ? c : c.kind === 'not' ? c.condition : { ...c, negated: false },
    )
    return d.candidate('yes-no-none', {
      kind: 'yes-no',
      test: { kind: 'exists', where: positive, negated: true },
    })
  }
  return d.candidate('yes-no-exists', { kind: 'yes-no', test: { kind: 'exists', where } })
}

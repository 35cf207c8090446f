import { absenceConditions, presenceConditions } from './absence-conditions.js'
import { columnComparisons } from './column-comparisons.js'
import { numericReading } from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import { flagConditions } from './flag-conditions.js'
import type { Condition } from './intent-types.js'
import { negationReaching } from './negation-words.js'
import { NEGATED, numberConditions, percentOperand } from './number-conditions.js'
import type { NumberLink } from './number-finder.js'
import { periodCondition } from './period-condition.js'
import type { PeriodLink } from './period-finder.js'
import type { Analysis } from './question-analysis.js'
import { ageDecades, rangeConditions, topConditions } from './range-conditions.js'
import { statusConditions } from './status-conditions.js'
import { valueConditions } from './value-conditions.js'
import type { ValueLink } from './value-linker.js'
import { writtenCells } from './written-cells.js'

export const RANK_STEMS = new Set([
  'position',
  'place',
  'rank',
  'finish',
  'pos',
  'placing',
  'result',
  'standing',
])

export interface GatherOptions {
  /** Value links that play another role (anchors, options). */
  readonly skipValues?: readonly ValueLink[]
  /** Number links that play another role (a limit, an ordinal position). */
  readonly skipNumbers?: readonly NumberLink[]
  /** Periods are handled by the caller. */
  readonly skipPeriods?: boolean
  /** Period links that play another role (an anchor). */
  readonly skipPeriodLinks?: readonly PeriodLink[]
}

/**
 * Every condition the question states besides the links given a role elsewhere: quoted values,
 * periods, numeric comparisons and "first place"-style ranks. Undefined when one cannot be placed.
 */
export function gatherConditions(d: Draft, options: GatherOptions = {}): Condition[] | undefined {
  const a = d.a
  const skipV = new Set(options.skipValues ?? [])
  const skipN = new Set(options.skipNumbers ?? [])
  const conditions: Condition[] = valueConditions(
    d,
    a.values.filter((v) => !skipV.has(v)),
  )
  conditions.push(...statusConditions(d))
  conditions.push(...columnComparisons(d))
  conditions.push(...flagConditions(d))
  const absent = absenceConditions(d)
  if (!absent) return undefined
  conditions.push(...absent, ...presenceConditions(d))
  const periods: Condition[] = []
  const skipP = new Set(options.skipPeriodLinks ?? [])
  for (const p of options.skipPeriods ? [] : a.periods.filter((x) => !skipP.has(x))) {
    const c = periodCondition(d, p)
    if (!c) return undefined
    periods.push(...negatedPeriod(d, p, c))
  }
  // "in 2010 and 2012": two periods of one column are either one.
  // ("how many books were bestsellers in both 2009 and 2019": the rows counted would have to be
  // in both at once, which none is; the things listed in both years are no reading here, and the
  // contradiction declines with "both".)
  const plain = periods.filter((c) => c.kind === 'period')
  const first = Math.min(...a.periods.filter((x) => !skipP.has(x)).map((x) => x.start))
  const both = wordAt(a, first - 1) === 'both' && wordAt(a, 0) === 'how' && wordAt(a, 1) === 'many'
  const oneColumn = new Set(plain.map((c) => c.kind === 'period' && c.value.column)).size === 1
  if (plain.length > 1 && oneColumn && !both) {
    conditions.push({ kind: 'any', conditions: plain }, ...periods.filter((c) => c.kind !== 'period'))
    for (const t of a.tokens) if (t.text === 'and' || t.text === 'or') d.useWord(t.index)
  } else conditions.push(...periods)
  const written = writtenCells(
    d,
    a.numbers.filter((n) => !skipN.has(n)),
  )
  conditions.push(...written.conditions)
  const numbers = a.numbers.filter(
    (n) =>
      !skipN.has(n) && !written.used.has(n) && !a.periods.some((p) => p.start <= n.start && n.end <= p.end),
  )
  const ranked = rankConditions(d, numbers)
  conditions.push(...ranked.conditions)
  const top = topConditions(d, numbers)
  conditions.push(...top.conditions)
  const ranges = rangeConditions(d, numbers)
  if (!ranges) return undefined
  conditions.push(...ranges.conditions, ...ageDecades(d))
  const compared = numberConditions(
    d,
    numbers.filter((n) => !ranked.used.has(n) && !top.used.has(n) && !ranges.used.has(n)),
  )
  if (!compared) return undefined
  conditions.push(...compared)
  conditions.push(...namedNumbers(d, numbers))
  conditions.push(...resultConditions(d))
  for (const c of conditions) useNamedColumn(d, c)
  // "what other languages besides Sotho", "who else": the word only repeats the exclusion.
  if (conditions.some((c) => (c.kind === 'equals' && c.negated) || c.kind === 'not'))
    for (const t of a.tokens) if (t.text === 'other' || t.text === 'else') d.useWord(t.index)
  // "goals scored between A and B": both sides of a list of one column.
  for (const t of a.tokens) {
    const joiner = t.text === 'between' ? 'and' : t.text === 'from' ? 'to' : undefined
    const [x, y] = a.values.filter((v) => v.start > t.index)
    if (
      !joiner ||
      !x ||
      !y ||
      x.start !== t.index + 1 ||
      wordAt(a, x.end) !== joiner ||
      y.start !== x.end + 1
    )
      continue
    // ("between March and May", "from March to May" over month names: the months in between too,
    // which a list of the two leaves out; no reading.)
    if ([x, y].every((v) => CALENDAR_NAMES.test(v.said))) return undefined
    if (joiner === 'and') d.useWord(t.index).useWord(x.end)
  }
  // "how many gold medals does Belgium have total": a closing "total" only repeats the sum.
  const last = a.tokens.at(-1)
  if (last?.text === 'total' && !d.used.has(last.index)) d.useWord(last.index)
  // "in the year 2006": the word names the period that follows.
  for (const p of a.periods)
    if (p.grain === 'year' && wordAt(a, p.start - 1) === 'year') d.useWord(p.start - 1)
  // "how many arrests were made" names the flag twice: one condition.
  const seen = new Set<string>()
  return conditions.filter((c) => {
    const key = JSON.stringify(c)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Names of months and weekdays, which stand in an order of their own. */
const CALENDAR_NAMES =
  /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t|tember)?|oct(ober)?|nov(ember)?|dec(ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/

/**
 * "not created in the 1900s", "not released before 2012": the rows outside the period, among those
 * with a time at all (an empty cell says nothing about the period).
 */
function negatedPeriod(d: Draft, p: PeriodLink, c: Condition): Condition[] {
  if (c.kind !== 'period' && c.kind !== 'compare') return [c]
  const negation = negationReaching(d.a, Math.min(p.start, p.boundAt ?? p.start), {
    verbs: true,
    columns: [c.value.column],
  })
  if (negation.length === 0) return [c]
  for (const i of negation) d.useWord(i)
  const outside: Condition =
    c.kind === 'compare' ? { ...c, op: NEGATED[c.op] } : { kind: 'not', condition: c }
  return [outside, { kind: 'present', value: c.value }]
}

/** Words of results and the first words of result cells that mean them. */
const RESULT_WORDS: readonly (readonly [ReadonlySet<string>, readonly string[]])[] = [
  [
    new Set(['win', 'won', 'wins', 'winning', 'victory', 'victories', 'beat', 'defeated']),
    ['w', 'won', 'win', 'victory'],
  ],
  [
    new Set(['lose', 'lost', 'loss', 'losses', 'losing', 'defeat', 'defeats']),
    ['l', 'lost', 'loss', 'defeat'],
  ],
  [
    new Set(['draw', 'draws', 'drew', 'drawn', 'tie', 'ties', 'tied']),
    ['d', 't', 'draw', 'drawn', 'tie', 'tied'],
  ],
]

/** A word of a result ("loss", "win") over a table with a column of results. */
export const isResultWord = (a: Analysis, i: number): boolean =>
  a.model.resultColumn !== undefined && RESULT_WORDS.some(([words]) => words.has(a.tokens[i]?.text ?? ''))

/** "how many games did they win", "their last loss": the wins or losses of the result column. */
function resultConditions(d: Draft): Condition[] {
  const column = d.a.model.resultColumn
  if (!column) return []
  for (const t of d.a.tokens) {
    if (d.used.has(t.index) || d.a.values.some((v) => v.start <= t.index && t.index < v.end)) continue
    const kind = RESULT_WORDS.find(([words]) => words.has(t.text))
    if (!kind) continue
    d.useWord(t.index)
    // "games they did not win": every other result.
    const negation = negationReaching(d.a, t.index, { verbs: false })
    for (const i of negation) d.useWord(i)
    return [
      {
        kind: 'equals',
        column: column.name,
        values: kind[1],
        mode: 'first-word',
        negated: negation.length > 0,
      },
    ]
  }
  return []
}

/** Words between a column's name and its value: "a nightly rank of 11", "a length of only 46.6 km". */
const NAMED_JOINERS = new Set(['of', 'as', 'only'])

/**
 * "week 5", "round 3", "a score of 139": a number right after a numeric column's name (and "of")
 * is that column's value.
 */
function namedNumbers(d: Draft, numbers: readonly NumberLink[]): Condition[] {
  const out: Condition[] = []
  for (const n of numbers) {
    if (d.used.has(n.start) || n.ordinal || n.decade) continue
    let at = n.start
    while (at > n.start - 2 && NAMED_JOINERS.has(wordAt(d.a, at - 1))) at--
    const link = d.a.columns.find((l) => l.end === at)
    const reading = link ? numericReading(link.column) : undefined
    if (!link || reading !== 'number') continue
    for (let i = at; i < n.start; i++) d.useWord(i)
    // "a length of 46.6 km": the unit after the number.
    const unit = d.a.tokens[n.end]
    if (at < n.start && unit?.tags.has('Noun') && unit.text.length <= 3) d.useWord(unit.index)
    d.use(n).use(link)
    const operand = percentOperand(d, n, link.column)
    out.push({ kind: 'compare', value: { column: link.column.name, reading }, op: '=', operand })
  }
  return out
}

/** "first place", "3rd position": the rank column's number equals the ordinal. */
function rankConditions(d: Draft, numbers: readonly NumberLink[]) {
  const used = new Set<NumberLink>()
  const conditions: Condition[] = []
  for (const n of numbers) {
    if (!n.ordinal) continue
    const link = d.a.columns.find(
      (l) => l.start >= n.end && l.start <= n.end + 1 && l.column.stems.some((s) => RANK_STEMS.has(s)),
    )
    const finished = finishedAt(d, n.start) ?? rankNamedBefore(d, n.start)
    const column =
      link?.column ??
      (finished ? d.a.model.columns.find((c) => c.stems.some((s) => RANK_STEMS.has(s))) : undefined)
    if (!column) continue
    const reading = numericReading(column) ?? 'number'
    if (reading !== 'number') continue
    d.use(n).use(link)
    if (finished) for (const i of finished) d.useWord(i)
    used.add(n)
    conditions.push({
      kind: 'compare',
      value: { column: column.name, reading },
      op: '=',
      operand: n.value,
    })
  }
  return { used, conditions }
}

const FINISH_VERBS = new Set([
  'came',
  'come',
  'comes',
  'finished',
  'finish',
  'finishes',
  'placed',
  'place',
  'ended',
  'end',
  'ranked',
  'rank',
  'was',
  'were',
])

/** "came in first", "finished 3rd": the words before an ordinal that make it a rank, else undefined. */
export function finishedAt(d: Draft, start: number): number[] | undefined {
  const w1 = wordAt(d.a, start - 1)
  if (w1 === 'in' && FINISH_VERBS.has(wordAt(d.a, start - 2)) && wordAt(d.a, start - 2) !== 'was')
    return [start - 2, start - 1]
  if (FINISH_VERBS.has(w1) && w1 !== 'was' && w1 !== 'were') return [start - 1]
  return undefined
}

/** "a position of first", "place was 2nd": the rank column named just before the ordinal. */
export function rankNamedBefore(d: Draft, start: number): number[] | undefined {
  const joiner = wordAt(d.a, start - 1)
  const at = ['of', 'was', 'is', 'as'].includes(joiner) ? start - 1 : start
  const link = d.a.columns.find((l) => l.end === at && l.column.stems.some((s) => RANK_STEMS.has(s)))
  if (!link) return undefined
  d.use(link)
  return at === start ? [] : [at]
}

/** A condition on a column the question also names ("in the venue X") explains that name. */
function useNamedColumn(d: Draft, c: Condition) {
  const columns: string[] = []
  if (c.kind === 'equals') columns.push(c.column)
  if (c.kind === 'not' && c.condition.kind === 'equals') columns.push(c.condition.column)
  if (c.kind === 'period' || c.kind === 'compare') columns.push(c.value.column)
  for (const link of d.a.columns) if (columns.includes(link.column.name)) d.use(link)
}

import type { ColumnLink } from './column-linker.js'
import { isTimeColumn, numericReading, timeColumn, timeReading } from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import type { CompareOp, Condition, ValueOf } from './intent-types.js'
import type { NumberLink } from './number-finder.js'
import type { PeriodLink } from './period-finder.js'
import type { Analysis } from './question-analysis.js'
import type { ValueLink } from './value-linker.js'
import { wordTable } from './word-table.js'

const NEGATING = new Set(['not', 'excluding', 'except', 'without', 'besides', 'other', 'exclude', 'but'])

/** Words before a value that negate it: "not", "excluding", "other than", "except for". */
function negationBefore(a: Analysis, start: number): number[] {
  const w1 = wordAt(a, start - 1)
  const w2 = wordAt(a, start - 2)
  if (w1 === 'than' && w2 === 'other') return [start - 2, start - 1]
  if ((w1 === 'from' || w1 === 'for') && (w2 === 'apart' || w2 === 'aside' || w2 === 'except'))
    return [start - 2, start - 1]
  if (NEGATING.has(w1) && w1 !== 'other' && w1 !== 'but') return [start - 1]
  return []
}

/** The columns a value link may stand for, narrowed to a named column when the question names one. */
export function valueColumns(a: Analysis, link: ValueLink): string[] {
  const columns = [...new Set(link.cells.map((c) => c.column))]
  if (columns.length === 1) return columns
  const named = columns.filter((c) => a.columns.some((l) => l.column.name === c))
  return named.length > 0 ? named : columns
}

/** A condition for one quoted value, without any negation in front of it; loose matches disclosed. */
function positiveCondition(d: Draft, link: ValueLink, only?: string): Condition {
  const columns = only ? [only] : valueColumns(d.a, link)
  d.use(link)
  const parts: Condition[] = columns.map((column) => ({
    kind: 'equals',
    column,
    values: [...new Set(link.cells.filter((c) => c.column === column).map((c) => c.value))],
    mode: 'exact',
    negated: false,
  }))
  if (link.tier !== 'exact') {
    const matched = [...new Set(link.cells.map((c) => c.value))].slice(0, 3).join("', '")
    d.note({ said: link.said, matched, what: 'value' })
  }
  return parts.length === 1 ? (parts[0] as Condition) : { kind: 'any', conditions: parts }
}

function negate(c: Condition): Condition {
  return c.kind === 'equals' ? { ...c, negated: !c.negated } : { kind: 'not', condition: c }
}

/** A condition for one quoted value: equality on its column(s), negated after "not", "other than", ... */
export function valueCondition(d: Draft, link: ValueLink, only?: string): Condition {
  const condition = positiveCondition(d, link, only)
  const negation = negationBefore(d.a, link.start)
  if (negation.length === 0) return condition
  for (const i of negation) d.useWord(i)
  return negate(condition)
}

const LIST_JOINERS = new Set(['or', 'nor', 'and'])

/**
 * Conditions for the quoted values: values of one column joined with OR (NOT IN when negated);
 * a negation carries over a list ("not clay or hard").
 */
export function valueConditions(d: Draft, links: readonly ValueLink[]): Condition[] {
  const groups = new Map<string, Condition>()
  let previous: { link: ValueLink; negated: boolean; key: string } | undefined
  for (const link of links) {
    const positive = positiveCondition(d, link)
    const negation = negationBefore(d.a, link.start)
    for (const i of negation) d.useWord(i)
    const column = positive.kind === 'equals' ? positive.column : `any:${link.start}`
    const between = d.a.tokens.slice(previous?.link.end ?? 0, link.start).map((t) => t.text)
    const continues =
      previous?.key.endsWith(`\u0000${column}`) === true &&
      between.length > 0 &&
      between.every((w) => LIST_JOINERS.has(w))
    const negated = negation.length > 0 || (continues && previous?.negated === true)
    const key = `${negated}\u0000${column}`
    const existing = groups.get(key)
    if (existing?.kind === 'equals' && positive.kind === 'equals') {
      groups.set(key, { ...existing, values: [...new Set([...existing.values, ...positive.values])] })
    } else groups.set(existing ? `${key}\u0000${link.start}` : key, negated ? negate(positive) : positive)
    previous = { link, negated, key }
  }
  return [...groups.values()]
}

/** A condition for a named period on the table's time column. */
export function periodCondition(d: Draft, p: PeriodLink, preferred?: ColumnLink): Condition | undefined {
  const a = d.a
  // "schools established before 1955": the time column named right before the period.
  const near =
    preferred ?? a.columns.find((l) => l.end >= p.start - 2 && l.end <= p.start && timeReading(l.column))
  const named = near && timeReading(near.column) ? near.column : undefined
  if (near && named) d.use(near)
  const linked = a.columns.map((l) => l.column)
  const column =
    named ?? linked.find(isTimeColumn) ?? timeColumn(a.model) ?? linked.find((c) => timeReading(c) === 'date')
  if (!column) return undefined
  const reading = timeReading(column)
  if (!reading) return undefined
  if (p.monthOfYear !== undefined) {
    if (reading !== 'date') return undefined
    d.use(p)
    return {
      kind: 'compare',
      value: { column: column.name, reading: 'month' },
      op: '=',
      operand: p.monthOfYear,
    }
  }
  if (p.recent) {
    if (reading !== 'date') return undefined
    d.use(p)
    return { kind: 'recent', column: column.name, amount: p.recent.amount, unit: p.recent.unit }
  }
  if (reading === 'year' && (p.grain === 'day' || p.grain === 'month' || p.grain === 'quarter'))
    return undefined
  d.use(p)
  const value: ValueOf = { column: column.name, reading }
  if (p.bound) {
    const at = p.boundAt ?? p.start - 1
    for (let i = at; i < p.start; i++) d.useWord(i)
    if (['prior', 'earlier', 'later', 'up'].includes(wordAt(a, at - 1))) d.useWord(at - 1)
    const op: CompareOp = p.bound === 'after' || p.bound === 'since' ? '>=' : '<'
    const edge = p.bound === 'after' || p.bound === 'until' ? p.until : p.from
    const operand = reading === 'year' ? Number(edge.slice(0, 4)) : edge
    return { kind: 'compare', value, op, operand }
  }
  return { kind: 'period', value, from: p.from, until: p.until }
}

const COMPARATORS: readonly (readonly [string, CompareOp])[] = [
  ['more than', '>'],
  ['greater than', '>'],
  ['higher than', '>'],
  ['larger than', '>'],
  ['bigger than', '>'],
  ['longer than', '>'],
  ['over', '>'],
  ['above', '>'],
  ['exceeding', '>'],
  ['in excess of', '>'],
  ['at least', '>='],
  ['no less than', '>='],
  ['a minimum of', '>='],
  ['less than', '<'],
  ['fewer than', '<'],
  ['lower than', '<'],
  ['smaller than', '<'],
  ['shorter than', '<'],
  ['under', '<'],
  ['below', '<'],
  ['at most', '<='],
  ['no more than', '<='],
  ['a maximum of', '<='],
  ['up to', '<='],
  ['exactly', '='],
  ['equal to', '='],
  ['only', '='],
]

const AFTER_NUMBER: Readonly<Record<string, CompareOp>> = {
  'or more': '>=',
  'or greater': '>=',
  'or higher': '>=',
  'or over': '>=',
  'or above': '>=',
  'or less': '<=',
  'or fewer': '<=',
  'or lower': '<=',
  'or under': '<=',
  plus: '>=',
  '+': '>=',
}

export interface NumberComparison {
  readonly number: NumberLink
  readonly op: CompareOp
  /** Words of the comparator. */
  readonly cue: readonly number[]
}

/** Comparators in front of (or after) a number: "more than 4", "at least 3", "5 or more". */
export function comparisonAt(a: Analysis, n: NumberLink): NumberComparison | undefined {
  for (const [phrase, op] of COMPARATORS) {
    const words = phrase.split(' ')
    const start = n.start - words.length
    if (start >= 0 && words.every((w, i) => wordAt(a, start + i) === w)) {
      const cue = words.map((_, i) => start + i)
      return notBefore(a, { number: n, op, cue }, start)
    }
  }
  for (const [phrase, op] of Object.entries(AFTER_NUMBER)) {
    const words = phrase.split(' ')
    if (words.every((w, i) => wordAt(a, n.end + i) === w))
      return { number: n, op, cue: words.map((_, i) => n.end + i) }
  }
  return undefined
}

const NEGATED: Readonly<Record<CompareOp, CompareOp>> = {
  '=': '<>',
  '<>': '=',
  '>': '<=',
  '>=': '<',
  '<': '>=',
  '<=': '>',
}

/** "did not score more than 50": the negation turns the comparison around. */
function notBefore(a: Analysis, cmp: NumberComparison, start: number): NumberComparison {
  const w1 = wordAt(a, start - 1)
  const skip =
    w1 === 'have' || w1 === 'score' || w1 === 'get' || a.tokens[start - 1]?.tags.has('Verb') === true
  const at = skip ? start - 2 : start - 1
  if (wordAt(a, at) !== 'not' && wordAt(a, at) !== 'never') return cmp
  return { ...cmp, op: NEGATED[cmp.op], cue: [at, ...cmp.cue] }
}

/** The numeric column a number is about: the column named right after it, or shortly before. */
export function numberColumn(a: Analysis, start: number, end: number): ColumnLink | undefined {
  const numeric = a.columns.filter((l) => numericReading(l.column))
  const after = numeric.find((l) => l.start >= end && l.start <= end + 2)
  if (after) return after
  const before = numeric.filter((l) => l.end <= start && l.end >= start - 4)
  return before.at(-1)
}

/** Conditions for "more than 4 points", "at least 3 years", "attendance above 20,000", "with 3 wins". */
export function numberConditions(d: Draft, numbers: readonly NumberLink[]): Condition[] | undefined {
  const conditions: Condition[] = []
  for (const n of numbers) {
    const cmp = comparisonAt(d.a, n)
    if (!cmp) continue
    const link = numberColumn(d.a, Math.min(n.start, ...cmp.cue), n.end)
    if (!link) return undefined
    const reading = numericReading(link.column)
    if (!reading || reading === 'date') return undefined
    d.use(n).use(link)
    for (const i of cmp.cue) d.useWord(i)
    // "at least 60,000 people", "under 5 minutes": the unit after the number.
    const unit = d.a.tokens[n.end]
    if (
      unit &&
      unit.index !== link.start &&
      unit.tags.has('Noun') &&
      !d.a.values.some((v) => v.start === unit.index)
    )
      d.useWord(unit.index)
    // Durations are read in seconds: "under 4 minutes" is 240.
    // A column counted in millions compares with "8 million" as 8.
    const inUnits = n.scale !== undefined && link.column.words.includes(n.scale)
    const scale =
      reading === 'duration'
        ? (TIME_UNITS[unit?.text ?? ''] ?? 60)
        : inUnits
          ? 1 / (SCALES[n.scale ?? ''] ?? 1)
          : 1
    conditions.push({
      kind: 'compare',
      value: { column: link.column.name, reading },
      op: cmp.op,
      operand: n.value * scale,
    })
  }
  return conditions
}

const SCALES: Readonly<Record<string, number>> = wordTable({ thousand: 1e3, million: 1e6, billion: 1e9 })

const TIME_UNITS: Readonly<Record<string, number>> = wordTable({
  second: 1,
  seconds: 1,
  sec: 1,
  secs: 1,
  s: 1,
  minute: 60,
  minutes: 60,
  min: 60,
  mins: 60,
  hour: 3600,
  hours: 3600,
  hr: 3600,
  hrs: 3600,
})

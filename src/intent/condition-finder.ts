import type { ColumnLink } from './column-linker.js'
import { numericReading, timeColumn, timeReading } from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import type { CompareOp, Condition, ValueOf } from './intent-types.js'
import type { NumberLink } from './number-finder.js'
import type { PeriodLink } from './period-finder.js'
import type { Analysis } from './question-analysis.js'
import type { ValueLink } from './value-linker.js'

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

/** A condition for one quoted value: equality on its column(s), loose matches disclosed. */
export function valueCondition(d: Draft, link: ValueLink, only?: string): Condition {
  const a = d.a
  const columns = only ? [only] : valueColumns(a, link)
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
  const condition: Condition =
    parts.length === 1 ? (parts[0] as Condition) : { kind: 'any', conditions: parts }
  const negation = negationBefore(a, link.start)
  if (negation.length === 0) return condition
  for (const i of negation) d.useWord(i)
  return { kind: 'not', condition }
}

/** Conditions for the quoted values, values of one column joined with OR. */
export function valueConditions(d: Draft, links: readonly ValueLink[]): Condition[] {
  const byColumn = new Map<string, Condition[]>()
  const order: string[] = []
  for (const link of links) {
    const c = valueCondition(d, link)
    const key = c.kind === 'equals' ? c.column : c.kind === 'not' ? `not:${link.start}` : `any:${link.start}`
    if (!byColumn.has(key)) order.push(key)
    byColumn.set(key, [...(byColumn.get(key) ?? []), c])
  }
  return order.map((key) => {
    const list = byColumn.get(key) ?? []
    if (list.length === 1) return list[0] as Condition
    const values = list.flatMap((c) => (c.kind === 'equals' ? c.values : []))
    const first = list[0] as Extract<Condition, { kind: 'equals' }>
    return { ...first, values: [...new Set(values)] }
  })
}

/** A condition for a named period on the table's time column. */
export function periodCondition(d: Draft, p: PeriodLink, preferred?: ColumnLink): Condition | undefined {
  const a = d.a
  const named = preferred && timeReading(preferred.column) ? preferred.column : undefined
  const column = named ?? a.columns.map((l) => l.column).find((c) => timeReading(c)) ?? timeColumn(a.model)
  if (!column) return undefined
  const reading = timeReading(column)
  if (!reading) return undefined
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
    d.useWord(p.start - 1)
    const op: CompareOp = p.bound === 'after' ? '>=' : p.bound === 'since' ? '>=' : '<'
    const edge = p.bound === 'after' ? p.until : p.from
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
      return { number: n, op, cue: words.map((_, i) => start + i) }
    }
  }
  for (const [phrase, op] of Object.entries(AFTER_NUMBER)) {
    const words = phrase.split(' ')
    if (words.every((w, i) => wordAt(a, n.end + i) === w))
      return { number: n, op, cue: words.map((_, i) => n.end + i) }
  }
  return undefined
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
    conditions.push({
      kind: 'compare',
      value: { column: link.column.name, reading },
      op: cmp.op,
      operand: n.value,
    })
  }
  return conditions
}

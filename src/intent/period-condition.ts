import type { ColumnLink } from './column-linker.js'
import { isTimeColumn, timeColumn, timeReading } from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import type { CompareOp, Condition, ValueOf } from './intent-types.js'
import type { PeriodLink } from './period-finder.js'
import type { Analysis } from './question-analysis.js'
import type { Token } from './question-tokens.js'
import type { ColumnModel } from './table-model.js'
import { TIME_COLUMN_STEMS } from './word-lists.js'
import { stemWord } from './word-stem.js'

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
  // "how many customers churned in 2023" over Signup Date: the verb's event has no dates here.
  const verb = verbBefore(a, p)
  if (!named && verb && !recordsEvent(column, verb)) return undefined
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

/** The past-tense verb right before a period's preposition: "terminated in 2023", "churned during Q1". */
export function verbBefore(a: Analysis, p: { readonly start: number }): Token | undefined {
  const opener = a.tokens[p.start - 1]
  const verb = a.tokens[p.start - 2]
  if (!opener || !PERIOD_OPENERS.has(opener.text) || !verb?.tags.has('Verb')) return undefined
  if (verb.tags.has('Auxiliary') || verb.tags.has('Copula')) return undefined
  return verb.tags.has('PastTense') || verb.tags.has('Participle') ? verb : undefined
}

const PERIOD_OPENERS = new Set(['in', 'on', 'during', 'before', 'after', 'since'])

/**
 * Whether a date column can hold when `verb` happened: its header names that event ("hired" and
 * Hire Date), names none ("Date", "timestamp": whatever the rows are), or the verb only says a row
 * was made ("orders placed in 2023" over Order Date).
 */
export function recordsEvent(column: ColumnModel, verb: Token): boolean {
  // ("episodes aired in May" over Broadcast Date: a verb of when rows took place, whatever the header.)
  if (MAKING_VERBS.has(verb.lemma) || TIME_COLUMN_STEMS.has(verb.text) || column.kind !== 'date') return true
  const events = column.stems.filter((s) => !PLAIN_TIME.has(s))
  return events.length === 0 || events.includes(verb.stem)
}

/** Header words that say only that a column holds dates. */
const PLAIN_TIME = new Set(['date', 'time', 'day', 'timestamp', 'datetime', 'at', 'on', 'dt'].map(stemWord))
/** Verbs that say only that a row came to be. */
const MAKING_VERBS = new Set([
  'place',
  'make',
  'create',
  'record',
  'log',
  'submit',
  'register',
  'file',
  'enter',
])

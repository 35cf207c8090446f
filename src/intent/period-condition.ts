import type { ColumnLink } from './column-linker.js'
import { isTimeColumn, numericReading, timeColumn, timeReading } from './column-roles.js'
import type { Draft } from './draft.js'
import { datesOfThings, eventColumn, recordsEvent, verbBefore } from './event-dates.js'
import type { CompareOp, Condition, ValueOf } from './intent-types.js'
import type { PeriodLink } from './period-finder.js'

/** A condition for a named period on the table's time column. */
export function periodCondition(d: Draft, p: PeriodLink, preferred?: ColumnLink): Condition | undefined {
  const a = d.a
  // "schools established before 1955": the time column named right before the period.
  // ("orders shipped in 2017" over Order ID and Ship Date: the nearer one.)
  const near =
    preferred ??
    a.columns.filter((l) => l.end >= p.start - 2 && l.end <= p.start && timeReading(l.column)).at(-1)
  const named = near && timeReading(near.column) ? near.column : undefined
  if (near && named) d.use(near)
  const linked = a.columns.map((l) => l.column)
  const column =
    named ??
    eventColumn(a, p) ??
    datesOfThings(a) ??
    linked.find(isTimeColumn) ??
    timeColumn(a.model) ??
    linked.find((c) => timeReading(c) === 'date')
  if (!column) return undefined
  // "how many customers churned in 2023" over Signup Date: the verb's event has no dates here.
  const verb = verbBefore(a, p)
  // ("bins picked in August" over Bins Picked and Shift Date: the verb is the amount's own name.)
  const ofAmount =
    verb !== undefined &&
    a.columns.some(
      (l) => l.start <= verb.index && verb.index < l.end && numericReading(l.column) === 'number',
    )
  if (!named && verb && !ofAmount && !recordsEvent(column, verb)) return undefined
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
  // ("a contract valid until 2021" over Contract Valid Until: the word is the column's, not a bound.)
  // ("2020 or later": the bound closes the period; its word, not the year, is what a column might own.)
  const boundWord = p.boundAt === p.start ? p.end - 1 : (p.boundAt ?? p.start - 1)
  const bounded = p.bound && !a.columns.some((l) => l.start <= boundWord && boundWord < l.end)
  if (bounded) {
    const at = p.boundAt ?? p.start - 1
    for (let i = at; i < p.start; i++) d.useWord(i)
    const op: CompareOp = p.bound === 'after' || p.bound === 'since' ? '>=' : '<'
    const edge = p.bound === 'after' || p.bound === 'until' ? p.until : p.from
    const operand = reading === 'year' ? Number(edge.slice(0, 4)) : edge
    return { kind: 'compare', value, op, operand }
  }
  return { kind: 'period', value, from: p.from, until: p.until }
}

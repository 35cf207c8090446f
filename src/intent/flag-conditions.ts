import { timeReading } from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import { FLAG_PREFIXES, flagAnswers, RECORDING } from './flag-linker.js'
import type { Condition } from './intent-types.js'
import { NO_CELLS as NO, YES_CELLS as YES } from './word-lists.js'

const COPULAS = new Set(['is', 'was', 'are', 'were', 'equals'])
const NEGATIONS = new Set(['not', 'never', 'non'])
const OPPOSITE = /^(un|non|in)(.{3,})$/
/** Header words that only say a column is a yes/no one: is_canceled, has_pets, paid_flag, paid_yn. */
const FLAG_MARKS = new Set([...FLAG_PREFIXES, ...RECORDING, 'yn', 'ind'])

/** A column holds one cell exactly. */
export const equals = (column: string, value: string): Condition => ({
  kind: 'equals',
  column,
  values: [value],
  mode: 'exact',
  negated: false,
})

/**
 * A yes/no column named as a state: "invoices that were paid" is Paid = Y, "unpaid invoices" and
 * "not paid" are Paid = N, "where Paid is N" is the cell itself.
 */
export function flagConditions(d: Draft): Condition[] {
  const a = d.a
  const out: Condition[] = []
  for (const link of a.columns) {
    const cells = flagAnswers(a.model, link.column)
    if (!cells || d.used.has(link.start)) continue
    const said = wordAt(a, link.end + 1)
    if (COPULAS.has(wordAt(a, link.end)) && (YES.has(said) || NO.has(said))) {
      d.use(link)
        .useWord(link.end)
        .useWord(link.end + 1)
      out.push(equals(link.column.name, YES.has(said) ? cells.yes : cells.no))
      continue
    }
    // ("buildings that have DefaultData True": the cell said right after the header's whole name.)
    const next = wordAt(a, link.end)
    const unlinked = !a.values.some((v) => v.start === link.end)
    if (link.tier === 'exact' && unlinked && (YES.has(next) || NO.has(next))) {
      d.use(link).useWord(link.end)
      out.push(equals(link.column.name, YES.has(next) ? cells.yes : cells.no))
      continue
    }
    // "invoices that were paid", "orders delivered on time" (Delivered On Time named in full),
    // "canceled" for is_canceled; never "reported" alone for fault_reported (a fault is unsaid).
    const stems = new Set(a.tokens.slice(link.start, link.end).map((t) => t.stem))
    const rest = link.column.words.filter((w, i) => !stems.has(link.column.stems[i] ?? w))
    const whole =
      link.tier === 'exact' || (link.end - link.start === 1 && rest.every((w) => FLAG_MARKS.has(w)))
    if (!whole || !a.tokens[link.start]?.tags.has('Verb')) continue
    // "rows that have Approved No": the cell said after the name is the value, read as one.
    if (YES.has(wordAt(a, link.end)) || NO.has(wordAt(a, link.end))) continue
    const negated = NEGATIONS.has(wordAt(a, link.start - 1))
    if (negated) d.useWord(link.start - 1)
    d.use(link)
    out.push(equals(link.column.name, negated ? cells.no : cells.yes))
  }
  out.push(...eventDates(d))
  for (const t of a.tokens) {
    const word = OPPOSITE.exec(t.text)?.[2]
    if (!word || d.used.has(t.index)) continue
    const column = a.model.columns.find(
      (c) => c.words.length === 1 && c.words[0] === word && flagAnswers(a.model, c),
    )
    const cells = column && flagAnswers(a.model, column)
    if (!column || !cells) continue
    d.useWord(t.index)
    out.push(equals(column.name, cells.no))
  }
  return out
}

/**
 * "customers who cancelled" over cancel_date, "tasks completed" over completed_date: the verb of a
 * date column left blank until the event happens says it did (the date is filled); "not
 * cancelled" says it is blank.
 */
function eventDates(d: Draft): Condition[] {
  const a = d.a
  const out: Condition[] = []
  for (const link of a.columns) {
    const t = a.tokens[link.start]
    const verbal = t !== undefined && !t.tags.has('Noun') && (t.tags.has('Verb') || t.tags.has('Adjective'))
    const column = link.column
    const sometimes = column.nonNull < a.model.rowCount && column.nonNull > 0
    if (link.end - link.start !== 1 || !verbal || d.used.has(link.start) || !sometimes) continue
    if (timeReading(column) !== 'date' || link.tier !== 'partial') continue
    const negated = NEGATIONS.has(wordAt(a, link.start - 1))
    if (negated) d.useWord(link.start - 1)
    d.use(link)
    const value = { column: column.name, reading: 'raw' as const }
    out.push(negated ? { kind: 'absent', value, zero: false } : { kind: 'present', value })
  }
  return out
}

import { numericReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import { flagBefore } from '../flag-linker.js'
import type { Condition, Measure } from '../intent-types.js'
import type { Analysis } from '../question-analysis.js'
import { askedColumn } from '../target-finder.js'
import { dimensions } from './aggregate-recognizer.js'
import { superlativeAt, topCount } from './superlative-recognizer.js'

/** Superlatives whose direction a rate does not say: the best churn rate is the lowest. */
const JUDGING = new Set(['best', 'worst'])

/** The word "rate" right after the name of a yes/no column, with that column's condition. */
export function flagRateAt(
  a: Analysis,
): { at: number; flag: NonNullable<ReturnType<typeof flagBefore>> } | undefined {
  const at = a.tokens.findIndex((t) => t.text === 'rate' || t.text === 'rates')
  // "the interest rate": a column named with "rate" is read as that column.
  if (at < 1 || a.columns.some((l) => l.start <= at && at < l.end)) return undefined
  const flag = flagBefore(a.tokens, a.model, a.columns, at)
  return flag ? { at, flag } : undefined
}

/**
 * "churn rate by plan", "which industry has the highest churn rate", "the top 3 passenger classes
 * by survival rate": for each group, the percentage of its rows whose yes/no column says yes.
 */
export function recognizeGroupRate(a: Analysis): Candidate | undefined {
  const found = flagRateAt(a)
  if (!found) return undefined
  const { at, flag } = found
  const column = flag.link.column.name
  const d = new Draft(a).use(flag.link).useWord(at)
  if (flag.link.tier !== 'exact') d.note({ said: flag.link.said, matched: column, what: 'column' })
  const when: Condition[] = [{ kind: 'equals', column, values: [flag.yes], mode: 'exact', negated: false }]
  const measure: Measure = { aggregate: 'rate', when }
  const sup = superlativeAt(a)
  if (!sup) {
    const dims = dimensions(d, column)
    if (!dims || dims.length === 0) return undefined
    const where = gatherConditions(d)
    if (!where) return undefined
    return d.candidate('rate', {
      kind: 'aggregate',
      measures: [measure],
      dimensions: dims,
      where: withoutAggregateRows(a, where),
      having: [],
    })
  }
  if (JUDGING.has(wordAt(a, sup.index))) return undefined
  d.useWord(sup.index)
  const top = topCount(a, sup.index)
  if (top) {
    d.use(top)
    if (['top', 'bottom'].includes(wordAt(a, top.start - 1))) d.useWord(top.start - 1)
  }
  // "top 3 classes by survival rate", "in terms of churn rate"
  if (wordAt(a, flag.link.start - 1) === 'by') d.useWord(flag.link.start - 1)
  const asked = askedColumn(d, new Set([column]))
  const link = asked
    ? undefined
    : a.columns.find((l) => !d.used.has(l.start) && l.column.name !== column && !numericReading(l.column))
  const label = asked?.column ?? link?.column
  // A rate is of a group of rows: a name on one row each has 0% or 100%.
  if (!label || label.distinct * 2 > label.nonNull) return undefined
  if (link) d.use(link)
  const where = gatherConditions(d, { skipNumbers: top ? [top] : [] })
  if (!where) return undefined
  return d.candidate('rate', {
    kind: 'aggregate',
    measures: [measure],
    dimensions: [asked?.grain ? { column: label.name, grain: asked.grain } : { column: label.name }],
    where: withoutAggregateRows(a, where),
    having: [],
    order: { by: 'measure', index: 0, descending: sup.max },
    limit: top?.value ?? 1,
    withTies: !top,
  })
}

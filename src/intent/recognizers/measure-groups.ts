import { numericReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, type Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Measure } from '../intent-types.js'
import { askedColumn } from '../target-finder.js'
import { dimensions } from './aggregate-recognizer.js'
import { superlativeAt, topCount } from './superlative-words.js'

/** Superlatives whose direction a derived measure does not say: the best churn rate is the lowest. */
const JUDGING = new Set(['best', 'worst'])

/**
 * A measure worked out of other columns (a rate, a ratio), over the rows, by the groups said ("by
 * plan", "for each country"), or ranked: "which industry has the highest churn rate", "the top 3
 * classes by survival rate". `measured` are the columns the measure reads, never its groups;
 * `groupsOnly` declines a measure over all rows, `repeated` a label naming one row each.
 */
export function measuredGroups(
  d: Draft,
  measure: Measure,
  measured: readonly string[],
  options: { readonly groupsOnly?: boolean; readonly repeated?: boolean } = {},
): Candidate | undefined {
  const a = d.a
  const name = measure.aggregate
  const sup = superlativeAt(a)
  if (!sup) {
    const dims = dimensions(d, measured[0])
    if (!dims || (options.groupsOnly && dims.length === 0)) return undefined
    const where = gatherConditions(d)
    if (!where) return undefined
    return d.candidate(name, {
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
  const asked = askedColumn(d, new Set(measured))
  const link = asked
    ? undefined
    : a.columns.find(
        (l) => !d.used.has(l.start) && !measured.includes(l.column.name) && !numericReading(l.column),
      )
  const label = asked?.column ?? link?.column
  // ("repeated": a rate is of a group of rows; a name on one row each has 0% or 100%.)
  if (!label || (options.repeated && label.distinct * 2 > label.nonNull)) return undefined
  if (link) d.use(link)
  const where = gatherConditions(d, { skipNumbers: top ? [top] : [] })
  if (!where) return undefined
  return d.candidate(name, {
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

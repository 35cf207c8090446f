import { isQuantity, isRankColumn, numericReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import { measureAt } from '../measure-finder.js'
import type { Analysis } from '../question-analysis.js'
import { askedColumn } from '../target-finder.js'
import { SUPERLATIVE_MAX, SUPERLATIVE_MIN } from '../word-lists.js'

/** Index and direction of a superlative ("most", "lowest", "tallest"), not "at least"/"at most". */
export function superlativeAt(a: Analysis): { index: number; max: boolean } | undefined {
  for (let i = 0; i < a.tokens.length; i++) {
    const w = wordAt(a, i)
    if (wordAt(a, i - 1) === 'at' && (w === 'least' || w === 'most')) continue
    if (a.values.some((v) => v.start <= i && i < v.end)) continue
    if (SUPERLATIVE_MAX.has(w)) return { index: i, max: true }
    if (SUPERLATIVE_MIN.has(w)) return { index: i, max: false }
  }
  return undefined
}

const COUNTING = new Set(['most', 'least', 'fewest'])
/** On a rank column the top is the smallest number. */
const RANK_WORDS = new Set(['top', 'best', 'highest', 'worst', 'lowest'])

/**
 * "which X has the most/highest M": the row(s) with the extreme M, every row on a tie; groups
 * summed when X repeats; rows counted per X when M names no numeric column ("won the most").
 */
export function recognizeSuperlative(a: Analysis): Candidate | undefined {
  const sup = superlativeAt(a)
  if (!sup) return undefined
  const d = new Draft(a).useWord(sup.index)
  const measure = measureAt(d, sup.index, sup.max)
  const target = askedColumn(d, measure ? new Set([measure.value.column]) : new Set())
  if (!target) return undefined
  const where = gatherConditions(d)
  if (!where) return undefined
  const rows = withoutAggregateRows(a, where)
  const label = target.column
  if (measure) {
    const column = a.model.byName.get(measure.value.column)
    const flips = column && isRankColumn(column) && RANK_WORDS.has(wordAt(a, sup.index))
    const direction = measure.largerWins !== !!flips ? 'max' : 'min'
    // Groups are summed only for amounts over a label that repeats ("region" of sales); else rows rank.
    const grouped = column !== undefined && isQuantity(column) && label.distinct < 0.7 * label.nonNull
    if (!grouped) {
      return d.candidate('superlative', {
        kind: 'extreme',
        labels: [label.name],
        measure: measure.value,
        direction,
        where: rows,
      })
    }
    return d.candidate('superlative-group', {
      kind: 'aggregate',
      measures: [{ aggregate: 'sum', of: measure.value }],
      dimensions: [{ column: label.name }],
      where: rows,
      having: [],
      order: { by: 'measure', index: 0, descending: direction === 'max' },
      limit: 1,
      withTies: true,
    })
  }
  if (!COUNTING.has(wordAt(a, sup.index)) || wordAt(a, sup.index - 2) === 'by') return undefined
  const after = a.tokens[sup.index + 1]
  const counted =
    !after ||
    ['times', 'often', 'frequently', 'number', 'entries', 'appearances'].includes(after.text) ||
    after.tags.has('Plural')
  if (!counted) return undefined
  if (after) d.useWord(after.index)
  if (numericReading(label) === 'number' && label.kind === 'number') return undefined
  if (rows.some((c) => c.kind === 'equals' && c.column === label.name)) return undefined
  return d.candidate('most-common', {
    kind: 'aggregate',
    measures: [{ aggregate: 'count' }],
    dimensions: [{ column: label.name }],
    where: [...rows, { kind: 'present', value: { column: label.name, reading: 'raw' } }],
    having: [],
    order: { by: 'measure', index: 0, descending: sup.max },
    limit: 1,
    withTies: true,
  })
}

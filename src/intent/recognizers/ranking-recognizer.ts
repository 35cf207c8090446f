import { numericReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Aggregate } from '../intent-types.js'
import { addsUp } from '../measure-finder.js'
import type { Analysis } from '../question-analysis.js'
import { AGGREGATE_WORDS } from '../vocabulary/aggregate-words.js'

/** "Rank the regions by ...", "sort countries by ...": an imperative opening the question. */
const VERBS = new Set(['rank', 'sort', 'order', 'arrange'])
/** "regions ranked by ...": the participle before "by". */
const PARTICIPLES = new Set(['ranked', 'sorted', 'ordered', 'arranged'])
/** Words that turn the order to smallest first. */
const ASCENDING = new Set(['ascending', 'increasing'])
const LOW_FIRST = new Set(['lowest', 'smallest', 'least', 'fewest'])

/**
 * "Rank the regions by average generosity", "countries sorted by ladder score": every group (a
 * category named before "by") with its total or average, or every row (a column naming each row)
 * with its value, largest first unless the question says ascending or "lowest first". A category
 * ranked by a level (a score, a price) needs the aggregate said: "by average score".
 */
export function recognizeRanking(a: Analysis): Candidate | undefined {
  const verb = VERBS.has(wordAt(a, 0))
    ? 0
    : a.tokens.findIndex((t) => PARTICIPLES.has(t.text) && wordAt(a, t.index + 1) === 'by')
  if (verb < 0) return undefined
  const by = a.tokens.findIndex((t) => t.index > verb && t.text === 'by')
  if (by < 0) return undefined
  const from = verb === 0 ? 1 : 0
  const label = a.columns.find(
    (l) => l.start >= from && l.end <= (verb === 0 ? by : verb) && !numericReading(l.column),
  )
  if (!label) return undefined
  let at = by + 1
  if (wordAt(a, at) === 'the') at++
  const said = AGGREGATE_WORDS[wordAt(a, at)]
  if (said) at++
  const measure = a.columns.find((l) => l.start === at && numericReading(l.column) === 'number')
  if (!measure) return undefined
  const d = new Draft(a).useWord(verb).useWord(by).use(label).use(measure)
  if (said) d.useWord(at - 1)
  for (let i = verb + 1; i < a.tokens.length; i++) if (wordAt(a, i) === 'the') d.useWord(i)
  const ascending = orderWords(d)
  const where = gatherConditions(d)
  if (!where) return undefined
  const value = { column: measure.column.name, reading: 'number' as const }
  const column = label.column
  if (column.distinct >= column.nonNull) {
    if (said) return undefined
    return d.candidate('ranking', {
      kind: 'rows',
      columns: [
        { column: column.name, reading: 'raw' },
        { column: measure.column.name, reading: 'raw' },
      ],
      where: withoutAggregateRows(a, [...where, { kind: 'present', value }]),
      order: { key: { kind: 'value', value }, descending: !ascending },
    })
  }
  const aggregate: Aggregate | undefined = said ?? (addsUp(measure) ? 'sum' : undefined)
  if (!aggregate) return undefined
  return d.candidate('ranking', {
    kind: 'aggregate',
    measures: [{ aggregate, of: value }],
    dimensions: [{ column: column.name }],
    where: withoutAggregateRows(a, where),
    having: [],
    order: { by: 'measure', index: 0, descending: !ascending },
  })
}

/** "in ascending order", "lowest first": true for smallest first; uses those words. */
function orderWords(d: Draft): boolean {
  const a = d.a
  let ascending = false
  for (const t of a.tokens) {
    const first = wordAt(a, t.index + 1) === 'first'
    if (ASCENDING.has(t.text) || (LOW_FIRST.has(t.text) && first)) ascending = true
    else if (!(t.text === 'descending' || t.text === 'decreasing' || (t.text === 'highest' && first)))
      continue
    d.useWord(t.index)
    if (first) d.useWord(t.index + 1)
    if (wordAt(a, t.index + 1) === 'order') d.useWord(t.index + 1)
    if (wordAt(a, t.index - 1) === 'in') d.useWord(t.index - 1)
  }
  return ascending
}

import { isAdditive } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Condition, Measure } from '../intent-types.js'
import { periodCondition } from '../period-condition.js'
import type { PeriodLink } from '../period-finder.js'
import type { Analysis } from '../question-analysis.js'
import { comparedMeasure, comparisonCue } from './choice-recognizer.js'

/** Two periods joined by "or": "1988 or 1985", "in 2008 or 2005". */
function periodPair(a: Analysis): readonly [PeriodLink, PeriodLink] | undefined {
  for (const left of a.periods) {
    const at = left.end
    if (wordAt(a, at) !== 'or') continue
    const right = a.periods.find(
      (p) => p.start === at + 1 || (p.start === at + 2 && wordAt(a, at + 1) === 'in'),
    )
    if (right && !left.bound && !right.bound && !left.recent && !right.recent) return [left, right]
  }
  return undefined
}

/**
 * "which year had more laps, 1988 or 1985?", "were there more councillors in 1965 or 1966?": the
 * period, as the question wrote it, whose rows have the larger (or smaller) measure. A tie or a
 * period without rows leaves no answer.
 */
export function recognizePeriodChoice(a: Analysis): Candidate | undefined {
  const pair = periodPair(a)
  if (!pair) return undefined
  const d = new Draft(a).useWord(pair[0].end)
  if (pair[1].start === pair[0].end + 2) d.useWord(pair[0].end + 1)
  const comparison = comparisonCue(d, pair)
  if (comparison?.order !== undefined) return undefined
  const compared = comparison
    ? comparedMeasure(d, comparison.cue, comparison.max, pair)
    : // "did lantern come out in 1994 or 1997?": the period holding the named row.
      { measure: { aggregate: 'count' } as Measure, direction: 'max' as const, named: true }
  if (!compared) return undefined
  const [first, second] = pair.map((p) => periodCondition(d, p))
  if (!first || !second || !samePlace(first, second)) return undefined
  // "which year had more deaths": the periods' column, or the word for it.
  for (const l of a.columns) if (l.column.name === first.value.column) d.use(l)
  for (const t of a.tokens) if (PERIOD_WORDS.has(t.text)) d.useWord(t.index)
  const rest = gatherConditions(d, { skipPeriodLinks: pair })
  if (!rest || (!comparison && rest.length === 0)) return undefined
  const { measure, direction } = compared
  const summed: Measure =
    measure.aggregate === 'sum' && measure.of && !additive(a, measure.of.column)
      ? { ...measure, aggregate: direction === 'max' ? 'max' : 'min' }
      : measure
  const side = (c: Condition) => ({ measure: summed, where: withoutAggregateRows(a, [c, ...rest]) })
  const [x, y] = [pair[0].said, pair[1].said]
  return d.candidate('choice-period', {
    kind: 'either',
    left: side(first),
    right: side(second),
    words: direction === 'max' ? [x, y] : [y, x],
  })
}

const PERIOD_WORDS = new Set(['year', 'season'])

/** Both periods must be read on one column. */
const samePlace = (x: Condition, y: Condition): x is Extract<Condition, { kind: 'period' }> =>
  x.kind === 'period' && y.kind === 'period' && x.value.column === y.value.column

function additive(a: Analysis, column: string): boolean {
  const model = a.model.columns.find((c) => c.name === column)
  return model !== undefined && isAdditive(model)
}

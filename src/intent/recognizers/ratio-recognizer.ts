import { type ColumnLink, namesEntity } from '../column-linker.js'
import { numericReading, timeReading } from '../column-roles.js'
import { type Candidate, Draft, wordAt } from '../draft.js'
import type { Measure } from '../intent-types.js'
import { AVERAGE_WORDS } from '../measure-finder.js'
import type { Analysis } from '../question-analysis.js'
import { measuredGroups } from './measure-groups.js'

/** An amount a ratio can be made of: numbers, not years or dates, not identifiers or serial numbers. */
const isAmount = (l: ColumnLink) =>
  numericReading(l.column) === 'number' &&
  timeReading(l.column) === undefined &&
  !namesEntity(l) &&
  l.column.shape.sequence < 1

/**
 * "the spend per click", "revenue per conversion by channel", "which campaign has the highest
 * revenue per conversion": the sum of one amount divided by the sum of another, over the rows,
 * by group, or ranked by group. "The average cost per kg" declines: an average of each row's
 * ratio and the ratio of the totals differ, and the question does not say which.
 */
export function recognizeRatio(a: Analysis): Candidate | undefined {
  const per = a.tokens.findIndex((t) => t.text === 'per')
  if (per < 1 || a.tokens.some((t) => AVERAGE_WORDS.has(t.text))) return undefined
  const at = ['a', 'an', 'one'].includes(wordAt(a, per + 1)) ? per + 2 : per + 1
  const divisor = a.columns.find((l) => l.start === at && isAmount(l))
  const dividend = a.columns.find((l) => l.end === per && isAmount(l))
  if (!divisor || !dividend || divisor.column === dividend.column) return undefined
  const d = new Draft(a)
    .use(dividend)
    .use(divisor)
    .useWord(per)
    .useWord(per + 1)
  // "the total revenue per conversion" is the same ratio.
  if (wordAt(a, dividend.start - 1) === 'total') d.useWord(dividend.start - 1)
  const measure: Measure = {
    aggregate: 'ratio',
    of: { column: dividend.column.name, reading: 'number' },
    per: { column: divisor.column.name, reading: 'number' },
  }
  return measuredGroups(d, measure, [dividend.column.name, divisor.column.name])
}

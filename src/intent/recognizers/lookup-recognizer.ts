import { numericReading, shownValue } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows } from '../draft.js'
import type { Analysis } from '../question-analysis.js'
import { askedColumn } from '../target-finder.js'
import { countCue } from './count-recognizer.js'

/** "what/which/who/when ... <conditions>": the asked column of the rows meeting the conditions. */
export function recognizeLookup(a: Analysis): Candidate | undefined {
  const d = new Draft(a)
  const target = askedColumn(d)
  if (!target) return undefined
  // "the number of directors for X" asks for a number, never the directors' names.
  if (countCue(a) && !numericReading(target.column)) return undefined
  const where = gatherConditions(d)
  if (!where || where.length === 0) return undefined
  if (where.some((c) => c.kind === 'equals' && c.column === target.column.name && !c.negated))
    return undefined
  return d.candidate('lookup', {
    kind: 'rows',
    columns: [shownValue(target.column)],
    where: withoutAggregateRows(a, where),
    distinct: true,
  })
}

import { numericReading, shownValue } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Analysis } from '../question-analysis.js'
import { askedOrder } from '../sort-order.js'
import { askedColumn } from '../target-finder.js'
import { UNIQUE_WORDS } from '../word-lists.js'
import { countCue } from './count-recognizer.js'

/** "what/which/who/when ... <conditions>": the asked column of the rows meeting the conditions. */
export function recognizeLookup(a: Analysis): Candidate | undefined {
  const d = new Draft(a)
  const target = askedColumn(d)
  if (!target) return undefined
  // "the number of directors for X" asks for a number, never the directors' names.
  if (countCue(a) && !numericReading(target.column)) return undefined
  // "what are the unique companies", "list the distinct brands": every different value, even
  // with no condition.
  const unique =
    target.link && UNIQUE_WORDS.has(wordAt(a, target.link.start - 1)) ? target.link.start - 1 : -1
  if (unique >= 0) d.useWord(unique)
  // ("list the regions alphabetically": every value, in the order asked.)
  const order = askedOrder(a)
  const every = unique >= 0 || order !== undefined
  const where = gatherConditions(d)
  if (!where || (where.length === 0 && !every)) return undefined
  if (where.some((c) => c.kind === 'equals' && c.column === target.column.name && !c.negated))
    return undefined
  // "which countries never won a gold medal" over a row per country and Games: "never" is said of
  // all a country's rows, where a lookup keeps any one row.
  // So is "no" ("which cities have no Xylene readings": none on any of a city's rows).
  const never =
    a.tokens.some((t) => t.text === 'never') ||
    (a.tokens.some((t) => t.text === 'no') && where.some((c) => c.kind === 'absent'))
  if (never && target.column.distinct * 2 <= target.column.nonNull) return undefined
  const shown = shownValue(target.column)
  // ("list the distinct fees, from lowest to highest": the values in the order asked.)
  for (const i of order?.words ?? []) d.useWord(i)
  return d.candidate('lookup', {
    kind: 'rows',
    columns: [shown],
    ...(order ? { order: { key: { kind: 'value', value: shown }, descending: order.descending } } : {}),
    // (A blank is no company.)
    where: withoutAggregateRows(a, every ? [...where, { kind: 'present', value: shown }] : where),
    distinct: true,
  })
}

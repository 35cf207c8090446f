import type { ColumnLink } from '../column-linker.js'
import { type Candidate, Draft, wordAt } from '../draft.js'
import { flagBefore } from '../flag-linker.js'
import type { Condition, Measure } from '../intent-types.js'
import type { Analysis } from '../question-analysis.js'
import { measuredGroups } from './measure-groups.js'

/** A flag's rate read so far: the draft using its words, the flag's column and its yes condition. */
export interface FlagRate {
  readonly d: Draft
  readonly column: string
  readonly isSet: Condition
}

/**
 * The word "rate" right after the name of a yes/no column ("the churn rate", "the survival rate"):
 * a draft that uses both, the loose name disclosed, and the condition that the flag says yes.
 */
export function flagRate(a: Analysis): FlagRate | undefined {
  const at = a.tokens.findIndex((t) => t.text === 'rate' || t.text === 'rates')
  // "the churn rate" where a column is churn_rate, or one is named Rate: that column is read. A
  // column that only shares the word ("rate" in AvgRating, int_rate) does not stop the flag's rate.
  const named = (l: ColumnLink) => l.start <= at && at < l.end && (l.start < at || l.tier === 'exact')
  if (at < 1 || a.columns.some(named)) return undefined
  const flag = flagBefore(a.tokens, a.model, a.columns, at)
  if (!flag) return valueRate(a, at)
  const column = flag.link.column.name
  const d = new Draft(a).use(flag.link).useWord(at)
  if (flag.link.tier !== 'exact') d.note({ said: flag.link.said, matched: column, what: 'column' })
  // "top 3 classes by survival rate"; "the overall acceptance rate": over every row, as said.
  if (['by', 'overall'].includes(wordAt(a, flag.link.start - 1))) d.useWord(flag.link.start - 1)
  return { d, column, isSet: { kind: 'equals', column, values: [flag.yes], mode: 'exact', negated: false } }
}

/**
 * "the fail rate" where a Result column holds PASS and FAIL: the rate of rows holding the value
 * said right before "rate", of one column (a loose match disclosed).
 */
function valueRate(a: Analysis, at: number): FlagRate | undefined {
  const link = a.values.find((v) => v.end === at)
  const columns = new Set(link?.cells.map((c) => c.column))
  const [column] = columns
  if (!link || columns.size !== 1 || column === undefined) return undefined
  // (The value is the rate's, no condition of the rows counted: the draft reads without it.)
  const d = new Draft({ ...a, values: a.values.filter((v) => v !== link) }).use(link).useWord(at)
  const values = [...new Set(link.cells.map((c) => c.value))]
  if (link.tier !== 'exact') d.note({ said: link.said, matched: values.join("', '"), what: 'value' })
  if (wordAt(a, link.start - 1) === 'by') d.useWord(link.start - 1)
  return { d, column, isSet: { kind: 'equals', column, values, mode: 'exact', negated: false } }
}

/**
 * "churn rate by plan", "which industry has the highest churn rate", "the top 3 passenger classes
 * by survival rate": for each group, the percentage of its rows whose yes/no column says yes.
 */
export function recognizeGroupRate(a: Analysis): Candidate | undefined {
  const rate = flagRate(a)
  if (!rate) return undefined
  const measure: Measure = { aggregate: 'rate', when: [rate.isSet] }
  // Over all rows it is a share (share-recognizer).
  return measuredGroups(rate.d, measure, [rate.column], { groupsOnly: true, repeated: true })
}

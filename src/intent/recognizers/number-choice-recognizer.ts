import type { ColumnLink } from '../column-linker.js'
import { numericReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Condition, Measure } from '../intent-types.js'
import type { NumberLink } from '../number-finder.js'
import type { Analysis } from '../question-analysis.js'
import { overlaps, type Span } from '../spans.js'
import { comparedMeasure, comparisonCue } from './choice-recognizer.js'

interface NumberPair {
  readonly numbers: readonly [NumberLink, NumberLink]
  readonly column: ColumnLink
  /** The words of the pair: the numbers and the column's name. */
  readonly spans: readonly Span[]
}

/** "ranking 7 or 3", "pick number 5 or 8": two numbers of one column. */
function numberPair(a: Analysis): NumberPair | undefined {
  const free = a.numbers.filter(
    (n) => !a.periods.some((p) => overlaps(p, n)) && !a.values.some((v) => overlaps(v, n)),
  )
  for (const left of free) {
    if (wordAt(a, left.end) !== 'or') continue
    const right = free.find((n) => n.start > left.end && n.start <= left.end + 3)
    const column = columnBefore(a, left.start)
    if (!right || !column) continue
    // "week 4 or week 9" names its options with the column's word, which a number alone would not
    // write as the question does: only "rank 7 or 3" is read.
    if (right.start !== left.end + 1) continue
    return { numbers: [left, right], column, spans: [left, right, column] }
  }
  return undefined
}

/** A numeric column named right before a number ("week 4", "pick number 5"). */
function columnBefore(a: Analysis, start: number): ColumnLink | undefined {
  const end = wordAt(a, start - 1) === 'number' ? start - 1 : start
  const link = a.columns.find((l) => l.end === end)
  const reading = link && numericReading(link.column)
  return link && reading === 'number' ? link : undefined
}

/**
 * "which game had a bigger crowd, week 4 or week 9?", "was pat enright in rank 5 or rank 9?": the
 * number, as the question wrote it, whose rows have the larger measure or hold the named row.
 */
export function recognizeNumberChoice(a: Analysis): Candidate | undefined {
  const pair = numberPair(a)
  if (!pair) return undefined
  const d = new Draft(a)
  for (const s of pair.spans) d.use(s)
  for (const t of a.tokens.slice(pair.numbers[0].end, pair.numbers[1].start)) d.useWord(t.index)
  const comparison = comparisonCue(d, pair.spans)
  if (comparison?.order !== undefined) return undefined
  const compared = comparison ? comparedMeasure(d, comparison.cue, comparison.max, pair.spans) : undefined
  if (comparison && !compared) return undefined
  const rest = gatherConditions(d, { skipNumbers: pair.numbers })
  // With no comparative the question names a row and asks which number it holds.
  if (!rest || (!compared && rest.length === 0)) return undefined
  const measure: Measure = compared?.measure ?? { aggregate: 'count' }
  const value = { column: pair.column.column.name, reading: 'number' as const }
  const side = (n: NumberLink) => {
    const at: Condition = { kind: 'compare', value, op: '=', operand: n.value }
    return { measure, where: withoutAggregateRows(a, [at, ...rest]) }
  }
  const [x, y] = pair.numbers
  const [wx, wy] = [written(x), written(y)]
  return d.candidate('choice-number', {
    kind: 'either',
    left: side(x),
    right: side(y),
    words: (compared?.direction ?? 'max') === 'max' ? [wx, wy] : [wy, wx],
  })
}

/** The number as the question wrote it; "11th" is the place 11. */
const written = (n: NumberLink) => (n.ordinal ? String(n.value) : n.said)

import { numericReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase, withoutAggregateRows, wordAt } from '../draft.js'
import type { Measure } from '../intent-types.js'
import type { Analysis } from '../question-analysis.js'

const DISTINCT = new Set(['different', 'distinct', 'unique', 'separate'])
const FILLER = new Set([
  'total',
  'different',
  'distinct',
  'unique',
  'separate',
  'of',
  'the',
  'in',
  'all',
  'overall',
])

/** Where the count cue ends: after "how many", "number of", "total number of", "count of". */
function countCue(a: Analysis): { start: number; end: number } | undefined {
  const howMany = indexOfPhrase(a, 'how many')
  if (howMany >= 0) return { start: howMany, end: howMany + 2 }
  const numberOf = indexOfPhrase(a, 'number of')
  if (numberOf >= 0 && numberOf <= 4 && !a.columns.some((l) => l.start <= numberOf && numberOf < l.end)) {
    return { start: numberOf, end: numberOf + 2 }
  }
  return undefined
}

/** "how many X ...": rows counted, or a numeric column summed when X names one ("how many losses"). */
export function recognizeCount(a: Analysis): Candidate | undefined {
  const cue = countCue(a)
  if (!cue) return undefined
  if (['more', 'less', 'fewer'].includes(wordAt(a, cue.end))) return undefined
  const d = new Draft(a).use(cue)
  let i = cue.end
  let distinct = false
  while (FILLER.has(wordAt(a, i))) {
    if (DISTINCT.has(wordAt(a, i))) distinct = true
    d.useWord(i++)
  }
  const link = a.columns.find((l) => l.start >= i && l.start <= i + 1)
  let measure: Measure = { aggregate: 'count' }
  if (link) {
    const reading = numericReading(link.column)
    d.use(link)
    if (link.tier === 'synonym') d.note({ said: link.said, matched: link.column.name, what: 'column' })
    if (reading && reading !== 'date' && !distinct)
      measure = { aggregate: 'sum', of: { column: link.column.name, reading } }
    else if (distinct)
      measure = { aggregate: 'count_distinct', of: { column: link.column.name, reading: 'raw' } }
  } else {
    const noun = a.tokens[i]
    if (noun && (noun.tags.has('Plural') || noun.tags.has('Noun')) && !a.values.some((v) => v.start === i))
      d.useWord(i)
  }
  const where = gatherConditions(d)
  if (!where) return undefined
  return d.candidate('count', {
    kind: 'aggregate',
    measures: [measure],
    dimensions: [],
    where: withoutAggregateRows(a, where),
    having: [],
  })
}

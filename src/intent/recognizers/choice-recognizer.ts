import { numericReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, wordAt } from '../draft.js'
import type { Measure } from '../intent-types.js'
import { measureAt } from '../measure-finder.js'
import type { Analysis } from '../question-analysis.js'
import { valueColumns, valueCondition } from '../value-conditions.js'
import type { ValueLink } from '../value-linker.js'
import { COMPARATIVE_LESS, COMPARATIVE_MORE, SUPERLATIVE_MAX, SUPERLATIVE_MIN } from '../word-lists.js'

/** Cues that, with no measure named, compare how many rows each option has. */
const COUNT_CUES = new Set(['more', 'most', 'less', 'fewer', 'least', 'fewest'])
const EARLIER = new Set(['first', 'earlier', 'before', 'sooner', 'earliest', 'higher', 'above', 'top'])
const LATER = new Set(['last', 'later', 'after', 'latest', 'lower', 'below', 'bottom', 'recent'])
const ORDER_VERBS = new Set([
  'come',
  'came',
  'comes',
  'listed',
  'appear',
  'appears',
  'appeared',
  'occur',
  'occurred',
  'happen',
  'happened',
  'placed',
  'ranked',
  'finished',
  'finish',
  'place',
  'rank',
])

/** Two quoted values of one column joined by "or": "lake tuz or lake palas tuzla". */
export function optionPair(
  a: Analysis,
  allowAnd = false,
): { options: ValueLink[]; column: string } | undefined {
  for (let k = 0; k < a.tokens.length; k++) {
    if (wordAt(a, k) !== 'or' && wordAt(a, k) !== 'and' && wordAt(a, k) !== 'vs' && wordAt(a, k) !== 'versus')
      continue
    const left = a.values.find((v) => v.end === k)
    const right = a.values.find((v) => v.start === k + 1 || (v.start === k + 2 && wordAt(a, k + 1) === 'the'))
    if (!left || !right) continue
    const shared = valueColumns(a, left).filter((c) => valueColumns(a, right).includes(c))
    if (shared.length === 0) continue
    if (wordAt(a, k) === 'and' && !allowAnd && !a.tokens.some((t) => t.text === 'or' || t.text === 'between'))
      continue
    return { options: [left, right], column: shared[0] as string }
  }
  return undefined
}

/** "which is deeper, A or B", "who came first, A or B", "did A or B have more M": the winning option. */
export function recognizeChoice(a: Analysis): Candidate | undefined {
  const pair = optionPair(a)
  if (!pair) return undefined
  const d = new Draft(a)
  const joiner = pair.options[0]?.end ?? 0
  d.useWord(joiner).useWord(joiner + 1)
  const options = pair.options.map((o) => valueCondition(d, o, pair.column))
  const values = options.flatMap((c) => (c.kind === 'equals' ? c.values : []))
  if (values.length < 2) return undefined
  let cue = -1
  let max = true
  let order: boolean | undefined
  for (let i = 0; i < a.tokens.length && cue < 0; i++) {
    if (pair.options.some((o) => o.start <= i && i < o.end)) continue
    const w = wordAt(a, i)
    const t = a.tokens[i]
    if (EARLIER.has(w) || LATER.has(w)) {
      const verb =
        ORDER_VERBS.has(wordAt(a, i - 1)) ||
        ORDER_VERBS.has(wordAt(a, i - 2)) ||
        w === 'first' ||
        w === 'last'
      if (verb && !measureAt(new Draft(a), i, true)) {
        cue = i
        order = EARLIER.has(w)
        for (const j of [i - 1, i - 2]) if (ORDER_VERBS.has(wordAt(a, j))) d.useWord(j)
        continue
      }
    }
    if (COMPARATIVE_MORE.has(w) || SUPERLATIVE_MAX.has(w) || t?.tags.has('Comparative')) {
      cue = i
      max = !COMPARATIVE_LESS.has(w)
    } else if (COMPARATIVE_LESS.has(w) || SUPERLATIVE_MIN.has(w)) {
      cue = i
      max = false
    }
  }
  if (cue < 0) return undefined
  d.useWord(cue)
  if (order !== undefined) {
    const where = gatherConditions(d, { skipValues: pair.options })
    if (!where || where.length > 0) return undefined
    return d.candidate('choice-order', {
      kind: 'choice',
      column: pair.column,
      options: values,
      by: { kind: 'order', key: { kind: 'row' } },
      direction: order ? 'min' : 'max',
    })
  }
  const found = measureAt(d, cue, max)
  let measure: Measure
  let direction: 'max' | 'min' = max ? 'max' : 'min'
  if (found) {
    measure = { aggregate: 'sum', of: found.value }
    direction = found.largerWins ? 'max' : 'min'
  } else {
    const noun = a.columns.find((l) => l.start > cue && numericReading(l.column))
    if (noun || !COUNT_CUES.has(wordAt(a, cue))) return undefined
    measure = { aggregate: 'count' }
    const next = a.tokens[cue + 1]
    if (next?.tags.has('Noun') && !a.values.some((v) => v.start === cue + 1)) d.useWord(cue + 1)
  }
  const where = gatherConditions(d, { skipValues: pair.options })
  if (!where) return undefined
  if (where.length > 0) return undefined
  return d.candidate('choice', {
    kind: 'choice',
    column: pair.column,
    options: values,
    by: { kind: 'measure', measure },
    direction,
  })
}

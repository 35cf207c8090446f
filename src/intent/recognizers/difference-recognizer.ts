import { numericReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase, withoutAggregateRows, wordAt } from '../draft.js'
import type { Condition, Measure } from '../intent-types.js'
import { measureAt, numericLinkAfter, useAverageWords } from '../measure-finder.js'
import { periodCondition } from '../period-condition.js'
import { type Analysis, isCovered } from '../question-analysis.js'
import { valueColumns, valueCondition } from '../value-conditions.js'
import { COMPARATIVE_LESS, COMPARATIVE_MORE, CUE_WORDS, NEGATIONS } from '../word-lists.js'

/** Where the difference cue is and whether it reads "A minus B" (more) or "B minus A" (less), or absolute. */
function differenceCue(
  a: Analysis,
): { at: number; words: number[]; sign: 'abs' | 'more' | 'less' } | undefined {
  const diff = a.tokens.findIndex((t) => t.text === 'difference')
  if (diff >= 0) return { at: diff, words: [diff], sign: 'abs' }
  for (const lead of ['how many', 'how much']) {
    const i = indexOfPhrase(a, lead)
    if (i < 0) continue
    const w = wordAt(a, i + 2)
    // "than", or "compared to" / "compared with".
    const than = a.tokens.findIndex(
      (t, k) => t.text === 'than' || (t.text === 'compared' && ['to', 'with'].includes(wordAt(a, k + 1))),
    )
    if (than < 0) continue
    const t = a.tokens[i + 2]
    if (COMPARATIVE_MORE.has(w) || (t?.tags.has('Comparative') && !COMPARATIVE_LESS.has(w))) {
      return { at: i + 2, words: [i, i + 1, i + 2, than], sign: 'more' }
    }
    if (COMPARATIVE_LESS.has(w)) return { at: i + 2, words: [i, i + 1, i + 2, than], sign: 'less' }
  }
  return undefined
}

/** A word linked to nothing and carrying no cue ("score", "win", "earn"; compromise often tags them nouns). */
function isPlainWord(a: Analysis, i: number): boolean {
  const t = a.tokens[i]
  if (!t || t.tags.has('ProperNoun') || NEGATIONS.has(t.text) || /\d/.test(t.text)) return false
  return !isCovered(a, i) && !CUE_WORDS.has(t.text)
}

/** The noun after "the number of" following the cue ("difference in the number of temples"), else -1. */
function countedNoun(a: Analysis, from: number): number {
  for (let i = from + 1; i < Math.min(a.tokens.length, from + 5); i++) {
    if (wordAt(a, i) !== 'number' || wordAt(a, i + 1) !== 'of') continue
    const noun = a.tokens[i + 2]
    const isValue = a.values.some((v) => v.start <= i + 2 && i + 2 < v.end)
    if (!noun?.tags.has('Plural') || isValue) return -1
    const link = a.columns.find((l) => l.start === i + 2)
    return link && numericReading(link.column) ? -1 : i + 2
  }
  return -1
}

/** "difference between A and B", "how many more M did A have than B": one number minus another. */
export function recognizeDifference(a: Analysis): Candidate | undefined {
  const cue = differenceCue(a)
  if (!cue) return undefined
  const d = new Draft(a)
  for (const w of cue.words) d.useWord(w)
  const between = a.tokens.findIndex((t) => t.text === 'between')
  if (between >= 0) d.useWord(between)
  const operands = a.values.filter((v) => v.start > cue.at || cue.sign === 'abs' || v.start < cue.at)
  if (operands.length !== 2) return undefined
  const [first, second] = operands as [(typeof operands)[0], (typeof operands)[0]]
  const shared = valueColumns(a, first).filter((c) => valueColumns(a, second).includes(c))
  const left = valueCondition(d, first, shared[0])
  const right = valueCondition(d, second, shared[0])
  for (let i = first.end; i < second.start; i++)
    if (['and', 'to', 'than', 'vs', 'versus', 'or', 'compared', 'with'].includes(wordAt(a, i))) d.useWord(i)
  let measure: Measure | undefined
  const link =
    numericLinkAfter(d, cue.at + 1, 5) ??
    a.columns.find((l) => numericReading(l.column) && !shared.includes(l.column.name))
  const counted = countedNoun(a, cue.at)
  if (link) {
    const reading = numericReading(link.column)
    if (!reading || reading === 'date') return undefined
    // "A's points and B's points": the measure named once per operand.
    for (const l of a.columns) if (l.column === link.column) d.use(l)
    // "the difference between the average salary of men and women": the two groups' means.
    const averaged = useAverageWords(d, Math.min(cue.at, link.start), link.start)
    measure = { aggregate: averaged ? 'avg' : 'sum', of: { column: link.column.name, reading } }
  } else if (cue.sign === 'abs' && counted >= 0) {
    // "the difference in the number of temples between A and B": rows counted for each.
    const named = a.columns.find((l) => l.start === counted)
    if (named) d.use(named)
    else d.useWord(counted)
    measure = { aggregate: 'count' }
  } else if (cue.sign !== 'abs') {
    const found = measureAt(d, cue.at, true)
    const averaged = found?.link !== undefined && useAverageWords(d, cue.at + 1, found.link.start)
    measure = found ? { aggregate: averaged ? 'avg' : 'sum', of: found.value } : { aggregate: 'count' }
    if (!found) {
      const noun = a.tokens[cue.at + 1]
      if (noun?.tags.has('Noun') && !a.values.some((v) => v.start === cue.at + 1)) d.useWord(cue.at + 1)
    }
  }
  if (!measure) return undefined
  // "how many more goals did A score than B": the verb after A only says how A got them.
  if (measure.of && first.end < second.start && isPlainWord(a, first.end)) d.useWord(first.end)
  const where = gatherConditions(d, { skipValues: [first, second] })
  if (!where) return undefined
  const base = withoutAggregateRows(a, where)
  const scalar = (c: Condition) => ({ measure: measure as Measure, where: [...base, c] })
  const [l, r] = cue.sign === 'less' ? [right, left] : [left, right]
  return d.candidate('difference', {
    kind: 'difference',
    left: scalar(l),
    right: scalar(r),
    absolute: cue.sign === 'abs',
  })
}

const CHANGE = new Set([
  'change',
  'changed',
  'growth',
  'grew',
  'grow',
  'increase',
  'increased',
  'decrease',
  'decreased',
  'difference',
  'rise',
  'rose',
  'fall',
  'fell',
  'drop',
  'dropped',
])

/** "change in revenue between 2023 and 2024", "how much did revenue grow from Q1 2024 to Q2 2024": later minus earlier. */
export function recognizePeriodChange(a: Analysis): Candidate | undefined {
  const cue = a.tokens.findIndex((t) => CHANGE.has(t.text))
  if (cue < 0 || a.values.length > 0) return undefined
  let periods = a.periods.filter((p) => !p.recent && !p.bound)
  const first = periods[0]
  if (
    periods.length === 1 &&
    first?.grain === 'range' &&
    /-01-01$/.test(first.from) &&
    /-01-01$/.test(first.until)
  ) {
    // "between 2023 and 2024" was read as one range: its first and last years are the two periods.
    const y1 = Number(first.from.slice(0, 4))
    const y2 = Number(first.until.slice(0, 4)) - 1
    if (y2 <= y1) return undefined
    periods = [
      { ...first, grain: 'year', until: `${y1 + 1}-01-01` },
      { ...first, grain: 'year', from: `${y2}-01-01` },
    ]
  }
  if (periods.length !== 2) return undefined
  const d = new Draft(a).useWord(cue)
  for (const w of ['between', 'from', 'to', 'and', 'in'])
    for (const t of a.tokens) if (t.text === w) d.useWord(t.index)
  const howMuch = indexOfPhrase(a, 'how much')
  if (howMuch >= 0 && howMuch < cue) d.useWord(howMuch).useWord(howMuch + 1)
  const link = a.columns.find((l) => numericReading(l.column) && numericReading(l.column) !== 'date')
  if (!link) return undefined
  d.use(link)
  const measure: Measure = {
    aggregate: 'sum',
    of: { column: link.column.name, reading: numericReading(link.column) ?? 'number' },
  }
  const [earlier, later] = [...periods].sort((x, y) => x.from.localeCompare(y.from)) as [
    (typeof periods)[0],
    (typeof periods)[0],
  ]
  const conditions = [later, earlier].map((p) => periodCondition(d, p))
  if (conditions.some((c) => c === undefined)) return undefined
  const rest = gatherConditions(d, { skipPeriods: true })
  if (!rest) return undefined
  const base = withoutAggregateRows(a, rest)
  return d.candidate('period-change', {
    kind: 'difference',
    left: { measure, where: [...base, conditions[0] as Condition] },
    right: { measure, where: [...base, conditions[1] as Condition] },
    // "the difference in votes between 1968 and 1974" asks how far apart, as "difference" does
    // between two groups; "change", "grow" and "fall" keep the sign.
    absolute: wordAt(a, cue) === 'difference',
  })
}

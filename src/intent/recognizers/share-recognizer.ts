import type { ColumnLink } from '../column-linker.js'
import { namesEntity } from '../column-linker.js'
import { twoCodes } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { isShareWord } from '../content-words.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Condition } from '../intent-types.js'
import { statedMeasure } from '../measure-finder.js'
import { type Analysis, isCovered } from '../question-analysis.js'
import type { ValueLink } from '../value-linker.js'
import { flagRate } from './rate-recognizer.js'
import { superlativeAt } from './superlative-words.js'

const BY_GROUP = new Set(['by', 'per', 'each', 'every'])
/** Conditions that set the scene (a period) bound the whole as well as the part. */
const SCENE = new Set<Condition['kind']>(['period', 'recent'])

/**
 * "what share of revenue came from the West?", "what percentage of orders were shipped?": the part
 * of a measure the rows meeting the conditions make of the whole, as part, whole and share.
 */
export function recognizeShare(a: Analysis): Candidate | undefined {
  const rate = rateOfRows(a)
  if (rate) return rate
  // "the average bonus percentage" names BonusPct: a share word inside a column's name asks no share.
  const inName = (i: number) => a.columns.some((l) => l.start <= i && i < l.end && l.end - l.start > 1)
  const cue = a.tokens.findIndex((t) => isShareWord(a, t.index) && !inName(t.index))
  if (cue < 0 || a.tokens.some((t) => BY_GROUP.has(t.text) && !byValue(a, t.index))) return undefined
  const fresh = () => {
    const draft = new Draft(a).useWord(cue)
    for (const i of shareAsUnit(a, cue)) draft.useWord(i)
    return a.tokens[cue + 1]?.text === 'of' ? draft.useWord(cue + 1) : draft
  }
  let d = fresh()
  // "what share of loans were returned late (days overdue > 0)": rows named after "of" are counted,
  // whatever amount a condition names.
  let measure =
    (rowsAfterOf(a, cue) ? rowsCounted(d, cue) : undefined) ?? statedMeasure(d) ?? rowsCounted(d, cue)
  // "what percentage of products have a rating of 4 or higher": no part of a level (a rating, a
  // price) adds up to a whole; the rows are counted.
  if (measure && measure.aggregate !== 'sum' && measure.aggregate !== 'count') {
    d = fresh()
    measure = rowsCounted(d, cue)
  }
  if (!measure) return undefined
  const where = gatherConditions(d)
  if (!where) return undefined
  // "in Sales" places the rows when another condition is the part; alone, it is the part.
  // "what percentage of wines without a price are from the US": so does one said of the rows before
  // the clause's verb.
  const rows = rowsStart(a, cue).start
  const verb = clauseVerb(a, rows)
  // Where a condition stands against the clause's verb: before it (and after the rows' noun), after.
  const side = (c: Condition) => {
    const at = conditionAt(a, c)
    if (verb === undefined || at === undefined) return undefined
    return at >= verb ? 'after' : at > rows ? 'before' : undefined
  }
  // ("what percentage of private room listings are in Queens": after the verb, "in" picks the part.)
  // ("what share of returns are grade A among returns that have a grade": the clause after "among"
  // bounds the whole.)
  const among = a.tokens.find((t) => t.index > cue && SCENE_CLAUSES.has(t.text))?.index
  const placed = where.filter(
    (c) =>
      SCENE.has(c.kind) ||
      (among !== undefined && (conditionAt(a, c) ?? -1) > among) ||
      (setsScene(a, c) && side(c) !== 'after') ||
      namesRows(a, cue, c) ||
      side(c) === 'before',
  )
  const whole = placed.length < where.length ? placed : where.filter((c) => SCENE.has(c.kind))
  if (whole.length === where.length) return undefined
  const had = columnsHad(a, rows, verb, where)
  return d.candidate('share', {
    kind: 'share',
    part: { measure, where: withoutAggregateRows(a, [...had, ...where]) },
    whole: { measure, where: withoutAggregateRows(a, [...had, ...whole]) },
  })
}

/**
 * "what share of jobs with a final cost came in over the quote": a column said after "with a"
 * among the rows, and compared with another in the part, is one every row counted has.
 */
function columnsHad(a: Analysis, rows: number, verb: number | undefined, where: readonly Condition[]) {
  const compared = new Set(
    where.flatMap((c) => (c.kind === 'compare-columns' ? [c.value.column, c.other.column] : [])),
  )
  return a.columns
    .filter(
      (l) =>
        l.start > rows &&
        (verb === undefined || l.start < verb) &&
        ['a', 'an'].includes(wordAt(a, l.start - 1)) &&
        wordAt(a, l.start - 2) === 'with' &&
        compared.has(l.column.name),
    )
    .map((l): Condition => ({ kind: 'present', value: { column: l.column.name, reading: 'number' } }))
}

/**
 * "what share of leases are active, as a percentage": a second word of share, said as the unit
 * ("as a percentage", "in percent"), only says how the share is written.
 */
function shareAsUnit(a: Analysis, cue: number): number[] {
  const at = a.tokens.findIndex((t) => t.index !== cue && isShareWord(a, t.index))
  if (at < 0) return []
  if (wordAt(a, at - 2) === 'as' && ['a', 'an'].includes(wordAt(a, at - 1))) return [at - 2, at - 1, at]
  return wordAt(a, at - 1) === 'in' ? [at - 1, at] : []
}

/** "paid by card": "by" before a cell says how, it groups nothing. */
const byValue = (a: Analysis, i: number) =>
  a.tokens[i]?.text === 'by' &&
  a.values.some((v) => v.start === i + 1 || (a.tokens[i + 1]?.text === 'the' && v.start === i + 2))

/** Words that open a clause placing the rows: "among returns that have a grade". */
const SCENE_CLAUSES = new Set(['among', 'amongst'])

/** Words before a value that place the rows rather than pick the part: "in Fulton", "among women". */
const SCENE_WORDS = new Set(['in', 'among', 'amongst', 'within'])

/**
 * "Robert Johnson's vote share in Fulton County", "what percentage of employees in Sales left": a
 * value said after "in" bounds the whole too, as a period does.
 */
function setsScene(a: Analysis, c: Condition): boolean {
  if (c.kind !== 'equals' || c.negated) return false
  return a.values.some((v) => {
    const before = a.tokens[v.start - 1]?.text === 'the' ? v.start - 2 : v.start - 1
    // ("requests that resulted in No Cars Available": after a verb, "in" says what it came to.)
    const verb = a.tokens[before - 1]
    const ofVerb = verb?.tags.has('Verb') === true && !verb.tags.has('Copula') && !verb.tags.has('Noun')
    return (
      SCENE_WORDS.has(a.tokens[before]?.text ?? '') &&
      !ofVerb &&
      v.cells.some((cell) => cell.column === c.column && c.values.includes(cell.value))
    )
  })
}

/**
 * The first copula or auxiliary after the rows' noun ("are", "have", "did"), else its first verb in
 * the past or present tense that names nothing ("of stops of male drivers involved a search").
 */
function clauseVerb(a: Analysis, start: number): number | undefined {
  const after = a.tokens.filter((t) => t.index > start)
  const auxiliary = after.find((t) => CLAUSE_VERBS.has(t.text))
  if (auxiliary) return auxiliary.index
  return after.find(
    (t) =>
      t.tags.has('Verb') &&
      (t.tags.has('PastTense') || t.tags.has('PresentTense')) &&
      !t.tags.has('Noun') &&
      // ("involved a search": a flag's phrase may open with it.)
      (!isCovered(a, t.index) || a.values.some((v) => v.start === t.index)),
  )?.index
}

const CLAUSE_VERBS = new Set(['is', 'are', 'was', 'were', 'have', 'has', 'had', 'do', 'does', 'did'])

/** Where the question says a condition: its cell, its number or its column; undefined when unknown. */
function conditionAt(a: Analysis, c: Condition): number | undefined {
  if (c.kind === 'equals')
    return a.values.find((v) =>
      v.cells.some((cell) => cell.column === c.column && c.values.includes(cell.value)),
    )?.start
  if (c.kind === 'compare' && typeof c.operand === 'number')
    return a.numbers.find((n) => n.value === c.operand)?.start
  if (c.kind === 'absent' || c.kind === 'present')
    return a.columns.findLast((l) => l.column.name === c.value.column)?.start
  return undefined
}

/** Where the rows' noun after "share of" starts: "the", then a value that picks them ("Austin listings"). */
function rowsStart(a: Analysis, cue: number): { at: number; start: number; value?: ValueLink } {
  const at = a.tokens[cue + 1]?.text === 'of' ? cue + 2 : cue + 1
  // ("what share of all shoots": "all" says the whole is every row.)
  const start = ['the', 'all'].includes(a.tokens[at]?.text ?? '') ? at + 1 : at
  const value = a.values.find((v) => v.start === start && a.tokens[v.end]?.tags.has('Plural'))
  return value ? { at, start: value.end, value } : { at, start }
}

/** Whether the plural after "share of" names the rows: no column, or one of their identifiers (loan_id). */
function rowsAfterOf(a: Analysis, cue: number): boolean {
  const noun = a.tokens[rowsStart(a, cue).start]
  if (!noun || !namesRowsPlural(a, noun.index)) return false
  const link = a.columns.find((l) => l.start <= noun.index && noun.index < l.end)
  return link === undefined || namesEntity(link)
}

/** "what share of Austin listings were sold": a value before the rows' noun bounds the whole. */
function namesRows(a: Analysis, cue: number, c: Condition): boolean {
  const value = rowsStart(a, cue).value
  if (c.kind !== 'equals' || c.negated || !value) return false
  return value.cells.some((cell) => cell.column === c.column && c.values.includes(cell.value))
}

/** A plural, or a noun of the rows whose plural is the same word ("what share of Pokemon"). */
const namesRowsPlural = (a: Analysis, i: number) =>
  a.tokens[i]?.tags.has('Plural') === true || a.rowNouns.includes(i)

/** "what percentage of orders ...": the noun after "of" names the rows, which are counted. */
function rowsCounted(d: Draft, cue: number) {
  const a = d.a
  const { at, start } = rowsStart(a, cue)
  const noun = a.tokens[start]
  // "what percentage of employees are remote": a yes/no column's phrase may begin with the noun.
  const phrase = a.values.find((v) => v.start === start && v.end > start + 1)
  const inValue = a.values.some((v) => v.start <= start && start < v.end)
  if (!noun || !namesRowsPlural(a, noun.index) || (inValue && !phrase)) return undefined
  d.useWord(at)
  if (!phrase) d.useWord(start)
  const link = a.columns.find((l) => l.start === start)
  // ("what proportion of smokers" over SMOKING of 1s and 2s: which code is a smoker is not said.)
  if (link && twoCodes(link.column)) return undefined
  if (link) d.use(link)
  // ("what share of mushers are rookies" over a row per checkpoint: each musher counts once.)
  if (link && repeatsOnRows(link))
    return { aggregate: 'count_distinct', of: { column: link.column.name, reading: 'raw' } } as const
  return { aggregate: 'count' } as const
}

/** The things a column names (in full, or by its identifier) are on several rows each. */
const repeatsOnRows = (link: ColumnLink) =>
  (link.tier === 'exact' || namesEntity(link)) &&
  link.end - link.start === 1 &&
  (link.column.kind === 'text' || namesEntity(link)) &&
  link.column.distinct * 2 <= link.column.nonNull

/**
 * "what is the churn rate?", "the survival rate of women": the share of the rows (those meeting
 * the conditions) whose yes/no column says yes.
 */
function rateOfRows(a: Analysis): Candidate | undefined {
  // Rates by group are read in rate-recognizer.
  if (a.tokens.some((t) => BY_GROUP.has(t.text)) || superlativeAt(a)) return undefined
  const rate = flagRate(a)
  if (!rate) return undefined
  const where = gatherConditions(rate.d)
  if (!where) return undefined
  const rows = withoutAggregateRows(a, where)
  return rate.d.candidate('share', {
    kind: 'share',
    part: { measure: { aggregate: 'count' }, where: [...rows, rate.isSet] },
    whole: { measure: { aggregate: 'count' }, where: rows },
  })
}

import { namesEntity } from '../column-linker.js'
import { isAdditive, numericReading, timeColumn, timeReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, wordAt } from '../draft.js'
import type { Measure, ValueOf } from '../intent-types.js'
import { measureAt, topIsSmallest, useAverageWords } from '../measure-finder.js'
import type { Analysis } from '../question-analysis.js'
import { overlaps, type Span } from '../spans.js'
import type { ColumnModel } from '../table-model.js'
import { valueColumns, valueCondition } from '../value-conditions.js'
import type { ValueLink } from '../value-linker.js'
import {
  ADJECTIVE_MEASURES,
  COMPARATIVE_LESS,
  COMPARATIVE_MORE,
  LOWER_IS_FASTER,
  SUPERLATIVE_MAX,
  SUPERLATIVE_MIN,
  YES_NO_OPENERS,
} from '../word-lists.js'
import { stemWord } from '../word-stem.js'
import { wordTable } from '../word-table.js'

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

/** Words that may stand again before the second option: "in nebraska or in colorado", "a win or a loss". */
const PARALLEL = new Set(['a', 'an', 'in', 'at', 'for', 'from', 'by', 'on', 'with', 'to', 'against'])

/** The word before the second option: "the", or the word that stands before the first one too. */
function repeats(a: Analysis, left: ValueLink | undefined, at: number): boolean {
  const w = wordAt(a, at)
  if (w === 'the') return true
  // Only whole cells: "in quebec" matching an item of "Montreal, Quebec, Canada" is no option.
  const right = a.values.find((v) => v.start === at + 1)
  const whole = [left, right].every((v) => v !== undefined && v.tier === 'exact')
  return whole && PARALLEL.has(w) && wordAt(a, (left as ValueLink).start - 1) === w
}

/** Two quoted values of one column joined by "or": "lake tuz or lake palas tuzla". */
export function optionPair(
  a: Analysis,
  allowAnd = false,
): { options: ValueLink[]; column: string } | undefined {
  for (let k = 0; k < a.tokens.length; k++) {
    if (wordAt(a, k) !== 'or' && wordAt(a, k) !== 'and' && wordAt(a, k) !== 'vs' && wordAt(a, k) !== 'versus')
      continue
    const left = a.values.find((v) => v.end === k)
    const right = a.values.find((v) => v.start === k + 1 || (v.start === k + 2 && repeats(a, left, k + 1)))
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
const QUANTIFIERS = new Set(['all', 'every', 'each', 'any', 'no'])

export function recognizeChoice(a: Analysis): Candidate | undefined {
  // ("are all the rush orders finished (Completed or Picked Up)?": a claim about every row, no choice.)
  if (YES_NO_OPENERS.has(wordAt(a, 0)) && QUANTIFIERS.has(wordAt(a, 1))) return undefined
  const pair = optionPair(a)
  if (!pair) return undefined
  const d = new Draft(a)
  const joiner = pair.options[0]?.end ?? 0
  d.useWord(joiner).useWord(joiner + 1)
  // "which city, A or B", "a member of the A or B party": the options' own column.
  for (const l of a.columns) if (l.column.name === pair.column) d.use(l)
  const links = [...listBefore(a, pair.options[0] as ValueLink, pair.column), ...pair.options]
  const options = links.map((o) => valueCondition(d, o, pair.column))
  // ("a star that is not of spectral class M or B": options negated are excluded, not chosen from.)
  if (options.some((c) => c.kind === 'equals' && c.negated)) return undefined
  const values = options.flatMap((c) => (c.kind === 'equals' ? c.values : []))
  if (values.length < 2) return undefined
  const comparison = comparisonCue(d, links)
  if (!comparison) return valueChoice(d, pair.column, values, links)
  const { cue, order } = comparison
  if (order !== undefined) {
    const where = gatherConditions(d, { skipValues: links })
    if (!where || where.length > 0) return undefined
    return d.candidate('choice-order', {
      kind: 'choice',
      column: pair.column,
      options: values,
      by: { kind: 'order', key: { kind: 'row' } },
      direction: order ? 'min' : 'max',
    })
  }
  const compared = comparedMeasure(d, cue, comparison.max, links)
  if (!compared) return undefined
  const { measure, direction } = compared
  const where = gatherConditions(d, { skipValues: links })
  if (!where) return undefined
  return d.candidate('choice', {
    kind: 'choice',
    column: pair.column,
    options: values,
    by: { kind: 'measure', measure },
    direction,
    ...(where.length > 0 ? { where } : {}),
  })
}

/** The comparative a choice turns on: its word, whether larger wins, or an order ("came first"). */
export interface ComparisonCue {
  readonly cue: number
  readonly max: boolean
  /** Set for an order in the table: true when the earlier row wins. */
  readonly order?: boolean
}

/** The first comparative or order word outside the options ("which is deeper", "who came first"). */
export function comparisonCue(d: Draft, skip: readonly Span[]): ComparisonCue | undefined {
  const a = d.a
  let cue = -1
  let max = true
  let order: boolean | undefined
  for (let i = 0; i < a.tokens.length && cue < 0; i++) {
    if (skip.some((o) => o.start <= i && i < o.end)) continue
    // "which most recent position angle": a word of a column's own name is no cue.
    if (a.columns.some((l) => l.tier === 'exact' && l.start <= i && i < l.end && l.end - l.start > 1))
      continue
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
    if (w === 'better' || w === 'worse') {
      cue = i
      max = w === 'better'
    } else if (COMPARATIVE_MORE.has(w) || SUPERLATIVE_MAX.has(w) || t?.tags.has('Comparative')) {
      cue = i
      max = !COMPARATIVE_LESS.has(w)
    } else if (COMPARATIVE_LESS.has(w) || SUPERLATIVE_MIN.has(w)) {
      cue = i
      max = false
    }
  }
  if (cue < 0) return undefined
  d.useWord(cue)
  return order === undefined ? { cue, max } : { cue, max, order }
}

/** What the options are compared by: a column after the cue, the one named, the adjective's, or a count. */
export function comparedMeasure(
  d: Draft,
  cue: number,
  max: boolean,
  skip: readonly Span[],
): { measure: Measure; direction: 'max' | 'min' } | undefined {
  const a = d.a
  // A quantity the question names beats one its adjective suggests: "whose time was higher".
  const named = namedQuantity(a, cue, max, skip)
  const measured = measureAt(d, cue, max)
  // "a bigger crowd, week 4 or week 9": the options' own column is no measure.
  const guessed =
    measured?.link && skip.some((s) => overlaps(s, measured.link as Span)) ? undefined : measured
  const found = guessed?.link || !named ? guessed : undefined
  const adjective = found ? undefined : (named ?? quantityOf(d, cue, max))
  if (named && !found) useColumn(d, named.column)
  if (found) {
    const reading = found.value.reading
    if (reading === 'date' || reading === 'year') {
      // "who is older" linked to a birth date: a time is compared, not added up.
      const later = TIME_ADJECTIVES[wordAt(a, cue)] ?? (wordAt(a, cue) === 'younger' ? true : undefined)
      if (later === undefined) return undefined
      return { measure: { aggregate: 'max', of: found.value }, direction: later ? 'max' : 'min' }
    }
    const direction = found.largerWins !== topIsSmallest(a, found.value, wordAt(a, cue)) ? 'max' : 'min'
    // "a higher average salary, Sales or Marketing": the groups' means.
    const averaged = found.link !== undefined && useAverageWords(d, cue + 1, found.link.start)
    return { measure: { aggregate: averaged ? 'avg' : 'sum', of: found.value }, direction }
  }
  if (adjective) {
    // "is revenue higher for Email or Social": an amount named is added up over the rows of each
    // option when the options are categories (each on many rows), not one row's names.
    const column = named ? a.model.byName.get(adjective.value.column) : undefined
    const aggregate = column && isAdditive(column) && categoryOptions(a, skip) ? 'sum' : 'max'
    return { measure: { aggregate, of: adjective.value }, direction: adjective.largerWins ? 'max' : 'min' }
  }
  const noun = a.columns.find((l) => l.start > cue && numericReading(l.column) && !namesEntity(l))
  if (noun || !COUNT_CUES.has(wordAt(a, cue))) return undefined
  const next = a.tokens[cue + 1]
  if (next?.tags.has('Noun') && !a.values.some((v) => v.start === cue + 1)) d.useWord(cue + 1)
  return { measure: { aggregate: 'count' }, direction: max ? 'max' : 'min' }
}

/** "algeria, tunisia or egypt": the values of the options' column listed right before the pair. */
function listBefore(a: Analysis, first: ValueLink, column: string): ValueLink[] {
  const list: ValueLink[] = []
  let next = first
  for (;;) {
    const before = a.values.find(
      (v) =>
        v.end === next.start &&
        (v.tier === 'exact' || v.tier === 'variant') &&
        valueColumns(a, v).includes(column),
    )
    if (!before) break
    list.unshift(before)
    next = before
  }
  // "higher than coast visible, A or B": the thing compared with is no option.
  return wordAt(a, next.start - 1) === 'than' ? [] : list
}

/**
 * "was arven released by universal or curling legs?": which option the named row holds. Both or
 * neither holding it leaves no single answer, and the answerer declines.
 */
function valueChoice(
  d: Draft,
  column: string,
  options: readonly string[],
  links: readonly ValueLink[],
): Candidate | undefined {
  const where = gatherConditions(d, { skipValues: links })
  if (!where || where.length === 0) return undefined
  if (where.some((c) => c.kind === 'equals' && c.column === column)) return undefined
  return d.candidate('choice-value', {
    kind: 'choice',
    column,
    options,
    by: { kind: 'measure', measure: { aggregate: 'count' } },
    direction: 'max',
    where,
  })
}

/** Adjectives whose quantity is a point in time: "older" is the earlier date when no age is given. */
const TIME_ADJECTIVES: Readonly<Record<string, boolean>> = wordTable({
  earlier: false,
  sooner: false,
  older: false,
  later: true,
  newer: true,
  recent: true,
})
const BIRTH = new Set(['birth', 'born'].map(stemWord))
const SPEED = new Set(['faster', 'slower', 'fastest', 'slowest', 'quicker', 'quickest'])

/**
 * What a comparative compares when no column follows it: the quantity its adjective names (taller
 * -> Height, younger -> Age or the later birth date, older -> the earlier date), or the one numeric
 * column the question names ("which psip is higher").
 */
function quantityOf(
  d: Draft,
  cue: number,
  max: boolean,
): { value: ValueOf; largerWins: boolean } | undefined {
  const a = d.a
  const word = wordAt(a, cue)
  const columns = a.model.columns
  const entry = ADJECTIVE_MEASURES[word]
  for (const stem of entry?.stems ?? []) {
    const column = columns.find((c) => c.stems.includes(stemWord(stem)) && numericReading(c))
    const reading = column && numericReading(column)
    if (!column || !reading || reading === 'date') continue
    useColumn(d, column)
    return {
      value: { column: column.name, reading },
      largerWins: (entry?.max ?? max) !== (SPEED.has(word) && LOWER_IS_FASTER.has(stem)),
    }
  }
  if (word === 'older' || word === 'younger') {
    const born = columns.find((c) => c.stems.some((s) => BIRTH.has(s)) && timeReading(c))
    const reading = born && timeReading(born)
    if (born && reading) {
      useColumn(d, born)
      return { value: { column: born.name, reading }, largerWins: word === 'younger' }
    }
  }
  const later = TIME_ADJECTIVES[word]
  if (later !== undefined) {
    const named = a.columns.find((l) => timeReading(l.column))?.column
    const time = named ?? (word === 'older' || word === 'newer' ? timeColumn(a.model) : undefined)
    const reading = time && timeReading(time)
    if (!time || !reading) return undefined
    useColumn(d, time)
    return { value: { column: time.name, reading }, largerWins: later }
  }
  return undefined
}

/** The one numeric column the question names besides the options ("which psip is higher"). */
function namedQuantity(
  a: Analysis,
  cue: number,
  max: boolean,
  options: readonly Span[],
): { value: ValueOf; largerWins: boolean; column: ColumnModel } | undefined {
  const named = a.columns.filter(
    (l) =>
      !options.some((o) => overlaps(o, l)) &&
      // ("more critical bugs" over bug_id: the rows its identifiers stand for are counted.)
      !namesEntity(l) &&
      numericReading(l.column) &&
      numericReading(l.column) !== 'date' &&
      !timeReading(l.column),
  )
  const link = named[0]
  if (!link || named.some((l) => l.column !== link.column)) return undefined
  const value = { column: link.column.name, reading: numericReading(link.column) ?? 'number' }
  const largerWins = max !== topIsSmallest(a, value, wordAt(a, cue))
  return { value, largerWins, column: link.column }
}

function useColumn(d: Draft, column: ColumnModel) {
  for (const l of d.a.columns) if (l.column === column) d.use(l)
}

/** The options compared are values of a category: few values, each on several rows. */
function categoryOptions(a: Analysis, options: readonly Span[]): boolean {
  const cells = a.values.filter((v) => options.some((s) => overlaps(s, v))).flatMap((v) => v.cells)
  const column = cells[0] && a.model.byName.get(cells[0].column)
  return column !== undefined && column.distinct * 3 <= column.nonNull
}

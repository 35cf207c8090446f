import { timeReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase } from '../draft.js'
import type { ValueOf } from '../intent-types.js'
import type { Analysis } from '../question-analysis.js'
import type { ColumnModel } from '../table-model.js'
import { STOP_WORDS, SUPERLATIVE_MAX, SUPERLATIVE_MIN } from '../word-lists.js'

/** Words naming when a row's period begins or ends: From/To, Took office/Left office, Start/End. */
const START_WORDS = new Set([
  'from',
  'start',
  'started',
  'began',
  'begin',
  'beginning',
  'took',
  'entered',
  'joined',
  'opened',
  'commenced',
])
const END_WORDS = new Set(['to', 'end', 'ended', 'until', 'till', 'left', 'retired', 'closed', 'departed'])

/** A life runs from birth to death: "how long did X live", "how long was X alive". */
const LIFE_WORDS = new Set(['live', 'lived', 'alive'])
const BIRTH_WORDS = new Set(['born', 'birth'])
const DEATH_WORDS = new Set(['died', 'death'])

/** What a span question says about the row besides the name: "serve", "in office", "last". */
const SPAN_WORDS = new Set([
  'serve',
  'served',
  'serving',
  'office',
  'last',
  'lasted',
  'play',
  'played',
  'coach',
  'coached',
  'active',
  'reign',
  'reigned',
  'hold',
  'held',
  'stay',
  'stayed',
  'remain',
  'remained',
  'tenure',
  'term',
  'power',
  'rule',
  'ruled',
  'run',
  'ran',
  'operate',
  'operated',
  'live',
  'lived',
  'alive',
  'exist',
  'existed',
])

/** Spans measured from elsewhere ("how long after", "how long ago"), or several rows (the longest). */
const OTHER_SPANS = new Set([
  'after',
  'before',
  'ago',
  'since',
  'between',
  'until',
  'total',
  'combined',
  'average',
])

/** Two years in one cell: "1995–2001", "March 4, 1789 – March 3, 1791". */
const RANGE = /(1[5-9]\d\d|20\d\d)[^–—-]*[–—-][^\d]*(?:[A-Za-z]+\.? )?(?:\d{1,2},? )?(1[5-9]\d\d|20\d\d)/
/** A range ending in two digits: "1954–76". */
const SHORT_RANGE = /^[^\d]*(1[5-9]|20)\d\d\s*[–—-]\s*\d\d[^\dA-Za-z]*$/
/** Columns of seasons ("1995–96") name one season a row, not a span. */
const SEASON_WORDS = new Set(['season', 'seasons'])

function isRangeColumn(c: ColumnModel): boolean {
  if (c.kind !== 'text' || !c.values || c.values.values.length === 0 || named(c, SEASON_WORDS)) return false
  let ranges = 0
  let all = 0
  for (const v of c.values.values) {
    all += v.count
    if (RANGE.test(v.value) || SHORT_RANGE.test(v.value)) ranges += v.count
  }
  return ranges >= 0.6 * all
}

const named = (c: ColumnModel, words: ReadonlySet<string>) => c.words.some((w) => words.has(w))

/** The pair of columns a span runs between: the only start and end, or those named alike. */
function columnPair(
  timed: readonly ColumnModel[],
  startWords: ReadonlySet<string>,
  endWords: ReadonlySet<string>,
): [ColumnModel, ColumnModel] | 'none' | 'unclear' {
  const starts = timed.filter((c) => named(c, startWords) && !named(c, endWords))
  const ends = timed.filter((c) => named(c, endWords) && !named(c, startWords))
  if (starts.length === 0 && ends.length === 0) return 'none'
  // "Beginning of service" and "End of service" beside "Death year": the pair shares its other words.
  const rest = (c: ColumnModel) =>
    c.words.filter((w) => !startWords.has(w) && !endWords.has(w) && !STOP_WORDS.has(w)).join(' ')
  const pairs = starts.flatMap((s) =>
    ends.filter((e) => starts.length * ends.length === 1 || rest(e) === rest(s)).map((e) => [s, e] as const),
  )
  const only = pairs.length === 1 ? pairs[0] : undefined
  return only ? [only[0], only[1]] : 'unclear'
}

/** The start and end of a row's period: one pair of columns, or one column of ranges. */
function spanColumns(
  a: Analysis,
  days: boolean,
  life: boolean,
): { start: ValueOf; end?: ValueOf; columns: ColumnModel[] } | undefined {
  const timed = a.model.columns.filter((c) => timeReading(c) !== undefined)
  const pair = life ? columnPair(timed, BIRTH_WORDS, DEATH_WORDS) : columnPair(timed, START_WORDS, END_WORDS)
  if (pair === 'unclear') return undefined
  if (pair !== 'none') {
    const [s, e] = pair
    if (days && (timeReading(s) !== 'date' || timeReading(e) !== 'date')) return undefined
    const reading = days ? 'date' : 'year'
    return {
      start: { column: s.name, reading },
      end: { column: e.name, reading },
      columns: [s, e],
    }
  }
  if (days) return undefined
  const ranges = a.model.columns.filter(isRangeColumn)
  if (ranges.length !== 1) return undefined
  const r = ranges[0] as ColumnModel
  return { start: { column: r.name, reading: 'year' }, columns: [r] }
}

/** "how long did X serve", "how many years was X in office": a row's end year minus its start year. */
export function recognizeSpan(a: Analysis): Candidate | undefined {
  let cue = indexOfPhrase(a, 'how long')
  let cueWords = [cue, cue + 1]
  let days = false
  if (cue < 0) {
    for (const unit of ['years', 'days']) {
      const at = indexOfPhrase(a, `how many ${unit}`)
      if (at < 0 || a.columns.some((l) => l.start <= at + 2 && at + 2 < l.end)) continue
      cue = at
      cueWords = [at, at + 1, at + 2]
      days = unit === 'days'
    }
  }
  if (cue < 0) return undefined
  if (
    a.tokens.some(
      (t) => OTHER_SPANS.has(t.text) || SUPERLATIVE_MAX.has(t.text) || SUPERLATIVE_MIN.has(t.text),
    )
  )
    return undefined
  const inDays = indexOfPhrase(a, 'in days')
  if (inDays >= 0) days = true
  const life = a.tokens.some((t) => LIFE_WORDS.has(t.text))
  const span = spanColumns(a, days, life)
  if (!span) return undefined
  const d = new Draft(a)
  for (const w of cueWords) d.useWord(w)
  if (inDays >= 0) d.useWord(inDays).useWord(inDays + 1)
  for (const l of a.columns) if (span.columns.includes(l.column)) d.use(l)
  for (const t of a.tokens) if (SPAN_WORDS.has(t.text)) d.useWord(t.index)
  const where = gatherConditions(d)
  if (!where?.some((c) => c.kind === 'equals' && !c.negated)) return undefined
  return d.candidate('span', {
    kind: 'span',
    start: span.start,
    ...(span.end ? { end: span.end } : {}),
    unit: days ? 'days' : 'years',
    where,
  })
}

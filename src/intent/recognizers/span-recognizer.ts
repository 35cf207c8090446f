import { timeReading } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase } from '../draft.js'
import type { ValueOf } from '../intent-types.js'
import type { Analysis } from '../question-analysis.js'
import type { ColumnModel } from '../table-model.js'
import { SUPERLATIVE_MAX, SUPERLATIVE_MIN } from '../word-lists.js'

/** Words naming when a row's period begins or ends: From/To, Took office/Left office, Start/End. */
const START_WORDS = new Set([
  'from',
  'start',
  'started',
  'began',
  'begin',
  'took',
  'entered',
  'joined',
  'opened',
])
const END_WORDS = new Set(['to', 'end', 'ended', 'until', 'till', 'left', 'retired', 'closed', 'departed'])

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

/** The start and end of a row's period: one pair of columns, or one column of ranges. */
function spanColumns(
  a: Analysis,
  days: boolean,
): { start: ValueOf; end?: ValueOf; columns: ColumnModel[] } | undefined {
  const timed = a.model.columns.filter((c) => timeReading(c) !== undefined)
  const starts = timed.filter((c) => named(c, START_WORDS) && !named(c, END_WORDS))
  const ends = timed.filter((c) => named(c, END_WORDS) && !named(c, START_WORDS))
  if (starts.length === 1 && ends.length === 1) {
    const [s, e] = [starts[0] as ColumnModel, ends[0] as ColumnModel]
    if (days && (timeReading(s) !== 'date' || timeReading(e) !== 'date')) return undefined
    const reading = days ? 'date' : 'year'
    return {
      start: { column: s.name, reading },
      end: { column: e.name, reading },
      columns: [s, e],
    }
  }
  if (starts.length > 0 || ends.length > 0 || days) return undefined
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
  const span = spanColumns(a, days)
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

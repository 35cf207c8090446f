import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase, withoutAggregateRows, wordAt } from '../draft.js'
import type { Condition } from '../intent-types.js'
import type { Analysis } from '../question-analysis.js'

/** Words that ask for the longest run: "the most consecutive wins", "longest winning streak". */
const LONGEST = new Set(['most', 'longest', 'highest', 'greatest', 'largest', 'biggest', 'max', 'maximum'])

/** Nouns a run is counted in: each is one row of the table. */
const RUN_NOUNS = new Set([
  'games',
  'game',
  'matches',
  'match',
  'times',
  'years',
  'seasons',
  'weeks',
  'races',
  'events',
  'contests',
  'fights',
  'bouts',
  'tournaments',
  'titles',
  'championships',
  'rounds',
  'editions',
])

/** A value of a column with no repeats: its run is that one row, so the question counts something else. */
function namesOneRow(a: Analysis, c: Condition): boolean {
  if (c.kind !== 'equals' || c.negated || c.mode !== 'exact' || c.values.length !== 1) return false
  const column = a.model.byName.get(c.column)
  return column !== undefined && column.distinct >= column.nonNull
}

/** Openers that ask for the length of a run by themselves; the others need "most" or "longest". */
const COUNT_OPENERS = new Set(['how many', 'number of'])
const OPENERS = ['how many', 'what was the', 'what is the', 'what were the', 'how long was', 'number of']

/** Where the question says "consecutive" (or "streak", "in a row") and the words that say it. */
function streakCue(a: Analysis): number[] | undefined {
  const consecutive = a.tokens.findIndex((t) => t.text === 'consecutive' || t.text === 'straight')
  if (consecutive >= 0) return [consecutive]
  const streak = a.tokens.findIndex((t) => t.text === 'streak')
  if (streak >= 0) return [streak]
  const row = indexOfPhrase(a, 'in a row')
  if (row >= 0) return [row, row + 1, row + 2]
  return undefined
}

/**
 * Where the question proper starts: after "for"/"in" ("for how many consecutive games") or a
 * leading period ("in 2007, what is the largest number of consecutive wins"), whose condition
 * the conditions gathered still hold.
 */
function openerAt(a: Analysis): number {
  const period = a.periods.find((p) => p.start <= 1)
  if (period && (period.start === 0 || wordAt(a, 0) === 'in')) return period.end
  return ['for', 'in'].includes(wordAt(a, 0)) ? 1 : 0
}

/** "how many consecutive wins did they have", "the longest winning streak": the longest run of rows. */
export function recognizeStreak(a: Analysis): Candidate | undefined {
  const cue = streakCue(a)
  if (!cue) return undefined
  // "for how many consecutive games", "in how many consecutive races".
  const lead = openerAt(a)
  const opener = OPENERS.map((o) => ({ o, at: indexOfPhrase(a, o) })).find((x) => x.at === lead)
  if (!opener) return undefined
  const d = new Draft(a)
  for (const w of cue) d.useWord(w)
  for (let i = 0; i < lead + opener.o.split(' ').length; i++) d.useWord(i)
  const first = cue[0] as number
  // "the most consecutive", "the longest winning streak", "the highest number of consecutive".
  for (let i = 0; i < first; i++) {
    const w = wordAt(a, i)
    if (LONGEST.has(w) || w === 'number' || w === 'of' || w === 'the') d.useWord(i)
  }
  if (!COUNT_OPENERS.has(opener.o) && ![...d.used].some((i) => LONGEST.has(wordAt(a, i)))) return undefined
  for (const t of a.tokens) if (RUN_NOUNS.has(t.text)) d.useWord(t.index)
  const where = gatherConditions(d)
  if (!where || where.length === 0 || where.some((c) => namesOneRow(a, c))) return undefined
  return d.candidate('streak', {
    kind: 'streak',
    order: { kind: 'row' },
    where: withoutAggregateRows(a, where),
  })
}

import { type Candidate, Draft, wordAt } from '../draft.js'
import type { Analysis } from '../question-analysis.js'
import { UNIQUE_WORDS } from '../word-lists.js'

const EVERY = new Set(['every', 'each', 'all'])
const OPENERS = new Set(['is', 'are', 'was', 'were'])

/**
 * "Is every passenger's name unique?", "Are all order IDs unique?", "Is each product name
 * different?": yes when the column holds as many different values as filled cells. The column
 * is named between the quantifier and the adjective, which ends the question; any other word
 * must be read, so "are all names in Sales unique" reads its condition or declines.
 */
export function recognizeUniqueness(a: Analysis): Candidate | undefined {
  const last = a.tokens.length - 1
  if (!OPENERS.has(wordAt(a, 0)) || !UNIQUE_WORDS.has(wordAt(a, last))) return undefined
  const every = a.tokens.findIndex((t) => EVERY.has(t.text))
  if (every < 0) return undefined
  const links = a.columns.filter((l) => l.start > every && l.end <= last)
  if (links.length !== 1) return undefined
  const link = links[0]
  if (!link) return undefined
  const d = new Draft(a).useWord(0).useWord(every).useWord(last).use(link)
  // "every passenger's name": the rows' noun before the column says nothing more.
  for (let i = every + 1; i < link.start; i++) if (a.rowNouns.includes(i)) d.useWord(i)
  if (link.tier === 'synonym') d.note({ said: link.said, matched: link.column.name, what: 'column' })
  const value = { column: link.column.name, reading: 'raw' as const }
  return d.candidate('yes-no-unique', {
    kind: 'yes-no',
    test: {
      kind: 'compare',
      left: { measure: { aggregate: 'count_distinct', of: value }, where: [] },
      op: '=',
      right: { measure: { aggregate: 'count' }, where: [{ kind: 'present', value }] },
    },
  })
}

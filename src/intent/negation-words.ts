import type { Analysis } from './question-analysis.js'

/** Words that turn the condition after them around. */
export const NOT = new Set(['not', 'never', 'neither'])

/** Small words between a negation and what it negates: "not from", "never played in the". */
const LINKING = new Set([
  'from',
  'in',
  'at',
  'on',
  'by',
  'for',
  'to',
  'of',
  'a',
  'an',
  'the',
  'as',
  'into',
  'with',
])

/** Verbs of results: "did not beat X" is about the result, not about X. */
const RESULT_VERBS = new Set([
  'win',
  'won',
  'beat',
  'defeat',
  'defeated',
  'lose',
  'lost',
  'draw',
  'drew',
  'tie',
  'tied',
])

const MAX_BRIDGE = 3

/**
 * "were not played at X", "is not from the X", "never won in X": the negation and the words that
 * join it to the span starting at `start`; empty when no "not"/"never" reaches it. Verbs in between
 * count when the caller allows them (a value: "not produced by X"); a column named in between must
 * be one of `columns` ("not in group A").
 */
export function negationReaching(
  a: Analysis,
  start: number,
  options: { readonly verbs: boolean; readonly columns?: readonly string[] },
): number[] {
  const bridge: number[] = []
  for (let i = start - 1; i >= 0 && bridge.length <= MAX_BRIDGE; i--) {
    const t = a.tokens[i]
    if (!t) break
    if (NOT.has(t.text)) return [i, ...bridge]
    const link = a.columns.find((l) => l.start <= i && i < l.end)
    const joins =
      (link && options.columns?.includes(link.column.name) === true) ||
      (!link && !a.values.some((v) => v.start <= i && i < v.end) && LINKING.has(t.text)) ||
      (!link &&
        options.verbs &&
        !RESULT_VERBS.has(t.text) &&
        t.tags.has('Verb') &&
        !a.values.some((v) => v.start <= i && i < v.end))
    if (!joins) return []
    bridge.unshift(i)
  }
  return []
}

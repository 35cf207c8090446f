import { wordAt } from './draft.js'
import type { Analysis } from './question-analysis.js'
import { wordTable } from './word-table.js'

/** The order a list is asked in, and the words that say it. */
export interface AskedOrder {
  readonly descending: boolean
  readonly words: readonly number[]
}

/** Pairs of words that say an order from one end to the other: "from lowest to highest". */
const RISING: readonly (readonly [string, string])[] = [
  ['lowest', 'highest'],
  ['smallest', 'largest'],
  ['smallest', 'biggest'],
  ['least', 'most'],
  ['shortest', 'longest'],
  ['earliest', 'latest'],
  ['oldest', 'newest'],
  ['youngest', 'oldest'],
]

/** Words that say a direction: true when it falls. */
const DIRECTIONS: Readonly<Record<string, boolean>> = wordTable({
  ascending: false,
  increasing: false,
  descending: true,
  decreasing: true,
  alphabetical: false,
  alphabetically: false,
})

/** Words around a direction that only frame it: "sorted in ascending order". */
const FRAMING = new Set(['sorted', 'ordered', 'arranged', 'listed', 'in', 'order'])

/**
 * "in ascending order", "from lowest to highest", "alphabetically": the order a question asks its
 * list in; undefined where it says none, or says it by another column ("sorted by fee").
 */
export function askedOrder(a: Analysis): AskedOrder | undefined {
  for (const t of a.tokens) {
    const direction = DIRECTIONS[t.text]
    if (direction !== undefined) return framed(a, t.index, t.index, direction)
    if (t.text !== 'from') continue
    const [low, high] = [wordAt(a, t.index + 1), wordAt(a, t.index + 3)]
    if (wordAt(a, t.index + 2) !== 'to') continue
    if (RISING.some(([x, y]) => x === low && y === high)) return framed(a, t.index, t.index + 3, false)
    if (RISING.some(([x, y]) => y === low && x === high)) return framed(a, t.index, t.index + 3, true)
  }
  return undefined
}

/** The words from `start` to `end`, with the framing words on either side, unless "by" follows. */
function framed(a: Analysis, start: number, end: number, descending: boolean): AskedOrder | undefined {
  let first = start
  let last = end
  while (FRAMING.has(wordAt(a, first - 1))) first--
  while (FRAMING.has(wordAt(a, last + 1))) last++
  if (wordAt(a, last + 1) === 'by') return undefined
  const words: number[] = []
  for (let i = first; i <= last; i++) words.push(i)
  return { descending, words }
}

import { wordTable } from './word-table.js'

/** A light stemmer for matching words of questions against column names and cells. */

const SPELLING: readonly (readonly [RegExp, string])[] = [
  [/(met|lit|cent|theat|fib|calib)re(s?)$/, '$1er$2'],
  [/(col|fav|hon|lab|behavi|neighb|harb|rum|vap)our/, '$1or'],
  [/(travel|model|cancel|label|fuel|total)led$/, '$1ed'],
  [/(travel|model|cancel|label|fuel|total)ling$/, '$1ing'],
  [/ise$/, 'ize'],
  [/ised$/, 'ized'],
]

const IRREGULAR: Readonly<Record<string, string>> = wordTable({
  won: 'win',
  lost: 'lose',
  held: 'hold',
  born: 'birth',
  died: 'death',
  men: 'man',
  women: 'woman',
  people: 'person',
  children: 'child',
  feet: 'foot',
  ran: 'run',
  began: 'begin',
  begun: 'begin',
  led: 'lead',
  made: 'make',
  sold: 'sell',
  built: 'build',
  wrote: 'write',
  written: 'write',
  got: 'get',
  came: 'come',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  became: 'become',
  finished: 'finish',
  cancellation: 'cancel',
  cancellations: 'cancel',
  // A plural too short for the rule below: "policy IDs".
  ids: 'id',
})

const cache = new Map<string, string>()

function computeStem(word: string): string {
  let w = IRREGULAR[word] ?? word
  if (w.length <= 3 || /\d/.test(w)) return w
  for (const [pattern, replacement] of SPELLING) w = w.replace(pattern, replacement)
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (/(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is|ics)$/.test(w)) w = w.slice(0, -1)
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3))
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2))
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1)
  return w
}

function undouble(w: string): string {
  return /([bdgmnprt])\1$/.test(w) ? w.slice(0, -1) : w
}

/** The stem of one normalised word (cached). */
export function stemWord(word: string): string {
  let s = cache.get(word)
  if (s === undefined) {
    s = computeStem(word)
    if (cache.size < 50_000) cache.set(word, s)
  }
  return s
}

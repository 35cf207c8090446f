import { lexicon } from './language-libraries.js'
import type { Token } from './question-tokens.js'
import type { ValueIndex } from './value-index.js'
import { stemWord } from './word-stem.js'

const known = (word: string) => Object.hasOwn(lexicon(), word)

/** Shorter words are too easily one letter from another real word. */
const MIN_LENGTH = 6
const TAGS_OF_WORDS = ['Verb', 'Adjective', 'Adverb', 'Pronoun', 'Determiner', 'Preposition', 'Conjunction']

const fixes = new WeakMap<ValueIndex, Map<string, string | null>>()

/**
 * The cell word a misspelt name stands for ("worhsam" -> "worsham", "bournmouth" -> "bournemouth"):
 * a question word no cell holds and compromise does not know, one letter away (a letter added,
 * dropped, changed, or two swapped) from exactly one cell word, itself not a common word. Only
 * names are corrected: a word compromise reads as a verb, adjective or function word is not.
 */
export function spellingFix(token: Token, index: ValueIndex): string | undefined {
  const word = token.text
  if (word.length < MIN_LENGTH || !/^\p{L}+$/u.test(word) || index.byToken.has(word)) return undefined
  if (known(word) || TAGS_OF_WORDS.some((tag) => token.tags.has(tag))) return undefined
  let cache = fixes.get(index)
  if (!cache) {
    cache = new Map()
    fixes.set(index, cache)
  }
  const cached = cache.get(word)
  if (cached !== undefined) return cached ?? undefined
  let found: string | null = null
  for (const candidate of index.words) {
    if (Math.abs(candidate.length - word.length) > 1 || !oneEditApart(word, candidate)) continue
    // "dioceses" is not a misspelt "diocese": inflections are the stem linker's to judge.
    if (stemWord(candidate) === stemWord(word)) continue
    if (known(candidate) || found !== null) {
      found = null
      break
    }
    found = candidate
  }
  cache.set(word, found)
  return found ?? undefined
}

/** One insertion, deletion, substitution or swap of neighbours turns `a` into `b` (a !== b). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false
  if (a.length === b.length) {
    let first = -1
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue
      if (first >= 0) {
        const swapped = i === first + 1 && a[first] === b[i] && a[i] === b[first]
        return swapped && a.slice(i + 1) === b.slice(i + 1)
      }
      first = i
    }
    return true
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  if (long.length - short.length !== 1) return false
  let i = 0
  while (i < short.length && short[i] === long[i]) i++
  return short.slice(i) === long.slice(i + 1)
}

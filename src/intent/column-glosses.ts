import type { ColumnLink } from './column-linker.js'
import { comparisonsInWords, type Token } from './question-tokens.js'
import { normalTokens } from './text-normalizer.js'
import { CUE_WORDS, STOP_WORDS } from './word-lists.js'

/** At most this many words before the parentheses describe the column. */
const MAX_GLOSS = 3

/**
 * "mother's education (Medu)", "the highest final grade (G3)": a column's name in parentheses
 * after the words that describe it ("(Medu) level" too). Those words are its gloss: they name nothing else, and a
 * reading that uses the column accounts for them. Returns each gloss word's index with the
 * column link it describes.
 */
export function columnGlosses(
  question: string,
  tokens: readonly Token[],
  columns: readonly ColumnLink[],
): Map<number, ColumnLink> {
  const glosses = new Map<number, ColumnLink>()
  for (const match of question.matchAll(/\(([^()]{1,60})\)/g)) {
    const inner = normalTokens(match[1] as string)
    const link = columns.find(
      (l) => l.end - l.start >= inner.length && inner.every((w, k) => tokens[l.start + k]?.text === w),
    )
    if (!link) {
      const stated = statedCondition(normalTokens(comparisonsInWords(match[1] as string)), tokens, columns)
      if (stated) for (const i of conditionGloss(tokens, stated.start)) glosses.set(i, stated)
      continue
    }
    for (let i = link.start - 1; i >= Math.max(0, link.start - MAX_GLOSS); i--) {
      const t = tokens[i] as Token
      const describes =
        (t.tags.has('Noun') || t.tags.has('Adjective')) &&
        !['Pronoun', 'Comparative', 'Superlative'].some((tag) => t.tags.has(tag))
      if (!describes || STOP_WORDS.has(t.text) || CUE_WORDS.has(t.text) || /\d/.test(t.text)) break
      glosses.set(i, link)
    }
  }
  return glosses
}

/** Words after a column's name in parentheses that make it a condition: "(Dalc > 2)", "(higher = 'yes')". */
const COMPARING = new Set(['is', 'more', 'less', 'at', 'not', 'equals'])

/** The link of the column a parenthesized condition starts with ("(Pstatus = 'T')"), if any. */
function statedCondition(
  inner: readonly string[],
  tokens: readonly Token[],
  columns: readonly ColumnLink[],
): ColumnLink | undefined {
  return columns.find((l) => {
    const named = l.end - l.start
    return (
      named < inner.length &&
      COMPARING.has(inner[named] as string) &&
      inner.slice(0, named).every((w, k) => tokens[l.start + k]?.text === w)
    )
  })
}

/** At most this many words before a stated condition describe it. */
const MAX_CONDITION_GLOSS = 6

/** Words that open the clause a stated condition restates: "students who consume a lot of alcohol (Dalc > 2)". */
const CLAUSE_OPENERS = new Set(['who', 'that', 'which', 'whose', 'with', 'where', 'whom'])

/**
 * The words before a condition stated in parentheses, back to the word that opens their clause:
 * they say in prose what the parentheses say exactly. None when no such opener is near.
 */
function conditionGloss(tokens: readonly Token[], start: number): number[] {
  const words: number[] = []
  for (let i = start - 1; i >= Math.max(0, start - 1 - MAX_CONDITION_GLOSS); i--) {
    const t = tokens[i] as Token
    if (CLAUSE_OPENERS.has(t.text)) return words
    if (/\d/.test(t.text) || CUE_WORDS.has(t.text)) return words
    words.push(i)
  }
  return []
}

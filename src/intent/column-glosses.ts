import type { ColumnLink } from './column-linker.js'
import type { Token } from './question-tokens.js'
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
    if (!link) continue
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

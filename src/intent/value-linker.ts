import type { Token } from './question-tokens.js'
import { pickNonOverlapping, type Span } from './spans.js'
import type { CellRef, ValueIndex } from './value-index.js'
import { CUE_WORDS, STOP_WORDS } from './word-lists.js'

/** exact: the whole cell; variant: without notes/article or one item of a list; stem: word stems; partial: part of a cell. */
export type ValueTier = 'exact' | 'variant' | 'stem' | 'partial'

export interface ValueLink extends Span {
  readonly cells: readonly CellRef[]
  readonly tier: ValueTier
  /** The question's words. */
  readonly said: string
}

const TIER_WEIGHT: Readonly<Record<ValueTier, number>> = { exact: 1, variant: 0.95, stem: 0.85, partial: 0.6 }
const MAX_PARTIAL_CELLS = 8

const isNumberWord = (t: Token) => /^[\d.]+$/.test(t.text)
const isContent = (t: Token) => !STOP_WORDS.has(t.text) && t.text.length > 1

/** Cells the question quotes, longest and most exact first, never two over the same words. */
export function linkValues(
  tokens: readonly Token[],
  index: ValueIndex,
  blocked: readonly boolean[],
): ValueLink[] {
  const found: ValueLink[] = []
  const n = tokens.length
  for (let start = 0; start < n; start++) {
    for (let len = Math.min(index.maxTokens, n - start); len >= 1; len--) {
      const span = tokens.slice(start, start + len)
      if (!span.some(isContent) || span.every(isNumberWord)) continue
      if (span.some((t) => blocked[t.index])) continue
      const key = span.map((t) => t.text).join(' ')
      const said = key
      const end = start + len
      const exact = index.exact.get(key)
      if (exact) {
        found.push({ start, end, cells: exact, tier: 'exact', said })
        continue
      }
      const variant = index.variants.get(key)
      if (variant) {
        found.push({ start, end, cells: variant, tier: 'variant', said })
        continue
      }
      const stemmed = index.stemmed.get(span.map((t) => t.stem).join(' '))
      if (stemmed) found.push({ start, end, cells: stemmed, tier: 'stem', said })
    }
  }
  found.push(...partialLinks(tokens, index, blocked, found))
  return pickNonOverlapping(found, (l) => (l.end - l.start) * TIER_WEIGHT[l.tier])
}

/** Question words found inside longer cells ("sixth sense" in "The Sixth Sense (film)"). */
function partialLinks(
  tokens: readonly Token[],
  index: ValueIndex,
  blocked: readonly boolean[],
  whole: readonly ValueLink[],
): ValueLink[] {
  const links: ValueLink[] = []
  const n = tokens.length
  for (let start = 0; start < n; start++) {
    for (let len = Math.min(4, n - start); len >= 1; len--) {
      const span = tokens.slice(start, start + len)
      const end = start + len
      if (span.some((t) => blocked[t.index])) continue
      if (!isContent(span[0] as Token) || !isContent(span[len - 1] as Token)) continue
      const only = span[0] as Token
      if (len === 1 && (only.text.length < 4 || isNumberWord(only) || CUE_WORDS.has(only.text))) continue
      if (whole.some((w) => w.start <= start && end <= w.end)) continue
      const words = span.map((t) => t.text)
      const cells = (index.byToken.get(words[0] as string) ?? []).filter(
        (c) => c.tokens.length <= 3 * len && hasRun(c.tokens, words),
      )
      if (cells.length === 0 || cells.length > MAX_PARTIAL_CELLS) continue
      links.push({ start, end, cells, tier: 'partial', said: words.join(' ') })
      break
    }
  }
  return links
}

function hasRun(cell: readonly string[], words: readonly string[]): boolean {
  outer: for (let i = 0; i + words.length <= cell.length; i++) {
    for (let j = 0; j < words.length; j++) if (cell[i + j] !== words[j]) continue outer
    return true
  }
  return false
}

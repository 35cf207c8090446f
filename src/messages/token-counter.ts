import { countTokens as countBpe } from 'gpt-tokenizer'

/** Longest run of non-space characters counted in one piece. */
const MAX_RUN = 128
const LONG_RUN = new RegExp(`(\\S{${MAX_RUN}})`)

/**
 * Counts tokens with a real BPE tokenizer (OpenAI's o200k_base via gpt-tokenizer). Anthropic's own
 * tokenizer is not published, so counts are close to, not equal to, Claude's. BPE time grows with
 * the square of a word's length (1 MB without a space took minutes), so runs of more than
 * MAX_RUN non-space characters are counted in pieces of that size.
 */
export function countTokens(text: string): number {
  if (text.length === 0) return 0
  if (!LONG_RUN.test(text)) return countBpe(text)
  let total = 0
  for (const piece of text.split(LONG_RUN)) if (piece.length > 0) total += countBpe(piece)
  return total
}

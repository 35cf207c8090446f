import { countTokens as countBpe } from 'gpt-tokenizer'

/**
 * Counts tokens with a real BPE tokenizer (OpenAI's o200k_base via gpt-tokenizer). Anthropic's own
 * tokenizer is not published, so counts are close to, not equal to, Claude's.
 */
export function countTokens(text: string): number {
  return text.length === 0 ? 0 : countBpe(text)
}

import { createRequire } from 'node:module'

/** Longest run of non-space characters counted in one piece. */
const MAX_RUN = 128
const LONG_RUN = new RegExp(`(\\S{${MAX_RUN}})`)

type CountBpe = (text: string) => number
let countBpe: CountBpe | undefined

/**
 * gpt-tokenizer's o200k ranks take about 0.6 s of CPU to load: loaded on the first count, so a
 * process that never reads a token count (`tally ask` without --json) never pays for them.
 */
function bpe(): CountBpe {
  countBpe ??= (createRequire(import.meta.url)('gpt-tokenizer') as { countTokens: CountBpe }).countTokens
  return countBpe
}

/**
 * Counts tokens with a real BPE tokenizer (OpenAI's o200k_base via gpt-tokenizer). Anthropic's own
 * tokenizer is not published, so counts are close to, not equal to, Claude's. BPE time grows with
 * the square of a word's length (1 MB without a space took minutes), so runs of more than
 * MAX_RUN non-space characters are counted in pieces of that size.
 */
export function countTokens(text: string): number {
  if (text.length === 0) return 0
  if (!LONG_RUN.test(text)) return bpe()(text)
  let total = 0
  for (const piece of text.split(LONG_RUN)) if (piece.length > 0) total += bpe()(piece)
  return total
}

export interface Usage {
  readonly input_tokens: number
  readonly output_tokens: number
}

/**
 * A reply's usage, counted when first read: its fields are enumerable getters that count once,
 * so JSON.stringify, spreading and property reads all see plain numbers.
 */
export function lazyUsage(inputText: () => string, outputText: () => string): Usage {
  let input: number | undefined
  let output: number | undefined
  return Object.defineProperties({} as Usage, {
    input_tokens: {
      enumerable: true,
      get: () => {
        input ??= countTokens(inputText())
        return input
      },
    },
    output_tokens: {
      enumerable: true,
      get: () => {
        output ??= countTokens(outputText())
        return output
      },
    },
  })
}

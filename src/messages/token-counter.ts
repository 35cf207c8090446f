import { createRequire } from 'node:module'

/** Longest run of non-space characters counted in one piece. */
const MAX_RUN = 128
/** What the regular expression `\s` matches (JSON text of a reply's chart has long runs without it). */
const isSpace = (code: number) =>
  code === 32 ||
  (code >= 9 && code <= 13) ||
  (code >= 0xa0 &&
    (code === 0xa0 ||
      code === 0x1680 ||
      (code >= 0x2000 && code <= 0x200a) ||
      code === 0x2028 ||
      code === 0x2029 ||
      code === 0x202f ||
      code === 0x205f ||
      code === 0x3000 ||
      code === 0xfeff))

type CountBpe = (text: string) => number
type CountWithOptions = (text: string, options: { disallowedSpecial: ReadonlySet<string> }) => number
let countBpe: CountBpe | undefined

/**
 * Text that spells a special token (`<|endoftext|>`) is counted as the text it is: gpt-tokenizer
 * by default throws on it, which made such a question a 500.
 */
const ORDINARY_TEXT = { disallowedSpecial: new Set<string>() }

/**
 * gpt-tokenizer's o200k ranks take about 0.6 s of CPU to load: loaded on the first count, so a
 * process that never reads a token count (`tally ask` without --json) never pays for them.
 */
function bpe(): CountBpe {
  if (!countBpe) {
    const { countTokens } = createRequire(import.meta.url)('gpt-tokenizer') as {
      countTokens: CountWithOptions
    }
    countBpe = (text) => countTokens(text, ORDINARY_TEXT)
  }
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
  const count = bpe()
  // One pass, the same pieces as text.split(/(\S{128})/): the regular expression retried up to 128
  // characters at every position of a long run (~0.15 ms of a reply with a chart spec).
  let total = 0
  let pieceStart = 0
  let runStart = 0
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) runStart = i + 1
    else if (i + 1 - runStart === MAX_RUN) {
      if (runStart > pieceStart) total += count(text.slice(pieceStart, runStart))
      total += count(text.slice(runStart, i + 1))
      pieceStart = runStart = i + 1
    }
  }
  if (pieceStart === 0) return count(text)
  if (pieceStart < text.length) total += count(text.slice(pieceStart))
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

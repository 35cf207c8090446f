import { countTokens as countBpe, encode } from 'gpt-tokenizer'
import { describe, expect, it } from 'vitest'
import { countTokens } from '../../src/messages/token-counter.js'

describe('countTokens', () => {
  it('counts ordinary text exactly as the BPE tokenizer does', () => {
    const text = 'How many rows are there in the sales table?\nBe brief.'
    expect(countTokens(text)).toBe(countBpe(text))
    expect(countTokens('')).toBe(0)
  })

  it('counts text that spells a special token as ordinary text instead of throwing', () => {
    const text = 'What is the total? <|endoftext|> and <|endofprompt|>'
    expect(() => countBpe(text)).toThrow()
    expect(countTokens(text)).toBe(encode(text, { disallowedSpecial: new Set() }).length)
    // As text, not as the one special token.
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1)
  })

  it('counts a megabyte without a single space (hostile input) in pieces', () => {
    // Counted whole this takes minutes: BPE is quadratic in the length of one word.
    const count = countTokens('a'.repeat(1_000_000))
    expect(count).toBe(125_000)
  })

  it('counts text with long runs as the pieces of splitting at each run of 128 non-spaces', () => {
    const LONG_RUN = /(\S{128})/
    const byRegExp = (text: string) =>
      text
        .split(LONG_RUN)
        .filter((piece) => piece.length > 0)
        .reduce((n, piece) => n + countBpe(piece), 0)
    const alphabet = ['a', 'b', '{', '"', ':', ' ', '\n', '\u00a0', '\u3000', 'é', '1', '\t']
    let seed = 7
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let n = 0; n < 200; n++) {
      const spaces = random() < 0.5 ? 0.01 : 0.2
      let text = ''
      const length = Math.floor(random() * 1200)
      for (let i = 0; i < length; i++)
        text += random() < spaces ? ' ' : (alphabet[Math.floor(random() * alphabet.length)] ?? 'x')
      expect(countTokens(text)).toBe(byRegExp(text))
    }
    const spec = JSON.stringify({
      $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
      data: { values: [] },
    })
    expect(countTokens(`Total: **12**.\n${spec.repeat(5)}`)).toBe(
      byRegExp(`Total: **12**.\n${spec.repeat(5)}`),
    )
  })
})

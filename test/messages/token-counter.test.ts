import { countTokens as countBpe } from 'gpt-tokenizer'
import { describe, expect, it } from 'vitest'
import { countTokens } from '../../src/messages/token-counter.js'

describe('countTokens', () => {
  it('counts ordinary text exactly as the BPE tokenizer does', () => {
    const text = 'How many rows are there in the sales table?\nBe brief.'
    expect(countTokens(text)).toBe(countBpe(text))
    expect(countTokens('')).toBe(0)
  })

  it('counts a megabyte without a single space (hostile input) in pieces', () => {
    // Counted whole this takes minutes: BPE is quadratic in the length of one word.
    const count = countTokens('a'.repeat(1_000_000))
    expect(count).toBe(125_000)
  })
})

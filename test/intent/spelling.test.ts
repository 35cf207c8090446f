import { describe, expect, it } from 'vitest'
import { oneEditApart } from '../../src/intent/spelling.js'

describe('one edit apart', () => {
  it('accepts one letter added, dropped, changed or two neighbours swapped', () => {
    expect(oneEditApart('bournmouth', 'bournemouth')).toBe(true)
    expect(oneEditApart('tikamgarth', 'tikamgarh')).toBe(true)
    expect(oneEditApart('mercedez', 'mercedes')).toBe(true)
    expect(oneEditApart('worhsam', 'worsham')).toBe(true)
  })

  it('refuses equal words, two edits and swaps that are not neighbours', () => {
    expect(oneEditApart('worsham', 'worsham')).toBe(false)
    expect(oneEditApart('coulthard', 'coultherd1')).toBe(false)
    expect(oneEditApart('abcdef', 'fbcdea')).toBe(false)
    expect(oneEditApart('worhsma', 'worsham')).toBe(false)
    expect(oneEditApart('short', 'longer words')).toBe(false)
  })
})

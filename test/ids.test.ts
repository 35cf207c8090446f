import { describe, expect, it } from 'vitest'
import { randomHex } from '../src/ids.js'

describe('randomHex', () => {
  it('gives distinct hex strings of twice the bytes asked, across refills of its pool', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 3000; i++) {
      const bytes = 1 + (i % 24)
      const hex = randomHex(bytes)
      expect(hex).toMatch(new RegExp(`^[0-9a-f]{${bytes * 2}}$`))
      if (bytes >= 8) seen.add(hex)
    }
    expect(seen.size).toBe([...Array(3000).keys()].filter((i) => 1 + (i % 24) >= 8).length)
    expect(randomHex(5000)).toHaveLength(10_000)
  })
})

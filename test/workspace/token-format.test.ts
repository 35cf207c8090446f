import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { crc32, generateToken, isWellFormedToken, secretDigest } from '../../src/workspace/token-format.js'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

describe('API token format', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32('123456789')).toBe(0xcbf43926)
    expect(crc32('')).toBe(0)
  })

  it('is tly_ + 30 random base62 + 6 base62 of the CRC-32 of the random part', () => {
    const token = generateToken()
    expect(token).toMatch(/^tly_[0-9A-Za-z]{36}$/)
    const body = token.slice(4, 34)
    let check = 0
    for (const ch of token.slice(34)) check = check * 62 + BASE62.indexOf(ch)
    expect(check).toBe(crc32(body))
    expect(isWellFormedToken(token)).toBe(true)
  })

  it('never repeats and uses the whole alphabet', () => {
    const tokens = Array.from({ length: 300 }, generateToken)
    expect(new Set(tokens).size).toBe(300)
    const seen = new Set(tokens.flatMap((token) => [...token.slice(4, 34)]))
    expect(seen.size).toBe(62)
  })

  it('rejects every single-character typo without a lookup', () => {
    const token = generateToken()
    for (let i = 4; i < token.length; i++) {
      for (const ch of ['0', 'a', 'Z', 'q']) {
        if (token[i] === ch) continue
        expect(isWellFormedToken(token.slice(0, i) + ch + token.slice(i + 1))).toBe(false)
      }
    }
  })

  it('rejects swapped neighbours, wrong prefix, wrong length and foreign characters', () => {
    const token = generateToken()
    for (let i = 4; i < token.length - 1; i++) {
      if (token[i] === token[i + 1]) continue
      const swapped = token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2)
      expect(isWellFormedToken(swapped)).toBe(false)
    }
    expect(isWellFormedToken(`tlx_${token.slice(4)}`)).toBe(false)
    expect(isWellFormedToken(token.slice(0, -1))).toBe(false)
    expect(isWellFormedToken(`${token}0`)).toBe(false)
    expect(isWellFormedToken(`${token.slice(0, 10)}-${token.slice(11)}`)).toBe(false)
    expect(isWellFormedToken('')).toBe(false)
  })

  it('stores a SHA-256 hex digest', () => {
    const token = generateToken()
    expect(secretDigest(token)).toBe(createHash('sha256').update(token).digest('hex'))
  })
})

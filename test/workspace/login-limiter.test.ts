import { describe, expect, it } from 'vitest'
import { LoginLimiter } from '../../src/workspace/login-limiter.js'

describe('login limiter', () => {
  it('blocks a key after the allowed failures within the window, then forgets them', () => {
    const limiter = new LoginLimiter(3, 1000)
    for (const at of [0, 10, 20]) {
      expect(limiter.blocked('k', at)).toBe(false)
      limiter.fail('k', at)
    }
    expect(limiter.blocked('k', 30)).toBe(true)
    expect(limiter.blocked('other', 30)).toBe(false)
    expect(limiter.blocked('k', 1001)).toBe(false)
  })

  it('slides: old failures leave the window one by one', () => {
    const limiter = new LoginLimiter(2, 1000)
    limiter.fail('k', 0)
    limiter.fail('k', 600)
    expect(limiter.blocked('k', 999)).toBe(true)
    expect(limiter.blocked('k', 1000)).toBe(false)
  })

  it('keeps a bounded number of keys, dropping the stalest', () => {
    const limiter = new LoginLimiter(1, 1000, 2)
    limiter.fail('a', 0)
    limiter.fail('b', 1)
    limiter.fail('c', 2)
    expect(limiter.blocked('a', 3)).toBe(false)
    expect(limiter.blocked('b', 3)).toBe(true)
    expect(limiter.blocked('c', 3)).toBe(true)
  })

  it('resets a key', () => {
    const limiter = new LoginLimiter(1, 1000)
    limiter.fail('k', 0)
    limiter.reset('k')
    expect(limiter.blocked('k', 1)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { microTimestamp } from '../../src/messages/timestamps.js'

describe('microTimestamp', () => {
  it('gives the wall-clock time with six digits of fraction, never going back', () => {
    let previous = ''
    for (let i = 0; i < 2000; i++) {
      const before = Date.now()
      const stamp = microTimestamp()
      expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
      expect(Math.abs(Date.parse(stamp) - before)).toBeLessThan(50)
      expect(stamp >= previous).toBe(true)
      previous = stamp
    }
  })
})

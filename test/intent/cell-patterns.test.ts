import { describe, expect, it } from 'vitest'
import { isMeasured } from '../../src/intent/cell-patterns.js'

describe('measured cells', () => {
  it('reads a number with a unit, spaced or written on, and a note', () => {
    for (const cell of ['12 km', '£103.3 million', '1.07 (2)', '4.52m', '80kg', '3.2bn', '100m (2)'])
      expect(isMeasured(cell), cell).toBe(true)
  })

  it('does not read ordinals, codes or text as measured numbers', () => {
    for (const cell of ['1st', '23rd', '5th', '1A', 'Part 1', 'Type 1A', '12 km north of the river'])
      expect(isMeasured(cell), cell).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** Everyday round 71 (firewood deliveries with abbreviated headers): what was wrong. */
const FILES = { firewood: 'bench/everyday-71/firewood_deliveries.csv' }

const { one, truth } = fixtureSuite(FILES)

describe('everyday round 71', () => {
  it('reads CORDS_DLVD as cords delivered and sums it', async () => {
    expect(await one('How many cords were delivered in total?', 'firewood')).toBe(
      await truth('firewood', 'SELECT sum(CORDS_DLVD) FROM data'),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** Everyday round 73 (commercial kitchen hire): what was wrong. */
const FILES = { kitchen: 'bench/everyday-73/kitchen_hire.csv' }

const { declined, one, truth } = fixtureSuite(FILES)

describe('everyday round 73', () => {
  it('never reads "more than 8 times" as a bound on a column of hours', async () => {
    expect(await declined('Has any member booked more than 8 times?', 'kitchen')).not.toContain(
      'Hours booked is',
    )
  })

  it('counts blank cells only for "no deposit recorded", not recorded zeros', async () => {
    expect(await one('How many bookings have no deposit recorded?', 'kitchen')).toBe(
      await truth('kitchen', 'SELECT count(*) FROM data WHERE "Deposit paid" IS NULL'),
    )
  })
})

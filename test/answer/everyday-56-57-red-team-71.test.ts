import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday rounds 56 (meter repairs, roofing estimates) and 57 (daycare
 * attendance, snow removal contracts) and red-team round 71 (a Kaggle-shaped French bakery sales file), now declined.
 */
const FILES = {
  meter_repairs: 'bench/everyday-56/meter_repairs.csv',
  roofing: 'bench/everyday-56/roofing_estimates.csv',
  daycare: 'bench/everyday-57/daycare_attendance.csv',
  snow: 'bench/everyday-57/snow_contracts.csv',
  bakery: 'fixtures/business/kaggle-rt71-bakery_sales.csv',
}

const { declined, expected, rows } = fixtureSuite(FILES)

describe('everyday rounds 56 and 57, red-team round 71', () => {
  it('declines a number before another column\'s things rather than bounding the column named before ("accounts with more than one work order")', async () => {
    await declined('How many accounts had more than one work order?', 'meter_repairs')
  })

  it('compares accepted with not accepted estimates, never a side with itself', async () => {
    const got = await rows(
      'How do the estimated crew days compare between accepted and not accepted estimates?',
      'roofing',
    )
    const truth = await expected(
      'roofing',
      'SELECT sum("Crew Days (est)") FROM data WHERE Accepted IS NOT NULL GROUP BY Accepted ORDER BY Accepted DESC',
    )
    expect(got.map((r) => Number(r[1]))).toEqual(truth?.map((r) => Number(r[0])))
  })

  it('declines the earliest or latest time of day rather than ranking by the dates', async () => {
    await declined('What is the earliest check-in time recorded?', 'daycare')
    await declined('What is the latest time of day a sale was recorded?', 'bakery')
  })

  it('compares a rate between both sides of a "versus", never pooled into one', async () => {
    const got = await rows("What's the auto-renew rate for commercial versus residential contracts?", 'snow')
    const truth = await expected(
      'snow',
      `SELECT avg(CASE WHEN "Auto Renew" = 'Yes' THEN 1 ELSE 0 END) FROM data
         WHERE "Property Type" IN ('Commercial', 'Residential') GROUP BY "Property Type" ORDER BY "Property Type"`,
    )
    expect(got.map((r) => Number(r[1]))).toEqual(truth?.map((r) => expect.closeTo(Number(r[0]), 4)))
  })
})

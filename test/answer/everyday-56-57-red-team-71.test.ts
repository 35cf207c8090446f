import { describe, it } from 'vitest'
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

const { declined } = fixtureSuite(FILES)

describe('everyday rounds 56 and 57, red-team round 71', () => {
  it('declines a number before another column\'s things rather than bounding the column named before ("accounts with more than one work order")', async () => {
    await declined('How many accounts had more than one work order?', 'meter_repairs')
  })

  it('declines a comparison of a side with itself ("accepted and not accepted" read as accepted twice)', async () => {
    await declined(
      'How do the estimated crew days compare between accepted and not accepted estimates?',
      'roofing',
    )
  })

  it('declines the earliest or latest time of day rather than ranking by the dates', async () => {
    await declined('What is the earliest check-in time recorded?', 'daycare')
    await declined('What is the latest time of day a sale was recorded?', 'bakery')
  })

  it('declines a rate over both sides of a "versus" pooled into one ("commercial versus residential contracts")', async () => {
    await declined("What's the auto-renew rate for commercial versus residential contracts?", 'snow')
  })
})

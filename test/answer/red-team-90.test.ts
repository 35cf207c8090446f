import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** Red-team round 90 (Kaggle-shaped car features and MSRP): what was wrong. */
const FILES = { cars: 'fixtures/business/kaggle-rt90-car_features_msrp.csv' }

const { declined, one, truth } = fixtureSuite(FILES)

describe('red-team round 90', () => {
  it('bounds Engine HP for "more than 300 horsepower", never the MSRP averaged', async () => {
    expect(await one('What is the average MSRP of cars with more than 300 horsepower?', 'cars')).toBeCloseTo(
      await truth('cars', 'SELECT avg(MSRP) FROM data WHERE "Engine HP" > 300'),
      2,
    )
  })

  it('leaves a noun after a number that names nothing unread, rather than bound the measure', async () => {
    expect(await declined('What is the average MSRP of cars with more than 300 torque?', 'cars')).toContain(
      "'torque'",
    )
  })
})

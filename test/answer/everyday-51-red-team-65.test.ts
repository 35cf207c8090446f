import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 51 (pet boarding stays, pipe organ service) and red-team
 * round 65 (a Kaggle-shaped Istanbul shopping table), now read right or declined.
 */
const FILES = {
  pet_boarding: 'bench/everyday-51/pet_boarding.csv',
  organ_service: 'bench/everyday-51/organ_service.csv',
  shopping: 'fixtures/business/kaggle-rt65-customer_shopping_data.csv',
}

const { declined, rows, expected, asked } = fixtureSuite(FILES)

describe('everyday round 51 and red-team round 65', () => {
  it('totals the groups when "total" opens the amount\'s own header and the names come back ("the top 3 owners by total amount" over TOT_AMT)', async () => {
    const want = await expected(
      'pet_boarding',
      'SELECT OWNER_ID, sum(TOT_AMT) AS t FROM data GROUP BY OWNER_ID ORDER BY t DESC LIMIT 3',
    )
    const got = await rows('List the top 3 owners by total amount billed.', 'pet_boarding')
    expect(got.map((r) => r[0])).toEqual(want?.map((r) => r[0]))
  })

  it('keeps a cell whose word the flag\'s own name says as a condition of its own ("every Tuning job has tuning_required set to Y")', async () => {
    const found = await asked(
      'Is it true that every Tuning job has tuning_required set to Y?',
      'organ_service',
    )
    const truth = await expected(
      'organ_service',
      "SELECT bool_and(tuning_required = 'Y') FROM data WHERE service_type = 'Tuning'",
    )
    expect(truth?.[0]?.[0]).toBe(true)
    expect(found.result?.rows[0]?.[0]).toBe(true)
  })

  it('never sums a quantity for people counted as buyers ("how many female customers bought Shoes")', async () => {
    await declined('How many female customers bought Shoes?', 'shopping')
  })
})

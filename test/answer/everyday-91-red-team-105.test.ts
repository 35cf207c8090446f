import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Red-team round 105 (Kaggle-shaped Addis Ababa road accidents, with Number_of_casualties beside
 * Accident_severity): what was wrong.
 */
const FILES = { accidents: 'fixtures/business/kaggle-rt105-rta_dataset.csv' }

const { one, truth } = fixtureSuite(FILES)

describe('red-team round 105', () => {
  it('sums "the total number of casualties" over a column named Number_of_casualties', async () => {
    expect(
      await one(
        'What is the total number of casualties in accidents with Serious Injury severity?',
        'accidents',
      ),
    ).toBe(
      await truth(
        'accidents',
        `SELECT sum(Number_of_casualties) FROM data WHERE Accident_severity = 'Serious Injury'`,
      ),
    )
  })
})

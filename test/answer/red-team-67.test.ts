import { describe, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** The wrong answers of red-team round 67 (a Kaggle-shaped water potability table), now declined. */
const FILES = { water: 'fixtures/business/kaggle-rt67-water_potability.csv' }

const { declined } = fixtureSuite(FILES)

describe('red-team round 67', () => {
  it('declines "nor" left unread, which would turn both conditions around ("neither a missing ph nor a missing Sulfate")', async () => {
    await declined('How many samples have neither a missing ph nor a missing Sulfate?', 'water')
  })

  it('declines an adjective unread before the rows\' mass noun ("drinkable water" over Potability)', async () => {
    await declined('What is the average pH of drinkable water?', 'water')
  })
})

import { describe, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team rounds 42 and 43 (Kaggle-shaped tables: a mental-health survey,
 * terrorism incidents, meteorite landings), now declined: each read past a word that changes
 * the answer.
 */
const FILES = {
  survey: 'fixtures/business/kaggle-rt42-survey.csv',
  globalterrorism: 'fixtures/business/kaggle-rt43-globalterrorism.csv',
  meteorite_landings: 'fixtures/business/kaggle-rt43-meteorite_landings.csv',
}

const { declined } = fixtureSuite(FILES)

describe('red-team rounds 42 and 43', () => {
  it('declines the head of a compound whose first word names a column in part ("company size")', async () => {
    await declined('What is the most common company size among respondents who work remotely?', 'survey')
  })

  it('declines the participle after the things counted ("the total number of people killed")', async () => {
    await declined('What is the total number of people killed in Iraq?', 'globalterrorism')
  })

  it('declines a unit other than the one in parentheses ("in kilograms" over mass (g))', async () => {
    await declined('What is the total mass in kilograms of the Iron, IIIAB meteorites?', 'meteorite_landings')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** Red-team round 76 (a Kaggle-shaped NYC leading causes of death file): what it found answered without a word. */
const FILES = { deaths: 'fixtures/business/kaggle-rt76-nyc_leading_causes_of_death.csv' }

const { asked } = fixtureSuite(FILES)

describe('red-team round 76', () => {
  it('says when a grouped column writes one value two ways (F and Female), groups kept as written', async () => {
    const bySex = await asked('total deaths by sex', 'deaths')
    expect(bySex.result?.rows.map((row) => row[0])).toEqual(['F', 'Female', 'M', 'Male'])
    expect(bySex.answer.text).toContain('F and Female')
    expect(bySex.answer.text).toContain('M and Male')
    const byCause = await asked('total deaths by leading cause', 'deaths')
    expect(byCause.answer.text).not.toContain('two ways')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Red-team round 102 (Kaggle-shaped Glassdoor data analyst jobs, NYC 2012 SAT results with three
 * parallel "SAT ... Avg. Score" columns): what was wrong.
 */
const FILES = {
  DataAnalyst: 'fixtures/business/kaggle-rt102-data_analyst_jobs.csv',
  sat: 'fixtures/business/kaggle-rt102-sat_results.csv',
}

const { one, truth, declined } = fixtureSuite(FILES)

describe('red-team round 102', () => {
  it('counts the rows for "job postings", never the different job titles', async () => {
    expect(await one('How many job postings are there?', 'DataAnalyst')).toBe(
      await truth('DataAnalyst', 'SELECT count(*) FROM data'),
    )
  })

  it('declines a combined score of parallel columns no one column holds', async () => {
    await declined('Which school has the highest combined SAT score?', 'sat')
  })
})

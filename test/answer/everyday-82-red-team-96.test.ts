import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 82 (seed swap events) and red-team round 96 (Kaggle-shaped ACS 2017 county data,
 * where county names repeat across states beside a CountyId): what was wrong.
 */
const FILES = {
  seeds: 'bench/everyday-82/seed_swap_events.csv',
  counties: 'fixtures/business/kaggle-rt96-acs2017_county_data.csv',
}

const { declined, expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 82, red-team round 96', () => {
  it('counts counties by their key, names repeating across states', async () => {
    expect(await one('How many counties are in the dataset?', 'counties')).toBe(
      await truth('counties', 'SELECT count(DISTINCT CountyId) FROM data'),
    )
  })

  it('ranks the counties row by row, never summing the ones that share a name', async () => {
    const [top] = await rows('Which County has the largest TotalPop?', 'counties')
    const want = await expected(
      'counties',
      'SELECT County, TotalPop FROM data ORDER BY TotalPop DESC LIMIT 1',
    )
    expect([top?.[0], Number(top?.at(-1))]).toEqual([want?.[0]?.[0], Number(want?.[0]?.[1])])
  })

  it('declines a percentage "of the total population" rather than give the total', async () => {
    await declined('What percentage of the total population is Black?', 'counties')
  })

  it('declines "the cost to rent each venue" rather than sum the entry fees', async () => {
    expect(await declined('How much did it cost to rent each venue?', 'seeds')).toContain("'rent'")
  })
})

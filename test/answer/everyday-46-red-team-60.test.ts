import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 46 (crowdfunding campaigns), red-team round 60 (Kaggle-shaped
 * tables: Global Land Temperatures by City, Chipotle orders, crop production in India) and a decline
 * of round 45 (vinyl pressing), now read right or declined.
 */
const FILES = {
  vinyl_pressing: 'bench/everyday-45/vinyl_pressing.csv',
  crowdfunding: 'bench/everyday-46/crowdfunding.csv',
  temperatures: 'fixtures/business/kaggle-rt60-GlobalLandTemperaturesByCity.csv',
  chipotle: 'fixtures/business/kaggle-rt60-chipotle.csv',
  crops: 'fixtures/business/kaggle-rt60-crop_production.csv',
}

const { declined, truth, one, rows, expected } = fixtureSuite(FILES)

const money = (column: string) => `CAST(replace(replace("${column}", '$', ''), ',', '') AS DOUBLE)`

describe('everyday round 46 and red-team round 60', () => {
  it('groups by the column after "per", a preposition naming no column alone ("per artist" beside costPerUnit)', async () => {
    const got = await rows('What is the total number of units pressed per artist?', 'vinyl_pressing')
    const want = await expected(
      'vinyl_pressing',
      'SELECT artist, sum(unitsPressed) FROM data GROUP BY artist ORDER BY artist',
    )
    expect(
      [...got].map((r) => [r[0], Number(r[1])]).sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual(want)
  })

  it('reads the head of a compound after an identifier\'s noun ("campaign durations": duration_days)', async () => {
    const got = await rows(
      'What are the 2 most common campaign durations among funded campaigns?',
      'crowdfunding',
    )
    const want = await expected(
      'crowdfunding',
      'SELECT duration_days, count(*) FROM data WHERE funded GROUP BY duration_days ORDER BY 2 DESC LIMIT 2',
    )
    expect(got.map((r) => Number(r[0]))).toEqual(want?.map((r) => Number(r[0])))
  })

  it('reads "by campaigns launched in March" as who pledged, no groups', async () => {
    expect(
      await one('What is the total pledged by campaigns launched in March 2024?', 'crowdfunding'),
    ).toBeCloseTo(
      await truth(
        'crowdfunding',
        `SELECT sum(${money('pledged_usd')}) FROM data WHERE month(launch_date) = 3 AND year(launch_date) = 2024`,
      ),
      2,
    )
  })

  it('reads "records before 1900" as a bound on the rows, not the record just before', async () => {
    expect(
      await one('What is the average temperature uncertainty of records before 1900?', 'temperatures'),
    ).toBeCloseTo(
      await truth(
        'temperatures',
        `SELECT avg(AverageTemperatureUncertainty) FROM data WHERE dt < DATE '1900-01-01'`,
      ),
      6,
    )
  })

  it('takes no echo of a column from another clause ("the highest temperature of records where the uncertainty ...")', async () => {
    expect(
      await one(
        'What is the highest temperature of records where the uncertainty is below 0.3 and the country is Peru?',
        'temperatures',
      ),
    ).toBe(
      await truth(
        'temperatures',
        `SELECT max(AverageTemperature) FROM data WHERE AverageTemperatureUncertainty < 0.3 AND Country = 'Peru'`,
      ),
    )
  })

  it('declines things holding both of two cells when each spans several rows ("orders that include both")', async () => {
    await declined('How many orders include both a Chicken Bowl and Chips?', 'chipotle')
    await declined('Which states grow both Coconut and Wheat?', 'crops')
  })
})

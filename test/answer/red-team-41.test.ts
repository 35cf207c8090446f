import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team round 41 (Kaggle-shaped tables: electric vehicles, phone specs),
 * now read right or declined. Expected values come from DuckDB reading the same file.
 */
const FILES = {
  ev_population: 'fixtures/business/kaggle-rt41-ev_population.csv',
  mobile_price: 'fixtures/business/kaggle-rt41-mobile_price.csv',
}

const { rows, expected, truth, one, declined } = fixtureSuite(FILES)

describe('red-team round 41', () => {
  it('reads "2020 or later" as a bound though a header starts with 2020', async () => {
    expect(await one('How many vehicles are from model year 2020 or later?', 'ev_population')).toBe(
      await truth('ev_population', 'SELECT count(*) FROM data WHERE "Model Year" >= 2020'),
    )
  })

  it('declines when the column asked before "of" is left out ("what is the make of ...")', async () => {
    await declined('What is the make of the vehicle with the highest DOL Vehicle ID?', 'ev_population')
  })

  it('averages battery power by price range when an average is said, never counts different values', async () => {
    const [[range, mean]] = (await expected(
      'mobile_price',
      'SELECT price_range, avg(battery_power) FROM data GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    )) as [[number, number]]
    const found = await rows('Which price range has the highest average battery power?', 'mobile_price')
    expect(Number(found[0]?.[0])).toBe(range)
    expect(Number(found[0]?.[1])).toBeCloseTo(mean, 6)
  })

  it('declines a word of another header after a column ("screen heights"), and a unit no column is in ("GB")', async () => {
    await declined('What are the 2 most common screen heights?', 'mobile_price')
    await declined('How many phones have more than 4 GB of RAM?', 'mobile_price')
  })
})

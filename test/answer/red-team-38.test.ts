import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 38): telco customers with one internet service each, and New York listings whose hosts have an
 * id and a name that others share. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  telco_churn: 'fixtures/business/kaggle-rt38-telco_churn.csv',
  airbnb_nyc: 'fixtures/business/kaggle-rt38-airbnb_nyc.csv',
}

const { rows, truth, one } = fixtureSuite(FILES)

describe('red-team round 38', () => {
  it('counts rows holding both of two cells of a one-value column as none, never either', async () => {
    expect(await one('How many customers have both DSL and Fiber optic internet?', 'telco_churn')).toBe(0)
    expect(await one('How many customers have DSL or Fiber optic?', 'telco_churn')).toBe(
      await truth('telco_churn', `SELECT count(*) FROM data WHERE InternetService IN ('DSL', 'Fiber optic')`),
    )
  })

  it('tells hosts apart by host_id, not by a name several hosts share', async () => {
    expect(await one('How many hosts are named John?', 'airbnb_nyc')).toBe(
      await truth('airbnb_nyc', `SELECT count(DISTINCT host_id) FROM data WHERE host_name = 'John'`),
    )
    const [top] = await rows('Which host has the most listings?', 'airbnb_nyc')
    expect(Number(top?.[0])).toBe(
      await truth('airbnb_nyc', 'SELECT host_id FROM data GROUP BY host_id ORDER BY count(*) DESC LIMIT 1'),
    )
  })

  it('reads "reviews per month" as the column, no grouping by month', async () => {
    expect(await one('How many listings have more than 3 reviews per month?', 'airbnb_nyc')).toBe(
      await truth('airbnb_nyc', 'SELECT count(*) FROM data WHERE reviews_per_month > 3'),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of measurement round 35 (bench/everyday-35) and red-team rounds 48 and 49
 * (mushrooms, e-commerce shipping, pizza sales), now read right. Expected values come from
 * DuckDB reading the same file. (Artifacts keep the names of their files.)
 */
const FILES = {
  balloon_rides: 'bench/everyday-35/balloon_rides.csv',
  patent_filings: 'bench/everyday-35/patent_filings.csv',
  mushrooms: 'fixtures/business/kaggle-rt48-mushrooms.csv',
  shipping: 'fixtures/business/kaggle-rt49-shipping.csv',
  pizza_sales: 'fixtures/business/kaggle-rt49-pizza_sales.csv',
}

const { rows, expected, truth, one, asked } = fixtureSuite(FILES)

describe('measurement round 35, red-team rounds 48 and 49', () => {
  it('ranks one row for "the highest-altitude flight" (a key after the superlative and its measure)', async () => {
    const top = await truth('balloon_rides', 'SELECT max(max_altitude_m) FROM data')
    const found = await asked('On what date did the highest-altitude flight take place?', 'balloon_rides')
    expect(found.sql).not.toContain('sum(')
    expect(found.result?.rows.every((r) => Number(r[1]) === top)).toBe(true)
  })

  it('ranks rows for "the grant outcomes of the 2 filings with the lowest filing fees"', async () => {
    const outcomes = await expected(
      'patent_filings',
      'SELECT Granted FROM data ORDER BY "Filing Fee (USD)", "Filing ID" LIMIT 2',
    )
    const found = await rows(
      'List the grant outcomes of the 2 filings with the lowest filing fees.',
      'patent_filings',
    )
    expect(found.map((r) => r[0])).toEqual(outcomes?.map((r) => r[0]))
  })

  it('negates both values of "neither odor n nor odor f"', async () => {
    const neither = await truth('mushrooms', `SELECT count(*) FROM data WHERE odor NOT IN ('n', 'f')`)
    expect(await one('How many mushrooms have neither odor n nor odor f?', 'mushrooms')).toBe(neither)
  })

  it('weighs by the weight column for "the 3 lightest products", whatever column "product" names', async () => {
    const modes = await expected(
      'shipping',
      'SELECT Mode_of_Shipment FROM data ORDER BY Weight_in_gms, ID LIMIT 3',
    )
    const found = await rows('What are the modes of shipment of the 3 lightest products?', 'shipping')
    expect(found.map((r) => r[0])).toEqual(modes?.map((r) => r[0]))
  })

  it('counts the names said ("distinct pizza names"), not the keys of the name', async () => {
    const names = await truth('pizza_sales', 'SELECT count(DISTINCT pizza_name) FROM data')
    expect(await one('How many distinct pizza names are there?', 'pizza_sales')).toBe(names)
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 31): Olympic medals by country and Games (a panel), an IBM-style HR attrition table with a
 * constant EmployeeCount, an Amazon product scrape with rupee prices and "64%" discounts.
 * Expected values come from DuckDB reading the same files.
 */
const FILES = {
  medals: 'fixtures/business/kaggle-rt31-olympic_medals_by_country.csv',
  staff: 'fixtures/business/kaggle-rt31-hr_employee_attrition.csv',
  products: 'fixtures/business/kaggle-rt31-amazon_products.csv',
}

const { rows, asked, expected, declined, truth } = fixtureSuite(FILES)

describe('red-team round 31', () => {
  it('averages gold medals per country over the countries of a panel filtered to one Games', async () => {
    const perCountry = await truth(
      'medals',
      "SELECT sum(Gold) / count(DISTINCT Country) FROM data WHERE Year = 2012 AND Season = 'Summer'",
    )
    const got = await rows(
      'What was the average number of gold medals per country at the 2012 Summer Games?',
      'medals',
    )
    expect(got).toHaveLength(1)
    expect(Number(got[0]?.[0])).toBeCloseTo(perCountry, 6)
  })

  it('gives a total for each of two countries said with "each"', async () => {
    const each = await expected(
      'medals',
      "SELECT Country, sum(Gold) FROM data WHERE Year = 2008 AND Country IN ('United States', 'China') GROUP BY 1 ORDER BY 1",
    )
    const got = await rows('How many gold medals did the United States and China each win in 2008?', 'medals')
    expect(got.map((r) => [r[0], Number(r[1])]).sort()).toEqual(each?.map((r) => [r[0], Number(r[1])]))
  })

  it('declines people counted over a panel of countries, and "never" said of a country', async () => {
    expect(
      await declined('How many athletes did the United States send to the 2008 Games?', 'medals'),
    ).toContain("'athletes'")
    await declined('Which countries never won a gold medal?', 'medals')
  })

  it('never groups by a column that holds one value throughout (EmployeeCount)', async () => {
    await declined('Which employee has the highest monthly income?', 'staff')
  })

  it('counts rows for a percentage of products over a level, and products by their id', async () => {
    const reply = await asked('What percentage of products have a rating of 4 or higher?', 'products')
    const part = await truth('products', 'SELECT count(*) FROM data WHERE TRY_CAST(rating AS DOUBLE) >= 4')
    const whole = await truth('products', 'SELECT count(*) FROM data')
    expect(reply.answer.text).toContain(`${part} of ${whole}`)
    expect(Number((await rows('How many unique products are there?', 'products'))[0]?.[0])).toBe(
      await truth('products', 'SELECT count(DISTINCT product_id) FROM data'),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team rounds 49 and 50 (Kaggle-shaped tables: pizza sales, e-commerce
 * shipping, fast-food nutrition, Boston marathon results), now read right or declined.
 */
const FILES = {
  pizza_sales: 'fixtures/business/kaggle-rt49-pizza_sales.csv',
  shipping: 'fixtures/business/kaggle-rt49-shipping.csv',
  fastfood: 'fixtures/business/kaggle-rt50-fastfood.csv',
  marathon: 'fixtures/business/kaggle-rt50-marathon_results_2017.csv',
}

const { rows, expected, declined, truth, one, asked } = fixtureSuite(FILES)

describe('red-team rounds 49 and 50', () => {
  it('counts the rows of two values compared with "more A than B" (no rating averaged)', async () => {
    const more = await truth(
      'shipping',
      `SELECT (count(*) FILTER (WHERE Gender = 'M')) > (count(*) FILTER (WHERE Gender = 'F')) FROM data`,
    )
    const found = await asked('Are there more male than female customers?', 'shipping')
    expect(String(found.result?.rows[0]?.[0])).toBe(String(Boolean(more)))
    // (The ratings' averages happen to compare the same way: no rating is read.)
    expect(found.sql).not.toContain('Customer_rating')
  })

  it('reads a verb naming the column\'s own records as no cell ("shipped by Road" is Road only)', async () => {
    const road = await truth('shipping', `SELECT count(*) FROM data WHERE Mode_of_Shipment = 'Road'`)
    expect(await one('How many orders were shipped by Road?', 'shipping')).toBe(road)
  })

  it('adds up the quantity for the things sold, named by a column in part ("how many pizzas were sold")', async () => {
    expect(await one('How many pizzas were sold?', 'pizza_sales')).toBe(
      await truth('pizza_sales', 'SELECT sum(quantity) FROM data'),
    )
    expect(await one('How many Classic pizzas were sold?', 'pizza_sales')).toBe(
      await truth('pizza_sales', `SELECT sum(quantity) FROM data WHERE pizza_category = 'Classic'`),
    )
  })

  it('reads a word naming both a column and one of its cells as the cell ("of salads")', async () => {
    const salads = await truth('fastfood', `SELECT avg(calories) FROM data WHERE salad = 'Salad'`)
    expect(await one('What is the average calories of salads?', 'fastfood')).toBeCloseTo(salads, 6)
  })

  it('declines an amount named after "from" that the reading leaves out ("calories from fat")', async () => {
    await declined('What is the average calories from fat for Burger King items?', 'fastfood')
  })

  it('averages a measure said "per" row before ranking groups ("the highest sodium per item")', async () => {
    const top = await expected(
      'fastfood',
      'SELECT restaurant FROM data GROUP BY 1 ORDER BY avg(sodium) DESC LIMIT 1',
    )
    const found = await rows('Which restaurant has the highest sodium per item?', 'fastfood')
    expect(found[0]?.[0]).toBe(top?.[0]?.[0])
  })

  it('reads "from" a place over the one column of places (Country, not Citizen)', async () => {
    const youngest = await truth('marathon', `SELECT min(Age) FROM data WHERE Country = 'KEN'`)
    expect(await one('What is the youngest age among runners from KEN?', 'marathon')).toBe(youngest)
    const others = await truth('marathon', `SELECT count(*) FROM data WHERE Country <> 'USA'`)
    expect(await one('How many runners are not from the USA?', 'marathon')).toBe(others)
  })

  it('ranks rows by a number said to be a place, 1 the best ("the best overall place")', async () => {
    const ages = await expected('marathon', 'SELECT Age FROM data ORDER BY Overall LIMIT 3')
    const found = await rows('List the ages of the 3 runners with the best overall place.', 'marathon')
    expect(found.map((r) => Number(r[0]))).toEqual(ages?.map((r) => Number(r[0])))
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 25): an orders export where each row is one order, and a laptop catalog. Expected values come
 * from DuckDB reading the same files.
 */
const FILES = {
  orders: 'fixtures/business/kaggle-superstore-orders.csv',
  laptops: 'fixtures/business/kaggle-laptop-catalog.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('red-team round 25', () => {
  it('takes "the median quantity per order" over the rows when each row is an order', async () => {
    const truth = await expected('orders', 'SELECT median(Quantity) FROM data')
    expect((await rows('What is the median quantity per order?', 'orders')).map((r) => Number(r[0]))).toEqual(
      truth?.map((r) => Number(r[0])),
    )
    // Per region, the groups stay.
    const byRegion = await expected(
      'orders',
      'SELECT Region, median(Quantity) FROM data GROUP BY Region ORDER BY Region',
    )
    expect(await rows('What is the median quantity per region?', 'orders')).toEqual(byRegion)
  })

  it('declines "the highest rating count" instead of ranking by Rating without the word "count"', async () => {
    expect(await declined('List the 3 laptops with the highest rating count.', 'laptops')).toContain('count')
  })
})

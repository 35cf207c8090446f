import { describe, expect, it } from 'vitest'
import { fixtureSuite, resultRows } from './golden-harness.js'

/**
 * Everyday questions about orders, invoices and a product catalog: groups said as "count of X by
 * Y" or "by number of X", amounts given with a currency sign, and the words a reading must not
 * leave out (a state, an adjective before a column, a word of the cells, a relative period, "per"
 * an amount). Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  sales: 'fixtures/sales.csv',
  scores: 'fixtures/business/country-scores.csv',
  invoices: 'fixtures/business/invoices.csv',
  catalog: 'fixtures/business/catalog.csv',
  receipts: 'fixtures/business/receipts.csv',
}
const { rows, expected, declined, asked: askOne } = fixtureSuite(FILES)

describe('counts by group', () => {
  it('reads "count of orders by region" and "by month" as counts per group', async () => {
    expect(await rows('count of orders by region', 'sales')).toEqual(
      await expected('sales', 'SELECT region, count(*) FROM data GROUP BY region ORDER BY region'),
    )
    expect((await rows('Count of orders by month', 'sales')).length).toBe(
      (await expected('sales', "SELECT DISTINCT date_trunc('month', order_date) FROM data"))?.length,
    )
  })

  it('ranks "top 5 cities by number of orders" by their count of rows', async () => {
    const top = await rows('Top 5 cities by number of orders', 'sales')
    const counts = await expected(
      'sales',
      'SELECT city, count(*) AS n FROM data GROUP BY city ORDER BY n DESC, city LIMIT 5',
    )
    expect(top.map((r) => r[1])).toEqual(counts?.map((r) => r[1]))
  })

  it('declines "by number of products": what is counted is not the rows', async () => {
    await declined('top 2 regions by number of products', 'sales')
  })
})

describe('amounts with a currency sign', () => {
  it('compares "over £2,000" with the one column of pounds, disclosed', async () => {
    const asked = await askOne('How many invoices over £2,000?', 'invoices')
    const amounts = await expected('invoices', 'SELECT Amount FROM data')
    const over = amounts?.filter((r) => Number(String(r[0]).replace(/[£,]/g, '')) > 2000).length
    expect(resultRows(asked)).toEqual([[over]])
    expect(asked.answer.text).toContain('to the column Amount')
  })

  it('never compares an amount with the order numbers the rows are named by', async () => {
    await declined('How many orders over $900?', 'sales')
    expect(await rows('How many orders with revenue over $900?', 'sales')).toEqual(
      await expected('sales', 'SELECT count(*) FROM data WHERE revenue > 900'),
    )
  })
})

describe('words a reading must not leave out', () => {
  it('declines an adjective before a column it cannot read ("outstanding amount")', async () => {
    expect(await declined('What is the total outstanding amount?', 'invoices')).toContain('outstanding')
  })

  it('declines a noun the cells are made of, naming the cells it could mean', async () => {
    const text = await declined('What is the most expensive lamp?', 'catalog')
    expect(text).toContain('Desk lamp')
    expect(text).toContain('Floor lamp')
  })

  it('declines a state closing the question that the table does not hold', async () => {
    expect(await declined('How many products were sold?', 'catalog')).toContain("'sold'")
    expect(await declined('What is the cheapest product still sold?', 'catalog')).toContain("'sold'")
  })

  it('declines a superlative it cannot read, whatever the tagger calls it ("sells best")', async () => {
    expect(await declined('Which item sells best on weekends?', 'receipts')).toContain("'best'")
  })

  it('declines a period relative to today rather than reading "last" as the last row', async () => {
    expect(await declined('What was total revenue last year?', 'sales')).toContain("'last'")
  })

  it('reads "revenue per unit" as a ratio of two amounts, never a group for each unit', async () => {
    const answer = (await rows('What is the revenue per unit for each product?', 'sales')) as [
      string,
      number,
    ][]
    const oracle = (await expected(
      'sales',
      'SELECT product, sum(revenue) / sum(quantity) FROM data GROUP BY product ORDER BY product',
    )) as [string, number][]
    expect(answer.map((r) => r[0])).toEqual(oracle.map((r) => r[0]))
    for (const [i, r] of answer.entries()) expect(r[1]).toBeCloseTo(oracle[i]?.[1] ?? Number.NaN, 9)
  })
})

describe('rows named by their number', () => {
  it('reads "order 1027" as the order number, never the year 1027', async () => {
    expect(await rows('What is the revenue of order 1027?', 'sales')).toEqual(
      await expected('sales', 'SELECT revenue FROM data WHERE order_id = 1027'),
    )
    expect(await rows('which region was order 1187 from', 'sales')).toEqual(
      await expected('sales', 'SELECT region FROM data WHERE order_id = 1187'),
    )
  })
})

describe('extremes asked yes or no, months within a year', () => {
  it('reads "is the highest unit price above 40" as the maximum compared', async () => {
    expect(await rows('Is the highest unit price above 40?', 'sales')).toEqual(
      await expected('sales', 'SELECT max(unit_price) > 40 FROM data'),
    )
    expect(await rows('Is the lowest revenue below 5?', 'sales')).toEqual(
      await expected('sales', 'SELECT min(revenue) < 5 FROM data'),
    )
  })

  it('groups "which month" within the year the question names, and shows the month', async () => {
    const truth = await expected(
      'sales',
      "SELECT strftime(date_trunc('month', order_date), '%Y-%m') AS m, count(*) AS n FROM data " +
        'WHERE year(order_date) = 2023 GROUP BY m ORDER BY n DESC LIMIT 1',
    )
    const asked = await askOne('Which month had the most orders in 2023?', 'sales')
    // The result keeps the month's first day (for charts); the text names the month.
    expect(resultRows(asked)).toEqual([[`${truth?.[0]?.[0]}-01`, truth?.[0]?.[1]]])
    expect(asked.answer.text).toContain(`**${truth?.[0]?.[0]}**`)
    // Over several years "which month" could be October or October 2023: declined.
    await declined('Which month had the most orders?', 'sales')
  })
})

describe('rankings asked for whole', () => {
  it('ranks every group by its average for "sort the regions by average generosity"', async () => {
    expect(await rows('Sort the regions by average generosity', 'scores')).toEqual(
      await expected(
        'scores',
        'SELECT "Regional indicator", avg(Generosity) AS g FROM data GROUP BY 1 ORDER BY g DESC',
      ),
    )
  })

  it('ranks every row for "rank countries by ladder score", ascending when asked', async () => {
    const asked = await askOne('rank countries by ladder score in ascending order', 'scores')
    const truth = await expected('scores', 'SELECT "Country name", "Ladder score" FROM data ORDER BY 2')
    expect(resultRows(asked).map((r) => r[1])).toEqual(truth?.map((r) => r[1]))
    expect(asked.answer.query).toContain('lowest Ladder score first')
  })

  it('declines ranking groups by a level without saying how to sum it up', async () => {
    await declined('Rank the regions by ladder score', 'scores')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * Wrong answers and needless declines of the thirteenth measurement round (bench/everyday-13,
 * frozen questions on five tables the parser had not seen), each now read or declined by a general
 * rule. Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  orders: 'bench/everyday-13/pos_line_items.csv',
  race: 'bench/everyday-13/marathon_results.csv',
  fleet: 'bench/everyday-13/fleet_work_orders.csv',
  inspections: 'bench/everyday-13/quality_inspections.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

const first = async (question: string, artifact: keyof typeof FILES) =>
  Number((await rows(question, artifact))[0]?.[0])
const truth = async (artifact: keyof typeof FILES, sql: string) =>
  Number((await expected(artifact, sql))?.[0]?.[0])

describe('thirteenth measurement round', () => {
  it('reads "revenue" as line_total, the one total of three money columns, never the tips', async () => {
    const got = await rows('revenue by category', 'orders')
    const truth = await expected(
      'orders',
      `SELECT category, sum(${moneyNumber('line_total')}) FROM data GROUP BY category ORDER BY category`,
    )
    expect(got.map((r) => [r[0], Number(r[1])]).sort()).toEqual(
      truth?.map((r) => [r[0], expect.closeTo(Number(r[1]), 2)]),
    )
    expect(await declined('average order value', 'orders')).toContain("'value'")
  })

  it('reads "line items" as the rows of an order export', async () => {
    expect(await first('How many line items were comped?', 'orders')).toBe(
      await truth('orders', "SELECT count(*) FROM data WHERE comped = 'Y'"),
    )
    expect(await first('What is the average quantity per line item?', 'orders')).toBeCloseTo(
      await truth('orders', 'SELECT avg(Qty) FROM data'),
      6,
    )
  })

  it('lists "the 4 most expensive items" once each, not four lines of the priciest', async () => {
    const top = await expected(
      'orders',
      `SELECT item_name FROM data GROUP BY item_name ORDER BY max(${moneyNumber('unit_price')}) DESC LIMIT 4`,
    )
    const got = await rows('What are the 4 most expensive items?', 'orders')
    expect(got.map((r) => r[0])).toEqual(top?.map((r) => r[0]))
  })

  it('answers "the average tip per order" with one number: the tips over the orders', async () => {
    const perOrder = await truth('orders', 'SELECT sum(tip_amt) / count(DISTINCT order_id) FROM data')
    expect(await first('average tip per order', 'orders')).toBeCloseTo(perOrder, 6)
    // Per a category, still one average a group.
    expect((await rows('average tip per server', 'orders')).length).toBe(
      await truth('orders', 'SELECT count(DISTINCT server) FROM data'),
    )
  })

  it('sums "the total of all tips" and "the total defects for" a product', async () => {
    expect(await first('What is the total of all tips?', 'orders')).toBeCloseTo(
      await truth('orders', 'SELECT sum(tip_amt) FROM data'),
      6,
    )
    expect(await first('total defects for Valve-V2', 'inspections')).toBe(
      await truth('inspections', "SELECT sum(DefectsFound) FROM data WHERE Product = 'Valve-V2'"),
    )
    expect(await first('What is the total parts cost across all work orders?', 'fleet')).toBeCloseTo(
      await truth('fleet', `SELECT sum(${moneyNumber('Parts Cost ($)')}) FROM data`),
      6,
    )
  })

  it('reads "the bib number of" as the Bib # column, never a count of rows', async () => {
    expect(await first('What is the bib number of Kenji Garcia?', 'race')).toBe(
      await truth('race', `SELECT "Bib #" FROM data WHERE "Runner Name" = 'Kenji Garcia'`),
    )
    await declined('What is the bib number of the winner?', 'race')
  })

  it('declines a compound that names another quantity than the column sharing its last word', async () => {
    // Labor Hrs and Parts Cost ($), but no labor cost.
    expect(await declined('What was the total labor cost for all work orders?', 'fleet')).toContain("'cost'")
  })

  it('reads "the fail rate" as the share of rows whose Result is FAIL, not the Defect Rate column', async () => {
    const top = await expected(
      'inspections',
      "SELECT Inspector, avg(CASE WHEN Result = 'FAIL' THEN 1 ELSE 0 END) AS r FROM data GROUP BY 1 ORDER BY r DESC LIMIT 1",
    )
    const got = await rows('which inspector has the highest fail rate', 'inspections')
    expect(got[0]?.[0]).toBe(top?.[0]?.[0])
  })

  it('counts a year and a month of a date column typed in several ways from every row', async () => {
    const opened = `coalesce(try_strptime(Opened, '%m/%d/%Y'), try_strptime(Opened, '%Y-%m-%d'), try_strptime(Opened, '%b %d, %Y'))`
    expect(await first('how many work orders were opened in 2024', 'fleet')).toBe(
      await truth('fleet', `SELECT count(*) FROM data WHERE year(${opened}) = 2024`),
    )
    expect(await first('how many work orders were opened in March 2024', 'fleet')).toBe(
      await truth(
        'fleet',
        `SELECT count(*) FROM data WHERE ${opened} >= '2024-03-01' AND ${opened} < '2024-04-01'`,
      ),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 63 (aquarium visits, school bus routes) and red-team round
 * 77 (Kaggle-shaped Connecticut real estate sales and the Power BI financial sample), now right or
 * declined.
 */
const FILES = {
  aquarium: 'bench/everyday-63/aquarium_maintenance_visits.csv',
  buses: 'bench/everyday-63/school_bus_routes.csv',
  sales: 'fixtures/business/kaggle-rt77-real_estate_sales.csv',
  financial: 'fixtures/business/kaggle-rt77-financial_sample.csv',
}

const { one, rows, truth, asked } = fixtureSuite(FILES)

describe('everyday round 63, red-team round 77', () => {
  it('counts sales, never sums Sale Amount, for "how many sales" and "the most sales"', async () => {
    expect(await one('How many sales are recorded?', 'sales')).toBe(
      await truth('sales', 'SELECT count(*) FROM data'),
    )
    expect(await one('How many sales were in Greenwich?', 'sales')).toBe(
      await truth('sales', "SELECT count(*) FROM data WHERE Town = 'Greenwich'"),
    )
    const [top] = await rows('Which list year has the most sales?', 'sales')
    expect(Number(top?.[1])).toBe(
      await truth('sales', 'SELECT max(n) FROM (SELECT count(*) AS n FROM data GROUP BY "List Year")'),
    )
  })

  it('reads "discount amount" as Discounts, "amount" restating it', async () => {
    const asking = await asked('What is the average discount amount for records in Mexico?', 'financial')
    expect(asking.sql).toContain('"Discounts"')
    expect(asking.sql).not.toContain('" Sales"')
  })

  it('sums "Fish Lost" for "how many fish were lost", the things and their participle', async () => {
    expect(await one('How many fish were lost?', 'aquarium')).toBe(
      await truth('aquarium', 'SELECT sum("Fish Lost") FROM data'),
    )
  })

  it('compares the two periods, never one pooled count', async () => {
    const got = await rows('How did the number of trips in Q1 2024 compare with Q2 2024?', 'buses')
    const quarter = (q: number) =>
      truth('buses', `SELECT count(*) FROM data WHERE year(trip_date) = 2024 AND quarter(trip_date) = ${q}`)
    expect(got.map((r) => Number(r[1]))).toEqual([await quarter(1), await quarter(2)])
  })
})

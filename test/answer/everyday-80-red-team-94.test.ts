import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * Everyday round 80 (allotment invoices) and red-team round 94 (Kaggle-shaped pharma daily sales,
 * CMS Part D prescribers): what was wrong.
 */
const FILES = {
  allotments: 'bench/everyday-80/allotment_invoices.csv',
  sales: 'fixtures/business/kaggle-rt94-salesdaily.csv',
  partd: 'fixtures/business/kaggle-rt94-medicare_partd.csv',
}

const { asked, declined, one, truth } = fixtureSuite(FILES)

describe('everyday round 80, red-team round 94', () => {
  it('compares two quarters on one date column, never each on a date column of its own', async () => {
    const reply = await asked('How did the total due in Q1 2024 compare with Q2 2024?', 'allotments')
    const quarter = (q: number) =>
      truth(
        'allotments',
        `SELECT sum(${moneyNumber('totalDue')}) FROM data WHERE year(dueDate) = 2024 AND quarter(dueDate) = ${q}`,
      )
    expect(reply.result?.rows.map((r) => Number(r[1]))).toEqual([await quarter(1), await quarter(2)])
    expect(reply.sql).not.toContain('issueDate')
  })

  it('declines a mark standing for a value ("a GE65_Sprsn_Flag of #") rather than drop it', async () => {
    expect(await declined('How many rows have a GE65_Sprsn_Flag of #?', 'partd')).toContain("'#'")
  })

  it('reads "weekend days" as Saturday and Sunday of a day-name column, the days being the rows', async () => {
    expect(await one('How many weekend days are there?', 'sales')).toBe(
      await truth('sales', `SELECT count(*) FROM data WHERE "Weekday Name" IN ('Saturday', 'Sunday')`),
    )
    expect(await one('How many days are in the dataset?', 'sales')).toBe(
      await truth('sales', 'SELECT count(*) FROM data'),
    )
  })
})

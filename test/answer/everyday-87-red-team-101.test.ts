import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday rounds 86 and 87 (beekeeping enrolments with ATTND_PCT, office plant care) and red-team
 * rounds 100 and 101 (Kaggle-shaped e-commerce churn with DaySinceLastOrder, Citi Bike trip data,
 * Beijing PM2.5 with year, month, day and hour columns): what was wrong or declined.
 */
const FILES = {
  beekeeping: 'bench/everyday-86/beekeeping_enrolments.csv',
  plants: 'bench/everyday-87/office_plant_care.csv',
  churn: 'fixtures/business/kaggle-rt100-ecommerce_churn.csv',
  citibike_tripdata: 'fixtures/business/kaggle-rt100-citibike_tripdata.csv',
  pm25: 'fixtures/business/kaggle-rt101-prsa.csv',
}

const { one, truth, declined } = fixtureSuite(FILES)

describe('everyday rounds 86 and 87', () => {
  it('reads a skeleton opening with its vowel ("ATTND" for attendance)', async () => {
    expect(await one('What is the average attendance percentage?', 'beekeeping')).toBeCloseTo(
      await truth('beekeeping', 'SELECT avg(ATTND_PCT) FROM data'),
      2,
    )
  })

  it('declines a rate scaled to a number ("per 100 plants serviced"), never an equality with 100', async () => {
    // (Read as "Plants Serviced = 100" it would be declined only because no row holds 100.)
    const reason = await declined('How many plants were replaced per 100 plants serviced overall?', 'plants')
    expect(reason).not.toContain('I understood the question as')
  })
})

describe('red-team rounds 100 and 101', () => {
  it('averages a span of time counted since an event (DaySinceLastOrder said whole)', async () => {
    expect(await one('What is the average DaySinceLastOrder?', 'churn')).toBeCloseTo(
      await truth('churn', 'SELECT avg(DaySinceLastOrder) FROM data'),
      2,
    )
  })

  it('reads "trips" as the rows of a table named tripdata', async () => {
    expect(await one('How many trips were made by Subscribers?', 'citibike_tripdata')).toBe(
      await truth('citibike_tripdata', `SELECT count(*) FROM data WHERE usertype = 'Subscriber'`),
    )
  })

  it('declines "the highest daily average" where no column holds dates to group by', async () => {
    expect(await declined('What is the highest daily average pm2.5?', 'pm25')).toContain('daily')
  })

  it('declines counting days from a day-of-month column beside month and year columns', async () => {
    await declined('How many distinct days had at least one record with pm2.5 above 300?', 'pm25')
  })
})

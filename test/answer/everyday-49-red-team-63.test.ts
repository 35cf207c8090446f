import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 49 (vineyard harvest loads) and red-team round 63 (a
 * Kaggle-shaped sales sample whose TERRITORY holds NA for North America), now read right or
 * declined; and "which year" over a table without years, from WTQ train.
 */
const FILES = {
  vineyard_loads: 'bench/everyday-49/vineyard_loads.csv',
  dry_cleaning: 'bench/everyday-49/dry_cleaning.csv',
  sales_data_sample: 'fixtures/business/kaggle-rt63-sales_data_sample.csv',
  summits: 'fixtures/business/summits-without-years.csv',
}

const { declined, rows, expected, one, truth } = fixtureSuite(FILES)

describe('everyday round 49 and red-team round 63', () => {
  it('ranks "the heaviest" by the one column written in a unit of mass, not by a column named in part ("loads" of loadValue)', async () => {
    const want = await expected('vineyard_loads', 'SELECT loadId FROM data ORDER BY netTons DESC LIMIT 5')
    const got = await rows('Give me the load IDs of the 5 heaviest loads.', 'vineyard_loads')
    expect(got.map((r) => r[0])).toEqual(want?.map((r) => r[0]))
  })

  it('keeps NA among upper-case codes as a value (North America), not a missing cell', async () => {
    const want = await expected(
      'sales_data_sample',
      'SELECT TERRITORY, count(*) AS n FROM data GROUP BY TERRITORY ORDER BY n DESC LIMIT 1',
    )
    expect(want?.[0]?.[0]).toBe('NA')
    const got = await rows('Which TERRITORY has the most rows?', 'sales_data_sample')
    expect(got[0]?.slice(0, 2)).toEqual(want?.[0])
  })

  it('declines "which year" where no column holds years, rather than answering another column', async () => {
    await declined('Which year has the most number of attendees?', 'summits')
  })

  it('reads common header abbreviations (ORD_NO, RCVD_TS, QTY_ITM) as the words they stand for', async () => {
    expect(await one('How many orders were received in March 2024?', 'dry_cleaning')).toBe(
      await truth(
        'dry_cleaning',
        "SELECT count(*) FROM data WHERE RCVD_TS >= '2024-03-01' AND RCVD_TS < '2024-04-01'",
      ),
    )
    expect(await one("What's the average number of items per order?", 'dry_cleaning')).toBeCloseTo(
      await truth('dry_cleaning', 'SELECT avg(QTY_ITM) FROM data'),
      6,
    )
  })
})

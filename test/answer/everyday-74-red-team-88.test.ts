import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 74 (pallet returns with abbreviated headers, concert merch sales) and red-team
 * round 88 (Kaggle-shaped Divvy trips, sales records, a health screening): what was wrong.
 */
const FILES = {
  pallet_returns: 'bench/everyday-74/pallet_returns.csv',
  merch: 'bench/everyday-74/concert_merch_sales.csv',
  trips: 'fixtures/business/kaggle-rt88-divvy_trips_2019_q1.csv',
  sales: 'fixtures/business/kaggle-rt88-sales_records.csv',
  screening: 'fixtures/business/kaggle-rt88-smoking_drinking.csv',
}

const { one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 74, red-team round 88', () => {
  it('sums the quantity column a participle names ("pallets were received" over QTY_RCVD)', async () => {
    expect(await one('How many pallets were received in total?', 'pallet_returns')).toBe(
      await truth('pallet_returns', 'SELECT sum(QTY_RCVD) FROM data'),
    )
    expect(await one('How many pallets were damaged?', 'pallet_returns')).toBe(
      await truth('pallet_returns', 'SELECT sum(QTY_DMGD) FROM data'),
    )
  })

  it('bounds the whole of a share by the clause after "among" ("among returns that have a grade")', async () => {
    const [row] = await rows(
      'What share of returns are grade A among returns that have a grade?',
      'pallet_returns',
    )
    const share = await truth(
      'pallet_returns',
      `SELECT count(*) FILTER (WHERE GRADE = 'A') / count(GRADE) FROM data`,
    )
    expect(Number(row?.at(-1))).toBeCloseTo(share, 2)
  })

  it('sums the quantity for "how many items were sold", the kind named in full', async () => {
    expect(await one('How many items were sold in total?', 'merch')).toBe(
      await truth('merch', 'SELECT sum(Quantity) FROM data'),
    )
  })

  it('ranks a glued year header by itself ("the earliest birthyear")', async () => {
    expect(await one('What is the earliest birthyear?', 'trips')).toBe(
      await truth('trips', 'SELECT min(birthyear) FROM data'),
    )
  })

  it('reads a singular said for a plural cell the stemmer keeps whole ("cosmetic" for Cosmetics)', async () => {
    expect(await one('How many orders of cosmetic were placed in Germany?', 'sales')).toBe(
      await truth(
        'sales',
        `SELECT count(*) FROM data WHERE "Item Type" = 'Cosmetics' AND Country = 'Germany'`,
      ),
    )
  })

  it('reads DRK as drink ("how many women drink" over DRK_YN)', async () => {
    expect(await one('How many women drink?', 'screening')).toBe(
      await truth('screening', `SELECT count(*) FROM data WHERE sex = 'Female' AND DRK_YN = 'Y'`),
    )
  })
})

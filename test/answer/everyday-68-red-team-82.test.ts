import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 68 (racking inspections with abbreviated headers, cooking classes) and red-team
 * round 82 (Kaggle-shaped NBA seasons and Iowa liquor sales), with round 66's bicycle leases: what
 * was wrong, declined or read past.
 */
const FILES = {
  racking: 'bench/everyday-68/racking_inspections.csv',
  cooking: 'bench/everyday-68/cooking_classes.csv',
  leases: 'bench/everyday-66/bicycle_fleet_leases.csv',
  seasons: 'fixtures/business/kaggle-rt82-all_seasons.csv',
  liquor: 'fixtures/business/kaggle-rt82-iowa_liquor_sales.csv',
  bank: 'fixtures/business/kaggle-rt82-UniversalBank.csv',
}

const { declined, expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 68, red-team round 82', () => {
  it('reads "failed" as PASS_FLG = 0 and "the pass rate" as the share of 1s', async () => {
    expect(await one('How many inspections failed?', 'racking')).toBe(
      await truth('racking', 'SELECT count(*) FROM data WHERE PASS_FLG = 0'),
    )
    const [rate] = await rows('What is the pass rate across all inspections?', 'racking')
    expect(Number(rate?.at(-1))).toBeCloseTo(
      await truth('racking', 'SELECT avg(CASE WHEN PASS_FLG = 1 THEN 1.0 ELSE 0 END) FROM data'),
      4,
    )
  })

  it('reads DEFECTS_FND as defects found', async () => {
    const [top] = await rows('Which inspector found the most defects in total?', 'racking')
    const [truthTop] =
      (await expected(
        'racking',
        'SELECT INSPR_ID, sum(DEFECTS_FND) AS n FROM data GROUP BY INSPR_ID ORDER BY n DESC LIMIT 1',
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
  })

  it('reads "made bookings" as the rows the members have', async () => {
    expect(await one('How many different members made bookings?', 'cooking')).toBe(
      await truth('cooking', 'SELECT count(DISTINCT "Member ID") FROM data'),
    )
  })

  it('reads a share said again as its unit ("as a percentage")', async () => {
    const [share] = await rows('What share of leases are currently active, as a percentage?', 'leases')
    expect(Number(share?.at(-1))).toBeCloseTo(
      await truth('leases', "SELECT avg(CASE WHEN status = 'active' THEN 1.0 ELSE 0 END) FROM data"),
      4,
    )
  })

  it('ranks rows, not players\' totals, for "in a single row"', async () => {
    const [top] = await rows('Which player had the highest pts in a single row?', 'seasons')
    const [truthTop] =
      (await expected('seasons', 'SELECT player_name FROM data ORDER BY pts DESC LIMIT 1')) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
    await declined('List the top 3 player names by ast in a single row.', 'seasons')
  })

  it('groups "vendors" by Vendor Name, not by the number that tells them apart', async () => {
    const top = await rows('List the top 3 vendors by total Sale (Dollars).', 'liquor')
    const truthTop = await expected(
      'liquor',
      'SELECT "Vendor Name", sum("Sale (Dollars)") AS s FROM data GROUP BY 1 ORDER BY s DESC LIMIT 3',
    )
    expect(top.map((r) => r[0])).toEqual(truthTop?.map((r) => r[0]))
  })

  it('reads flags after "have both a ... and a ..." and after "accepted the"', async () => {
    expect(await one('How many customers have both a credit card and a securities account?', 'bank')).toBe(
      await truth('bank', 'SELECT count(*) FROM data WHERE CreditCard = 1 AND "Securities Account" = 1'),
    )
    expect(
      await one('What is the average CCAvg for customers who accepted the personal loan?', 'bank'),
    ).toBeCloseTo(await truth('bank', 'SELECT avg(CCAvg) FROM data WHERE "Personal Loan" = 1'), 2)
  })

  it('reads a season written "2019-20" as its cell, no year', async () => {
    expect(await one('How many rows are from the 2019-20 season?', 'seasons')).toBe(
      await truth('seasons', "SELECT count(*) FROM data WHERE season = '2019-20'"),
    )
  })
})

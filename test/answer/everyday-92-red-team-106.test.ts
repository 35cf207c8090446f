import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * Everyday round 92 (ski tuning tickets with cut headers, kombucha keg deliveries, rooftop garden
 * visits, piano moving jobs) and red-team round 106 (Kaggle-shaped Kiva loans, WFP food prices):
 * what was wrong or declined, now right or declined.
 */
const FILES = {
  ski_tuning_tickets: 'bench/everyday-92/ski_tuning_tickets.csv',
  kombucha_keg_deliveries: 'bench/everyday-92/kombucha_keg_deliveries.csv',
  rooftop_garden_maintenance: 'bench/everyday-92/rooftop_garden_maintenance.csv',
  piano_moving_jobs: 'bench/everyday-92/piano_moving_jobs.csv',
  kiva_loans: 'fixtures/business/kaggle-rt106-kiva-loans.csv',
  wfp_market_food_prices: 'fixtures/business/kaggle-rt106-wfp-food-prices.csv',
}

const { declined, expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 92', () => {
  it('keeps "rush tickets" to the rows RUSH_FLG sets, the flag named but for its mark', async () => {
    expect(await one("What's the average charge on rush tickets?", 'ski_tuning_tickets')).toBeCloseTo(
      await truth('ski_tuning_tickets', 'SELECT avg(SVC_CHG) FROM data WHERE RUSH_FLG = 1'),
      6,
    )
  })

  it('declines "the most kegs overall" over Kegs Delivered, Kegs Returned and Keg Size', async () => {
    await declined('Which venue type received the most kegs overall?', 'kombucha_keg_deliveries')
  })

  it('answers "how much was billed for the visit with the highest materials cost" from that row', async () => {
    expect(
      await one(
        'How much was billed for the visit with the highest materials cost?',
        'rooftop_garden_maintenance',
      ),
    ).toBeCloseTo(
      await truth(
        'rooftop_garden_maintenance',
        `SELECT ${moneyNumber('totalBilled')} FROM data ORDER BY ${moneyNumber('materialsCost')} DESC LIMIT 1`,
      ),
      2,
    )
  })

  it('sums what "how much was billed in total" names', async () => {
    expect(await one('How much was billed in total?', 'rooftop_garden_maintenance')).toBeCloseTo(
      await truth('rooftop_garden_maintenance', `SELECT sum(${moneyNumber('totalBilled')}) FROM data`),
      2,
    )
  })

  it('reads a number in the unit a header writes as that column\'s ("50 L kegs", "over 100 km")', async () => {
    expect(await one('How many deliveries were of 50 L kegs?', 'kombucha_keg_deliveries')).toBe(
      await truth('kombucha_keg_deliveries', 'SELECT count(*) FROM data WHERE "Keg Size (L)" = 50'),
    )
    expect(await one('How many jobs were over 100 km?', 'piano_moving_jobs')).toBe(
      await truth('piano_moving_jobs', 'SELECT count(*) FROM data WHERE distance_km > 100'),
    )
  })
})

describe('red-team round 106', () => {
  it('counts loans for "the most loans" over kiva_loans, never adding up loan_amount', async () => {
    const counts = await expected(
      'kiva_loans',
      'SELECT country, count(*) AS n FROM data GROUP BY country ORDER BY n DESC, country LIMIT 3',
    )
    const answer = await rows('List the top 3 countries by number of loans.', 'kiva_loans')
    expect(answer.map((r) => Number(r[1]))).toEqual(counts?.map((r) => Number(r[1])))
    const [top] = await rows('Which sector has the most loans?', 'kiva_loans')
    expect(Number(top?.[1])).toBe(
      await truth('kiva_loans', 'SELECT count(*) AS n FROM data GROUP BY sector ORDER BY n DESC LIMIT 1'),
    )
  })

  it('keeps "borrowed by women only" to lists naming no other borrower', async () => {
    expect(await one('How many loans were borrowed by women only?', 'kiva_loans')).toBe(
      await truth(
        'kiva_loans',
        `SELECT count(*) FROM data WHERE list_distinct(string_split(replace(borrower_genders, ' ', ''), ',')) = ['female']`,
      ),
    )
  })

  it('declines a word some cells hold that nothing read ("for sorghum" over "Sorghum - Retail")', async () => {
    await declined('How many records for sorghum are from Kenya?', 'wfp_market_food_prices')
  })
})

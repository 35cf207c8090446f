import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 94 (aquarium fish sales, festival wristbands, window tinting, karaoke rentals),
 * the declines of round 93 (chandelier jobs, tarot bookings), and red-team rounds 107 and 108
 * (Kaggle-shaped California housing, NOAA storm events): what was wrong or declined, now right.
 */
const FILES = {
  aquarium_fish_sales: 'bench/everyday-94/aquarium_fish_sales.csv',
  festival_wristband_sales: 'bench/everyday-94/festival_wristband_sales.csv',
  window_tinting_jobs: 'bench/everyday-94/window_tinting_jobs.csv',
  karaoke_machine_rentals: 'bench/everyday-94/karaoke_machine_rentals.csv',
  chandelier_jobs: 'bench/everyday-93/chandelier_jobs.csv',
  tarot_bookings: 'bench/everyday-93/tarot_bookings.csv',
  housing: 'fixtures/business/kaggle-rt107-housing.csv',
  storm_events: 'fixtures/business/kaggle-rt108-storm-events.csv',
  obesity: 'fixtures/business/kaggle-rt108-nutrition-obesity.csv',
  pay: 'fixtures/business/kaggle-rt108-gender-pay-gap.csv',
  coffee: 'fixtures/business/kaggle-rt108-coffee-shop-sales.csv',
}

const { expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 94', () => {
  it('sums QTY_SOLD for "how many fish did we sell in total"', async () => {
    expect(await one('How many fish did we sell in total?', 'aquarium_fish_sales')).toBe(
      await truth('aquarium_fish_sales', 'SELECT sum(QTY_SOLD) FROM data'),
    )
  })

  it('lists each of "the 3 most expensive species" once', async () => {
    const answer = await rows('List the 3 most expensive species by unit price.', 'aquarium_fish_sales')
    const species = await expected(
      'aquarium_fish_sales',
      'SELECT SPECIES, max(UNIT_PRC) AS p FROM data GROUP BY SPECIES ORDER BY p DESC LIMIT 3',
    )
    expect(answer.map((r) => r[0])).toEqual(species?.map((r) => r[0]))
  })

  it('adds up each buyer\'s wristbands for "which 3 buyers bought the most"', async () => {
    const [top] = await rows('Which 3 buyers bought the most wristbands?', 'festival_wristband_sales')
    expect(Number(top?.[1])).toBe(
      await truth(
        'festival_wristband_sales',
        'SELECT sum("Wristbands (qty)") AS n FROM data GROUP BY "Buyer ID" ORDER BY n DESC LIMIT 1',
      ),
    )
  })

  it('reads the sum, the trade and "altogether" of "how many wristbands were sold altogether"', async () => {
    expect(await one('How many wristbands were sold altogether?', 'festival_wristband_sales')).toBe(
      await truth('festival_wristband_sales', 'SELECT sum("Wristbands (qty)") FROM data'),
    )
    expect(await one('How many wristband sales were recorded?', 'festival_wristband_sales')).toBe(
      await truth('festival_wristband_sales', 'SELECT count(*) FROM data'),
    )
  })

  it('reads "a job that used ceramic film" and "the 5 highest prices, highest first"', async () => {
    expect(
      await one('What is the average price of a job that used ceramic film?', 'window_tinting_jobs'),
    ).toBeCloseTo(
      await truth('window_tinting_jobs', `SELECT avg(price) FROM data WHERE ceramic_film = 'Y'`),
      6,
    )
    const prices = await rows('What are the 5 highest prices, highest first?', 'window_tinting_jobs')
    const top = await expected('window_tinting_jobs', 'SELECT price FROM data ORDER BY price DESC LIMIT 5')
    expect(prices.map((r) => Number(r[0]))).toEqual(top?.map((r) => Number(r[0])))
  })

  it('reads the verb of the table\'s own event ("customers rented" over rentals)', async () => {
    expect(await one('How many distinct customers rented?', 'karaoke_machine_rentals')).toBe(
      await truth('karaoke_machine_rentals', 'SELECT count(DISTINCT customer) FROM data'),
    )
  })
})

describe('everyday round 93, declines now answered', () => {
  it('reads "took longer than 6 hours" and "all fees charged"', async () => {
    expect(await one('How many jobs took longer than 6 hours?', 'chandelier_jobs')).toBe(
      await truth('chandelier_jobs', 'SELECT count(*) FROM data WHERE "Duration (hrs)" > 6'),
    )
    expect(await one("What's the total of all fees charged?", 'tarot_bookings')).toBeCloseTo(
      await truth('tarot_bookings', 'SELECT sum(FEE_AMT) FROM data'),
      2,
    )
  })
})

describe('red-team rounds 107 and 108', () => {
  it('answers 0 when no row has one column above another', async () => {
    expect(await one('How many rows have more total_bedrooms than households?', 'housing')).toBe(
      await truth('housing', 'SELECT count(*) FROM data WHERE total_bedrooms > households'),
    )
  })

  it('sums INJURIES_DIRECT for "the total number of direct injuries", its words said in another order', async () => {
    expect(await one('What is the total number of direct injuries?', 'storm_events')).toBe(
      await truth('storm_events', 'SELECT sum(INJURIES_DIRECT) FROM data'),
    )
    const [top] = await rows('List the top 3 states by total direct injuries.', 'storm_events')
    expect(Number(top?.[1])).toBe(
      await truth(
        'storm_events',
        'SELECT sum(INJURIES_DIRECT) AS n FROM data GROUP BY STATE ORDER BY n DESC LIMIT 1',
      ),
    )
  })

  it('reads a cell said after its own column and "equal to", though another column has its name', async () => {
    expect(await one('How many rows have StratificationCategory1 equal to Income?', 'obesity')).toBe(
      await truth('obesity', `SELECT count(*) FROM data WHERE StratificationCategory1 = 'Income'`),
    )
  })

  it('reads "work as" before a role as where the rows belong', async () => {
    expect(await one('How many males work as Software Engineer?', 'pay')).toBe(
      await truth(
        'pay',
        `SELECT count(*) FROM data WHERE Gender = 'Male' AND JobTitle = 'Software Engineer'`,
      ),
    )
  })

  it('lists each value once for "the three highest distinct unit prices"', async () => {
    const prices = await rows('List the three highest distinct unit prices.', 'coffee')
    const top = await expected(
      'coffee',
      'SELECT DISTINCT unit_price FROM data ORDER BY unit_price DESC LIMIT 3',
    )
    expect(prices.map((r) => Number(r[0]))).toEqual(top?.map((r) => Number(r[0])))
  })
})

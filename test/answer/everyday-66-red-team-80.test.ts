import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 66 (bicycle fleet leases, office supply reorders) and red-team round 80 (Kaggle-
 * shaped vehicle insurance claims and hotel reservations): what was wrong, declined or read past.
 */
const FILES = {
  leases: 'bench/everyday-66/bicycle_fleet_leases.csv',
  supplies: 'bench/everyday-66/office_supply_reorders.csv',
  fraud: 'fixtures/business/kaggle-rt80-fraud_oracle.csv',
  hotel: 'fixtures/business/kaggle-rt80-hotel_reservations.csv',
}

const { declined, expected, one, rows, truth } = fixtureSuite(FILES)

/** orderTotal as written ("$1,234.56"), read as a number for the truth. */
const DOLLARS = "CAST(replace(replace(orderTotal, '$', ''), ',', '') AS DOUBLE)"

describe('everyday round 66, red-team round 80', () => {
  it('sums num_bikes for "the total number of bikes", never counts the leases', async () => {
    const bikes = await truth('leases', 'SELECT sum(num_bikes) FROM data')
    expect(await one('What is the total number of bikes across all leases?', 'leases')).toBe(bikes)
    expect(await one('How many bikes are leased in total?', 'leases')).toBe(bikes)
  })

  it('ranks suppliers by their total order value, not by their single largest order', async () => {
    const [top] = await rows('Which supplier received the highest total order value?', 'supplies')
    const [truthTop] =
      (await expected(
        'supplies',
        `SELECT supplier, sum(${DOLLARS}) FROM data GROUP BY supplier ORDER BY 2 DESC LIMIT 1`,
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
    expect(Number(top?.[1])).toBeCloseTo(Number(truthTop?.[1]), 2)
  })

  it('declines "the average unit price" where no column holds prices, rather than average quantities', async () => {
    await declined('What is the average unit price of a box of ballpoint pens?', 'supplies')
  })

  it('reads "the total spend" and "the total value of all orders" as the one money column', async () => {
    const spend = await truth('supplies', `SELECT sum(${DOLLARS}) FROM data`)
    expect(await one('What is the total spend?', 'supplies')).toBeCloseTo(Number(spend), 2)
    expect(await one('What is the total value of all orders?', 'supplies')).toBeCloseTo(Number(spend), 2)
  })

  it('reads "delivery time" as deliveryDays', async () => {
    expect(await one('What is the minimum delivery time in days across all orders?', 'supplies')).toBe(
      await truth('supplies', 'SELECT min(deliveryDays) FROM data'),
    )
  })

  it('declines "rush orders" over rushDelivery rather than count every order', async () => {
    await declined('How many rush orders are there?', 'supplies')
  })

  it('counts the claims as rows, not the distinct values of Days_Policy_Claim', async () => {
    expect(await one('How many claims are in the dataset?', 'fraud')).toBe(
      await truth('fraud', 'SELECT count(*) FROM data'),
    )
  })

  it('reads "Sex equal to Female" as a condition on Sex', async () => {
    expect(await one('How many claims have Sex equal to Female?', 'fraud')).toBe(
      await truth('fraud', "SELECT count(*) FROM data WHERE Sex = 'Female'"),
    )
  })

  it('declines "the total number of nights" over weekend and week nights rather than read one of them', async () => {
    await declined('What is the average total number of nights per booking?', 'hotel')
    await declined('How many bookings stayed more than 7 nights in total?', 'hotel')
  })
})

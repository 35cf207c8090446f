import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers red-team round 21 found on tables the parser had not seen (used-car listings,
 * support tickets, daily retail sales per store), each now read or declined by a general rule.
 * Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  cars: 'fixtures/business/kaggle-used-cars.csv',
  tickets: 'fixtures/business/kaggle-support-tickets.csv',
  retail: 'fixtures/business/kaggle-retail-daily.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('a thing the rows had', () => {
  it('reads "been in an accident" as the Yes of Accident History', async () => {
    const truth = await expected('cars', `SELECT count(*) FROM data WHERE "Accident History" = 'Yes'`)
    expect(await rows('How many cars have been in an accident?', 'cars')).toEqual(truth)
  })

  it('reads "had an accident" in a relative clause the same way', async () => {
    const truth = await expected(
      'cars',
      `SELECT avg(CAST(replace(replace(Price, '$', ''), ',', '') AS DOUBLE)) FROM data WHERE "Accident History" = 'Yes'`,
    )
    const got = await rows('What is the average price of cars that have had an accident?', 'cars')
    expect(Number(got[0]?.[0])).toBeCloseTo(Number(truth?.[0]?.[0]), 6)
  })

  it('declines a thing the table does not record instead of counting every car', async () => {
    expect(await declined('How many cars have been in a flood?', 'cars')).toContain('flood')
    expect(await declined('What is the average price of cars that have had a recall?', 'cars')).toContain(
      'recall',
    )
  })

  it('declines a state it cannot read ("still open") instead of counting every ticket', async () => {
    expect(await declined('How many tickets are still open?', 'tickets')).toContain('open')
  })
})

describe('what an amount is of', () => {
  it('turns "older than 2012" round over a column of years', async () => {
    const truth = await expected('cars', 'SELECT count(*) FROM data WHERE Year < 2012')
    expect(await rows('How many cars have a model year older than 2012?', 'cars')).toEqual(truth)
  })

  it('declines an unknown noun after "average" ("repair cost") instead of the price', async () => {
    expect(
      await declined('What is the average repair cost of cars with an accident history?', 'cars'),
    ).toContain('repair')
  })

  it('declines an unknown measure after "total" ("total revenue (units times price)")', async () => {
    const question = 'What was the total revenue (units sold times unit price) in March 2024?'
    expect(await declined(question, 'retail')).toContain('revenue')
  })

  it("declines a bound on each day's total instead of bounding single rows", async () => {
    await declined('How many days had total units sold above 300 across all stores?', 'retail')
  })
})

describe('ordinals', () => {
  it('sums "the first quarter of 2024", never the first row', async () => {
    const truth = await expected(
      'retail',
      `SELECT sum("Units Sold") FROM data WHERE "Date" >= DATE '2024-01-01' AND "Date" < DATE '2024-04-01'`,
    )
    expect(await rows('What were the total units sold in the first quarter of 2024?', 'retail')).toEqual(
      truth,
    )
  })

  it('reads "the second most common channel" as the groups ranked second, never "second" as time', async () => {
    const truth = await expected(
      'tickets',
      `SELECT Channel, count(*) AS n FROM data GROUP BY Channel
         QUALIFY dense_rank() OVER (ORDER BY count(*) DESC) = 2`,
    )
    expect(await rows('What is the second most common channel?', 'tickets')).toEqual(truth)
  })

  it('ranks groups by an average for "the second highest average"', async () => {
    const truth = await expected(
      'tickets',
      `SELECT "Agent Name", avg("Satisfaction Score") AS s FROM data WHERE "Agent Name" IS NOT NULL
         GROUP BY "Agent Name" QUALIFY dense_rank() OVER (ORDER BY s DESC) = 2`,
    )
    const question = 'Which agent has the second highest average satisfaction score?'
    expect(await rows(question, 'tickets')).toEqual(truth)
  })

  it('declines an ordinal over single rows, which it does not rank', async () => {
    await declined('What is the second highest resolution time?', 'tickets')
  })
})

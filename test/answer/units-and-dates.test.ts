import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Measures named by what their unit measures ("response time" for response_ms, "square footage"
 * for SqFt, "session length" for "Avg Session (min)"), a date column ranked by itself, and
 * compounds matched only loosely, and counts over a table of monthly readings per meter, from red-team rounds 19 and 20 and the everyday-3 measurement.
 * Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  server_logs: 'fixtures/business/server-logs.csv',
  real_estate: 'fixtures/business/real-estate-sales.csv',
  gym_members: 'fixtures/business/gym-members.csv',
  flight_delays: 'fixtures/business/kaggle-flight-delays.csv',
  product_reviews: 'fixtures/business/kaggle-product-reviews.csv',
  campaigns: 'fixtures/business/kaggle-campaign-dates.csv',
  energy: 'fixtures/business/kaggle-energy-panel.csv',
  shipments: 'fixtures/business/kaggle-shipments.csv',
  admissions: 'fixtures/business/kaggle-admissions.csv',
}

const { rows, expected, declined, asked } = fixtureSuite(FILES)

describe('a measure named by what its unit measures', () => {
  it('reads "response time" as response_ms, disclosed', async () => {
    const truth = await expected('server_logs', 'SELECT avg(response_ms) FROM data')
    const answer = await asked("What's the average response time?", 'server_logs')
    expect(answer.result?.rows).toEqual(truth)
    expect(answer.answer.text).toContain("Matched 'response time' to the column response_ms")
  })

  it('reads "in ms" as the unit response_ms is in', async () => {
    const truth = await expected('server_logs', 'SELECT max(response_ms) FROM data')
    expect(await rows('What is the maximum response time in ms?', 'server_logs')).toEqual(truth)
  })

  it('reads "square footage" as SqFt', async () => {
    const truth = await expected(
      'real_estate',
      "SELECT avg(CAST(replace(SqFt, ',', '') AS DOUBLE)) FROM data",
    )
    expect(await rows('What is the average square footage?', 'real_estate')).toEqual(truth)
  })

  it('reads "(min)" in a header as minutes, so "session length" names it', async () => {
    const truth = await expected('gym_members', 'SELECT min("Avg Session (min)") FROM data')
    expect(await rows('What is the shortest session length?', 'gym_members')).toEqual(truth)
  })

  it('reads a closing "_min" as minutes: the average departure delay stays an average by airline', async () => {
    const truth = await expected(
      'flight_delays',
      'SELECT Airline, avg(dep_delay_min) AS a FROM data GROUP BY Airline ORDER BY a DESC LIMIT 1',
    )
    expect(await rows('Which airline has the highest average departure delay?', 'flight_delays')).toEqual(
      truth,
    )
  })
})

describe('a date column ranked by itself', () => {
  it('takes "the latest end date" of end_date, not the end date of the latest start', async () => {
    const truth = await expected('campaigns', 'SELECT CAST(max(end_date) AS VARCHAR) FROM data')
    expect(await rows('What is the latest end date of any campaign?', 'campaigns')).toEqual(truth)
  })

  it('takes "the earliest start date" of start_date', async () => {
    const truth = await expected('campaigns', 'SELECT CAST(min(start_date) AS VARCHAR) FROM data')
    expect(await rows('What is the earliest start date?', 'campaigns')).toEqual(truth)
  })
})

describe('a compound matched only loosely', () => {
  it('declines "shipping cost" where only a tag says shipping and Price is a cost by synonym', async () => {
    expect(await declined('What is the average shipping cost?', 'product_reviews')).toContain('shipping')
  })

  it('still reads a whole tag before the price ("gift products")', async () => {
    const truth = await expected(
      'product_reviews',
      "SELECT avg(CAST(replace(Price, '$', '') AS DOUBLE)) FROM data WHERE tags LIKE '%gift%'",
    )
    const got = await rows('What is the average price of gift products?', 'product_reviews')
    expect(Number(got[0]?.[0])).toBeCloseTo(Number(truth?.[0]?.[0]), 9)
  })
})

describe('a count over repeated readings of things', () => {
  it('declines "how many buildings" where each row is one month of one meter', async () => {
    await declined('How many buildings are in Denver?', 'energy')
    await declined('How many office buildings are there?', 'energy')
  })

  it('counts the meters by their identifier, and rows when rows are asked', async () => {
    const meters = await expected(
      'energy',
      `SELECT count(DISTINCT "Meter ID") FROM data WHERE City = 'Denver'`,
    )
    expect(await rows('How many meters are in Denver?', 'energy')).toEqual(meters)
    const readings = await expected('energy', `SELECT count(*) FROM data WHERE City = 'Denver'`)
    expect(await rows('How many rows are in Denver?', 'energy')).toEqual(readings)
  })
})

describe('a count of zero', () => {
  it('answers 0 for a day within the dates the table covers', async () => {
    const truth = await expected(
      'shipments',
      `SELECT count(*) FROM data WHERE "Ship Date" = DATE '2023-03-05'`,
    )
    expect(truth).toEqual([[0]])
    expect(await rows('How many shipments were shipped on 5 March 2023?', 'shipments')).toEqual(truth)
  })

  it('declines a zero count for a year the table does not cover', async () => {
    expect(await declined('How many shipments were shipped in 2031?', 'shipments')).toContain('no rows')
  })
})

describe('comparatives and parts of a year', () => {
  it('reads "older than 90" after a row noun in a yes/no question', async () => {
    const truth = await expected('admissions', 'SELECT count(*) > 0 FROM data WHERE Age > 90')
    expect(await rows('Is there any patient older than 90?', 'admissions')).toEqual(truth)
  })

  it('reads "heavier than 20 kg" as the weight column', async () => {
    const truth = await expected('shipments', 'SELECT count(*) FROM data WHERE "Weight (kg)" > 20')
    expect(await rows('How many shipments are heavier than 20 kg?', 'shipments')).toEqual(truth)
  })

  it('reads "the first quarter of 2023" and "the second half of 2022"', async () => {
    const q1 = await expected(
      'admissions',
      "SELECT count(*) FROM data WHERE DischargeDate >= DATE '2023-01-01' AND DischargeDate < DATE '2023-04-01'",
    )
    expect(
      await rows('How many patients were discharged in the first quarter of 2023?', 'admissions'),
    ).toEqual(q1)
    const h2 = await expected(
      'admissions',
      "SELECT count(*) FROM data WHERE DischargeDate >= DATE '2022-07-01' AND DischargeDate < DATE '2023-01-01'",
    )
    expect(await rows('How many patients were discharged in the second half of 2022?', 'admissions')).toEqual(
      h2,
    )
  })
})

describe('a column told in words', () => {
  it('reads "length of stay" as the initials LOS', async () => {
    const truth = await expected('admissions', "SELECT avg(LOS) FROM data WHERE Dept = 'Neurology'")
    expect(await rows('What is the average length of stay in Neurology?', 'admissions')).toEqual(truth)
  })

  it('reads the prose before a condition stated in parentheses as that condition', async () => {
    const truth = await expected('admissions', "SELECT avg(Age) FROM data WHERE Readmitted = 'yes'")
    const question = "What is the average age of patients who came back to the hospital (Readmitted = 'yes')?"
    expect(await rows(question, 'admissions')).toEqual(truth)
    await declined('What is the average age of patients who came back to the hospital?', 'admissions')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday questions from a third pair of red-team rounds (subscriptions, hotel stays, football
 * matches, leave requests, used cars). Expected values come from DuckDB reading the same files,
 * never from the engine.
 */
const FILES = {
  subscriptions: 'fixtures/business/subscriptions-mrr.csv',
  hotel: 'fixtures/business/hotel-stays.csv',
  matches: 'fixtures/business/football-matches.csv',
  leave: 'fixtures/business/employee-leave.csv',
  cars: 'fixtures/business/used-cars.csv',
  grades: 'fixtures/business/student-grades.csv',
  campaigns: 'fixtures/business/marketing-campaigns.csv',
  sessions: 'fixtures/business/app-sessions.csv',
  energy: 'fixtures/business/energy-readings.csv',
  shipments: 'fixtures/business/warehouse-shipments.csv',
  museums: 'fixtures/business/museum-visits.csv',
  courses: 'fixtures/business/online-courses.csv',
  pharmacy: 'fixtures/business/pharmacy-prescriptions.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('an event said by the verb of its date column', () => {
  it('reads "cancelled" as a filled cancel_date', async () => {
    const truth = await expected(
      'subscriptions',
      "SELECT count(*) FROM data WHERE plan = 'Pro' AND cancel_date IS NOT NULL",
    )
    expect(await rows('How many Pro customers cancelled?', 'subscriptions')).toEqual(truth)
  })

  it('reads "not cancelled" as a blank one', async () => {
    const truth = await expected('subscriptions', 'SELECT count(*) FROM data WHERE cancel_date IS NULL')
    expect(await rows('How many customers have not cancelled?', 'subscriptions')).toEqual(truth)
  })
})

describe('the column a word names', () => {
  it('reads "rate" as Rate Per Night, not Rating by its stem', async () => {
    const truth = await expected(
      'hotel',
      `SELECT round(avg("Rate Per Night"), 2) FROM data WHERE "Room Type" = 'Suite'`,
    )
    const [[value]] = (await rows('Average rate for suites', 'hotel')) as [[number]]
    expect(Math.round(value * 100) / 100).toEqual(truth?.[0]?.[0])
  })

  it('reads "when" inside a question as a clause, not a date column', async () => {
    const truth = await expected('cars', 'SELECT round(avg(price_eur), 2) FROM data WHERE sold')
    const [[value]] = (await rows('Average price when sold', 'cars')) as [[number]]
    expect(Math.round(value * 100) / 100).toEqual(truth?.[0]?.[0])
  })

  it('sums a column of days for "the most days"', async () => {
    const truth = await expected(
      'leave',
      'SELECT LeaveType, sum(Days) AS d FROM data GROUP BY LeaveType QUALIFY rank() OVER (ORDER BY d DESC) = 1',
    )
    expect(await rows('Which leave type has the most days?', 'leave')).toEqual(truth)
  })

  it('sums the days for "how many days of vacation"', async () => {
    const truth = await expected(
      'leave',
      "SELECT sum(Days) FROM data WHERE LeaveType = 'Vacation' AND Name = 'Mia Brown'",
    )
    expect(await rows('How many days of vacation did Mia Brown take?', 'leave')).toEqual(truth)
  })

  it('reads "Approved No" as the cell, never also as Approved = Yes', async () => {
    const truth = await expected('leave', "SELECT count(*) FROM data WHERE Approved = 'No'")
    expect(await rows('How many rows have Approved No?', 'leave')).toEqual(truth)
  })
})

describe('two sides of a match', () => {
  it('declines "goals" over HomeGoals and AwayGoals and names both', async () => {
    expect(await declined('Total goals', 'matches')).toContain('HomeGoals, AwayGoals')
  })

  it('declines "home wins" rather than counting every match', async () => {
    expect(await declined('How many home wins were there?', 'matches')).toContain("'wins'")
  })
})

describe('outcomes said by their opposite or by a letter', () => {
  it('reads "failed" as Passed = N', async () => {
    const truth = await expected(
      'grades',
      "SELECT count(DISTINCT StudentID) FROM data WHERE Course = 'Calculus I' AND Passed = 'N'",
    )
    expect(await rows('How many students failed Calculus I?', 'grades')).toEqual(truth)
  })

  it('reads "A grades" as Grade = A', async () => {
    const truth = await expected('grades', "SELECT count(*) FROM data WHERE Grade = 'A'")
    expect(await rows('How many A grades were given?', 'grades')).toEqual(truth)
  })

  it('counts the different countries named by the head of Guest Country', async () => {
    const truth = await expected('hotel', 'SELECT count(DISTINCT "Guest Country") FROM data')
    expect(await rows('How many countries are there?', 'hotel')).toEqual(truth)
  })
})

describe('two categories compared by an amount', () => {
  it('adds the revenue of each channel up for "is revenue higher for Email or Social"', async () => {
    const truth = await expected(
      'campaigns',
      "SELECT channel, sum(revenue) AS r FROM data WHERE channel IN ('Email', 'Social') GROUP BY channel ORDER BY r DESC LIMIT 1",
    )
    const answer = await rows('Is revenue higher for Email or Social?', 'campaigns')
    expect(answer[0]?.[0]).toEqual(truth?.[0]?.[0])
  })
})

describe('totals and events said in everyday words', () => {
  it('reads "churned" and "left" as a filled cancel_date', async () => {
    const truth = await expected(
      'subscriptions',
      "SELECT count(*) FROM data WHERE plan = 'Basic' AND cancel_date IS NOT NULL",
    )
    expect(await rows('How many Basic customers churned?', 'subscriptions')).toEqual(truth)
  })

  it('adds each group up for "the highest total duration"', async () => {
    const truth = await expected(
      'sessions',
      'SELECT country, sum(duration_sec) AS s FROM data GROUP BY country QUALIFY rank() OVER (ORDER BY s DESC) = 1',
    )
    expect(await rows('Which country has the highest total duration?', 'sessions')).toEqual(truth)
  })

  it('reads "when there was an outage" as outage = Y', async () => {
    const truth = await expected('energy', "SELECT round(avg(kwh), 2) FROM data WHERE outage = 'Y'")
    const [[value]] = (await rows('Average kwh when there was an outage', 'energy')) as [[number]]
    expect(Math.round(value * 100) / 100).toEqual(truth?.[0]?.[0])
  })

  it('declines "the cost per conversion" rather than ranking by conversions', async () => {
    expect(await declined('Which campaign had the lowest cost per conversion?', 'campaigns')).toContain(
      "'cost'",
    )
  })
})

describe('flags, days and rates of a fourth round', () => {
  it('reads "were on time" as On Time = Yes', async () => {
    const truth = await expected('shipments', `SELECT count(*) FROM data WHERE "On Time" = 'Yes'`)
    expect(await rows('How many shipments were on time?', 'shipments')).toEqual(truth)
  })

  it('counts the days, not the rows, where several rows share a date', async () => {
    const truth = await expected('museums', 'SELECT count(DISTINCT date) FROM data WHERE visitors > 500')
    expect(await rows('How many days had more than 500 visitors?', 'museums')).toEqual(truth)
  })

  it('declines "refund rate" rather than reading Rating by its stem', async () => {
    expect(await declined('What is the refund rate?', 'courses')).toContain("'rate'")
  })
})

describe('identifiers, lateness and ages said plainly', () => {
  it('reads "SHP-1050" as the shipment, never the year 1050', async () => {
    const truth = await expected('shipments', `SELECT Cost FROM data WHERE "Shipment ID" = 'SHP-1050'`)
    expect(await rows('What was the cost of shipment SHP-1050?', 'shipments')).toEqual(truth)
  })

  it('reads "late" as On Time = No', async () => {
    const truth = await expected(
      'shipments',
      `SELECT count(*) FROM data WHERE Carrier = 'UPS' AND "On Time" = 'No'`,
    )
    expect(await rows('How many late shipments did UPS have?', 'shipments')).toEqual(truth)
  })

  it('reads "patients are under 18" as their age', async () => {
    const truth = await expected('pharmacy', 'SELECT count(*) FROM data WHERE patient_age < 18')
    expect(await rows('How many patients are under 18?', 'pharmacy')).toEqual(truth)
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 93 (bike tour bookings, limo hires) with the declines of round 92 (piano moving
 * jobs, rooftop garden visits, boat hull cleaning), and red-team round 107 (Kaggle-shaped Orange
 * Telecom churn, hospital readmissions): what was wrong or declined, now right or declined.
 */
const FILES = {
  bike_tour_bookings: 'bench/everyday-93/bike_tour_bookings.csv',
  limo_hires: 'bench/everyday-93/limo_hires.csv',
  piano_moving_jobs: 'bench/everyday-92/piano_moving_jobs.csv',
  rooftop_garden_maintenance: 'bench/everyday-92/rooftop_garden_maintenance.csv',
  boat_hull_cleaning: 'bench/everyday-92/boat_hull_cleaning.csv',
  churn: 'fixtures/business/kaggle-rt107-telecom-churn.csv',
  readmissions: 'fixtures/business/kaggle-rt107-hospital-readmissions.csv',
}

const { expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 93', () => {
  it('reads "revenue" as total_paid, never a price per rider', async () => {
    const [top] = await rows('Which month had the highest revenue?', 'bike_tour_bookings')
    const months = await expected(
      'bike_tour_bookings',
      `SELECT strftime(tour_date, '%Y-%m') AS m, sum(total_paid) AS s FROM data GROUP BY m ORDER BY s DESC LIMIT 1`,
    )
    expect(Number(top?.[1])).toBeCloseTo(Number(months?.[0]?.[1]), 2)
  })

  it('counts the bookings of "which car model is booked the most", never the hours booked', async () => {
    const [top] = await rows('Which car model is booked the most?', 'limo_hires')
    expect(Number(top?.[1])).toBe(
      await truth('limo_hires', 'SELECT count(*) AS n FROM data GROUP BY CarModel ORDER BY n DESC LIMIT 1'),
    )
  })
})

describe('everyday round 92, declines now answered', () => {
  it("reads the table's own name said whole or before the rows' noun as the rows", async () => {
    expect(await one('How many piano moving jobs are in this export?', 'piano_moving_jobs')).toBe(
      await truth('piano_moving_jobs', 'SELECT count(*) FROM data'),
    )
    expect(
      await one('What is the total revenue from all hull cleaning jobs?', 'boat_hull_cleaning'),
    ).toBeCloseTo(
      await truth('boat_hull_cleaning', `SELECT sum(CAST(replace(Price, '£', '') AS DOUBLE)) FROM data`),
      2,
    )
  })

  it('reads a flag said around its copula ("damage was reported", "was not reported")', async () => {
    expect(await one('How many jobs where damage was reported?', 'piano_moving_jobs')).toBe(
      await truth('piano_moving_jobs', `SELECT count(*) FROM data WHERE damage_reported = 'Y'`),
    )
    expect(await one('How many jobs where damage was not reported?', 'piano_moving_jobs')).toBe(
      await truth('piano_moving_jobs', `SELECT count(*) FROM data WHERE damage_reported = 'N'`),
    )
  })

  it('reads "involved" before a number as a verb of having', async () => {
    const [answer] = await rows('Are there any jobs that involved 5 flights of stairs?', 'piano_moving_jobs')
    const found = await truth('piano_moving_jobs', 'SELECT count(*) FROM data WHERE flights_of_stairs = 5')
    expect(String(answer?.[0])).toBe(String(found > 0))
  })

  it('counts different clients "visited at least once" and distinct "boat owners"', async () => {
    expect(
      await one('How many different clients did we visit at least once?', 'rooftop_garden_maintenance'),
    ).toBe(await truth('rooftop_garden_maintenance', 'SELECT count(DISTINCT clientId) FROM data'))
    expect(await one('How many distinct boat owners are there?', 'boat_hull_cleaning')).toBe(
      await truth('boat_hull_cleaning', 'SELECT count(DISTINCT "Owner no") FROM data'),
    )
  })
})

describe('red-team round 107', () => {
  it('counts customers in "what percentage of customers ... churned", never Customer service calls', async () => {
    const [answer] = await rows('What percentage of customers with an International plan churned?', 'churn')
    const part = await truth(
      'churn',
      `SELECT count(*) FROM data WHERE "International plan" = 'Yes' AND Churn`,
    )
    const whole = await truth('churn', `SELECT count(*) FROM data WHERE "International plan" = 'Yes'`)
    expect(answer?.slice(0, 2).map(Number)).toEqual([part, whole])
  })

  it('leaves out the asked column\'s own value in "which medical_specialty, excluding Missing"', async () => {
    const [top] = await rows(
      'Which medical_specialty, excluding Missing, has the highest average time_in_hospital?',
      'readmissions',
    )
    const best = await expected(
      'readmissions',
      `SELECT medical_specialty, avg(time_in_hospital) AS a FROM data WHERE medical_specialty <> 'Missing' GROUP BY 1 ORDER BY a DESC LIMIT 1`,
    )
    expect(top?.[0]).toBe(best?.[0]?.[0])
    const [most] = await rows(
      'Which medical_specialty, excluding Missing, has the most patients?',
      'readmissions',
    )
    const counted = await expected(
      'readmissions',
      `SELECT medical_specialty, count(*) AS n FROM data WHERE medical_specialty <> 'Missing' GROUP BY 1 ORDER BY n DESC LIMIT 1`,
    )
    expect(most?.[0]).toBe(counted?.[0]?.[0])
  })
})

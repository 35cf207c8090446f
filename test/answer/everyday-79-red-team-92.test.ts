import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 79 (farm stand sales, key locker rentals) and the declines of red-team round 92
 * (Kaggle-shaped NYPD shootings, students' dropout): what was wrong or declined.
 */
const FILES = {
  farm_stand_sales: 'bench/everyday-79/farm_stand_sales.csv',
  lockers: 'bench/everyday-79/key_locker_rentals.csv',
  shootings: 'fixtures/business/kaggle-rt92-nypd_shooting.csv',
  students: 'fixtures/business/kaggle-rt92-student_dropout.csv',
}

const { expected, one, rows, truth } = fixtureSuite(FILES)

const euros = (column: string) => `CAST(replace("${column}", '€', '') AS DOUBLE)`

describe('everyday round 79, red-team round 92', () => {
  it('sums each group for "the highest total revenue", "revenue" naming no one sale', async () => {
    const [top] = await rows('Which stand location had the highest total revenue?', 'farm_stand_sales')
    const want = await expected(
      'farm_stand_sales',
      'SELECT stand_location, sum(total) AS s FROM data GROUP BY 1 ORDER BY s DESC LIMIT 1',
    )
    expect([top?.[0], Number(top?.[1])]).toEqual([want?.[0]?.[0], want?.[0]?.[1]])
  })

  it('sums each group for "the most rent overall", "rent" naming no one rental', async () => {
    const [top] = await rows('Which locker size brings in the most rent overall?', 'lockers')
    const want = await expected(
      'lockers',
      `SELECT "Locker Size", sum(${euros('Rent (€)')}) AS s FROM data GROUP BY 1 ORDER BY s DESC LIMIT 1`,
    )
    expect([top?.[0], Number(top?.[1])]).toEqual([want?.[0]?.[0], want?.[0]?.[1]])
  })

  it('reads VIC as "victim" (no word, only a first name) and a sex word after "a"', async () => {
    const [mode] = await rows('What is the most common victim age group?', 'shootings')
    const want = await expected(
      'shootings',
      'SELECT VIC_AGE_GROUP, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 1',
    )
    expect(mode?.[0]).toBe(want?.[0]?.[0])
    expect(await one('How many incidents had a female victim?', 'shootings')).toBe(
      await truth('shootings', `SELECT count(*) FROM data WHERE VIC_SEX = 'F'`),
    )
    expect(await one('How many incidents involved a male perpetrator?', 'shootings')).toBe(
      await truth('shootings', `SELECT count(*) FROM data WHERE PERP_SEX = 'M'`),
    )
  })

  it('reads "incidents" over INCIDENT_KEY, one per row, as the rows', async () => {
    expect(await one('What is the average latitude of incidents in Staten Island?', 'shootings')).toBeCloseTo(
      await truth('shootings', `SELECT avg(Latitude) FROM data WHERE BORO = 'STATEN ISLAND'`),
      6,
    )
    const [year] = await rows('Which year had the most incidents?', 'shootings')
    const want = await expected(
      'shootings',
      `SELECT year(OCCUR_DATE) AS y, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC, y LIMIT 1`,
    )
    expect(Number(year?.[1])).toBe(Number(want?.[0]?.[1]))
  })

  it('reads "dropped out" as the cell Dropout, a verb and its particle glued', async () => {
    expect(await one('How many students dropped out?', 'students')).toBe(
      await truth('students', `SELECT count(*) FROM data WHERE Target = 'Dropout'`),
    )
  })
})

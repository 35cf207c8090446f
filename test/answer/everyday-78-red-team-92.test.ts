import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 78 (catering van bookings, bicycle parking permits, lawn aeration jobs, canoe
 * hire, jewellery repairs) and red-team round 92 (Kaggle-shaped NYPD shootings): what was wrong,
 * and the everyday forms it declined.
 */
const FILES = {
  courier: 'bench/everyday-50/courier_deliveries.csv',
  quakes: 'fixtures/business/kaggle-earthquakes.csv',
  lawn_aeration: 'bench/everyday-78/lawn_aeration.csv',
  catering: 'bench/everyday-78/catering_van.csv',
  permits: 'bench/everyday-78/bike_permits.csv',
  canoe: 'bench/everyday-78/canoe_hire.csv',
  repairs: 'bench/everyday-78/jewellery_repairs.csv',
  shootings: 'fixtures/business/kaggle-rt92-nypd_shooting.csv',
  victims: 'fixtures/business/shooting-victims.csv',
}

const { asked, declined, expected, one, rows, truth } = fixtureSuite(FILES)

const byLabel = (table: readonly (readonly unknown[])[]) =>
  Object.fromEntries(table.map((r) => [String(r[0]), Number(Number(r.at(-1)).toFixed(4))]))

describe('everyday round 78, red-team round 92', () => {
  it('reads "duration" as durationMin, a unit of time after a word of time, not the onTime flag', async () => {
    const got = await rows('What is the average duration in each zone?', 'courier')
    const want = await expected('courier', 'SELECT zone, avg(durationMin) FROM data GROUP BY zone')
    expect(byLabel(got)).toEqual(byLabel(want ?? []))
  })

  it('takes "100 km" as the unit of a depth whose header says none, and says so', async () => {
    const answer = await asked('How many earthquakes had a depth of more than 100 km?', 'quakes')
    expect(Number(answer.result?.rows[0]?.[0])).toBe(
      await truth('quakes', `SELECT count(*) FROM data WHERE type = 'earthquake' AND depth > 100`),
    )
    expect(answer.answer.text).toContain('does not say its unit')
  })

  it('never reads the scale of "Rating (1-5)" as the number said, nor "sandy" as a comparison', async () => {
    expect(
      await one('Are there any jobs on sandy soil in Kingsford that got a rating of 1?', 'lawn_aeration'),
    ).toBe(
      await truth(
        'lawn_aeration',
        `SELECT count(*) > 0 FROM data WHERE "Soil Type" = 'Sandy' AND Suburb = 'Kingsford' AND "Rating (1-5)" = 1`,
      ),
    )
    await declined('Did jobs on sandy soil in Kingsford get a rating?', 'lawn_aeration')
  })

  it('reads "only annual permits auto renew" as every renewing permit being annual', async () => {
    const only = (flag: string, type: string) =>
      `SELECT NOT EXISTS (SELECT 1 FROM data WHERE "${flag}" AND "Permit type" <> '${type}')`
    expect(await one('Is it true that only annual permits auto renew?', 'permits')).toBe(
      await truth('permits', only('Auto renew', 'Annual')),
    )
    const bikes = `SELECT NOT EXISTS (SELECT 1 FROM data WHERE "Charging access" AND "Bike type" <> 'E-bike')`
    expect(await one('Is it true that only e-bikes have charging access?', 'permits')).toBe(
      await truth('permits', bikes),
    )
  })

  it('reads "included tacos" as the rows holding the cell, and "H1 2024" as the first half', async () => {
    expect(await one('How many bookings included tacos?', 'catering')).toBe(
      await truth(
        'catering',
        `SELECT count(*) FROM data WHERE list_contains(list_transform(string_split(CUISINES, ','), x -> trim(x)), 'tacos')`,
      ),
    )
    const halves = await rows('Compare total booking amounts in H1 2024 and H2 2024.', 'catering')
    const half = (from: string, until: string) =>
      truth('catering', `SELECT sum(AMT_TOT) FROM data WHERE EVT_DTTM >= '${from}' AND EVT_DTTM < '${until}'`)
    expect(halves.map((r) => Number(r[1]))).toEqual([
      await half('2024-01-01', '2024-07-01'),
      await half('2024-07-01', '2025-01-01'),
    ])
  })

  it('reads the table\'s own word before the rows\' noun: "repair tickets", "aeration jobs"', async () => {
    expect(await one('How many repair tickets are there in total?', 'repairs')).toBe(
      await truth('repairs', 'SELECT count(*) FROM data'),
    )
    expect(await one('How many aeration jobs are recorded?', 'lawn_aeration')).toBe(
      await truth('lawn_aeration', 'SELECT count(*) FROM data'),
    )
  })

  it('reads CNCLD as "cancelled", its consonants', async () => {
    expect(await one('How many bookings were cancelled?', 'catering')).toBe(
      await truth('catering', 'SELECT count(*) FROM data WHERE CNCLD = 1'),
    )
  })

  it('reads "guest count" as GUESTS and "the job count" as the rows counted', async () => {
    expect(await one('What is the average guest count?', 'catering')).toBeCloseTo(
      await truth('catering', 'SELECT avg(GUESTS) FROM data'),
      6,
    )
    const sites = await rows('What is the total paddlers count by launch site?', 'canoe')
    const want = await expected('canoe', 'SELECT launchSite, sum(paddlers) FROM data GROUP BY launchSite')
    expect(byLabel(sites)).toEqual(byLabel(want ?? []))
    const quarters = await rows('How did the job count in Q1 2024 compare with Q3 2024?', 'lawn_aeration')
    const quarter = (q: number) =>
      truth(
        'lawn_aeration',
        `SELECT count(*) FROM data WHERE quarter(strptime("Job Date", '%d-%b-%Y')) = ${q} AND year(strptime("Job Date", '%d-%b-%Y')) = 2024`,
      )
    expect(quarters.map((r) => Number(r[1]))).toEqual([await quarter(1), await quarter(3)])
  })

  it('counts the different incident keys, one incident on several rows, for "the most incidents"', async () => {
    // (Own fixture, shaped as the NYPD export: one row per victim, the key repeated.)
    const incidents = (by: string) =>
      `SELECT ${by}, count(DISTINCT INCIDENT_KEY) AS n FROM data GROUP BY ${by} ORDER BY n DESC, ${by}`
    const boroughs = (await expected('victims', incidents('BORO'))) ?? []
    expect((await rows('Which borough has the most incidents?', 'victims')).map((r) => r[0])).toEqual([
      boroughs[0]?.[0],
    ])
    expect(
      (await rows('What are the top 2 boroughs by number of incidents?', 'victims')).map((r) => r[0]),
    ).toEqual(boroughs.slice(0, 2).map((r) => r[0]))
  })

  it('declines "incidents in the Bronx that were murders" rather than drop the murder flag', async () => {
    await declined('How many incidents in the Bronx were murders?', 'shootings')
  })
})

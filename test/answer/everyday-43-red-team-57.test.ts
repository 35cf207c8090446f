import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 43 (coral reef surveys, theme park rides, fencing bouts) and
 * red-team round 57 (Kaggle-shaped tables: star types, COVID-19 vaccinations, consumer complaints,
 * Seattle weather), now read right or declined.
 */
const FILES = {
  coral_reef_surveys: 'bench/everyday-43/coral_reef_surveys.csv',
  rides: 'bench/everyday-43/theme_park_rides.csv',
  fencing: 'bench/everyday-43/fencing_bouts.csv',
  stars: 'fixtures/business/kaggle-rt57-stars.csv',
  vaccinations: 'fixtures/business/kaggle-rt57-country_vaccinations.csv',
  complaints: 'fixtures/business/kaggle-rt57-consumer_complaints.csv',
  weather: 'fixtures/business/kaggle-rt57-seattle-weather.csv',
}

const { declined, truth, one, rows, expected } = fixtureSuite(FILES)

describe('everyday round 43 and red-team round 57', () => {
  it('reads a yes/no column named after "with" as its condition, never leaving it out ("surveys with bleaching" over BLEACH_FLG)', async () => {
    // (Declined until FLG was read as "flag"; either way, never the sites of every survey.)
    const want = await expected(
      'coral_reef_surveys',
      'SELECT SITE, count(*) AS n FROM data WHERE BLEACH_FLG = 1 GROUP BY SITE ORDER BY n DESC LIMIT 2',
    )
    const got = await rows(
      'What are the 2 most common sites among surveys with bleaching?',
      'coral_reef_surveys',
    )
    expect(got.map((r) => r[0])).toEqual(want?.map((r) => r[0]))
  })

  it('ranks one row where the word the rows\' key is named by stands before "with" ("the log with")', async () => {
    const longest = await expected(
      'rides',
      'SELECT ride_name FROM data ORDER BY avg_wait_min DESC NULLS LAST LIMIT 1',
    )
    expect(await rows('Which ride had the log with the longest average wait?', 'rides')).toEqual(
      expect.arrayContaining([expect.arrayContaining([longest?.[0]?.[0]])]),
    )
    // (Nine bouts share the highest prize: one answer cannot be told.)
    await declined('Which fencer won the bout with the highest prize money?', 'fencing')
  })

  it('reads the unit a header writes in parentheses after a number as that unit, no cell ("39000 K")', async () => {
    const hot = await truth('stars', 'SELECT count(*) FROM data WHERE "Temperature (K)" > 39000')
    expect(await one('Are there any stars with a temperature above 39000 K?', 'stars')).toBe(Number(hot > 0))
  })

  it('excludes options said after "not" instead of choosing between them ("not of spectral class M or B")', async () => {
    const hottest = await truth(
      'stars',
      `SELECT max("Temperature (K)") FROM data WHERE "Spectral Class" NOT IN ('M', 'B')`,
    )
    expect(
      await one('What is the highest temperature of a star that is not of spectral class M or B?', 'stars'),
    ).toBe(hottest)
  })

  it('ranks groups by their maximum when "by maximum" follows a repeated label ("top 3 countries")', async () => {
    expect(
      await rows('What are the top 3 countries by maximum total vaccinations per hundred?', 'vaccinations'),
    ).toEqual(
      await expected(
        'vaccinations',
        'SELECT country, max(total_vaccinations_per_hundred) m FROM data GROUP BY 1 ORDER BY m DESC LIMIT 3',
      ),
    )
  })

  it('declines a noun after a list column that may ask for whole cells ("vaccine combinations")', async () => {
    await declined('What are the 2 most common vaccine combinations?', 'vaccinations')
  })

  it('reads a compound naming a header as a whole over a header named by its first word ("company responses")', async () => {
    expect(await rows('What are the 2 most common company responses?', 'complaints')).toEqual(
      await expected(
        'complaints',
        'SELECT "Company response to consumer", count(*) n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 2',
      ),
    )
  })

  it('declines a group that must hold both of two values of one column ("appears under both")', async () => {
    await declined('Which issue appears under both Mortgage and Debt collection?', 'complaints')
  })

  it('averages over the rows when each row is a day ("the average precipitation per day")', async () => {
    const december = await truth(
      'weather',
      `SELECT avg(precipitation) FROM data WHERE date >= '2012-12-01' AND date < '2013-01-01'`,
    )
    expect(await one('What was the average precipitation per day in December 2012?', 'weather')).toBeCloseTo(
      december,
      6,
    )
  })
})

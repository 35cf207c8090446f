import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 29): a Steam store export, a World-Bank-style panel of countries by year with a World row, an
 * app store listing with "NaN" ratings. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  games: 'fixtures/business/kaggle-rt29-steam_games.csv',
  countries: 'fixtures/business/kaggle-rt29-country_indicators.csv',
  apps: 'fixtures/business/kaggle-rt29-play_store_apps.csv',
  tracks: 'fixtures/business/kaggle-rt28-spotify_tracks.csv',
}

const { rows, asked, expected, declined } = fixtureSuite(FILES)

const first = async (question: string, artifact: keyof typeof FILES) =>
  Number((await rows(question, artifact))[0]?.[0])
const truth = async (artifact: keyof typeof FILES, sql: string) =>
  Number((await expected(artifact, sql))?.[0]?.[0])

describe('red-team round 29', () => {
  it('reads "only on Mac" and "Windows only" as the platforms cell naming that one', async () => {
    expect(await first('How many games are available only on Mac?', 'games')).toBe(
      await truth('games', "SELECT count(*) FROM data WHERE platforms = 'mac'"),
    )
    expect(await first('How many games are Windows only?', 'games')).toBe(
      await truth('games', "SELECT count(*) FROM data WHERE platforms = 'windows'"),
    )
  })

  it('takes the developer column for "did Valve develop", the publisher for "publish"', async () => {
    const developed = await truth('games', "SELECT count(*) FROM data WHERE developer = 'Valve'")
    const published = await truth('games', "SELECT count(*) FROM data WHERE publisher = 'Valve'")
    expect(developed).not.toBe(published)
    expect((await rows('Which games did Valve develop?', 'games')).length).toBe(developed)
    expect((await rows('Which games were developed by Valve?', 'games')).length).toBe(developed)
    expect((await rows('Which games did Valve publish?', 'games')).length).toBe(published)
  })

  it('declines hours, and nothing, that no column is in', async () => {
    expect(await declined('What is the average playtime in hours?', 'games')).toContain("'hours'")
    expect(
      await declined('How many games have an average playtime of more than 10 hours?', 'games'),
    ).toContain("'hours'")
    expect(await declined('How many games cost nothing?', 'games')).toContain("'nothing'")
    // Over duration_ms, "minutes" is no synonym of "ms": the average is not given in milliseconds.
    expect(await declined('What is the average duration in minutes of latin tracks?', 'tracks')).toContain(
      "'minutes'",
    )
  })

  it('leaves the World row out of what is counted and summed over countries', async () => {
    const countries = '"Country Name" <> \'World\''
    expect(await first('How many countries are in the dataset?', 'countries')).toBe(
      await truth('countries', `SELECT count(DISTINCT "Country Name") FROM data WHERE ${countries}`),
    )
    expect(await first('What was the total population of all countries in 2022?', 'countries')).toBe(
      await truth(
        'countries',
        `SELECT sum("Population, total") FROM data WHERE Year = 2022 AND ${countries}`,
      ),
    )
    // Asked by name, the World row is still there.
    expect(await first('What was the population of the World in 2022?', 'countries')).toBe(
      await truth(
        'countries',
        `SELECT "Population, total" FROM data WHERE Year = 2022 AND NOT (${countries})`,
      ),
    )
  })

  it('counts the different countries of a region over a row per country and year', async () => {
    const reply = await asked('How many countries are in Sub-Saharan Africa?', 'countries')
    const n = await truth(
      'countries',
      `SELECT count(DISTINCT "Country Name") FROM data WHERE Region = 'Sub-Saharan Africa'`,
    )
    expect(reply.answer.text).toContain(`**${n}**`)
  })

  it('averages and bounds ratings with the "NaN" cells left out', async () => {
    const rated = "Rating <> 'NaN'"
    const average = await truth('apps', `SELECT avg(Rating::DOUBLE) FROM data WHERE ${rated}`)
    expect(await first('What is the average app rating?', 'apps')).toBeCloseTo(average, 6)
    expect(await first('How many apps have a rating above 4.5?', 'apps')).toBe(
      await truth('apps', `SELECT count(*) FROM data WHERE ${rated} AND Rating::DOUBLE > 4.5`),
    )
  })
})

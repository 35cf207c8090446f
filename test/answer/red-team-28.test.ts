import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 28): an Airbnb-style listings table with calculated_host_listings_count, a country-by-year
 * happiness table, a tracks table. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  listings: 'fixtures/business/kaggle-rt28-airbnb_listings.csv',
  happiness: 'fixtures/business/kaggle-rt28-world_happiness.csv',
  tracks: 'fixtures/business/kaggle-rt28-spotify_tracks.csv',
  titles: 'fixtures/business/kaggle-rt28-netflix_titles.csv',
}

const { rows, asked, expected, declined } = fixtureSuite(FILES)

const count = async (artifact: keyof typeof FILES, where: string) =>
  Number((await expected(artifact, `SELECT count(*) FROM data WHERE ${where}`))?.[0]?.[0])

describe('red-team round 28', () => {
  it("counts a table's own rows ('listings') instead of summing calculated_host_listings_count", async () => {
    expect(Number((await rows('How many listings are in Brooklyn?', 'listings'))[0]?.[0])).toBe(
      await count('listings', "neighbourhood_group = 'Brooklyn'"),
    )
    const top = await expected(
      'listings',
      'SELECT neighbourhood, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 1',
    )
    const got = await rows('Which neighbourhood has the most listings?', 'listings')
    expect([got[0]?.[0], Number(got[0]?.[1])]).toEqual([top?.[0]?.[0], Number(top?.[0]?.[1])])
  })

  it('keeps "in Queens" said after the verb in the part, and the rows named before it in the whole', async () => {
    const reply = await asked('What percentage of private room listings are in Queens?', 'listings')
    const part = await count('listings', "room_type = 'Private room' AND neighbourhood_group = 'Queens'")
    const whole = await count('listings', "room_type = 'Private room'")
    expect(reply.answer.text).toContain(`${part} of ${whole}`)
  })

  it('counts the different countries of "Country name"', async () => {
    const truth = await expected('happiness', 'SELECT count(DISTINCT "Country name") FROM data')
    expect(Number((await rows('How many countries are in the dataset?', 'happiness'))[0]?.[0])).toBe(
      Number(truth?.[0]?.[0]),
    )
  })

  it('declines "which country has the highest Life Ladder" over a row per country and year', async () => {
    await declined('Which country has the highest Life Ladder?', 'happiness')
    // Said with an average, the groups are compared by it.
    const truth = await expected(
      'happiness',
      'SELECT "Country name" FROM data GROUP BY 1 ORDER BY avg("Life Ladder") DESC LIMIT 1',
    )
    const got = await rows('Which country has the highest average Life Ladder?', 'happiness')
    expect(got[0]?.[0]).toBe(truth?.[0]?.[0])
  })

  it('bounds the whole by a flag said before the rows ("explicit tracks")', async () => {
    const reply = await asked('What percentage of explicit tracks are in the hip-hop genre?', 'tracks')
    const part = await count('tracks', "explicit AND track_genre = 'hip-hop'")
    const whole = await count('tracks', 'explicit')
    expect(reply.answer.text).toContain(`${part} of ${whole}`)
  })

  it('answers "the name of the most popular track" with track_name, never the popularity itself', async () => {
    // Three tracks tie at the top: the engine says so instead of naming one.
    const text = await declined('What is the name of the most popular track?', 'tracks')
    expect(text).toContain('track_name with the highest popularity')
    const tied = await expected(
      'tracks',
      'SELECT count(*) FROM (SELECT popularity = max(popularity) OVER () AS top FROM data) WHERE top',
    )
    expect(text).toContain(`${Number(tied?.[0]?.[0])} different rows`)
  })

  it('reads "both A and B" over list cells as cells listing each, not either', async () => {
    const lists = (item: string) => `list_contains(string_split(listed_in, ', '), '${item}')`
    const both = await count('titles', `${lists('International Movies')} AND ${lists('Dramas')}`)
    const either = await count('titles', `${lists('International Movies')} OR ${lists('Dramas')}`)
    expect(both).toBeLessThan(either)
    const got = await rows('How many titles are listed in both International Movies and Dramas?', 'titles')
    expect(Number(got[0]?.[0])).toBe(both)
  })

  it('reads "only" and "alone" beside a value as a cell naming nothing else', async () => {
    const alone = await count('tracks', "artists = 'Taylor Swift'")
    expect(alone).toBeLessThan(await count('tracks', "artists LIKE '%Taylor Swift%'"))
    for (const q of [
      'How many tracks have Taylor Swift as the only artist?',
      'How many tracks are by Taylor Swift alone?',
    ])
      expect(Number((await rows(q, 'tracks'))[0]?.[0])).toBe(alone)
    // Over a column of list cells: the cells listing that one item.
    const only = await count('titles', "string_split(listed_in, ', ') = ['Dramas']")
    expect(Number((await rows('How many titles are listed only in Dramas?', 'titles'))[0]?.[0])).toBe(only)
  })
})

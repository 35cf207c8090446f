import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 32): Pokemon stats with a value in either of two type columns, FIFA players with money written
 * "€110.5M" and a "Contract Valid Until" year, Goodreads books whose authors are joined by "/",
 * and a Zomato scrape where one restaurant is called "Empire Restaurant".
 * Expected values come from DuckDB reading the same files.
 */
const FILES = {
  pokemon: 'fixtures/business/kaggle-rt32-pokemon.csv',
  players: 'fixtures/business/kaggle-rt32-fifa_players.csv',
  books: 'fixtures/business/kaggle-rt32-goodreads_books.csv',
  restaurants: 'fixtures/business/kaggle-rt32-zomato.csv',
}

const { rows, asked, expected, declined, golden, truth } = fixtureSuite(FILES)

const EITHER_TYPE = (type: string) => `('${type}' IN ("Type 1", coalesce("Type 2", '')))`

describe('red-team round 32', () => {
  it('reads "neither Fire nor Water" as neither, and "Fire or Water" as either', async () => {
    const neither = await truth(
      'pokemon',
      `SELECT count(*) FROM data WHERE NOT ${EITHER_TYPE('Fire')} AND NOT ${EITHER_TYPE('Water')}`,
    )
    expect(Number((await rows('How many Pokemon are neither Fire nor Water?', 'pokemon'))[0]?.[0])).toBe(
      neither,
    )
    expect(Number((await rows('How many Pokemon are not Fire or Water?', 'pokemon'))[0]?.[0])).toBe(neither)
    expect(Number((await rows('How many Pokemon are Fire or Water?', 'pokemon'))[0]?.[0])).toBe(
      await truth(
        'pokemon',
        `SELECT count(*) FROM data WHERE ${EITHER_TYPE('Fire')} OR ${EITHER_TYPE('Water')}`,
      ),
    )
  })

  it('gives the share of the rows named by a plural written as its singular ("Pokemon")', async () => {
    const part = await truth('pokemon', 'SELECT count(*) FROM data WHERE Legendary')
    const whole = await truth('pokemon', 'SELECT count(*) FROM data')
    const reply = await asked('What share of Pokemon are legendary?', 'pokemon')
    expect(reply.answer.text).toContain(`(${part} of ${whole})`)
  })

  it('declines a yes/no column said before the noun asked, never grouping by it', async () => {
    expect(await declined('Which legendary Pokemon has the lowest Total?', 'pokemon')).toContain(
      "'legendary'",
    )
  })

  it('adds up money written with M and K', async () => {
    const got = await rows('What is the total Value of Real Madrid players?', 'players')
    expect(got).toHaveLength(1)
    const value =
      "CAST(regexp_extract(Value, '[0-9.]+') AS DOUBLE) * CASE WHEN Value LIKE '%M' THEN 1e6 WHEN Value LIKE '%K' THEN 1e3 ELSE 1 END"
    expect(Number(got[0]?.[0])).toBeCloseTo(
      await truth('players', `SELECT sum(${value}) FROM data WHERE Club = 'Real Madrid'`),
      2,
    )
  })

  it('reads "until" inside a column\'s name as the name, not as a bound', async () => {
    expect(
      Number((await rows('How many players have a contract valid until 2021?', 'players'))[0]?.[0]),
    ).toBe(await truth('players', 'SELECT count(*) FROM data WHERE "Contract Valid Until" = 2021'))
  })

  it('counts each author of a book whose authors are joined by a slash', async () => {
    const [[top, books]] = (await expected(
      'books',
      "SELECT a, count(*) FROM (SELECT unnest(string_split(authors, '/')) AS a FROM data) GROUP BY a ORDER BY 2 DESC LIMIT 1",
    )) as [[string, number]]
    const got = await rows('Which author has the most books?', 'books')
    expect(got.map((r) => [r[0], Number(r[1])])).toEqual([[top, Number(books)]])
  })

  it('declines a language said with a capital that no cell writes ("in English" over "eng")', async () => {
    expect(await declined('How many books are in English?', 'books')).toContain("'english'")
  })

  it('reads the noun after "which" or a superlative as the rows asked, not as part of a name', async () => {
    const [[most]] = (await expected('restaurants', 'SELECT max(votes) FROM data')) as [[number]]
    const got = await rows('Which restaurant has the most votes?', 'restaurants')
    expect(got.map((r) => Number(r[1]))).toEqual([Number(most)])
    // (Never the dearest of the rows whose name is "Empire Restaurant".)
    expect(await declined('What is the most expensive restaurant?', 'restaurants')).not.toContain('Empire')
  })

  it('declines "top 5 restaurants by rating" instead of the most common ratings', async () => {
    expect(await declined('Top 5 restaurants by rating', 'restaurants')).toContain('I could not answer')
  })

  it('reads two items joined by "and" over list cells as both', async () => {
    const both = await truth(
      'restaurants',
      "SELECT count(*) FROM data WHERE list_contains(string_split(cuisines, ', '), 'Chinese') AND list_contains(string_split(cuisines, ', '), 'North Indian')",
    )
    expect(
      Number((await rows('How many rows have cuisines Chinese and North Indian?', 'restaurants'))[0]?.[0]),
    ).toBe(both)
  })

  it('never adds up an amount "for two people" over the rows of a name', async () => {
    const reply = await golden().ask('Which name has the highest approx cost for two people?', [
      'restaurants',
    ])
    expect(reply.sql).not.toContain('sum(')
  })
})

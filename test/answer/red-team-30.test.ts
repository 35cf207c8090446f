import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 30): an IMDb top-movies export (Runtime "142 min", Star1 to Star4, list genres), a supermarket
 * sales table with a Total column, a carrier-by-airport-by-month delays table. Expected values
 * come from DuckDB reading the same files.
 */
const FILES = {
  movies: 'fixtures/business/kaggle-rt30-imdb_top_movies.csv',
  sales: 'fixtures/business/kaggle-rt30-supermarket_sales.csv',
  delays: 'fixtures/business/kaggle-rt30-airline_delays.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

const first = async (question: string, artifact: keyof typeof FILES) =>
  Number((await rows(question, artifact))[0]?.[0])
const truth = async (artifact: keyof typeof FILES, sql: string) =>
  Number((await expected(artifact, sql))?.[0]?.[0])
const minutes = "replace(Runtime, ' min', '')::INTEGER"

describe('red-team round 30', () => {
  it('converts hours to the minutes the cells are written in, and declines a result in hours', async () => {
    expect(await first('How many movies are longer than 3 hours?', 'movies')).toBe(
      await truth('movies', `SELECT count(*) FROM data WHERE ${minutes} > 180`),
    )
    expect(await declined('Average runtime in hours?', 'movies')).toContain("'hours'")
  })

  it('looks for an actor in every one of Star1 to Star4', async () => {
    const stars = [1, 2, 3, 4].map((i) => `Star${i} = 'Leonardo DiCaprio'`).join(' OR ')
    expect(await first('How many movies star Leonardo DiCaprio?', 'movies')).toBe(
      await truth('movies', `SELECT count(*) FROM data WHERE ${stars}`),
    )
  })

  it('reads "Drama as their only genre" as the cells listing Drama alone', async () => {
    expect(await first('How many movies have Drama as their only genre?', 'movies')).toBe(
      await truth('movies', "SELECT count(*) FROM data WHERE trim(Genre) = 'Drama'"),
    )
  })

  it('sums the Total column for "total sales", and gives one average a gender for "male and female"', async () => {
    expect(await first('What were total sales for branch C in January?', 'sales')).toBeCloseTo(
      await truth('sales', "SELECT sum(Total) FROM data WHERE Branch = 'C' AND month(Date) = 1"),
      6,
    )
    const byGender = await expected(
      'sales',
      'SELECT Gender, avg(Total) FROM data GROUP BY Gender ORDER BY Gender',
    )
    const got = await rows('Average total for male and female customers?', 'sales')
    expect(got.map((r) => [r[0], Number(r[1])]).sort()).toEqual(
      byGender?.map((r) => [r[0], expect.closeTo(Number(r[1]), 6)]),
    )
  })

  it('declines the different customers where a table only has customer types', async () => {
    await declined('How many unique customers are there?', 'sales')
  })

  it('declines a name written with a capital that no cell holds ("did Delta have")', async () => {
    expect(
      await declined('In which month did Delta have the most delayed flights at Atlanta?', 'delays'),
    ).toContain("'delta'")
  })
})

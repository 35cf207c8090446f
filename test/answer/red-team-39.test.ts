import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team round 39 (Kaggle-shaped tables: anime, avocado prices), now read
 * right or declined. Expected values come from DuckDB reading the same file.
 */
const FILES = {
  anime: 'fixtures/business/kaggle-rt39-anime.csv',
  avocado: 'fixtures/business/kaggle-rt39-avocado.csv',
  crimes: 'fixtures/business/kaggle-rt39-chicago_crimes.csv',
  bikes: 'fixtures/business/kaggle-rt39-bike_hour.csv',
}

const { rows, expected, truth, one, declined } = fixtureSuite(FILES)

describe('red-team round 39', () => {
  it('counts every row for "how many weekly records", no groups of weeks', async () => {
    expect(await one('How many weekly records are in the dataset?', 'avocado')).toBe(
      await truth('avocado', 'SELECT count(*) FROM data'),
    )
  })

  it('gives the date of the row with the lowest AveragePrice, not of the lowest mean per date', async () => {
    const [[date]] = (await expected(
      'avocado',
      "SELECT strftime(Date, '%Y-%m-%d') FROM data ORDER BY AveragePrice LIMIT 1",
    )) as [[string]]
    const found = await rows('On what date was the lowest average price recorded?', 'avocado')
    expect(String(found[0]?.[0])).toContain(date)
  })

  it('ranks types by their mean of AveragePrice for "the top 2 types by average price"', async () => {
    const means = await expected(
      'avocado',
      'SELECT type, round(avg(AveragePrice), 4) FROM data GROUP BY type ORDER BY 2 DESC LIMIT 2',
    )
    const found = await rows('List the top 2 types by average price.', 'avocado')
    expect(found.map((r) => [r[0], Math.round(Number(r[1]) * 10000) / 10000])).toEqual(means)
  })

  it('sums Total Volume by type for "which type of avocado has the higher total volume"', async () => {
    const [[type, total]] = (await expected(
      'avocado',
      'SELECT type, sum("Total Volume") FROM data GROUP BY type ORDER BY 2 DESC LIMIT 1',
    )) as [[string, number]]
    const found = await rows('Which type of avocado has the higher total volume overall?', 'avocado')
    expect(found[0]?.[0]).toBe(type)
    expect(Number(found[0]?.[1])).toBeCloseTo(total, 1)
  })

  it('declines a second question opened by a preposition ("..., and on which date?")', async () => {
    await declined('What was the highest average price in Houston and on which date?', 'avocado')
  })

  it('splits list cells kept in alphabetical order: the most common genre is an item', async () => {
    const [[genre, count]] = (await expected(
      'anime',
      "SELECT g, count(*) FROM (SELECT trim(unnest(string_split(genre, ','))) AS g FROM data) GROUP BY g ORDER BY 2 DESC LIMIT 1",
    )) as [[string, number]]
    expect(await rows('Which genre appears most often?', 'anime')).toEqual([[genre, count]])
  })

  it('counts rows per value of a number column asked by its name ("which district has the most records")', async () => {
    const [[district, count]] = (await expected(
      'crimes',
      'SELECT District, count(*) FROM data GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    )) as [[number, number]]
    const found = await rows('Which district has the most records?', 'crimes')
    expect(found.map((r) => [Number(r[0]), Number(r[1])])).toEqual([[district, count]])
  })

  it('reads "a blank location description" as the empty cells, and "hourly records" as rows', async () => {
    expect(await one('How many records have a blank location description?', 'crimes')).toBe(
      await truth('crimes', 'SELECT count(*) FROM data WHERE "Location Description" IS NULL'),
    )
    expect(await one('How many hourly records are there?', 'bikes')).toBe(
      await truth('bikes', 'SELECT count(*) FROM data'),
    )
  })

  it('reads "rated above 7.5" as the rating compared, and claims a number of the top row', async () => {
    expect(await one('How many anime are rated above 8?', 'anime')).toBe(
      await truth('anime', 'SELECT count(*) FROM data WHERE rating > 8'),
    )
    const [[claim]] = (await expected(
      'anime',
      'WITH t AS (SELECT * FROM data) SELECT bool_and(rating > 8) FROM t WHERE members = (SELECT max(members) FROM t)',
    )) as [[boolean]]
    expect(await rows('Does the anime with the most members have a rating above 8?', 'anime')).toEqual([
      [claim],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 37): exam scores in three subjects, superstore order lines (an Order ID on several lines), songs
 * with musical keys and comma-joined artists, and hotel bookings with month names and children.
 * Expected values come from DuckDB reading the same files.
 */
const FILES = {
  students: 'fixtures/business/kaggle-rt37-students.csv',
  superstore: 'fixtures/business/kaggle-rt37-superstore.csv',
  spotify: 'fixtures/business/kaggle-rt37-spotify.csv',
  hotel: 'fixtures/business/kaggle-rt37-hotel.csv',
}

const { declined, rows, truth, one } = fixtureSuite(FILES)

describe('red-team round 37', () => {
  it('binds "above 70 in writing" to the column after "in", on both sides of "but"', async () => {
    expect(await one('How many students scored above 70 in writing but below 60 in math?', 'students')).toBe(
      await truth('students', 'SELECT count(*) FROM data WHERE "writing score" > 70 AND "math score" < 60'),
    )
    expect(
      await one('How many students scored more than 60 in math and more than 60 in reading?', 'students'),
    ).toBe(
      await truth('students', 'SELECT count(*) FROM data WHERE "math score" > 60 AND "reading score" > 60'),
    )
  })

  it('puts "at least 90 in both math and reading" on both columns', async () => {
    expect(await one('How many students scored at least 90 in both math and reading?', 'students')).toBe(
      await truth('students', 'SELECT count(*) FROM data WHERE "math score" >= 90 AND "reading score" >= 90'),
    )
  })

  it('reads "groups A and B" as the cells group A and group B', async () => {
    expect(await one('how many students are in group A or B?', 'students')).toBe(
      await truth('students', `SELECT count(*) FROM data WHERE "race/ethnicity" IN ('group A', 'group B')`),
    )
  })

  it('counts line items as lines, and the different orders of a city', async () => {
    expect(await one('How many line items were shipped via Same Day?', 'superstore')).toBe(
      await truth('superstore', `SELECT count(*) FROM data WHERE "Ship Mode" = 'Same Day'`),
    )
    const [top] = await rows('Which state has the most orders?', 'superstore')
    expect(Number(top?.[1])).toBe(
      await truth(
        'superstore',
        'SELECT count(DISTINCT "Order ID") AS n FROM data GROUP BY State ORDER BY n DESC LIMIT 1',
      ),
    )
  })

  it('averages "order value" per order over order lines', async () => {
    expect(await one('What is the average order value?', 'superstore')).toBeCloseTo(
      await truth('superstore', 'SELECT sum(Sales) / count(DISTINCT "Order ID") FROM data'),
      6,
    )
  })

  it('reads "orders shipped in 2015" on Ship Date, never a year inside the Order ID', async () => {
    expect(await one('What is the total profit of orders shipped in 2015?', 'superstore')).toBeCloseTo(
      await truth('superstore', `SELECT sum(Profit) FROM data WHERE year("Ship Date") = 2015`),
      2,
    )
  })

  it('tells the key of C from C#, and reads A# as written', async () => {
    expect(await one('How many songs are in the key of C?', 'spotify')).toBe(
      await truth('spotify', `SELECT count(*) FROM data WHERE "key" = 'C'`),
    )
    expect(await one('How many songs have key A#?', 'spotify')).toBe(
      await truth('spotify', `SELECT count(*) FROM data WHERE "key" = 'A#'`),
    )
  })

  it('groups "which artist" by the artists, never by artist_count', async () => {
    const [top] = await rows('Which artist has the most songs?', 'spotify')
    expect(top?.[0]).toBe('Dua Lipa')
    expect(Number(top?.[1])).toBe(
      await truth(
        'spotify',
        `SELECT count(*) FROM data WHERE list_contains(string_split("artist(s)_name", ', '), 'Dua Lipa')`,
      ),
    )
  })

  it('declines what no column holds: a chart rank, children counted as bookings, a span of month names', async () => {
    expect(await declined('What is the Spotify chart rank of Vampire Town?', 'spotify')).toContain("'rank'")
    expect(await declined('How many bookings included children?', 'hotel')).toContain('could not')
    expect(await declined('How many rows arrived between March and May?', 'hotel')).toContain('could not')
  })
})

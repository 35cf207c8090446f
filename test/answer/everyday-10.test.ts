import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the tenth measurement round (bench/everyday-10, frozen questions on five
 * tables the parser had not seen), each now read by a general rule. Expected values come from
 * DuckDB reading the same files.
 */
const FILES = {
  games: 'bench/everyday-10/video_game_sales.csv',
  cars: 'bench/everyday-10/used_cars.csv',
}

const { rows, expected } = fixtureSuite(FILES)

describe('tenth measurement round', () => {
  it('groups "the total global sales per year" by the year column, never divides by it', async () => {
    const truth = await expected(
      'games',
      `SELECT TRY_CAST(Year_of_Release AS INTEGER) AS y, sum(Global_Sales) FROM data
       WHERE TRY_CAST(Year_of_Release AS INTEGER) >= 2015 GROUP BY y ORDER BY y`,
    )
    const got = await rows('What are the total global sales per year since 2015?', 'games')
    expect(got.map((r) => [Number(r[0]), Number(Number(r[1]).toFixed(4))])).toEqual(
      truth?.map((r) => [Number(r[0]), Number(Number(r[1]).toFixed(4))]),
    )
  })

  it('names the cars by their listing_id in "which 3 cars have the highest mileage"', async () => {
    const truth = await expected(
      'cars',
      'SELECT listing_id, mileage_km FROM data ORDER BY mileage_km DESC LIMIT 3',
    )
    expect(
      (await rows('Which 3 cars have the highest mileage?', 'cars')).map((r) => [r[0], Number(r[1])]),
    ).toEqual(truth?.map((r) => [r[0], Number(r[1])]))
  })

  it('reads "the 3 highest prices" over price_eur: a unit closing a header is not its head', async () => {
    const truth = await expected('cars', 'SELECT price_eur FROM data ORDER BY price_eur DESC LIMIT 3')
    expect((await rows('What are the 3 highest prices?', 'cars')).map((r) => Number(r.at(-1)))).toEqual(
      truth?.map((r) => Number(r[0])),
    )
  })
})

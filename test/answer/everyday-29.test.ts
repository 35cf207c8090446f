import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the twenty-ninth measurement round (bench/everyday-29, frozen questions
 * on five tables the parser had not seen), now read right. Expected values come from DuckDB
 * reading the same file. (Artifacts keep the names of their files.)
 */
const FILES = {
  chess_games: 'bench/everyday-29/chess_games.csv',
  drone_flights: 'bench/everyday-29/drone_flights.csv',
  tennis_bookings: 'bench/everyday-29/tennis_bookings.csv',
}

const { rows, expected } = fixtureSuite(FILES)

describe('twenty-ninth measurement round', () => {
  it('reads "€1,000" as a thousand: the euro sign alone makes no decimal comma', async () => {
    const totals = await expected(
      'chess_games',
      "SELECT event, sum(CAST(replace(replace(prize_eur, '€', ''), ',', '') AS DOUBLE)) FROM data GROUP BY 1 ORDER BY 1",
    )
    const found = await rows('What is the total prize money by event?', 'chess_games')
    expect(found.map((r) => [r[0], Number(r[1])])).toEqual(totals)
  })

  it('lists the sites of single flights for "the 3 most expensive flights", never sums by site', async () => {
    const top = await expected(
      'drone_flights',
      "SELECT SITE FROM data ORDER BY CAST(replace(replace(COST_USD, '$', ''), ',', '') AS DOUBLE) DESC LIMIT 3",
    )
    const found = await rows('List the sites of the 3 most expensive flights.', 'drone_flights')
    expect(found.map((r) => r[0])).toEqual(top?.map((r) => r[0]))
  })

  it('never reads the table\'s own event "booked" as the Coach Booked flag', async () => {
    const totals = await expected(
      'tennis_bookings',
      'SELECT Court, sum(Hours) FROM data GROUP BY 1 ORDER BY 1',
    )
    const found = await rows('What is the total number of hours booked per court?', 'tennis_bookings')
    expect(found.map((r) => [r[0], Number(r[1])])).toEqual(totals)
  })
})

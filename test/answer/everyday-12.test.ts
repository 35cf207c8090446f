import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers of the twelfth measurement round (bench/everyday-12, frozen questions on five
 * tables the parser had not seen), mended after it. Expected values come from DuckDB reading the
 * same files.
 */
const FILES = {
  trips: 'bench/everyday-12/bike_trips.csv',
  campaigns: 'bench/everyday-12/email_campaigns.csv',
}

const { rows, expected } = fixtureSuite(FILES)

describe('twelfth measurement round', () => {
  it('takes the station column a word before the cell names ("trips that start at Union Square")', async () => {
    const truth = await expected(
      'trips',
      "SELECT avg(distance_km) FROM data WHERE start_station_name = 'Union Square'",
    )
    const got = await rows('What is the average distance of trips that start at Union Square?', 'trips')
    expect(Number(got[0]?.[0])).toBeCloseTo(Number(truth?.[0]?.[0]), 4)
  })

  it('reads the plural after "the most" ("unsubscribes" cut to Unsubs), never another amount', async () => {
    const [row] = await rows(
      'Which segment was the campaign with the most unsubscribes sent to?',
      'campaigns',
    )
    const want = await expected(
      'campaigns',
      'SELECT "Audience Segment" FROM data ORDER BY Unsubs DESC LIMIT 1',
    )
    expect(row?.[0]).toBe(want?.[0]?.[0])
  })
})

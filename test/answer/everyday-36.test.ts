import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** The wrong answers of the frozen round bench/everyday-36, now read right. */
const FILES = {
  taxi_rides: 'bench/everyday-36/taxi_rides.csv',
  horse_boarding: 'bench/everyday-36/horse_boarding.csv',
}

const { rows, expected } = fixtureSuite(FILES)

describe('everyday round 36', () => {
  it('counts the different things by key when their name repeats on the rows ("the most horses")', async () => {
    const top = await expected(
      'horse_boarding',
      `SELECT Owner, count(DISTINCT "Horse ID") FROM data GROUP BY 1
       QUALIFY rank() OVER (ORDER BY count(DISTINCT "Horse ID") DESC) = 1 ORDER BY 1`,
    )
    const found = await rows('Which owner has the most horses?', 'horse_boarding')
    expect(found.map((r) => [r[0], Number(r[1])])).toEqual(top?.map((r) => [r[0], Number(r[1])]))
  })

  it('ranks by the column asked when the adjective measures it ("the distances of the 3 shortest rides")', async () => {
    const shortest = await expected('taxi_rides', 'SELECT distance_km FROM data ORDER BY distance_km LIMIT 3')
    const found = await rows('List the distances of the 3 shortest rides.', 'taxi_rides')
    expect(found.map((r) => Number(r.at(-1)))).toEqual(shortest?.map((r) => Number(r[0])))
  })
})

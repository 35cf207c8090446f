import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the frozen rounds bench/everyday-36 and -37, now read right or declined,
 * and shares they declined that read plainly.
 */
const FILES = {
  taxi_rides: 'bench/everyday-36/taxi_rides.csv',
  horse_boarding: 'bench/everyday-36/horse_boarding.csv',
  phone_repairs: 'bench/everyday-36/phone_repairs.csv',
  photo_shoots: 'bench/everyday-36/photo_shoots.csv',
  plant_nursery: 'bench/everyday-37/plant_nursery.csv',
  ice_rink_sessions: 'bench/everyday-37/ice_rink_sessions.csv',
}

const { rows, expected, declined, truth, asked } = fixtureSuite(FILES)

/** The share an answer reports, from its part and whole. */
const shareOf = async (question: string, artifact: keyof typeof FILES) => {
  const [part, whole] = (await asked(question, artifact)).result?.rows[0] ?? []
  return Number(part) / Number(whole)
}

describe('everyday rounds 36 and 37', () => {
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

  it('reads a yes/no column named in full after a copula, opening with a preposition ("were under warranty")', async () => {
    const share = await truth(
      'phone_repairs',
      `SELECT avg(CASE WHEN "Under Warranty" = 'Yes' THEN 1 ELSE 0 END) FROM data`,
    )
    expect(await shareOf('What share of tickets were under warranty?', 'phone_repairs')).toBeCloseTo(share, 9)
  })

  it('reads a yes/no column named in full by its participle after a copula ("were delivered on time")', async () => {
    const share = await truth(
      'photo_shoots',
      'SELECT avg(CASE WHEN deliveredOnTime THEN 1 ELSE 0 END) FROM data',
    )
    expect(await shareOf('What share of all shoots were delivered on time?', 'photo_shoots')).toBeCloseTo(
      share,
      9,
    )
  })

  it('reads "paid by card" as the cell of the column the verb names, no grouping "by"', async () => {
    const share = await truth(
      'taxi_rides',
      `SELECT avg(CASE WHEN payment_method = 'card' THEN 1 ELSE 0 END) FROM data`,
    )
    expect(await shareOf('What share of rides were paid by card?', 'taxi_rides')).toBeCloseTo(share, 9)
  })

  it('reads "revenue" after a money column as that column ("the total fare revenue per vehicle type")', async () => {
    const totals = await expected(
      'taxi_rides',
      `SELECT vehicle_type, sum(CAST(replace(fare_eur, '€', '') AS DOUBLE)) FROM data GROUP BY 1 ORDER BY 1`,
    )
    const found = await rows('What is the total fare revenue per vehicle type?', 'taxi_rides')
    expect(found.map((r) => [r[0], Number(r[1]).toFixed(2)])).toEqual(
      totals?.map((r) => [r[0], Number(r[1]).toFixed(2)]),
    )
  })

  it('links a header written without one vowel ("rink" for Rnk), so "per rink" groups', async () => {
    const totals = await expected(
      'ice_rink_sessions',
      `SELECT Rnk, sum(CAST(replace(replace(RevUSD, '$', ''), ',', '') AS DOUBLE)) FROM data GROUP BY 1 ORDER BY 1`,
    )
    const found = await rows('What is the total revenue per rink?', 'ice_rink_sessions')
    expect(found.map((r) => [r[0], Number(r[1])])).toEqual(totals?.map((r) => [r[0], Number(r[1])]))
  })

  it('declines "the most order lines" over Line Total: lines are counted, never a total added up', async () => {
    await declined('Which plant name appears on the most order lines?', 'plant_nursery')
  })
})

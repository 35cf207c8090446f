import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the frozen round bench/everyday-40 and of red-team rounds 54 and 55 (power
 * plants, LEGO sets, bird strikes, chronic kidney disease), now read right or declined.
 */
const FILES = {
  traffic: 'bench/everyday-40/traffic_citations.csv',
  bookbinding: 'bench/everyday-40/bookbinding_jobs.csv',
  plants: 'fixtures/business/kaggle-rt54-global_power_plant.csv',
  lego: 'fixtures/business/kaggle-rt54-lego_sets.csv',
  strikes: 'fixtures/business/kaggle-rt54-bird_strikes.csv',
  kidney: 'fixtures/business/kaggle-rt55-kidney_disease.csv',
  students: 'fixtures/business/kaggle-rt55-students_social_media.csv',
}

const { declined, expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 40 and red-team rounds 54 and 55', () => {
  it('reads "25 or younger" as at most 25', async () => {
    expect(
      await one(
        'How many citations were issued to drivers aged 25 or younger in the West district?',
        'traffic',
      ),
    ).toBe(await truth('traffic', `SELECT count(*) FROM data WHERE driver_age <= 25 AND district = 'West'`))
  })

  it('never reads a word of an amount\'s name as a status cell ("total quoted value" is no Quoted)', async () => {
    const [top] = await rows('Which client has the highest total quoted value?', 'bookbinding')
    const [truthTop] =
      (await expected(
        'bookbinding',
        `SELECT clientId, sum(CAST(replace(replace(quoteTotal, '€', ''), ',', '') AS DOUBLE)) AS total
         FROM data GROUP BY clientId ORDER BY total DESC LIMIT 1`,
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
    expect(Number(top?.[1])).toBeCloseTo(Number(truthTop?.[1]), 2)
  })

  it('orders by a number its header calls a year ("the earliest commissioning year")', async () => {
    expect(await one('What is the earliest commissioning year?', 'plants')).toBe(
      await truth('plants', 'SELECT min(commissioning_year) FROM data'),
    )
  })

  it("reads a year that is a word of a header said in full as the header's, no period", async () => {
    expect(await one('What is the total generation in 2019 in GWh?', 'plants')).toBeCloseTo(
      await truth('plants', 'SELECT sum(generation_gwh_2019) FROM data'),
      6,
    )
    expect(await one('What is the average 2019 generation for Coal plants?', 'plants')).toBeCloseTo(
      await truth('plants', `SELECT avg(generation_gwh_2019) FROM data WHERE primary_fuel = 'Coal'`),
      6,
    )
  })

  it('declines a participle naming a column it leaves unread ("commissioned in 2015 or later")', async () => {
    await declined('How many plants were commissioned in 2015 or later?', 'plants')
  })

  it('declines the plural asked before "of" that names no column ("the prices of the 3 sets")', async () => {
    await declined('What are the prices of the 3 sets with the most owners?', 'lego')
  })

  it('reads no amount out of bins of a count ("1", "2 to 10", "11 to 100")', async () => {
    await declined('What is the average number of wildlife struck at DENVER INTL AIRPORT?', 'strikes')
  })

  it('reads "with anemia" as the shortened header ane (a first name, no word) being yes', async () => {
    expect(await one('What is the average blood pressure of patients with anemia?', 'kidney')).toBeCloseTo(
      await truth('kidney', `SELECT avg(bp) FROM data WHERE ane = 'yes'`),
      6,
    )
  })

  it('reads the noun before a header\'s phrase as its head ("conflicts" of Conflicts_Over_Social_Media)', async () => {
    expect(
      await one(
        'What is the total number of conflicts reported by students whose most used platform is Instagram?',
        'students',
      ),
    ).toBe(
      await truth(
        'students',
        `SELECT sum(Conflicts_Over_Social_Media) FROM data WHERE Most_Used_Platform = 'Instagram'`,
      ),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 44 (shore excursions, mushroom harvests) and red-team round
 * 58 (Kaggle-shaped tables: volcanic eruptions, body performance, clothing reviews, Olist orders), now read
 * right or declined.
 */
const FILES = {
  shore_excursions: 'bench/everyday-44/shore_excursions.csv',
  mushroom_harvests: 'bench/everyday-44/mushroom_harvests.csv',
  volcano_eruptions: 'fixtures/business/kaggle-rt58-volcano_eruptions.csv',
  body: 'fixtures/business/kaggle-rt58-bodyPerformance.csv',
  clothing: 'fixtures/business/kaggle-rt58-womens_clothing_reviews.csv',
  olist_orders: 'fixtures/business/kaggle-rt58-olist_orders.csv',
}

const { declined, truth, one, rows, expected } = fixtureSuite(FILES)

describe('everyday round 44 and red-team round 58', () => {
  it('declines a name asked of a word naming another column ("the name of the guide")', async () => {
    await declined('What is the name of the guide who led booking EX-7010?', 'shore_excursions')
  })

  it('declines a divisor said after its unit ("per kg of substrate")', async () => {
    await declined('What is the average yield per kg of substrate for each species?', 'mushroom_harvests')
  })

  it('adds up a plural count whose time word dates nothing ("the total number of deaths" over DEATHS)', async () => {
    const deaths = await truth('volcano_eruptions', 'SELECT sum(DEATHS) FROM data')
    expect(await one('What is the total number of deaths across all eruptions?', 'volcano_eruptions')).toBe(
      deaths,
    )
    expect(await one('How many deaths were there in total?', 'volcano_eruptions')).toBe(deaths)
  })

  it('declines a second amount joined by "and" that the reading leaves out ("deaths and injuries")', async () => {
    await declined('What is the total number of deaths and injuries?', 'volcano_eruptions')
  })

  it('adds up a header of counts ("sit-ups counts") and carries "not" over a list ("not in class A or B")', async () => {
    expect(await one('What is the total number of sit-ups by people in class D?', 'body')).toBe(
      await truth('body', `SELECT sum("sit-ups counts") FROM data WHERE class = 'D'`),
    )
    expect(await one('How many people are not in class A or B?', 'body')).toBe(
      await truth('body', `SELECT count(*) FROM data WHERE class NOT IN ('A', 'B')`),
    )
  })

  it('never ranks an identifier named in full as a value ("the 3 most reviewed clothing IDs")', async () => {
    await declined('What are the 3 most reviewed clothing IDs?', 'clothing')
  })

  it('reads a word of a cell\'s own column after it as no label ("debit card payments")', async () => {
    expect(
      await rows('What are the 3 lowest payment values for debit card payments?', 'olist_orders'),
    ).toEqual(
      await expected(
        'olist_orders',
        `SELECT payment_value FROM data WHERE payment_type = 'debit_card' ORDER BY payment_value LIMIT 3`,
      ),
    )
  })

  it('declines a gerund matched to a status before an amount named by synonym ("shipping cost")', async () => {
    await declined('What is the total shipping cost for orders from SP?', 'olist_orders')
  })
})

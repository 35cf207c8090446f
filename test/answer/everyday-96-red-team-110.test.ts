import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 96 (hot sauce stall sales, stained glass commissions) and red-team rounds 110
 * and 111 (Kaggle-shaped craft beers, patient treatment classification, steel industry energy):
 * what was wrong, now right or declined.
 */
const FILES = {
  hot_sauce_sales: 'bench/everyday-96/hot_sauce_sales.csv',
  stained_glass_commissions: 'bench/everyday-96/stained_glass_commissions.csv',
  beers: 'fixtures/business/kaggle-rt110-craft-beers.csv',
  patients: 'fixtures/business/kaggle-rt110-patient-treatment.csv',
  steel: 'fixtures/business/kaggle-rt111-steel-industry.csv',
}

const { asked, declined, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 96', () => {
  it('counts the jars sold for "the most jars", never adding up jar_size_ml', async () => {
    const [top] = await rows('Which sauce sold the most jars overall?', 'hot_sauce_sales')
    expect(Number(top?.[1])).toBe(
      await truth(
        'hot_sauce_sales',
        'SELECT sum(qty) AS n FROM data GROUP BY sauce_name ORDER BY n DESC LIMIT 1',
      ),
    )
  })

  it('sums every quote for "the total value of all quotes", never only the status Quoted', async () => {
    const [total] = await rows("What's the total value of all quotes?", 'stained_glass_commissions')
    expect(Number(total?.[0])).toBeCloseTo(
      await truth(
        'stained_glass_commissions',
        `SELECT sum(CAST(replace(replace(quoteAmount, '$', ''), ',', '') AS DOUBLE)) FROM data`,
      ),
      2,
    )
  })
})

describe('red-team round 110', () => {
  it('shows a minimum below 1 as the data holds it (0.027, never 0.03)', async () => {
    const lowest = await asked('What is the minimum abv?', 'beers')
    const abv = await truth('beers', 'SELECT min(abv) FROM data')
    expect(lowest.answer.text).toContain(String(abv))
  })

  it('declines an aggregate "of outpatients" that nothing reads', async () => {
    await declined('What is the average MCV of outpatients?', 'patients')
  })

  it('takes "the maximum" before a numeric column as its aggregate, never the cell Maximum_Load (round 111)', async () => {
    expect(await one('What is the maximum Usage_kWh?', 'steel')).toBe(
      await truth('steel', 'SELECT max(Usage_kWh) FROM data'),
    )
  })
})

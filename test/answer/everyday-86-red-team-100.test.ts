import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 86 (marquee flooring hire measured in areaSqm) and red-team round 100
 * (Kaggle-shaped e-commerce churn, whose OrderCount is ranked by "orders placed"), and the heart
 * patients an earlier round used, asked for initials in the plural: what was wrong.
 */
const FILES = {
  marquee: 'bench/everyday-86/marquee_flooring_hire.csv',
  churn: 'fixtures/business/kaggle-rt100-ecommerce_churn.csv',
  heart: 'fixtures/business/kaggle-heart.csv',
}

const { one, rows, truth, expected } = fixtureSuite(FILES)

describe('everyday round 86 and red-team round 100', () => {
  it('reads Sqm as square metres', async () => {
    expect(await one('What is the average area in square metres?', 'marquee')).toBeCloseTo(
      await truth('marquee', 'SELECT avg(areaSqm) FROM data'),
      2,
    )
  })

  it('ranks "the highest number of orders placed" from the top: "placed" is a verb, no placing', async () => {
    expect(await one('What is the highest number of orders placed by a single customer?', 'churn')).toBe(
      await truth('churn', 'SELECT max(OrderCount) FROM data'),
    )
  })

  it('reads initials said in the plural ("maximum heart rates" for MaxHR)', async () => {
    const got = await rows('What are the 3 most common maximum heart rates among the patients?', 'heart')
    const want = await expected(
      'heart',
      'SELECT MaxHR, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC, MaxHR LIMIT 3',
    )
    expect(got.map((r) => Number(r.at(-1)))).toEqual((want ?? []).map((r) => Number(r[1])))
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 61 (furniture deliveries) and red-team round 75
 * (Kaggle-shaped Nashville housing and Baltimore salaries files), now right or declined.
 */
const FILES = {
  furniture: 'bench/everyday-61/furniture_delivery_slots.csv',
  trees: 'bench/everyday-61/tree_removal_quotes.csv',
  nashville: 'fixtures/business/kaggle-rt75-nashville_housing.csv',
  baltimore: 'fixtures/business/kaggle-rt75-baltimore_salaries.csv',
}

const { asked, declined, one, truth } = fixtureSuite(FILES)

describe('everyday round 61, red-team round 75', () => {
  it('declines a row amount split over the items of a list cell ("the average weight per item")', async () => {
    await declined("What's the average weight per item?", 'furniture')
  })

  it('reads both writings of no in a Yes/No/Y/N column ("not sold as vacant")', async () => {
    expect(await one('How many properties were not sold as vacant?', 'nashville')).toBe(
      await truth(
        'nashville',
        `SELECT count(*) FROM data WHERE SoldAsVacant IN ('No', 'N') OR SoldAsVacant IS NULL`,
      ),
    )
  })

  it('declines a statistic of "female employees" where no column holds sexes', async () => {
    await declined('What is the average salary of female employees?', 'baltimore')
  })

  it('says when a top-N list is cut inside a tie, and not when it is not', async () => {
    const top3 = await asked('List the top 3 neighborhoods by number of quotes.', 'trees')
    expect(top3.result?.rows).toHaveLength(3)
    const fourth = await truth(
      'trees',
      'SELECT n FROM (SELECT neighborhood, count(*) AS n FROM data GROUP BY neighborhood ORDER BY n DESC) LIMIT 1 OFFSET 3',
    )
    expect(fourth).toBe(Number(top3.result?.rows[2]?.[1]))
    expect(top3.answer.text).toContain('Other rows tie with the last one listed')
    const top2 = await asked('List the top 2 neighborhoods by number of quotes.', 'trees')
    expect(top2.answer.text).not.toContain('tie with the last')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 65 (car damage claims, a sewing machine service with abbreviated headers) and
 * red-team round 79 (a Kaggle-shaped sleep efficiency file): what was wrong, declined or read past.
 */
const FILES = {
  claims: 'bench/everyday-65/car_damage_claims.csv',
  sewing: 'bench/everyday-65/sewing_service.csv',
  sleep: 'fixtures/business/kaggle-rt79-Sleep_Efficiency.csv',
}

const { declined, expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 65, red-team round 79', () => {
  it('keeps both ends of "from July 2023 through June 2024"', async () => {
    const months = await rows('Show the monthly count of claims from July 2023 through June 2024', 'claims')
    expect(months).toHaveLength(12)
    expect(months.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(
      await truth(
        'claims',
        "SELECT count(*) FROM data WHERE reportDate >= DATE '2023-07-01' AND reportDate < DATE '2024-07-01'",
      ),
    )
  })

  it('reads TKT_NO and MACH_BRAND as ticket and machine brand', async () => {
    expect(await one('How many service tickets are there?', 'sewing')).toBe(
      await truth('sewing', 'SELECT count(*) FROM data'),
    )
    const [top] = await rows('Which machine brand comes in most often?', 'sewing')
    const [truthTop] =
      (await expected(
        'sewing',
        'SELECT MACH_BRAND FROM data GROUP BY MACH_BRAND ORDER BY count(*) DESC LIMIT 1',
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
  })

  it('declines "as a percentage" where no share is computed, rather than answer a fraction', async () => {
    await declined('What is the average sleep efficiency as a percentage?', 'sleep')
  })
})

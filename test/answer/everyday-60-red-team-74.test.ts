import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 60 (septic pumping, abbreviated headers) and red-team round 74 (Kaggle-shaped
 * credit card churn and NYC 311 files): what was declined or answered wrong, now read or declined.
 */
const FILES = {
  septic: 'bench/everyday-60/septic_pumping.csv',
  churners: 'fixtures/business/kaggle-rt74-BankChurners.csv',
  requests: 'fixtures/business/kaggle-rt74-nyc_311.csv',
}

const { asked, declined, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 60, red-team round 74', () => {
  it('reads header abbreviations of field service (CHG_AMT, GAL_PUMPED, TWP)', async () => {
    expect(await one('What is the total charged across all jobs?', 'septic')).toBeCloseTo(
      await truth('septic', 'SELECT sum(CHG_AMT) FROM data'),
      2,
    )
    expect(await one("What's the average number of gallons pumped per job?", 'septic')).toBeCloseTo(
      await truth('septic', 'SELECT avg(GAL_PUMPED) FROM data'),
      6,
    )
    const [share] = await rows('What share of the total gallons pumped came from Milford?', 'septic')
    expect(Number(share?.[2])).toBeCloseTo(
      await truth(
        'septic',
        "SELECT sum(GAL_PUMPED) FILTER (WHERE TWP = 'Milford') / sum(GAL_PUMPED) FROM data",
      ),
      6,
    )
  })

  it('shows a whole year of months in the answer text', async () => {
    const monthly = await asked('Give me the total charged by month.', 'septic')
    expect(monthly.result?.rows).toHaveLength(12)
    expect(monthly.answer.text).not.toContain('more.')
  })

  it('declines a participle linked by synonym before the things counted ("churned customers")', async () => {
    await declined('How many churned customers are there?', 'churners')
  })

  it('reads an exact cell and says which other cells hold its word ("noise" beside "Noise - Residential")', async () => {
    const noise = await asked('How many noise complaints are there?', 'requests')
    expect(Number(noise.result?.rows[0]?.[0])).toBe(
      await truth('requests', `SELECT count(*) FROM data WHERE "Complaint Type" = 'Noise'`),
    )
    expect(noise.answer.text).toContain('Noise - Residential')
  })
})

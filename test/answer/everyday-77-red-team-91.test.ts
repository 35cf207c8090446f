import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 77 (exam invigilation shifts with abbreviated headers) and red-team round 91
 * (Kaggle-shaped rainfall in India, employee promotion): what was wrong.
 */
const FILES = {
  shifts: 'bench/everyday-77/exam_invigilation_shifts.csv',
  rainfall: 'fixtures/business/kaggle-rt91-rainfall_india.csv',
  promotion: 'fixtures/business/kaggle-rt91-employee_promotion.csv',
}

const { declined } = fixtureSuite(FILES)

describe('everyday round 77, red-team round 91', () => {
  it('never reads past a word a header is written with ("a lead shift" over LEAD_FLG)', async () => {
    expect(await declined("What's the lowest pay for a lead shift?", 'shifts')).toContain("'lead'")
  })

  it('never reads past a state said of the rows ("were absent")', async () => {
    expect(await declined('How many candidates were absent from MATH101?', 'shifts')).toContain("'absent'")
  })

  it('never ranks one row when the total is "across all" of a column', async () => {
    await declined('What year has the highest total ANNUAL rainfall across all subdivisions?', 'rainfall')
  })

  it('never bounds a 0/1 flag by the number its header writes ("KPIs_met >80%")', async () => {
    await declined('What percentage of employees met KPIs over 80%?', 'promotion')
  })
})

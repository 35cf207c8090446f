import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Rates held-out rounds declined: a flag named by the noun of its act ("the acceptance rate" over
 * Accepted, "rejection", "certification"), "overall", and a rate compared between two groups.
 */
const FILES = {
  roofing: 'bench/everyday-56/roofing_estimates.csv',
  lab: 'bench/everyday-56/lab_intake.csv',
  forklift: 'bench/everyday-60/forklift_training.csv',
}

const { rows, truth } = fixtureSuite(FILES)

/** The last cell of the first row: the share or rate asked. */
const rate = async (question: string, file: keyof typeof FILES) =>
  Number((await rows(question, file))[0]?.at(-1))

describe('rates of acts', () => {
  it('reads "the overall acceptance rate" as the share of rows Accepted', async () => {
    expect(await rate('What is the overall acceptance rate?', 'roofing')).toBeCloseTo(
      await truth('roofing', 'SELECT avg(CASE WHEN Accepted THEN 1 ELSE 0 END) FROM data'),
      4,
    )
  })

  it('reads "rejection" for Rejected, by group', async () => {
    const got = await rows('Which client has the highest rejection rate?', 'lab')
    const best = await truth(
      'lab',
      'SELECT max(r) FROM (SELECT avg(CASE WHEN Rejected THEN 1 ELSE 0 END) AS r FROM data GROUP BY ClientName)',
    )
    expect(Number(got[0]?.at(-1))).toBeCloseTo(best, 4)
  })

  it('compares a rate between two groups ("the certification rate of A with B")', async () => {
    const got = await rows(
      'Compare the certification rate of Apex Foods with Metro Cold Storage.',
      'forklift',
    )
    const byEmployer = async (name: string) =>
      truth(
        'forklift',
        `SELECT avg(CASE WHEN Certified THEN 1 ELSE 0 END) FROM data WHERE EmployerName = '${name}'`,
      )
    expect(got.map((r) => Number(r[1]))).toEqual([
      expect.closeTo(await byEmployer('Apex Foods'), 4),
      expect.closeTo(await byEmployer('Metro Cold Storage'), 4),
    ])
  })
})

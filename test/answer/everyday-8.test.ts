import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the eighth measurement round (bench/everyday-8, frozen questions on five
 * tables the parser had not seen) and of red-team round 24, each now read or declined by a
 * general rule. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  pet_adoptions: 'bench/everyday-8/pet_adoptions.csv',
  charity_donations: 'bench/everyday-8/charity_donations.csv',
  bug_tracker: 'bench/everyday-8/bug_tracker.csv',
  netflix: 'fixtures/business/kaggle-netflix.csv',
  tornadoes: 'fixtures/business/kaggle-tornadoes.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('eighth measurement round', () => {
  it('groups "each month of 2024" by the month of the date, not by "Age (months)"', async () => {
    const truth = await expected(
      'pet_adoptions',
      `SELECT strftime(date_trunc('month', "Intake Date"), '%Y-%m-%d') AS m, count(*) FROM data
         WHERE year("Intake Date") = 2024 GROUP BY m ORDER BY m`,
    )
    expect(await rows('How many animals were taken in each month of 2024?', 'pet_adoptions')).toEqual(truth)
  })

  it('sums "the top 5 donors by total amount" per donor, though few names repeat', async () => {
    const truth = await expected(
      'charity_donations',
      `SELECT DonorName FROM data GROUP BY DonorName
         ORDER BY sum(TRY_CAST(replace(replace(Amount, '$', ''), ',', '') AS DOUBLE)) DESC LIMIT 5`,
    )
    const got = await rows('Who are the top 5 donors by total amount given?', 'charity_donations')
    expect(got.map((r) => r[0])).toEqual(truth?.map((r) => r[0]))
  })

  it('counts "more critical bugs, frontend or backend" rather than comparing bug ids', async () => {
    const truth = await expected(
      'bug_tracker',
      `SELECT component, count(*) AS n FROM data WHERE severity = 'Critical' AND component IN ('frontend', 'backend')
         GROUP BY component ORDER BY n DESC LIMIT 1`,
    )
    const question = 'Which component has more critical bugs, frontend or backend?'
    expect(await rows(question, 'bug_tracker')).toEqual(truth)
  })
})

describe('red-team round 24', () => {
  it('never bounds a column of years by a count ("more than 2 seasons" over release_year)', async () => {
    expect(await declined('How many TV shows have more than 2 seasons?', 'netflix')).toBeTruthy()
  })

  it('declines "the average duration in minutes" over clock cells read in seconds', async () => {
    const text = await declined('What was the average duration in minutes of the tornadoes?', 'tornadoes')
    expect(text).toContain('minutes')
  })
})

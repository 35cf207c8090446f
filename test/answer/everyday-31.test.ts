import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the thirty-first measurement round (bench/everyday-31, frozen questions on
 * five tables the parser had not seen), now read right or declined. Expected values come from
 * DuckDB reading the same file. (Artifacts keep the names of their files.)
 */
const FILES = {
  cheese_cellar: 'bench/everyday-31/cheese_cellar.csv',
  soccer_matches: 'bench/everyday-31/soccer_matches.csv',
  radio_spots: 'bench/everyday-31/radio_spots.csv',
  carpet_jobs: 'bench/everyday-31/carpet_jobs.csv',
}

const { rows, expected, declined, asked } = fixtureSuite(FILES)

describe('thirty-first measurement round', () => {
  it('asks the doer a verb names ("who turned" over Turned By, "who refereed" over refereeId)', async () => {
    const turner = await expected(
      'cheese_cellar',
      'SELECT "Turned By" FROM data ORDER BY "Aging (days)" DESC LIMIT 1',
    )
    const turned = await rows('Who turned the wheel with the longest aging?', 'cheese_cellar')
    expect(turned[0]?.[0]).toBe(turner?.[0]?.[0])
    const referee = await expected('soccer_matches', 'SELECT refereeId FROM data ORDER BY attendance LIMIT 1')
    const refereed = await rows('Who refereed the match with the lowest attendance?', 'soccer_matches')
    expect(refereed[0]?.[0]).toBe(referee?.[0]?.[0])
  })

  it('declines a verb before "by" and a team of either side ("hosted by")', async () => {
    await declined('Were all matches at Harbor Stadium hosted by Harbor City FC?', 'soccer_matches')
  })

  it('declines an average over rows ranked one by one ("the 2 categories with the highest average rate")', async () => {
    await declined('Name the 2 categories with the highest average rate.', 'radio_spots')
  })

  it('reads a statement opening with "No" as a denial, not the cell No ("No job took more than 3 hours.")', async () => {
    const found = await asked('No job took more than 3 hours.', 'carpet_jobs')
    expect(found.sql).not.toContain('Repeat Client')
    const over = await expected('carpet_jobs', 'SELECT count(*) FROM data WHERE "Duration (min)" > 180')
    expect(found.result?.rows[0]?.[0]).toBe(Number(over?.[0]?.[0]) === 0)
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * The wrong answers and common declines of the twenty-first measurement round (bench/everyday-21,
 * frozen questions on five tables the parser had not seen), now read or declined by general rules.
 * Expected values come from DuckDB reading the same files.
 */
const FILES = {
  carwash: 'bench/everyday-21/carwash.csv',
  nurse_visits: 'bench/everyday-21/nurse_visits.csv',
  grants: 'bench/everyday-21/grants.csv',
  foodtruck: 'bench/everyday-21/foodtruck.csv',
}

const { declined, golden, rows, truth, one } = fixtureSuite(FILES)

describe('twenty-first measurement round', () => {
  it('declines a second question joined by "and" ("..., and which nurse billed it?")', async () => {
    expect(
      await declined('What is the highest billed amount, and which nurse billed it?', 'nurse_visits'),
    ).toContain("'which'")
  })

  it('declines "which customers" where no column names customers (Customer Rating, a Y/N member flag)', async () => {
    expect(await declined('Which customers came back more than once?', 'carwash')).toContain('could not')
  })

  it('reads "visits are recorded" as every visit', async () => {
    expect(await one('How many visits are recorded?', 'nurse_visits')).toBe(
      await truth('nurse_visits', 'SELECT count(*) FROM data'),
    )
  })

  it('groups "how many tickets did we have each month" by the table\'s date', async () => {
    const months = await rows('How many tickets did we have each month?', 'carwash')
    expect(months.length).toBe(
      await truth('carwash', `SELECT count(DISTINCT date_trunc('month', "Service Date")) FROM data`),
    )
  })

  it('reads "award dollars" as the award amount', async () => {
    const asked = await golden().ask('What share of total award dollars came from NIH?', ['grants'])
    expect(asked.answer.isError).toBe(false)
    const part = await truth(
      'grants',
      `SELECT sum(${moneyNumber('awardAmount')}) FROM data WHERE fundingAgency = 'NIH'`,
    )
    const whole = await truth('grants', `SELECT sum(${moneyNumber('awardAmount')}) FROM data`)
    expect(Number(asked.result?.rows[0]?.[2])).toBeCloseTo(part / whole, 6)
  })

  it('reads a yes/no column named in full after "from" or "on an" ("from event days")', async () => {
    expect(await one('How many records are from event days?', 'foodtruck')).toBe(
      await truth('foodtruck', `SELECT count(*) FROM data WHERE "Event Day" = 'Yes'`),
    )
  })
})

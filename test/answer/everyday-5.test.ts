import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The three wrong answers of the fifth measurement round (bench/everyday-5, frozen questions on
 * five tables the parser had not seen), each now read or declined by a general rule. Expected
 * values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  rentals: 'bench/everyday-5/bike_rentals.csv',
  clinic: 'bench/everyday-5/clinic_appointments.csv',
  inventory: 'bench/everyday-5/warehouse_inventory.csv',
  loans: 'bench/everyday-5/loan_portfolio.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('fifth measurement round', () => {
  it('ranks "the 4 shortest rental durations" by the duration column, not a time of day', async () => {
    const truth = await expected(
      'rentals',
      'SELECT rental_id, "duration (min)" FROM data ORDER BY "duration (min)", rental_id LIMIT 4',
    )
    const got = await rows('List the 4 shortest rental durations.', 'rentals')
    expect(got.map((r) => r[1])).toEqual(truth?.map((r) => r[1]))
  })

  it('reads "no-show" as the No Show column, not as its cell No', async () => {
    const truth = await expected(
      'clinic',
      `SELECT "Insurance Type", count(*) AS n FROM data WHERE "No Show" = 'Yes'
         GROUP BY "Insurance Type" ORDER BY n DESC LIMIT 1`,
    )
    const question = 'What is the most common insurance type among no-show appointments?'
    expect(await rows(question, 'clinic')).toEqual(truth)
  })

  it('groups "loans issued each year" by the year of IssueDate, the date that records issuing', async () => {
    const truth = await expected(
      'loans',
      "SELECT strftime(date_trunc('year', IssueDate), '%Y-%m-%d') AS y, count(*) FROM data GROUP BY y ORDER BY y",
    )
    expect(await rows('How many loans were issued each year?', 'loans')).toEqual(truth)
    // No column dates a default: the period of that event is not in the table.
    expect(await declined('How many loans defaulted each year?', 'loans')).toContain('year')
  })

  it('declines a grouping by month it cannot place instead of counting every item', async () => {
    expect(await declined('How many items were restocked each month?', 'inventory')).toContain('month')
  })
})

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
    expect(got.map((r) => r.at(-1))).toEqual(truth?.map((r) => r[1]))
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

  it('groups by the month of a date column written in several ways (once declined, as text)', async () => {
    const read = (format: string) => `try_strptime("Last Restocked", '${format}')`
    const month = `date_trunc('month', coalesce(${['%m/%d/%Y', '%Y-%m-%d', '%d-%b-%Y'].map(read).join(', ')}))`
    const truth = await expected(
      'inventory',
      `SELECT ${month} AS m, count(*) FROM data GROUP BY m ORDER BY m NULLS LAST`,
    )
    // Every written date is read: the only rows left without a month are the blank cells.
    const blank = await expected('inventory', 'SELECT count(*) FROM data WHERE "Last Restocked" IS NULL')
    expect(truth?.filter((r) => r[0] === null).map((r) => Number(r[1]))).toEqual([Number(blank?.[0]?.[0])])
    const got = await rows('How many items were restocked each month?', 'inventory')
    expect(got.map((r) => Number(r[1]))).toEqual(truth?.map((r) => Number(r[1])))
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The six answers the fourth measurement round (bench/everyday-4, frozen questions on five tables
 * the parser had not seen) found not to be what was asked, each now read or declined by a general
 * rule. Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  payroll: 'bench/everyday-4/payroll_hr.csv',
  crops: 'bench/everyday-4/crop_yields.csv',
  subscriptions: 'bench/everyday-4/subscriptions.csv',
  inspections: 'bench/everyday-4/restaurant_inspections.csv',
}

const { rows, expected, declined, asked } = fixtureSuite(FILES)

describe('one record, not a group', () => {
  it('reads "the highest bonus paid" as the largest bonus, "paid" heading no compound', async () => {
    const truth = await expected(
      'payroll',
      `SELECT max(CAST(replace(replace(Bonus, '$', ''), ',', '') AS DOUBLE)) FROM data`,
    )
    const answer = await asked('What is the highest bonus paid?', 'payroll')
    const got = answer.result?.rows[0]?.at(-1)
    expect(Number(String(got).replace(/[$,]/g, ''))).toBe(Number(truth?.[0]?.[0]))
    // The top earner has the top bonus too: only the reading tells the two apart.
    expect(answer.answer.text).not.toContain('Annual Salary')
  })

  it('ranks single records for "the record with the highest rainfall"', async () => {
    const truth = await expected(
      'crops',
      `SELECT region, CAST(replace("Rainfall (mm)", ',', '') AS INTEGER) AS mm FROM data ORDER BY mm DESC LIMIT 1`,
    )
    expect(await rows('Which region has the record with the highest rainfall?', 'crops')).toEqual(truth)
  })

  it('never sums a rate ("Yield (t/ha)"): the year of the lowest single maize yield', async () => {
    const truth = await expected(
      'crops',
      `SELECT year, "Yield (t/ha)" FROM data WHERE crop = 'Maize' ORDER BY "Yield (t/ha)" LIMIT 1`,
    )
    expect(await rows('In what year was the lowest maize yield recorded?', 'crops')).toEqual(truth)
  })
})

describe('what the table does not hold', () => {
  it('declines a change between two plans instead of counting either plan', async () => {
    expect(await declined('How many customers upgraded from Basic to Pro?', 'subscriptions')).toContain(
      'upgraded',
    )
  })

  it('declines a role no column holds instead of naming restaurants', async () => {
    expect(await declined('Which inspector conducted the most inspections?', 'inspections')).toContain(
      'inspector',
    )
  })

  it("declines an event no date column records, where the one date is another event's", async () => {
    expect(await declined('How many employees were terminated in 2023?', 'payroll')).toContain('terminated')
    await declined('How many customers churned in 2023?', 'subscriptions')
  })

  it('still reads the event a date column records and a verb that only makes rows', async () => {
    const hired = await expected(
      'payroll',
      `SELECT count(*) FROM data WHERE "Hire Date" >= DATE '2023-01-01' AND "Hire Date" < DATE '2024-01-01'`,
    )
    expect(await rows('How many employees were hired in 2023?', 'payroll')).toEqual(hired)
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * The wrong answers and common declines of the twentieth measurement round (bench/everyday-20,
 * frozen questions on five tables the parser had not seen), now read or declined by general rules.
 * Expected values come from DuckDB reading the same files.
 */
const FILES = {
  landscaping: 'bench/everyday-20/landscaping_jobs.csv',
  venues: 'bench/everyday-20/venue_bookings.csv',
  wind: 'bench/everyday-20/wind_turbine_output.csv',
  library: 'bench/everyday-20/library_events.csv',
  laundry: 'bench/everyday-20/laundry_orders.csv',
}

const { declined, expected, golden, rows, truth, one } = fixtureSuite(FILES)

describe('twentieth measurement round', () => {
  it('reads "the largest invoice" over Invoice Amount as one invoice, not a group total', async () => {
    const [top] = await rows('Which neighborhood was the largest invoice in?', 'landscaping')
    const [truthTop] =
      (await expected(
        'landscaping',
        `SELECT Neighborhood FROM data ORDER BY ${moneyNumber('Invoice Amount')} DESC LIMIT 1`,
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
    // Named in full, the amount is still summed by group.
    const total = await golden().ask('Which neighborhood has the highest invoice amount?', ['landscaping'])
    expect(total.sql).toContain('sum("Invoice Amount")')
  })

  it('declines "who was the photographer" where no column holds photographers', async () => {
    expect(await declined('Who was the photographer at each wedding?', 'venues')).toContain("'photographer'")
    const [who] = await rows('Who was the coordinator for BK-0505?', 'venues')
    const [truthWho] =
      (await expected('venues', "SELECT coordinator FROM data WHERE booking_ref = 'BK-0505'")) ?? []
    expect(who?.[0]).toBe(truthWho?.[0])
  })

  it('reads a share that "comes from" a value like one that "came from" it', async () => {
    const asked = await golden().ask('What share of the total invoiced comes from Sod Install?', [
      'landscaping',
    ])
    expect(asked.answer.isError).toBe(false)
    expect(asked.params).toContain('Sod Install')
    const share = Number(asked.result?.rows[0]?.[2])
    const part = await truth(
      'landscaping',
      `SELECT sum(${moneyNumber('Invoice Amount')}) FROM data WHERE service = 'Sod Install'`,
    )
    const whole = await truth('landscaping', `SELECT sum(${moneyNumber('Invoice Amount')}) FROM data`)
    expect(share).toBeCloseTo(part / whole, 6)
  })

  it('groups rows "done" or "held" each month by the table\'s date', async () => {
    const jobs = await golden().ask('How many jobs were done each month?', ['landscaping'])
    expect(jobs.answer.isError).toBe(false)
    expect(jobs.sql).toContain("date_trunc('month'")
    const events = await golden().ask('How many events were held each month?', ['library'])
    expect(events.sql).toContain("date_trunc('month'")
  })

  it('reads the unit a header writes in parentheses ("in MWh" for Output (MWh))', async () => {
    expect(await one('What was the highest output in MWh?', 'wind')).toBe(
      await truth('wind', 'SELECT max("Output (MWh)") FROM data'),
    )
  })

  it('reads "the average wind speed" over Avg Wind Speed (m/s) as the average of its values', async () => {
    expect(await one("What's the average wind speed?", 'wind')).toBe(
      await truth('wind', 'SELECT avg("Avg Wind Speed (m/s)") FROM data'),
    )
  })

  it('reads a flag named in full and "set" ("was the maintenance flag ever set")', async () => {
    const asked = await golden().ask('How many rows have the maintenance flag set?', ['wind'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.sql).toContain('"Maintenance Flag" = ?')
    expect(asked.params).toEqual(['Y'])
    const unset = await golden().ask('How many rows have the maintenance flag not set?', ['wind'])
    expect(unset.params).toEqual(['N'])
  })

  it('compares two months said without a year ("February versus March")', async () => {
    const sides = await rows('What was the total attendance in February versus March?', 'library')
    expect(sides.map((r) => [r[0], Number(r[1])])).toEqual([
      [
        'February',
        Number(await truth('library', 'SELECT sum(Attendees) FROM data WHERE month(event_date) = 2')),
      ],
      [
        'March',
        Number(await truth('library', 'SELECT sum(Attendees) FROM data WHERE month(event_date) = 3')),
      ],
    ])
  })

  it('reads "est." in a header as "estimated"', async () => {
    const sides = await rows('Compare total estimated revenue in March versus April.', 'wind')
    expect(Number(sides[0]?.[1])).toBeCloseTo(
      await truth('wind', `SELECT sum(${moneyNumber('Est. Revenue')}) FROM data WHERE month(date) = 3`),
      2,
    )
  })

  it('adds up a Total Price, the price of a whole booking', async () => {
    const asked = await golden().ask('total price in 2024 versus 2025', ['venues'])
    expect(asked.sql).toContain('sum("side_value")')
  })

  it('averages "per event" over a table of events by group, never a single event', async () => {
    const [top] = await rows('Which branch has the highest average cost per event?', 'library')
    const [truthTop] =
      (await expected(
        'library',
        `SELECT Branch FROM data GROUP BY Branch ORDER BY avg(${moneyNumber('Cost to Run')}) DESC LIMIT 1`,
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
  })

  it('reads "had at least one Fault" as the cell', async () => {
    expect(await one('How many distinct turbines had at least one Fault?', 'wind')).toBe(
      await truth('wind', "SELECT count(DISTINCT turbineId) FROM data WHERE Status = 'Fault'"),
    )
  })

  it('reads "catered" as the yes/no column Catering', async () => {
    expect(await one('how many bookings were catered?', 'venues')).toBe(
      await truth('venues', "SELECT count(*) FROM data WHERE catering = 'Yes'"),
    )
  })

  it('reads the column\'s own word after its cell ("corporate events" over eventType)', async () => {
    const sides = await rows('Compare the average guest count of weddings and corporate events.', 'venues')
    expect(sides.map((r) => r[0])).toEqual(['Wedding', 'Corporate'])
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the twenty-fifth measurement round (bench/everyday-25, frozen questions on
 * five tables the parser had not seen), now read right. Expected values come from DuckDB reading
 * the same file.
 */
const FILES = {
  flights: 'bench/everyday-25/flights.csv',
  fish: 'bench/everyday-25/fish_landings.csv',
  florist: 'bench/everyday-25/florist_orders.csv',
  weather: 'bench/everyday-25/weather_readings.csv',
  salon: 'bench/everyday-25/salon_appointments.csv',
}

const { rows, expected, truth, one, asked } = fixtureSuite(FILES)

describe('twenty-fifth measurement round', () => {
  it('counts the rows of a table named for them, never the different numbers of a repeating code', async () => {
    expect(await one('How many flights were cancelled?', 'flights')).toBe(
      await truth('flights', "SELECT count(*) FROM data WHERE cancelled = 'Y'"),
    )
    expect(await one('How many flights are there?', 'flights')).toBe(
      await truth('flights', 'SELECT count(*) FROM data'),
    )
    expect(
      await one(
        'How many flights departing from CPH had a departure delay of more than 15 minutes?',
        'flights',
      ),
    ).toBe(await truth('flights', "SELECT count(*) FROM data WHERE origin = 'CPH' AND dep_delay_min > 15"))
  })

  it('ranks single rows "among flights", never sums by flight number', async () => {
    const lowest = await expected(
      'flights',
      "SELECT passengers FROM data WHERE cancelled <> 'Y' ORDER BY passengers LIMIT 4",
    )
    const found = await rows(
      'What are the 4 lowest passenger counts among flights that were not cancelled?',
      'flights',
    )
    expect(found.map((r) => Number(r[0]))).toEqual(lowest?.map((r) => Number(r[0])))
  })

  it('averages a per-row amount month by month for "the average departure delay per month"', async () => {
    const truthRows = await expected(
      'flights',
      'SELECT round(avg(dep_delay_min), 2) FROM data GROUP BY month(flight_date) ORDER BY month(flight_date)',
    )
    const found = await asked('What is the average departure delay per month?', 'flights')
    expect(found.result?.rows.map((r) => Math.round(Number(r.at(-1)) * 100) / 100)).toEqual(
      truthRows?.map((r) => Number(r[0])),
    )
    // What adds up over a month keeps the mean of the months' totals.
    expect(await one('What is the average ticket revenue per month?', 'flights')).toBeCloseTo(
      await truth(
        'flights',
        "SELECT sum(CAST(replace(replace(ticket_revenue, '$', ''), ',', '') AS DOUBLE)) / count(DISTINCT month(flight_date)) FROM data",
      ),
      1,
    )
  })

  it('reads "the largest mackerel catch" as one landing, and "date" as landingDate though tripDays says "days"', async () => {
    const [[date]] = (await expected(
      'fish',
      "SELECT strftime(strptime(landingDate, '%d-%b-%Y'), '%Y-%m-%d') FROM data WHERE species = 'Mackerel' ORDER BY catchKg DESC LIMIT 1",
    )) as [[string]]
    const found = await rows('On what date was the largest mackerel catch landed?', 'fish')
    expect(String(found[0]?.[0])).toContain(date)
    expect(found).toHaveLength(1)
  })

  it('counts rows per occasion for "the most orders", never ranks by the Order # column', async () => {
    const [[occasion, count]] = (await expected(
      'florist',
      'SELECT Occasion, count(*) FROM data GROUP BY Occasion ORDER BY 2 DESC LIMIT 1',
    )) as [[string, number]]
    expect(await rows('Which occasion has the most orders?', 'florist')).toEqual([[occasion, count]])
  })

  it('reads a flag named in full by its participle, blanks no third answer ("delivered on time")', async () => {
    expect(await one('How many orders were delivered on time?', 'florist')).toBe(
      await truth('florist', 'SELECT count(*) FROM data WHERE "Delivered On Time" = \'Y\''),
    )
  })

  it('reads headers written in consonants ("STN", "PRCP") as the words they shorten', async () => {
    const totals = await expected(
      'weather',
      'SELECT REGION, round(sum(PRCP_MM), 2) FROM data GROUP BY 1 ORDER BY 1',
    )
    const found = await rows('What is the total precipitation by region?', 'weather')
    expect(found.map((r) => [r[0], Math.round(Number(r[1]) * 100) / 100])).toEqual(totals)
  })

  it('names the side "not booked online" as not Yes, never Yes twice', async () => {
    const found = await rows(
      'What is the average tip for appointments booked online versus not booked online?',
      'salon',
    )
    expect(found.map((r) => r[0])).toEqual(['Yes', 'not Yes'])
  })

  it('bounds the column in the unit said after the number ("longer than 90 minutes" is Duration (min))', async () => {
    expect(
      await one('What is the average rating for appointments longer than 90 minutes?', 'salon'),
    ).toBeCloseTo(await truth('salon', 'SELECT avg("Rating (1-5)") FROM data WHERE "Duration (min)" > 90'), 6)
  })
})

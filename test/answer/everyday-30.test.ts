import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * The wrong answers of the thirtieth measurement round (bench/everyday-30, frozen questions on
 * five tables the parser had not seen), now read right or declined. Expected values come from
 * DuckDB reading the same file. (Artifacts keep the names of their files.)
 */
const FILES = {
  piano_tuning: 'bench/everyday-30/piano_tuning.csv',
  beach_cleanups: 'bench/everyday-30/beach_cleanups.csv',
  radio_log: 'bench/everyday-30/radio_log.csv',
}

const { rows, expected, truth, asked, one } = fixtureSuite(FILES)

describe('thirtieth measurement round', () => {
  it('reads a camelCase "Min" closing a header as minutes ("more than 8 hours" over durationMin)', async () => {
    const found = await asked('No visit lasted more than 8 hours.', 'piano_tuning')
    const longest = await truth('piano_tuning', 'SELECT max(durationMin) FROM data')
    expect(found.params).toContain(480)
    expect(found.result?.rows[0]?.[0]).toBe(longest <= 480)
  })

  it('links consonant abbreviations ending in y and plain verbs read as nouns ("weather" for WTHR, "county" for CNTY)', async () => {
    const averages = await expected(
      'beach_cleanups',
      'SELECT WTHR, round(avg(DUR_HRS), 4) FROM data GROUP BY 1 ORDER BY 1',
    )
    const found = await rows('What is the average cleanup duration by weather?', 'beach_cleanups')
    expect(
      found
        .map((r) => [r[0], Math.round(Number(r[1]) * 1e4) / 1e4])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual(averages)
    const counties = await expected('beach_cleanups', 'SELECT CNTY, count(*) FROM data GROUP BY 1 ORDER BY 1')
    const counted = await rows('How many cleanups were held in each county?', 'beach_cleanups')
    expect(
      counted.map((r) => [r[0], Number(r[1])]).sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual(counties)
  })

  it('ranks rows for "the bands of the 3 shortest-distance contacts" (a plural after the measure)', async () => {
    const bands = await expected(
      'radio_log',
      'SELECT Band FROM data WHERE "Distance km" IS NOT NULL ORDER BY "Distance km", "Log no" LIMIT 3',
    )
    const found = await rows('List the bands of the 3 shortest-distance contacts.', 'radio_log')
    expect(found.map((r) => r[0])).toEqual(bands?.map((r) => r[0]))
  })

  it('links a five-letter consonant skeleton to an adjective ("plastic percentage" for PLSTC_PCT)', async () => {
    const average = await truth(
      'beach_cleanups',
      `SELECT avg(PLSTC_PCT) FROM data WHERE BCH_NM = 'Rocky Bay'`,
    )
    const found = await one(
      'What is the average plastic percentage for cleanups at Rocky Bay?',
      'beach_cleanups',
    )
    expect(found).toBeCloseTo(average, 6)
  })

  it('ranks by the one money column for "the cheapest visit", and says so', async () => {
    const city = await expected(
      'piano_tuning',
      `SELECT city FROM data ORDER BY ${moneyNumber('invoiceTotal')} LIMIT 1`,
    )
    const found = await asked('What is the city of the cheapest visit?', 'piano_tuning')
    expect(found.result?.rows[0]?.[0]).toBe(city?.[0]?.[0])
    expect(found.answer.text).toContain("Matched 'cheapest' to the column invoiceTotal")
  })
})

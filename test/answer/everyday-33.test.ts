import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * The wrong answers of measurement rounds 33 and 34 (bench/everyday-33 and -34, frozen questions
 * on tables the parser had not seen), now read right or declined. Expected values come from
 * DuckDB reading the same file. (Artifacts keep the names of their files.)
 */
const FILES = {
  ev_charging: 'bench/everyday-33/ev_charging.csv',
  wells: 'bench/everyday-34/wells.csv',
  shearing: 'bench/everyday-34/shearing.csv',
}

const { rows, expected, declined, asked, truth } = fixtureSuite(FILES)

describe('measurement rounds 33 and 34', () => {
  it('reads "connector type" as the Connector column, not its cell "Type 2"', async () => {
    const connector = await expected(
      'ev_charging',
      'SELECT Connector FROM data ORDER BY "Peak Power (kW)" DESC LIMIT 1',
    )
    const found = await asked(
      'What connector type was used in the session with the highest peak power?',
      'ev_charging',
    )
    expect(found.sql).not.toContain('Type 2')
    expect(found.result?.rows[0]?.[0]).toBe(connector?.[0]?.[0])
  })

  it('reads a statement opening "No charging session ..." as a denial, not the cell No', async () => {
    const found = await asked('No charging session cost more than $50.', 'ev_charging')
    expect(found.sql).not.toContain('Member')
    const over = await truth(
      'ev_charging',
      `SELECT count(*) FROM data WHERE ${moneyNumber('Session Cost ($)')} > 50`,
    )
    expect(found.result?.rows[0]?.[0]).toBe(over === 0)
  })

  it('ranks one row for "the most expensive session" (a key named in part after the superlative)', async () => {
    const date = await expected(
      'ev_charging',
      `SELECT CAST("Start Date" AS VARCHAR) FROM data ORDER BY ${moneyNumber('Session Cost ($)')} DESC LIMIT 1`,
    )
    const found = await rows('On what date did the most expensive session take place?', 'ev_charging')
    expect(String(found[0]?.[0]).slice(0, 10)).toBe(date?.[0]?.[0])
  })

  it('reads "the deepest well depth" over wells.csv as one well, "well" being the rows\' own noun', async () => {
    const deepest = await truth('wells', 'SELECT max(depth_ft) FROM data')
    const found = await rows('What is the deepest well depth in feet?', 'wells')
    expect(found).toHaveLength(1)
    expect(Number(found[0]?.[0])).toBe(deepest)
  })

  it('declines "were paid" and "had any issue recorded" where no column is named for them', async () => {
    await declined('How many Romney jobs at Kirkdale were paid?', 'shearing')
    await declined('How many jobs had any issue recorded?', 'shearing')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the eighteenth measurement round (bench/everyday-18, frozen questions on
 * five tables the parser had not seen), now read or declined by general rules. Expected values
 * come from DuckDB reading the same files.
 */
const FILES = {
  cinema_screenings: 'bench/everyday-18/cinema_screenings.csv',
  moving: 'bench/everyday-18/moving_jobs.csv',
  pharmacy: 'bench/everyday-18/pharmacy_refills.csv',
  pool: 'bench/everyday-18/pool_service_visits.csv',
}

const { rows, expected, declined, golden, truth, one } = fixtureSuite(FILES)

describe('eighteenth measurement round', () => {
  it('reads a yes/no column named before the rows\' noun as a condition ("discount night screening")', async () => {
    const [[answer]] = (await rows('Did any discount night screening sell out?', 'cinema_screenings')) as [
      [unknown],
    ]
    const [[held]] = (await expected(
      'cinema_screenings',
      `SELECT count(*) > 0 FROM data WHERE "Discount Night" = 'Yes' AND "Sold Out"`,
    )) as [[boolean]]
    expect(String(answer)).toBe(String(held))
    // (Every screening that sold out would say yes too: the condition must be in the query.)
    const asked = await golden().ask('Did any discount night screening sell out?', ['cinema_screenings'])
    expect(asked.sql).toContain('"Discount Night"')
  })

  it('averages over the rows for "per screening" in a table of screenings', async () => {
    expect(await one("What's the average gross per screening?", 'cinema_screenings')).toBeCloseTo(
      await truth('cinema_screenings', 'SELECT avg("Gross ($)") FROM data'),
      6,
    )
  })

  it('ranks by an amount named in full before a general money word ("gross revenue")', async () => {
    const [[film]] = (await expected(
      'cinema_screenings',
      'SELECT Film FROM data GROUP BY Film ORDER BY sum("Gross ($)") DESC LIMIT 1',
    )) as [[string]]
    const got = await rows('Which film brought in the most gross revenue?', 'cinema_screenings')
    expect(got.map((r) => r[0])).toEqual([film])
    const reply = await golden().ask('Which film brought in the most gross revenue?', ['cinema_screenings'])
    expect(reply.answer.text).toContain("Matched 'revenue' to the column Gross ($)")
  })

  it('never reads a word of a column named in full as a position ("final amount")', async () => {
    expect(await one('What is the total final amount for completed jobs?', 'moving')).toBeCloseTo(
      await truth(
        'moving',
        `SELECT sum(CAST(replace(replace("Final Amt", '$', ''), ',', '') AS DOUBLE)) FROM data WHERE "Job Status" = 'Completed'`,
      ),
      2,
    )
  })

  it('compares a "$" amount with the column named before it, a currency code in its header', async () => {
    const [[answer]] = (await rows('Is there any copay above $50?', 'pharmacy')) as [[unknown]]
    const [[held]] = (await expected('pharmacy', 'SELECT count(*) > 0 FROM data WHERE copay_usd > 50')) as [
      [boolean],
    ]
    expect(String(answer)).toBe(String(held))
  })

  it('declines two periods set against each other that a count would add together', async () => {
    await declined('How many fills were there in Q1 2024 versus Q2 2024?', 'pharmacy')
  })

  it('never averages a clock time (Start Time) as a duration', async () => {
    await declined('What is the average runtime of the films?', 'cinema_screenings')
  })

  it('reads "chlorine below 1 ppm" as chlorine_ppm, never a pool type', async () => {
    expect(await one('How many completed visits had chlorine below 1 ppm?', 'pool')).toBe(
      await truth('pool', "SELECT count(*) FROM data WHERE status = 'Completed' AND chlorine_ppm < 1"),
    )
  })
})

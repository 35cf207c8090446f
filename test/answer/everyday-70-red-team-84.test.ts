import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 70 (boat engine servicing, racket restringing, costume rentals with abbreviated
 * headers, irrigation installs) and red-team round 84 (Kaggle-shaped NYC film permits): what was
 * wrong, declined or read past.
 */
const FILES = {
  boats: 'bench/everyday-70/boat_engine_servicing.csv',
  rackets: 'bench/everyday-70/racket_restringing.csv',
  costumes: 'bench/everyday-70/costume_rentals.csv',
  irrigation: 'bench/everyday-70/irrigation_installs.csv',
  permits: 'fixtures/business/kaggle-rt84-Film_Permits.csv',
}

const { expected, one, rows } = fixtureSuite(FILES)

describe('everyday round 70, red-team round 84', () => {
  it('bounds the column whose header writes the unit said ("200 HP" over Horsepower (HP))', async () => {
    expect(await one('What is the average engine hours for engines of 200 HP or more?', 'boats')).toBeCloseTo(
      Number(
        (
          await expected('boats', `SELECT avg("Engine Hours") FROM data WHERE "Horsepower (HP)" >= 200`)
        )?.[0]?.[0],
      ),
      2,
    )
  })

  it('keeps the groups whose average passes a bound ("which X have an average Y above N")', async () => {
    const sports = await rows('Which sports have an average tension above 40 lbs?', 'rackets')
    const truthSports = await expected(
      'rackets',
      'SELECT sport FROM data GROUP BY sport HAVING avg(tension_lbs) > 40 ORDER BY 1',
    )
    expect(sports.map((r) => r[0]).sort()).toEqual(truthSports?.map((r) => r[0]))
    const types = await rows('Which property types average more than 10 zones?', 'irrigation')
    const truthTypes = await expected(
      'irrigation',
      `SELECT "Property type" FROM data GROUP BY 1 HAVING avg("Zones") > 10 ORDER BY 1`,
    )
    expect(types.map((r) => r[0]).sort()).toEqual(truthTypes?.map((r) => r[0]))
  })

  it('reads CHKOUT_TS as the checkout time for "checked out each month"', async () => {
    const months = await rows('How many rentals were checked out each month?', 'costumes')
    const truthMonths = await expected(
      'costumes',
      "SELECT count(*) FROM data GROUP BY date_trunc('month', CAST(CHKOUT_TS AS TIMESTAMP)) ORDER BY date_trunc('month', CAST(CHKOUT_TS AS TIMESTAMP))",
    )
    expect(months.map((r) => Number(r[1]))).toEqual(truthMonths?.map((r) => Number(r[0])))
  })

  it('ranks a timestamp by its time of day too', async () => {
    const [first] = await rows(
      'What is the EventID of the permit with the earliest StartDateTime?',
      'permits',
    )
    const [truthFirst] =
      (await expected(
        'permits',
        'SELECT EventID FROM data ORDER BY CAST(StartDateTime AS TIMESTAMP) LIMIT 1',
      )) ?? []
    expect(Number(first?.[0])).toBe(Number(truthFirst?.[0]))
  })

  it('reads numbers listed with a space after each comma as a list ("69, 88")', async () => {
    expect(await one('How many permits include police precinct 14?', 'permits')).toBe(
      Number(
        (
          await expected(
            'permits',
            `SELECT count(*) FROM data WHERE list_contains(string_split(replace("PolicePrecinct(s)", ' ', ''), ','), '14')`,
          )
        )?.[0]?.[0],
      ),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 81's window box plantings, written with cut upper-case headers (MAT_COST, DIST,
 * IRRIG, BOX_QTY): the questions it declined for not reading them.
 */
const FILES = { plantings: 'bench/everyday-81/window_box_plantings.csv' }

const { one, rows, truth, expected } = fixtureSuite(FILES)

describe('everyday round 81: cut headers', () => {
  it('reads MAT as "material" when the next word is the header\'s next ("material cost")', async () => {
    expect(await one("What's the average material cost per job?", 'plantings')).toBeCloseTo(
      await truth('plantings', 'SELECT avg(MAT_COST) FROM data'),
      6,
    )
  })

  it('reads DIST as "district", an abbreviation the lexicon knows, and IRRIG as "irrigation"', async () => {
    const [top] = await rows('Which district had the most jobs?', 'plantings')
    const want = await expected(
      'plantings',
      'SELECT DIST, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 1',
    )
    expect(top?.[0]).toBe(want?.[0]?.[0])
    const [share] = await rows(
      'What share of jobs with irrigation were in the HARBOUR district?',
      'plantings',
    )
    const part = await truth('plantings', `SELECT count(*) FROM data WHERE IRRIG = 1 AND DIST = 'HARBOUR'`)
    const whole = await truth('plantings', 'SELECT count(*) FROM data WHERE IRRIG = 1')
    expect(Number(share?.at(-1))).toBeCloseTo(part / whole, 4)
  })

  it('reads "box count" as BOX_QTY, a count', async () => {
    const got = await rows('Which seasons had an average box count above 3?', 'plantings')
    const want = await expected('plantings', 'SELECT SEASON FROM data GROUP BY 1 HAVING avg(BOX_QTY) > 3')
    expect(new Set(got.map((r) => r[0]))).toEqual(new Set(want?.map((r) => r[0])))
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** The wrong answers of everyday round 62 (florist quotes, choir attendance, gutter jobs), now right or declined. */
const FILES = {
  florist: 'bench/everyday-62/florist_quotes.csv',
  choir: 'bench/everyday-62/choir_attendance.csv',
  gutters: 'bench/everyday-62/gutter_jobs.csv',
}

const { declined, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 62', () => {
  it('reads "accepted quotes" over ACCPT_FLG and keeps only them', async () => {
    const barn = (
      await rows("For accepted quotes, what's the average amount by venue type?", 'florist')
    ).find((row) => row[0] === 'Barn')
    expect(Number(barn?.[1])).toBeCloseTo(
      await truth('florist', `SELECT avg(QT_AMT) FROM data WHERE VENUE_TYP = 'Barn' AND ACCPT_FLG = 1`),
      6,
    )
  })

  it('counts every row for "attendance records", the flag\'s noun naming what the rows are', async () => {
    expect(await one('How many attendance records are there?', 'choir')).toBe(
      await truth('choir', 'SELECT count(*) FROM data'),
    )
  })

  it('declines other things named after a header\'s modifier ("crew members" over crew lead)', async () => {
    await declined('How many crew members were on each job?', 'gutters')
  })
})

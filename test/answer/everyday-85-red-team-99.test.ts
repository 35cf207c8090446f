import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 85 (climbing memberships whose plans are named Student Monthly and Annual,
 * hearing loop installs with a quote and a final cost, wedding photo packages under cut headers)
 * and red-team round 99 (Kaggle-shaped SFO passenger statistics, a student mental health survey
 * whose headers are its questions): what was wrong.
 */
const FILES = {
  climbing: 'bench/everyday-85/climbingMemberships.csv',
  loops: 'bench/everyday-85/hearing_loop_installs.csv',
  photos: 'bench/everyday-85/PHOTO_PKGS.csv',
  sfo_passengers: 'fixtures/business/kaggle-rt99-sfo_passengers.csv',
  survey: 'fixtures/business/kaggle-rt99-student_mental_health.csv',
}

const { one, rows, truth, declined, golden, expected } = fixtureSuite(FILES)

describe('everyday round 85', () => {
  it('reads "Monthly" and "Annual" inside a plan\'s name as the cell, never groups by month or year', async () => {
    expect(
      await one("What's the average age of people on the Student Monthly plan?", 'climbing'),
    ).toBeCloseTo(await truth('climbing', `SELECT avg(age) FROM data WHERE planType = 'Student Monthly'`), 2)
    const annual = await rows("What's the average price paid for an Annual plan?", 'climbing')
    expect(annual).toHaveLength(1)
  })

  it('declines ranking groups by things the table does not count ("the most climbing walls")', async () => {
    expect(await declined('Which gym has the most climbing walls?', 'climbing')).toContain('walls')
  })

  it('takes "of jobs with a final cost" as the whole of a share comparing that cost', async () => {
    const [share] = await rows('What share of jobs with a final cost came in over the quote?', 'loops')
    const want = await truth(
      'loops',
      `WITH euros AS (SELECT CAST(replace(replace("Final Cost (€)", '€', ''), ',', '') AS DOUBLE) AS cost,
         CAST(replace(replace("Quote (€)", '€', ''), ',', '') AS DOUBLE) AS quote FROM data)
       SELECT avg(CASE WHEN cost > quote THEN 1 ELSE 0 END) FROM euros WHERE cost IS NOT NULL`,
    )
    expect(Number(share?.at(-1))).toBeCloseTo(want, 4)
  })

  it('reads PKG as package and a six-letter cut PHOTOG as photographer', async () => {
    const [top] = await rows('Which package is the most popular?', 'photos')
    expect(top?.[0]).toBe('Silver')
    const [busiest] = await rows('Which photographer has the most bookings?', 'photos')
    const [want] =
      (await expected(
        'photos',
        'SELECT PHOTOG, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 1',
      )) ?? []
    expect(busiest?.[0]).toBe(want?.[0])
  })
})

describe('red-team round 99', () => {
  it('declines a verb that says which of the things an amount counts ("passengers arrived")', async () => {
    expect(await declined('How many passengers arrived from Asia?', 'sfo_passengers')).toContain('arrived')
  })

  it('keeps the asked column out of a cell two columns hold ("the most international passengers")', async () => {
    const asked = await golden().ask('Which terminal handled the most international passengers?', [
      'sfo_passengers',
    ])
    expect(asked.sql).toContain(`"GEO Summary" = `)
    expect(asked.sql).not.toContain(`"Terminal" = `)
  })

  it('reads survey headers "Do you have X?" as flags named by X', async () => {
    const column = (x: string) => `"Do you have ${x}?" = 'Yes'`
    expect(await one('How many students have anxiety?', 'survey')).toBe(
      await truth('survey', `SELECT count(*) FROM data WHERE ${column('Anxiety')}`),
    )
    expect(await one('How many students have both depression and anxiety?', 'survey')).toBe(
      await truth(
        'survey',
        `SELECT count(*) FROM data WHERE ${column('Depression')} AND ${column('Anxiety')}`,
      ),
    )
    expect(await one('What is the average Age of students with depression?', 'survey')).toBeCloseTo(
      await truth('survey', `SELECT avg(Age) FROM data WHERE ${column('Depression')}`),
      2,
    )
  })
})

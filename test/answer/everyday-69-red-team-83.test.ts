import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 69 (grease trap services, uniform rentals with abbreviated headers) and red-team
 * round 83 (Kaggle-shaped Chicago taxi trips and interstate traffic volume): what was wrong,
 * declined or read past.
 */
const FILES = {
  grease: 'bench/everyday-69/grease_trap_services.csv',
  uniforms: 'bench/everyday-69/uniform_rentals.csv',
  taxi: 'fixtures/business/kaggle-rt83-chicago_taxi.csv',
  traffic: 'fixtures/business/kaggle-rt83-metro_traffic.csv',
}

const { declined, expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 69, red-team round 83', () => {
  it('counts trips as rows over Trip Miles, a column measuring them', async () => {
    expect(await one('How many taxi trips are there?', 'taxi')).toBe(
      await truth('taxi', 'SELECT count(*) FROM data'),
    )
    const [top] = await rows('Which company has the most trips?', 'taxi')
    const [truthTop] =
      (await expected(
        'taxi',
        'SELECT Company, count(*) AS n FROM data GROUP BY Company ORDER BY n DESC LIMIT 1',
      )) ?? []
    expect([top?.[0], Number(top?.[1])]).toEqual([truthTop?.[0], Number(truthTop?.[1])])
  })

  it('declines a name of something no column holds ("the driver\'s name")', async () => {
    await declined("What was the driver's name for the longest trip?", 'taxi')
  })

  it('declines "on a holiday" it cannot read rather than count every record', async () => {
    await declined('How many records were on a holiday?', 'traffic')
  })

  it('declines "the largest number of employees" where no column holds employees', async () => {
    await declined('Which account has the largest number of employees?', 'uniforms')
  })

  it('reads visits as the rows of a service log', async () => {
    expect(await one('How many service visits are in this export?', 'grease')).toBe(
      await truth('grease', 'SELECT count(*) FROM data'),
    )
    const [top] = await rows('Which technician handled the most visits?', 'grease')
    const [truthTop] =
      (await expected(
        'grease',
        'SELECT technician, count(*) AS n FROM data GROUP BY technician ORDER BY n DESC LIMIT 1',
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
  })
})

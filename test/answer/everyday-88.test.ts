import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 88 (golf buggy hire with a buggy type Single, cake decorating classes, parking
 * garage passes with an EV_FLG column): what was wrong or declined.
 */
const FILES = {
  buggies: 'bench/everyday-88/golf_buggy_hire.csv',
  cake_decorating_classes: 'bench/everyday-88/cake_decorating_classes.csv',
  passes: 'bench/everyday-88/parking_garage_passes.csv',
}

const { one, truth, declined } = fixtureSuite(FILES)

describe('everyday round 88', () => {
  it('reads "the highest single fee" as one hire\'s fee, never the buggy type Single', async () => {
    expect(await one('What was the highest single fee charged?', 'buggies')).toBe(
      await truth('buggies', 'SELECT max(fee) FROM data'),
    )
  })

  it('declines how much a thing the table does not hold cost ("ingredients")', async () => {
    expect(await declined('How much did ingredients cost per class?', 'cake_decorating_classes')).toContain(
      'ingredients',
    )
  })

  it('reads a short name of a flag marked FLG ("passes are EV" over EV_FLG)', async () => {
    expect(await one('How many passes are EV?', 'passes')).toBe(
      await truth('passes', `SELECT count(*) FROM data WHERE EV_FLG = 1`),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 48 (model rocket launches, transit lost and found) and
 * red-team round 62 (a Kaggle-shaped abalone table), now read right or declined.
 */
const FILES = {
  rocket_launches: 'bench/everyday-48/rocket_launches.csv',
  lost_and_found: 'bench/everyday-48/lost_and_found.csv',
  abalone: 'fixtures/business/kaggle-rt62-abalone.csv',
}

const { declined, rows, expected } = fixtureSuite(FILES)

describe('everyday round 48 and red-team round 62', () => {
  it('ranks rows by a header of one row\'s extreme, never adding it up ("the highest altitude" over Max Alt (ft))', async () => {
    const want = await expected(
      'rocket_launches',
      'SELECT Rocket FROM data ORDER BY "Max Alt (ft)" DESC NULLS LAST LIMIT 1',
    )
    const got = await rows('Which rocket reached the highest altitude?', 'rocket_launches')
    expect(got.map((r) => r[0])).toEqual(want?.map((r) => r[0]))
  })

  it('declines "no" before a noun rather than reading it as the cell No ("no umbrella weighs more than 3 kg")', async () => {
    await declined('Is it true that no umbrella weighs more than 3 kg?', 'lost_and_found')
  })

  it('declines a word for a sex it cannot link where a column holds sexes ("male abalones" over M, F and I)', async () => {
    await declined('What is the average length of male abalones?', 'abalone')
    await declined('What is the total whole weight of female abalones?', 'abalone')
  })
})

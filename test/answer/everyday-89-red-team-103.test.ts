import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Red-team round 103 (Kaggle-shaped Favorita store sales with an onpromotion count, a medical
 * insurance premium table with no smoking column), and kick-off times on a WTQ-like table: what was
 * wrong. (Everyday round 89 found a
 * CSV opening with "PK" refused as a zip; see test/ingest/csv-dialects.test.ts.)
 */
const FILES = {
  favorita_train: 'fixtures/business/kaggle-rt103-favorita_train.csv',
  premiums: 'fixtures/business/kaggle-rt103-medical_premium.csv',
  kickoffs: 'fixtures/business/kickoff-times.csv',
}

const { one, truth, declined } = fixtureSuite(FILES)

describe('red-team round 103', () => {
  it('reads "on promotion" as the glued header onpromotion, and sums it', async () => {
    expect(await one('What is the total number of items on promotion in 2017?', 'favorita_train')).toBe(
      await truth('favorita_train', 'SELECT sum(onpromotion) FROM data WHERE year(date) = 2017'),
    )
  })

  it('declines rows named at the end by a word nothing in the table says ("for smokers")', async () => {
    expect(await declined('What is the average premium for smokers?', 'premiums')).toContain('smokers')
  })

  it('declines "past" a time it cannot compare, never counting the time itself', async () => {
    // ("kick off" names Kickoff; only "past" is not understood.)
    const reason = await declined('How many kick off times are past 6:00 p.m.?', 'kickoffs')
    expect(reason).toContain("'past'")
    expect(reason).not.toContain("'kick'")
  })
})

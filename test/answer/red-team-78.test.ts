import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** The wrong answers of red-team round 78 (a Kaggle-shaped Rossmann store sales file), now right or declined. */
const FILES = { rossmann: 'fixtures/business/kaggle-rt78-rossmann_train.csv' }

const { declined, one, truth } = fixtureSuite(FILES)

describe('red-team round 78', () => {
  it('reads "closed" as the Open flag\'s no', async () => {
    expect(await one('How many days was store 540 closed?', 'rossmann')).toBe(
      await truth('rossmann', 'SELECT count(DISTINCT Date) FROM data WHERE Store = 540 AND Open = 0'),
    )
  })

  it('declines an adjective closing a count after its subject ("was store 540 busy")', async () => {
    await declined('How many days was store 540 busy?', 'rossmann')
  })

  it('declines a kind named after a column ("the store type of store 540" where no column holds it)', async () => {
    await declined('What is the store type of store 540?', 'rossmann')
  })

  it('declines the maximum of a daily amount: the largest day or the largest sale is not said', async () => {
    await declined('What is the maximum daily sales value?', 'rossmann')
  })
})

import { describe, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** A wrong answer of red-team round 70 (a Kaggle-shaped Amazon India sale report), now declined. */
const FILES = { sales: 'fixtures/business/kaggle-rt70-amazon_sale_report.csv' }

const { declined } = fixtureSuite(FILES)

describe('red-team round 70', () => {
  it('declines a plural that ends several cells of a column, left unread ("orders for dresses" over Western Dress and Ethnic Dress)', async () => {
    await declined('How many orders are for dresses?', 'sales')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 90 (school uniform exchanges with QTY_RCVD beside a list of ITEMS, wedding cake
 * tastings with a "Tasting fee waived" flag, roof rack rentals whose only people are members) and
 * red-team round 104 (Kaggle-shaped credit score classification, a customer's row each month):
 * what was wrong.
 */
const FILES = {
  uniforms: 'bench/everyday-90/school_uniform_exchanges.csv',
  wedding_cake_tastings: 'bench/everyday-90/wedding_cake_tastings.csv',
  racks: 'bench/everyday-90/roof_rack_rentals.csv',
  credit: 'fixtures/business/kaggle-rt104-credit_score.csv',
}

const { one, truth, declined } = fixtureSuite(FILES)

describe('everyday round 90 and red-team round 104', () => {
  it('sums the quantity received for "how many items were received", never counts the item names', async () => {
    expect(await one('How many items were received in total?', 'uniforms')).toBe(
      await truth('uniforms', 'SELECT sum(QTY_RCVD) FROM data'),
    )
  })

  it('sets a flag named by the rows\' noun and the rest of its name said apart ("tastings ... fee waived")', async () => {
    expect(await one('How many tastings had the fee waived?', 'wedding_cake_tastings')).toBe(
      await truth('wedding_cake_tastings', `SELECT count(*) FROM data WHERE "Tasting fee waived" = 'Yes'`),
    )
  })

  it('declines a kind of person asked that a column names only in part ("staff member")', async () => {
    expect(await declined('Which staff member processed the most rentals?', 'racks')).toContain('staff')
  })

  it('counts customers by their id when each comes back every month', async () => {
    expect(await one('How many customers have a Payday Loan?', 'credit')).toBe(
      await truth(
        'credit',
        `SELECT count(DISTINCT Customer_ID) FROM data
         WHERE list_contains(
           list_transform(string_split(Type_of_Loan, ','), x -> regexp_replace(trim(x), '^and ', '')),
           'Payday Loan')`,
      ),
    )
  })

  it('declines a cell of one column read before another column named in full ("a bad credit score")', async () => {
    expect(await declined('How many rows have a bad credit score?', 'credit')).toContain('score')
  })

  it('reads the last item of "A, B, and Payday Loan" without the list\'s "and"', async () => {
    expect(await one('How many rows list a Payday Loan?', 'credit')).toBe(
      await truth(
        'credit',
        `SELECT count(*) FROM data WHERE list_contains(
           list_transform(string_split(Type_of_Loan, ','), x -> regexp_replace(trim(x), '^and ', '')),
           'Payday Loan')`,
      ),
    )
  })
})

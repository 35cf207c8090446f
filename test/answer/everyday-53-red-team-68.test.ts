import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 53 (campus parking permits) and red-team round 68
 * (Kaggle-shaped Big Mart sales, with Low Fat written LF, and CMS inpatient charges), now read
 * right or declined.
 */
const FILES = {
  permits: 'bench/everyday-53/parking_permits.csv',
  bigmart: 'fixtures/business/kaggle-rt68-bigmart_sales.csv',
  inpatient: 'fixtures/business/kaggle-rt68-inpatient_charges.csv',
}

const { declined, asked, truth } = fixtureSuite(FILES)

describe('everyday round 53 and red-team round 68', () => {
  it('counts the holders of "unique permit holders" over PRMT_NO and HLDR_ID, never the permits', async () => {
    const holders = await asked('How many unique permit holders are there?', 'permits')
    expect(Number(holders.result?.rows[0]?.[0])).toBe(
      await truth('permits', 'SELECT count(DISTINCT HLDR_ID) FROM data'),
    )
  })

  it('counts the cells a column writes shortened beside the cell in full ("LF" and "reg"), and says so', async () => {
    const lowFat = await asked('How many low fat items are there?', 'bigmart')
    expect(Number(lowFat.result?.rows[0]?.[0])).toBe(
      await truth(
        'bigmart',
        "SELECT count(*) FROM data WHERE Item_Fat_Content IN ('Low Fat', 'low fat', 'LF')",
      ),
    )
    expect(lowFat.answer.text).toContain("'LF'")
    const regular = await asked('How many items have regular fat content?', 'bigmart')
    expect(Number(regular.result?.rows[0]?.[0])).toBe(
      await truth('bigmart', "SELECT count(*) FROM data WHERE Item_Fat_Content IN ('Regular', 'reg')"),
    )
  })

  it('declines a distinct count of a longer header named only by its first word ("distinct hospitals" over Hospital Referral Region Description)', async () => {
    await declined('How many distinct hospitals are there?', 'inpatient')
  })
})

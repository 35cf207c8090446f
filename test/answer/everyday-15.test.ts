import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The two wrong answers of the fifteenth measurement round (bench/everyday-15, frozen questions
 * on five tables the parser had not seen), now read or declined by general rules. Expected values
 * come from DuckDB reading the same files.
 */
const FILES = {
  farmers_market_sales: 'bench/everyday-15/farmers_market_sales.csv',
  telecom_churn: 'bench/everyday-15/telecom_churn.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('fifteenth measurement round', () => {
  it('counts "sales records" as rows, never a sum of Gross Sales', async () => {
    const truth = await expected(
      'farmers_market_sales',
      "SELECT count(*) FROM data WHERE stall_category = 'Dairy'",
    )
    const got = await rows('How many sales records are for Dairy stalls?', 'farmers_market_sales')
    expect(Number(got[0]?.[0])).toBe(Number(truth?.[0]?.[0]))
  })

  it('never reads past the side after "vs"', async () => {
    expect(await declined('average tenure for churned vs retained customers', 'telecom_churn')).toContain(
      "'retained'",
    )
  })
})

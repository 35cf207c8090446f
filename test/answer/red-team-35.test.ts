import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 35): auto insurance claims whose yes/no columns write "?" for unknown, and US accidents with
 * City and two-letter State columns. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  claims: 'fixtures/business/kaggle-rt35-insurance_claims.csv',
  accidents: 'fixtures/business/kaggle-rt35-us_accidents.csv',
}

const { truth, one } = fixtureSuite(FILES)

describe('red-team round 35', () => {
  it('reads YES/NO with "?" for unknown as a flag: "had a police report available" is YES', async () => {
    expect(await one('How many claims had a police report available?', 'claims')).toBe(
      await truth('claims', "SELECT count(*) FROM data WHERE police_report_available = 'YES'"),
    )
    expect(await one('How many claims had no police report?', 'claims')).toBe(
      await truth('claims', "SELECT count(*) FROM data WHERE police_report_available = 'NO'"),
    )
  })

  it('reads "New York state" in the State column, by its code', async () => {
    expect(await one('How many accidents were in New York state?', 'accidents')).toBe(
      await truth('accidents', "SELECT count(*) FROM data WHERE State = 'NY'"),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the twenty-third measurement round (bench/everyday-23, frozen questions on
 * five tables the parser had not seen), now read or declined by general rules. Expected values
 * come from DuckDB reading the same files.
 */
const FILES = {
  farm: 'bench/everyday-23/farm.csv',
  bus: 'bench/everyday-23/bus.csv',
}

const { declined, golden, truth } = fixtureSuite(FILES)

describe('twenty-third measurement round', () => {
  it('reads "no deposit paid" as the yes/no column\'s no, never a No of other columns', async () => {
    const asked = await golden().ask('What percentage of contracts had no deposit paid?', ['farm'])
    expect(asked.answer.isError).toBe(false)
    const part = await truth('farm', 'SELECT count(*) FROM data WHERE NOT deposit_paid')
    const whole = await truth('farm', 'SELECT count(*) FROM data')
    expect(Number(asked.result?.rows[0]?.[2])).toBeCloseTo(part / whole, 6)
  })

  it('declines "which route was delayed least often": a state some rows have, left unread', async () => {
    expect(await declined('Which route was delayed least often?', 'bus')).toContain("'delayed'")
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** The wrong answer of everyday round 64 (event tent rentals), now right. */
const FILES = { tents: 'bench/everyday-64/event_tent_rentals.csv' }

const { asked, expected } = fixtureSuite(FILES)

describe('everyday round 64', () => {
  it('reads "event types" as EVT_TYP, never "types" alone as TENT_TYP', async () => {
    const top = await asked('List the 3 event types with the highest total amount billed.', 'tents')
    const truth = await expected(
      'tents',
      'SELECT EVT_TYP FROM data GROUP BY EVT_TYP ORDER BY sum(TOTAL_AMT) DESC LIMIT 3',
    )
    expect(top.result?.rows.map((row) => row[0])).toEqual(truth?.map((row) => row[0]))
  })
})

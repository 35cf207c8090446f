import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Answerable questions of the sixteenth measurement round (bench/everyday-16, frozen questions on
 * five tables the parser had not seen, no wrong answer) that declined and now read by general
 * rules. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  lift_tickets: 'bench/everyday-16/lift_tickets.csv',
  freight_quotes: 'bench/everyday-16/freight_quotes.csv',
}

const { rows, expected } = fixtureSuite(FILES)

describe('sixteenth measurement round', () => {
  it('names snow_depth_cm in full by "snow depth": a closing unit is what it is in', async () => {
    const got = await rows('What is the maximum snow depth recorded?', 'lift_tickets')
    expect(Number(got[0]?.[0])).toBe(
      Number((await expected('lift_tickets', 'SELECT max(snow_depth_cm) FROM data'))?.[0]?.[0]),
    )
    const lowest = await rows('List the 4 lowest snow depth values.', 'lift_tickets')
    expect(lowest.map((r) => Number(r[0]))).toEqual(
      ((await expected('lift_tickets', 'SELECT snow_depth_cm FROM data ORDER BY 1 LIMIT 4')) ?? []).map((r) =>
        Number(r[0]),
      ),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/** Everyday round 83 (hot desk passes, whose pass types include Day, Week and Month): what was wrong. */
const FILES = { passes: 'bench/everyday-83/hot_desk_passes.csv' }

const { expected, rows } = fixtureSuite(FILES)

const byMonth = (table: readonly (readonly unknown[])[]) =>
  Object.fromEntries(table.map((r) => [String(r[0]).slice(0, 7), Number(Number(r.at(-1)).toFixed(4))]))

describe('everyday round 83', () => {
  it('groups "per month" by the dates, never keeps the Month passes only', async () => {
    const counts = await rows('Give me the number of passes sold per month in 2024', 'passes')
    const want = await expected(
      'passes',
      `SELECT strftime(start_date, '%Y-%m'), count(*) FROM data WHERE year(start_date) = 2024 GROUP BY 1`,
    )
    expect(byMonth(counts)).toEqual(byMonth(want ?? []))
    const prices = await rows('What is the average price per month?', 'passes')
    const mean = await expected(
      'passes',
      `SELECT strftime(start_date, '%Y-%m'), avg(price) FROM data GROUP BY 1`,
    )
    expect(byMonth(prices)).toEqual(byMonth(mean ?? []))
  })
})

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
  trial: 'bench/everyday-16/trial_participants.csv',
  brewery_batches: 'bench/everyday-16/brewery_batches.csv',
}

const { rows, expected, truth, one } = fixtureSuite(FILES)

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

  it('reads a verb by its participle in a cell: "withdrew" for Withdrawn', async () => {
    expect(await one('How many participants withdrew?', 'trial')).toBe(
      await truth('trial', "SELECT count(*) FROM data WHERE Status = 'Withdrawn'"),
    )
  })

  it('reads "failed QC" as the no of QC Passed', async () => {
    expect(await one('How many batches failed QC?', 'brewery_batches')).toBe(
      await truth('brewery_batches', `SELECT count(*) FROM data WHERE "QC Passed" = 'N'`),
    )
  })

  it('counts "the most dumped batches" per brewer, the table\'s own noun read as a verb', async () => {
    const [[brewer, count]] = (await expected(
      'brewery_batches',
      "SELECT Brewer, count(*) FROM data WHERE Status = 'Dumped' GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
    )) as [[string, number]]
    const got = await rows('Which brewer had the most dumped batches?', 'brewery_batches')
    expect(got.map((r) => [r[0], Number(r[1])])).toEqual([[brewer, Number(count)]])
  })

  it('groups "how many quotes each month" by the month of the one date of the rows', async () => {
    const got = await rows('How many quotes each month?', 'freight_quotes')
    const months = await expected(
      'freight_quotes',
      "SELECT count(*) FROM data GROUP BY date_trunc('month', QuoteDate) ORDER BY date_trunc('month', QuoteDate)",
    )
    expect(got.map((r) => Number(r[1]))).toEqual(months?.map((r) => Number(r[0])))
  })

  it('reads "made by members" as the member flag, not a group', async () => {
    expect(await one('How many transactions were made by members?', 'lift_tickets')).toBe(
      await truth('lift_tickets', "SELECT count(*) FROM data WHERE member = 'Yes'"),
    )
  })
})

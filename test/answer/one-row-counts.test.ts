import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * "How many X in 2019" over a table with one row per year: counting the rows can only give 0 or
 * 1, so the question asks for a number of that row, or is declined. Expected values come from
 * DuckDB reading the same file, never from the engine.
 */
const FILES = { report: 'fixtures/business/annual-report.csv' }

const { rows, expected, declined } = fixtureSuite(FILES)

describe('a count pinned to one row of a column of different values', () => {
  it('reads the amount column the counted noun names, on that row', async () => {
    expect(await rows('How many customers were served in 2019?', 'report')).toEqual(
      await expected(
        'report',
        `SELECT replace("Customers served", ',', '')::BIGINT FROM data WHERE "Year" = 2019`,
      ),
    )
    expect(await rows('How many stores were opened in 2017?', 'report')).toEqual(
      await expected('report', 'SELECT "Stores opened" FROM data WHERE "Year" = 2017'),
    )
  })

  it('declines when no amount column is named, instead of counting one row', async () => {
    expect(await declined('How many people worked here in 2016?', 'report')).toContain('2016')
    expect(await declined('How many offices were there in 2019?', 'report')).toContain('2019')
  })

  it('still counts rows past a threshold, which may be many', async () => {
    expect(await rows('How many years had more than 10 stores opened?', 'report')).toEqual(
      await expected('report', 'SELECT count(*) FROM data WHERE "Stores opened" > 10'),
    )
  })

  it('never answers "the number of" with the names of a text column', async () => {
    const text = await declined('What is the number of auditors in 2020?', 'report')
    expect(text).not.toContain('Kestrel')
  })
})

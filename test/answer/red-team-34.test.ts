import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 34): Black Friday purchases (a Purchase amount, Product_Category_1 to _3, 0/1 marital status),
 * YouTube trending (video_error_or_removed, views in the millions), Melbourne housing and San
 * Francisco salaries. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  purchases: 'fixtures/business/kaggle-rt34-black_friday.csv',
  videos: 'fixtures/business/kaggle-rt34-youtube_trending.csv',
  salaries: 'fixtures/business/kaggle-rt34-sf_salaries.csv',
}

const { rows, expected, declined, truth, one } = fixtureSuite(FILES)

describe('red-team round 34', () => {
  it('never adds up a singular amount column for "how many purchases"', async () => {
    await declined('How many purchases are in the dataset?', 'purchases')
    await declined('How many purchases by female customers?', 'purchases')
  })

  it('keeps the number closing a header that has no twin (Product_Category_1 is not Product_Category)', async () => {
    const [[top]] = (await expected(
      'purchases',
      'SELECT Product_Category_1 FROM data GROUP BY 1 ORDER BY avg(Purchase) DESC LIMIT 1',
    )) as [[number]]
    const got = await rows('Which Product_Category_1 has the highest average purchase?', 'purchases')
    expect(got.map((r) => Number(r[0]))).toEqual([Number(top)])
    expect(await one('How many rows have Product_Category_2 equal to 8?', 'purchases')).toBe(
      await truth('purchases', 'SELECT count(*) FROM data WHERE Product_Category_2 = 8'),
    )
  })

  it("never reads past a word asking for blank cells, nor an adjective before the rows' noun", async () => {
    await declined('How many records have Product_Category_3 empty?', 'purchases')
    expect(await declined('What is the total purchase of unmarried customers?', 'purchases')).toContain(
      "'unmarried'",
    )
    expect(await declined('What is the average purchase of single customers?', 'purchases')).toContain(
      "'single'",
    )
    expect(await declined('What is the average purchase of married women?', 'purchases')).toContain(
      "'married'",
    )
  })

  it('scales both ends of "between 1 and 2 million"', async () => {
    expect(await one('How many videos have between 1 and 2 million views?', 'videos')).toBe(
      await truth('videos', 'SELECT count(*) FROM data WHERE views BETWEEN 1000000 AND 2000000'),
    )
  })

  it('reads "removed" as the flag video_error_or_removed whose name it closes', async () => {
    expect(await one('How many videos were removed?', 'videos')).toBe(
      await truth('videos', 'SELECT count(*) FROM data WHERE video_error_or_removed'),
    )
  })

  it('never answers "what share of employees" with a list of names', async () => {
    expect(await declined('What share of employees are full-time in 2014?', 'salaries')).toContain("'share'")
  })

  it('reads "the highest paid employee" as one row, never a total by job title', async () => {
    const [[title, pay]] = (await expected(
      'salaries',
      'SELECT JobTitle, TotalPay FROM data ORDER BY TotalPay DESC LIMIT 1',
    )) as [[string, number]]
    const got = await rows('What job title does the highest paid employee have?', 'salaries')
    expect(got.map((r) => [r[0], Number(r[1])])).toEqual([[title, Number(pay)]])
  })
})

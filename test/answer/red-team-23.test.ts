import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 23): a rich list and airline tweets. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  billionaires: 'fixtures/business/kaggle-rich-list.csv',
  tweets: 'fixtures/business/kaggle-airline-tweets.csv',
}

const { rows, expected } = fixtureSuite(FILES)

describe('one thing said in the singular after a superlative adjective', () => {
  it('reads "the richest man" as one row, not the group with the largest sum', async () => {
    const truth = await expected(
      'billionaires',
      `SELECT country FROM data WHERE gender = 'M' ORDER BY finalWorth DESC LIMIT 1`,
    )
    const got = await rows('Which country is the richest man from?', 'billionaires')
    expect(got.map((r) => r[0])).toEqual(truth?.map((r) => r[0]))
    // Without a noun the country is the group: the richest country by total worth.
    const byCountry = await expected(
      'billionaires',
      'SELECT country FROM data GROUP BY country ORDER BY sum(finalWorth) DESC LIMIT 1',
    )
    const richest = await rows('Which country is the richest?', 'billionaires')
    expect(richest.map((r) => r[0])).toEqual(byCountry?.map((r) => r[0]))
  })
})

describe('a header named by the words before its head', () => {
  it('does not answer "which user" with user_timezone', async () => {
    const truth = await expected(
      'tweets',
      'SELECT name FROM data GROUP BY name ORDER BY count(*) DESC LIMIT 1',
    )
    const got = await rows('Which user posted the most tweets?', 'tweets')
    expect(got.map((r) => r[0])).toEqual(truth?.map((r) => r[0]))
  })
})

describe('timestamps written as text', () => {
  it('orders "the most recent tweet" by its time of day, not only its day', async () => {
    const truth = await expected('tweets', 'SELECT airline FROM data ORDER BY tweet_created DESC LIMIT 1')
    const got = await rows('What is the airline of the most recent tweet?', 'tweets')
    expect(got.map((r) => r[0])).toEqual(truth?.map((r) => r[0]))
  })
})

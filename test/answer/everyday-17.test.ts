import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the seventeenth measurement round (bench/everyday-17, frozen questions on
 * five tables the parser had not seen), now read or declined by general rules. Expected values
 * come from DuckDB reading the same files.
 */
const FILES = {
  museum: 'bench/everyday-17/museum_ticket_sales.csv',
  food_bank: 'bench/everyday-17/food_bank_distributions.csv',
}

const { rows, asked, expected, declined, truth } = fixtureSuite(FILES)

describe('seventeenth measurement round', () => {
  it('counts rows per zip code for "the top 3 zip codes by number of transactions"', async () => {
    const top = await expected(
      'museum',
      'SELECT visitor_zip, count(*) FROM data WHERE visitor_zip IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 2',
    )
    const got = await rows('What are the top 3 visitor zip codes by number of transactions?', 'museum')
    expect(got.slice(0, 2).map((r) => [Number(r[0]), Number(r[1])])).toEqual(
      top?.map((r) => [Number(r[0]), Number(r[1])]),
    )
  })

  it('adds up the quantity for "how many tickets did we sell", and says so', async () => {
    const reply = await asked('How many adult tickets did we sell at the box office?', 'museum')
    expect(Number(reply.result?.rows[0]?.[0])).toBe(
      await truth(
        'museum',
        "SELECT sum(qty) FROM data WHERE ticket_type = 'Adult' AND sales_channel = 'Box Office'",
      ),
    )
    expect(reply.answer.text).toContain("Matched 'tickets' to the column qty")
  })

  it('reads "distributions were mobile" as the Mobile Distribution flag, never its distinct answers', async () => {
    expect(Number((await rows('How many distributions were mobile?', 'food_bank'))[0]?.[0])).toBe(
      await truth('food_bank', `SELECT count(*) FROM data WHERE "Mobile Distribution" = 'Yes'`),
    )
  })

  it('never names a headcount column as the thing asked by "which"', async () => {
    await declined('Which volunteer worked the most hours?', 'food_bank')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers found on tables the parser had not seen: red-team round 27 (a bank marketing table
 * with -1 codes, product reviews) and the eleventh measurement round (bench/everyday-11: a helpdesk
 * export, a property register with a "Pool (Y/N)" flag). Expected values come from DuckDB reading
 * the same files.
 */
const FILES = {
  bank: 'fixtures/business/kaggle-bank-marketing.csv',
  reviews: 'fixtures/business/kaggle-amazon-reviews.csv',
  matches: 'fixtures/business/kaggle-international-results.csv',
  tickets: 'bench/everyday-11/helpdesk_tickets.csv',
  homes: 'bench/everyday-11/property_sales.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

const count = async (artifact: keyof typeof FILES, where: string) =>
  Number((await expected(artifact, `SELECT count(*) FROM data WHERE ${where}`))?.[0]?.[0])
const number = async (question: string, artifact: keyof typeof FILES) =>
  Number((await rows(question, artifact))[0]?.[0])

describe('red-team round 27 and measurement round 11', () => {
  it('keeps the minus sign of "-1" and "-100"', async () => {
    expect(await number('How many clients have pdays of -1?', 'bank')).toBe(await count('bank', 'pdays = -1'))
    expect(await number('How many clients have a balance below -100?', 'bank')).toBe(
      await count('bank', 'balance < -100'),
    )
  })

  it('declines a group no column names ("for each agent", "by phone") instead of reading past it', async () => {
    expect(await declined('What is the average CSAT for each agent?', 'tickets')).toContain('agent')
    expect(await declined('How many tickets came in by phone?', 'tickets')).toContain('phone')
  })

  it('reads "with a pool" and "no pool" over Pool (Y/N) as its Y and its N, not as filled and blank', async () => {
    expect(await number('How many properties have a pool?', 'homes')).toBe(
      await count('homes', `"Pool (Y/N)" = 'Y'`),
    )
    expect(await number('How many properties have no pool?', 'homes')).toBe(
      await count('homes', `"Pool (Y/N)" = 'N'`),
    )
  })

  it('declines counting the different values of the one value a condition keeps', async () => {
    await declined('How many distinct products are there in the Toys & Games category?', 'reviews')
  })

  it('declines "did Brazil win" over two scores and no result column, instead of counting every match', async () => {
    expect(await declined('How many matches did Brazil win as the home team?', 'matches')).toContain('win')
    expect(await declined('How many times did Argentina beat Uruguay at home?', 'matches')).toContain('beat')
    // Without the result, the question is read.
    expect(await number('How many matches did Brazil play at home?', 'matches')).toBe(
      await count('matches', "home_team = 'Brazil'"),
    )
  })
})

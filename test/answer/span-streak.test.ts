import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GoldenEngine, goldenEngine } from './golden-harness.js'

describe('spans of a row and streaks of rows', () => {
  let golden: GoldenEngine
  beforeAll(async () => {
    golden = await goldenEngine({
      officers: 'fixtures/golden/officers.csv',
      members: 'fixtures/golden/members.csv',
      games: 'fixtures/golden/games.csv',
      bishops: 'fixtures/golden/bishops.csv',
      composers: 'fixtures/golden/composers.csv',
    })
  })
  afterAll(() => golden.close())

  it('reads how long a row lasted from its start and end columns', async () => {
    const asked = await golden.ask('how long was cora vance in office?', ['officers'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.sql).toBe(
      'SELECT min(("Left office" - "Took office")) AS "years", min((CAST(("Left office" - "Took office") AS VARCHAR) || (CASE WHEN (("Left office" - "Took office") = 1) THEN \' year\' ELSE \' years\' END))) AS "span" FROM "db"."golden"."officers" WHERE (("Name" = ?) AND ("Left office" > "Took office")) HAVING (count(*) = 1)',
    )
    expect(asked.params).toEqual(['Cora Vance'])
    expect(asked.result?.rows).toEqual([[13, '13 years']])
    expect(asked.answer.text).toContain('**13 years**')
  })

  it('says one year in the singular', async () => {
    const asked = await golden.ask('how many years did bruno tamm serve?', ['officers'])
    expect(asked.result?.rows).toEqual([[1, '1 year']])
  })

  it('declines a span whose end is not written', async () => {
    const asked = await golden.ask('how long did dmitri olsen serve?', ['officers'])
    expect(asked.answer.isError).toBe(true)
  })

  it('reads a span from one column of ranges, first year to last', async () => {
    const asked = await golden.ask('how long did elena park serve?', ['members'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.result?.rows).toEqual([[12, '12 years']])
    expect(asked.params).toEqual(['Elena Park'])
  })

  it('reads a range whose end year has two digits', async () => {
    const asked = await golden.ask('how long did ivo rask serve?', ['members'])
    expect(asked.result?.rows).toEqual([[22, '22 years']])
  })

  it('declines a span of a name on two rows', async () => {
    const asked = await golden.ask('how long did ada quill serve?', ['officers'])
    expect(asked.answer.isError).toBe(true)
  })

  it('picks the start and end columns named alike', async () => {
    const asked = await golden.ask('how long did ogmundur palsson serve?', ['bishops'])
    expect(asked.sql).toContain('("End of service" - "Beginning of service")')
    expect(asked.result?.rows).toEqual([[19, '19 years']])
  })

  it('reads a life from birth to death', async () => {
    const asked = await golden.ask('how long did lena hart live?', ['composers'])
    expect(asked.result?.rows).toEqual([[84, '84 years']])
  })

  it('declines a range that runs to the present', async () => {
    const asked = await golden.ask('how long did greta holm serve?', ['members'])
    expect(asked.answer.isError).toBe(true)
  })

  it('counts the longest run of wins in file order', async () => {
    const asked = await golden.ask('how many consecutive wins did they have?', ['games'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.sql).toBe(
      'SELECT max("length") AS "streak" FROM (SELECT count(*) AS "length" FROM (SELECT coalesce((lower(regexp_extract("Result", \'^[^A-Za-z]*([A-Za-z]+)\', 1)) IN (?, ?, ?, ?)), ?) AS "meets", (row_number() OVER (ORDER BY "__row" ASC NULLS LAST) - row_number() OVER (PARTITION BY coalesce((lower(regexp_extract("Result", \'^[^A-Za-z]*([A-Za-z]+)\', 1)) IN (?, ?, ?, ?)), ?) ORDER BY "__row" ASC NULLS LAST)) AS "run" FROM "db"."golden"."games") AS "runs" WHERE "meets" GROUP BY "run") AS "lengths"',
    )
    expect(asked.params).toEqual(['w', 'won', 'win', 'victory', false, 'w', 'won', 'win', 'victory', false])
    expect(asked.result?.rows).toEqual([[3]])
  })

  it('reads the longest losing streak', async () => {
    const asked = await golden.ask('what was the longest losing streak?', ['games'])
    expect(asked.result?.rows).toEqual([[1]])
  })

  it('counts a run of rows meeting a comparison', async () => {
    const asked = await golden.ask('for how many consecutive games was attendance above 50,000?', ['games'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.result?.rows).toEqual([[1]])
  })

  it('reads "number of consecutive" as the length of the longest run', async () => {
    const asked = await golden.ask('number of consecutive games won', ['games'])
    expect(asked.result?.rows).toEqual([[3]])
  })

  it('declines "consecutive" without a count or a longest', async () => {
    const asked = await golden.ask('which opponent came after consecutive wins?', ['games'])
    expect(asked.answer.query).not.toContain('consecutive rows')
  })

  it('declines a run of a value that names a single row', async () => {
    const asked = await golden.ask('how many consecutive years did cora vance serve?', ['officers'])
    expect(asked.answer.isError).toBe(true)
  })
})

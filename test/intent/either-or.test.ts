import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GoldenEngine, goldenEngine } from '../answer/golden-harness.js'

/** "more or less", "above or below", "before or after": the answer is one of the question's two words. */
describe('questions answered by one of two option words', () => {
  let golden: GoldenEngine
  beforeAll(async () => {
    golden = await goldenEngine({ medals: 'fixtures/medals.csv', riders: 'fixtures/golden/riders.csv' })
  })
  afterAll(() => golden.close())

  const word = async (question: string, table: string) => {
    const asked = await golden.ask(question, [table])
    expect(asked.answer.isError).toBe(false)
    return asked.result?.rows
  }

  it('compares a quantity of two named rows', async () => {
    const asked = await golden.ask('did china win more or less gold medals than russia?', ['medals'])
    expect(asked.sql).toBe(
      'SELECT (CASE WHEN ((SELECT max("Gold") AS "max(Gold)" FROM "db"."golden"."medals" WHERE ("Nation" = ?)) > (SELECT max("Gold") AS "max(Gold)" FROM "db"."golden"."medals" WHERE ("Nation" = ?))) THEN ? WHEN ((SELECT max("Gold") AS "max(Gold)" FROM "db"."golden"."medals" WHERE ("Nation" = ?)) < (SELECT max("Gold") AS "max(Gold)" FROM "db"."golden"."medals" WHERE ("Nation" = ?))) THEN ? END) AS "answer"',
    )
    expect(asked.params).toEqual(['China', 'Russia', 'more', 'China', 'Russia', 'less'])
    expect(asked.result?.rows).toEqual([['more']])
    expect(await word('did russia win more or less gold medals than china?', 'medals')).toEqual([['less']])
  })

  it('answers with the word the question wrote first when it is the smaller side', async () => {
    expect(await word('does hungary have fewer or more silver medals than italy?', 'medals')).toEqual([
      ['fewer'],
    ])
  })

  it('reads above and below on a rank column as the better and worse place', async () => {
    expect(await word('did ben cole finish above or below carl dietz?', 'riders')).toEqual([['above']])
    expect(await word('did dan evans finish above or below ana ruiz?', 'riders')).toEqual([['below']])
  })

  it('reads before and after as the order of the rows when no time is named', async () => {
    expect(await word('was eli fox listed before or after ben cole?', 'riders')).toEqual([['after']])
  })

  it('compares a count of rows with a number', async () => {
    expect(await word('are there more or less than 5 riders?', 'riders')).toEqual([['more']])
    expect(await word('are there above or below 7 riders?', 'riders')).toEqual([['below']])
  })

  it('answers with the number of a column the question offers', async () => {
    expect(await word('does rank 2 or 4 have more gold medals?', 'medals')).toEqual([['2']])
    expect(await word('does rank 4 or 2 have fewer silver medals?', 'medals')).toEqual([['4']])
  })

  it("compares a named row's value with a number", async () => {
    expect(await word('did france win more or less than 10 bronze medals?', 'medals')).toEqual([['more']])
  })

  it('turns the words round when the number comes first', async () => {
    expect(await word("is 30 more or less than russia's gold medals?", 'medals')).toEqual([['more']])
  })

  it('declines a tie', async () => {
    const asked = await golden.ask('did germany win more or less gold medals than france?', ['medals'])
    expect(asked.answer.isError).toBe(true)
  })

  it('declines when a row has no value', async () => {
    const asked = await golden.ask('did eli fox score more or less points than ben cole?', ['riders'])
    expect(asked.answer.isError).toBe(true)
  })
})

/** "which is younger, A or B": the option a comparative adjective picks out. */
describe('choices between two named rows by an adjective', () => {
  let golden: GoldenEngine
  beforeAll(async () => {
    golden = await goldenEngine({ swimmers: 'fixtures/golden/swimmers.csv' })
  })
  afterAll(() => golden.close())

  const choice = async (question: string) => {
    const asked = await golden.ask(question, ['swimmers'])
    expect(asked.answer.isError).toBe(false)
    return asked.result?.rows.map((r) => r[0])
  }

  it('reads a list of three options', async () => {
    expect(await choice('who was faster: tess walker, mia brandt or olga petrova?')).toEqual(['Olga Petrova'])
  })

  it('reads faster as the smaller time', async () => {
    expect(await choice('who was faster, olga petrova or kara lind?')).toEqual(['Kara Lind'])
    expect(await choice('who was slower, olga petrova or kara lind?')).toEqual(['Olga Petrova'])
  })

  it('reads younger as the later birth date when there is no age', async () => {
    const asked = await golden.ask('which swimmer is younger, ines moreau or mia brandt?', ['swimmers'])
    expect(asked.sql).toContain('ORDER BY max(')
    expect(asked.sql).toContain('DESC')
    expect(asked.result?.rows.map((r) => r[0])).toEqual(['Mia Brandt'])
    expect(await choice('who is older, ines moreau or mia brandt?')).toEqual(['Ines Moreau'])
  })

  it('reads taller as the larger height', async () => {
    expect(await choice('who is taller, tess walker or kara lind?')).toEqual(['Kara Lind'])
  })

  it('reads a higher rank as the smaller number', async () => {
    expect(await choice('who was ranked higher, mia brandt or kara lind?')).toEqual(['Kara Lind'])
  })

  it('compares by the one numeric column the question names', async () => {
    expect(await choice('whose time was higher, ines moreau or tess walker?')).toEqual(['Tess Walker'])
  })
})

/** "was A released by X or Y": which of two values a named row holds. */
describe('choices of the value a named row holds', () => {
  let golden: GoldenEngine
  beforeAll(async () => {
    golden = await goldenEngine({ riders: 'fixtures/golden/riders.csv' })
  })
  afterAll(() => golden.close())

  it('answers the option the named row holds', async () => {
    const asked = await golden.ask('did ben cole ride for honda or yamaha?', ['riders'])
    expect(asked.sql).toBe(
      'SELECT "Manufacturer" AS "Manufacturer", count(*) AS "count(*)" FROM "db"."golden"."riders" WHERE (("Rider" = ?) AND ("Manufacturer" IN (?, ?))) GROUP BY "Manufacturer" QUALIFY (rank() OVER (ORDER BY count(*) DESC NULLS LAST) = 1) ORDER BY count(*) DESC NULLS LAST',
    )
    expect(asked.params).toEqual(['Ben Cole', 'Honda', 'Yamaha'])
    expect(asked.result?.rows).toEqual([['Yamaha', 1]])
  })

  it('reads a word repeated before the second option', async () => {
    expect(
      (await golden.ask('did dan evans ride for suzuki or for honda?', ['riders'])).result?.rows,
    ).toEqual([['Suzuki', 1]])
  })

  it('answers which of two rows holds a value', async () => {
    const asked = await golden.ask('was carl dietz or dan evans from germany?', ['riders'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.result?.rows.map((r) => r[0])).toEqual(['Carl Dietz'])
  })

  it('declines when both options hold', async () => {
    const asked = await golden.ask('did ana ruiz or finn gray come from spain?', ['riders'])
    expect(asked.answer.isError).toBe(true)
  })
})

/** "which year had more M, 1965 or 1967": the period, as written, whose rows have more. */
describe('choices between two periods', () => {
  let golden: GoldenEngine
  beforeAll(async () => {
    golden = await goldenEngine({ councils: 'fixtures/golden/councils.csv' })
  })
  afterAll(() => golden.close())

  it('answers with the period the question wrote', async () => {
    const asked = await golden.ask('were there more conservative councillors in 1965 or 1967?', ['councils'])
    expect(asked.answer.isError).toBe(false)
    expect(asked.params).toContain('1967')
    expect(asked.result?.rows).toEqual([['1967']])
  })

  it('reads fewer as the smaller side', async () => {
    const asked = await golden.ask('which year had fewer labour councillors, 1964 or 1966?', ['councils'])
    expect(asked.result?.rows).toEqual([['1966']])
  })

  it('answers the period holding the named row', async () => {
    const asked = await golden.ask('was peter voss mayor in 1965 or 1967?', ['councils'])
    expect(asked.result?.rows).toEqual([['1967']])
  })

  it('declines when both periods hold the named row', async () => {
    const asked = await golden.ask('was ann cole mayor in 1965 or 1966?', ['councils'])
    expect(asked.answer.isError).toBe(true)
  })

  it('declines a tie', async () => {
    const asked = await golden.ask('which year had more conservative councillors, 1965 or 1966?', [
      'councils',
    ])
    expect(asked.answer.isError).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GoldenEngine, goldenEngine } from '../answer/golden-harness.js'

const STANDINGS = 'FROM "db"."golden"."standings"'
const PARTIES = 'FROM "db"."golden"."parties"'
const RIDERS = 'GROUP BY "Rider" ORDER BY min("__row") ASC NULLS LAST'

describe('conditions written with numbers', () => {
  let golden: GoldenEngine
  beforeAll(async () => {
    golden = await goldenEngine({
      standings: 'fixtures/golden/standings.csv',
      parties: 'fixtures/golden/parties.csv',
      swimmers: 'fixtures/golden/swimmers.csv',
      matches: 'fixtures/golden/matches.csv',
      relay: 'fixtures/golden/relay.csv',
      councils: 'fixtures/golden/councils.csv',
    })
  })
  afterAll(() => golden.close())

  const answered = async (question: string, table: string) => {
    const asked = await golden.ask(question, [table])
    expect(asked.answer.isError).toBe(false)
    return asked
  }

  it('reads a number before a numeric column as its value', async () => {
    const asked = await answered('which rider had 9 points?', 'standings')
    expect(asked.sql).toBe(`SELECT "Rider" AS "Rider" ${STANDINGS} WHERE ("Points" = ?) ${RIDERS}`)
    expect(asked.params).toEqual([9])
    expect(asked.result?.rows).toEqual([['Finn Gray']])
    expect(asked.answer.query).toBe('Rider where Points is 9')
  })

  it('reads two numbered columns joined by and', async () => {
    const asked = await answered('which riders completed 24 laps and had 11 points?', 'standings')
    expect(asked.sql).toBe(
      `SELECT "Rider" AS "Rider" ${STANDINGS} WHERE (("Laps" = ?) AND ("Points" = ?)) ${RIDERS}`,
    )
    expect(asked.params).toEqual([24, 11])
    expect(asked.result?.rows).toEqual([['Eli Fox']])
  })

  it('reads "a total of N <column>" as that value', async () => {
    const asked = await answered('which party got a total of 7 seats?', 'parties')
    expect(asked.params).toEqual([7])
    expect(asked.result?.rows).toEqual([['Free Farmers']])
    expect(asked.answer.query).toBe('Party where Seats is 7')
  })

  it('reads "between A and B" as both bounds of the column, inclusive', async () => {
    const asked = await answered('which parties won between 5 and 10 seats?', 'parties')
    expect(asked.sql).toBe(
      `SELECT "Party" AS "Party" ${PARTIES} WHERE (("Seats" >= ?) AND ("Seats" <= ?)) GROUP BY "Party" ORDER BY min("__row") ASC NULLS LAST`,
    )
    expect(asked.params).toEqual([5, 10])
    expect(asked.result?.rows).toEqual([['Harbour Party'], ['Free Farmers']])
    expect(asked.answer.query).toBe('Party where Seats is at least 5 and Seats is at most 10')
  })

  it('reads "from A to B" as a range', async () => {
    const asked = await answered('how many riders had from 10 to 20 points?', 'standings')
    expect(asked.params).toEqual([10, 20])
    expect(asked.result?.rows).toEqual([[4]])
  })

  it('declines "the top N" on a table without a rank column: file order says nothing of rank', async () => {
    const asked = await golden.ask('how many votes did the top 3 parties get?', ['parties'])
    expect(asked.answer.isError).toBe(true)
    expect(asked.sql).toBe('')
  })

  it('reads "in the top N" as the rank column at most N', async () => {
    const asked = await answered('which swimmers in the top 3 were from the club dynamo?', 'swimmers')
    expect(asked.sql).toBe(
      'SELECT "Name" AS "Name" FROM "db"."golden"."swimmers" WHERE (("Club" = ?) AND ("Rank" <= ?)) GROUP BY "Name" ORDER BY min("__row") ASC NULLS LAST',
    )
    expect(asked.params).toEqual(['Dynamo', 3])
    expect(asked.result?.rows).toEqual([['Olga Petrova']])
    expect(asked.answer.query).toBe("Name where Club is 'Dynamo' and Rank is at most 3")
  })

  it('counts rows of a rank column left empty (medals) as the top by file order', async () => {
    const asked = await answered('how many riders in the top 4 rode a honda?', 'standings')
    expect(asked.sql).toBe(
      `SELECT count(*) AS "count(*)" ${STANDINGS} WHERE (("Manufacturer" = ?) AND (("Rank" <= ?) OR ("__row" <= ?)))`,
    )
    expect(asked.params).toEqual(['Honda', 4, 4])
    expect(asked.result?.rows).toEqual([[2]])
    expect(asked.answer.query).toBe(
      "Count of rows where Manufacturer is 'Honda' and (Rank is at most 4 or the row number in file order is at most 4)",
    )
  })

  it('matches a score written after its column to the cells written that way', async () => {
    const asked = await answered('how many games had a score of 2-0?', 'matches')
    expect(asked.sql).toBe('SELECT count(*) AS "count(*)" FROM "db"."golden"."matches" WHERE ("Score" = ?)')
    expect(asked.params).toEqual(['2–0'])
    expect(asked.result?.rows).toEqual([[2]])
    expect(asked.answer.query).toBe("Count of rows where Score is '2–0'")
  })

  it('reads "a score of A or B" as either cell', async () => {
    const asked = await answered('which opponents had a score of 1-3 or 3-2?', 'matches')
    expect(asked.params).toEqual(['1–3', '3–2'])
    expect(asked.result?.rows).toEqual([['Lakeside'], ['Millbrook']])
  })

  it('matches a time to a cell written with a leading zero', async () => {
    const asked = await answered('which game had a length of 6:47?', 'matches')
    expect(asked.params).toEqual(['06:47'])
    expect(asked.result?.rows).toEqual([['Riverton']])
  })

  it('compares a clock time with a duration column in seconds', async () => {
    const asked = await answered('how many games had a length of more than 1:50?', 'matches')
    expect(asked.params).toEqual([110])
    expect(asked.result?.rows).toEqual([[4]])
    expect(asked.answer.query).toBe('Count of rows where Length (as duration) is more than 110')
  })

  it('reads a three-part time as minutes, seconds and hundredths when hours would outrun every cell', async () => {
    const asked = await answered('how many teams had a time below 5:56:21?', 'relay')
    expect(asked.params).toEqual([356.21])
    expect(asked.result?.rows).toEqual([[2]])
  })

  it('reads "faster than" a time as less time', async () => {
    const asked = await answered('which teams had a time faster than 5:50?', 'relay')
    expect(asked.params).toEqual([350])
    expect(asked.result?.rows).toEqual([['North'], ['South']])
  })

  it('reads a cue said twice ("at least 2 seats or more") once', async () => {
    const asked = await answered('how many parties won at least 2 seats or more?', 'parties')
    expect(asked.sql).toBe(`SELECT count(*) AS "count(*)" ${PARTIES} WHERE ("Seats" >= ?)`)
    expect(asked.params).toEqual([2])
    expect(asked.result?.rows).toEqual([[4]])
  })

  it('gives the second bound of "more than A but less than B" the first bound\'s column', async () => {
    const asked = await answered('which parties had votes of more than 900 but less than 4500?', 'parties')
    expect(asked.params).toEqual([900, 4500])
    expect(asked.result?.rows).toEqual([['Harbour Party'], ['Free Farmers'], ['New Left']])
    expect(asked.answer.query).toBe('Party where Votes is more than 900 and Votes is less than 4500')
  })

  it('reads a currency sign between the cue and the number', async () => {
    const asked = await answered('which parties had funding of at least $50,000?', 'parties')
    expect(asked.params).toEqual([50000])
    expect(asked.result?.rows).toEqual([['Green Alliance'], ['Free Farmers']])
  })

  it('compares a time with the one duration column when no column is named', async () => {
    const asked = await answered('how many teams finished in less than 5:50?', 'relay')
    expect(asked.params).toEqual([350])
    expect(asked.result?.rows).toEqual([[2]])
    expect(asked.answer.query).toBe('Count of rows where Time (as duration) is less than 350')
  })

  it('reads "N years old" as the age column', async () => {
    const asked = await answered('how many riders were 24 years old?', 'standings')
    expect(asked.sql).toBe(`SELECT count(*) AS "count(*)" ${STANDINGS} WHERE ("Age" = ?)`)
    expect(asked.params).toEqual([24])
    expect(asked.result?.rows).toEqual([[3]])
  })

  it('reads "<column> of N" as the column\'s value', async () => {
    const asked = await answered('which rider had laps of 18?', 'standings')
    expect(asked.params).toEqual([18])
    expect(asked.result?.rows).toEqual([['Gus Hale']])
  })

  it('reads "N in <column>" as the column\'s value', async () => {
    const asked = await answered('which party got 800 in votes?', 'parties')
    expect(asked.sql).toBe(
      `SELECT "Party" AS "Party" ${PARTIES} WHERE ("Votes" = ?) GROUP BY "Party" ORDER BY min("__row") ASC NULLS LAST`,
    )
    expect(asked.params).toEqual([800])
    expect(asked.result?.rows).toEqual([['Coast List']])
  })

  it('does not read "one year" as a year equal to 1', async () => {
    const asked = await answered('name one year with 12 conservative councillors.', 'councils')
    expect(asked.params).toEqual([12])
    expect(asked.result?.rows).toEqual([[1964]])
    expect(asked.answer.query).toBe('Year where Conservative councillors is 12')
  })
})

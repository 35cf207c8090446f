import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GoldenEngine, goldenEngine } from '../answer/golden-harness.js'

const PLACEHOLDERS = ['', '-', '--', '—', '–', 'n/a', 'na', '?', 'tba', 'tbd', '-1']
const FROM = 'FROM "db"."golden"."riders"'
const LIST = 'GROUP BY "Rider" ORDER BY min("__row") ASC NULLS LAST'

describe('negation and absence', () => {
  let golden: GoldenEngine
  beforeAll(async () => {
    golden = await goldenEngine({
      riders: 'fixtures/golden/riders.csv',
      season: 'fixtures/golden/season.csv',
      finishers: 'fixtures/golden/finishers.csv',
      labels: 'fixtures/golden/labels.csv',
      ships: 'fixtures/golden/ships.csv',
    })
  })
  afterAll(() => golden.close())

  const answered = async (question: string, table = 'riders') => {
    const asked = await golden.ask(question, [table])
    expect(asked.answer.isError).toBe(false)
    return asked
  }

  it('reads "no <amount>" as an empty cell or zero', async () => {
    const asked = await answered('how many riders had no points?')
    expect(asked.sql).toBe(
      `SELECT count(*) AS "count(*)" ${FROM} WHERE (("Points" IS NULL) OR ("Points" = ?))`,
    )
    expect(asked.params).toEqual([0])
    expect(asked.result?.rows).toEqual([[3]])
    expect(asked.answer.query).toBe('Count of rows where Points is empty or 0')
  })

  it('reads "did not get any <amount>" like "no <amount>"', async () => {
    const asked = await answered('how many riders did not get any points?')
    expect(asked.result?.rows).toEqual([[3]])
  })

  it('reads "no <text column>" as an empty or placeholder cell, never zero', async () => {
    const asked = await answered('which riders have no nickname?')
    expect(asked.sql).toBe(
      `SELECT "Rider" AS "Rider" ${FROM} WHERE (("Nickname" IS NULL) OR (lower(trim("Nickname")) IN (${PLACEHOLDERS.map(() => '?').join(', ')}))) ${LIST}`,
    )
    expect(asked.params).toEqual(PLACEHOLDERS)
    expect(asked.result?.rows).toEqual([['Ben Cole'], ['Carl Dietz'], ['Finn Gray']])
    expect(asked.answer.query).toBe('Rider where Nickname is empty')
  })

  it('negates a value joined to "not" by a verb and small words', async () => {
    const asked = await answered('which riders did not ride for honda?')
    expect(asked.sql).toBe(
      `SELECT "Rider" AS "Rider" ${FROM} WHERE (NOT coalesce(("Manufacturer" = ?), ?)) ${LIST}`,
    )
    expect(asked.params).toEqual(['Honda', false])
    expect(asked.result?.rows).toEqual([['Ben Cole'], ['Dan Evans'], ['Eli Fox']])
  })

  it('negates a value after "not from the"', async () => {
    const asked = await answered('how many riders were not from the united states?')
    expect(asked.params).toEqual(['United States', false])
    expect(asked.result?.rows).toEqual([[4]])
  })

  it('negates a place named by a common other name ("the us")', async () => {
    const asked = await answered('how many riders were not from the us?')
    expect(asked.params).toEqual(['United States', false])
    expect(asked.result?.rows).toEqual([[4]])
  })

  it('declines "no <column>" when the column is never empty', async () => {
    const asked = await golden.ask('which riders have no country?', ['riders'])
    expect(asked.answer.isError).toBe(true)
  })

  it('reads "not <verb> in <period>" as outside the period, among rows with a time', async () => {
    const asked = await answered('which riders did not debut in 2001?')
    expect(asked.sql).toBe(
      `SELECT "Rider" AS "Rider" ${FROM} WHERE ((NOT coalesce((("Debut" >= ?) AND ("Debut" < ?)), ?)) AND ("Debut" IS NOT NULL)) ${LIST}`,
    )
    expect(asked.params).toEqual([2001, 2002, false])
    expect(asked.result?.rows).toEqual([['Ana Ruiz'], ['Dan Evans'], ['Finn Gray']])
    expect(asked.answer.query).toBe(
      'Rider where Debut is outside 2001-01-01 up to 2002-01-01 and Debut is not empty',
    )
  })

  it('reads "did not win" as every other result', async () => {
    const asked = await answered('how many games did they not win?', 'season')
    expect(asked.params).toEqual(['w', 'won', 'win', 'victory', false])
    expect(asked.result?.rows).toEqual([[3]])
  })

  it('answers "did any <rows> have no <column>" with a boolean', async () => {
    const asked = await answered('did any riders have no nickname?')
    expect(asked.result?.rows).toEqual([[true]])
    expect(asked.answer.query).toBe('Whether any row has Nickname is empty')
  })

  it('reads "no more than" as at most, not as more than', async () => {
    const asked = await answered('which riders scored no more than 16 points?')
    expect(asked.sql).toBe(`SELECT "Rider" AS "Rider" ${FROM} WHERE ("Points" <= ?) ${LIST}`)
    expect(asked.params).toEqual([16])
    expect(asked.result?.rows).toEqual([['Carl Dietz'], ['Dan Evans']])
  })

  it('turns a comparison around when "not" stands before the column named with it', async () => {
    const asked = await answered('which riders do not have points above 16?')
    expect(asked.sql).toBe(`SELECT "Rider" AS "Rider" ${FROM} WHERE ("Points" <= ?) ${LIST}`)
    expect(asked.answer.query).toBe('Rider where Points is at most 16')
  })

  it('reads "did not finish" and "did not start" as the DNF and DNS cells', async () => {
    const finished = await answered('which athlete did not finish?', 'finishers')
    expect(finished.sql).toBe(
      'SELECT "Athlete" AS "Athlete" FROM "db"."golden"."finishers" WHERE ("Time" = ?) GROUP BY "Athlete" ORDER BY min("__row") ASC NULLS LAST',
    )
    expect(finished.params).toEqual(['DNF'])
    expect(finished.result?.rows).toEqual([['Tess Walker']])
    const started = await answered('which athlete did not start?', 'finishers')
    expect(started.params).toEqual(['DNS'])
    expect(started.result?.rows).toEqual([['Lena Ott']])
  })

  it('reads "no" that a "#" column name swallowed as a negation of the rest of the name', async () => {
    const asked = await answered('which acts have no albums released?', 'labels')
    expect(asked.sql).toBe(
      'SELECT "Act" AS "Act" FROM "db"."golden"."labels" WHERE (("# Albums released" IS NULL) OR ("# Albums released" = ?)) GROUP BY "Act" ORDER BY min("__row") ASC NULLS LAST',
    )
    expect(asked.result?.rows).toEqual([['The Pines'], ['Dust Road']])
  })

  it('reads "had <amount> but no <amount>" as more than 0 of the first and none of the second', async () => {
    const asked = await answered('which acts had singles but no albums released?', 'labels')
    expect(asked.sql).toBe(
      'SELECT "Act" AS "Act" FROM "db"."golden"."labels" WHERE ((("# Albums released" IS NULL) OR ("# Albums released" = ?)) AND ("Singles" > ?)) GROUP BY "Act" ORDER BY min("__row") ASC NULLS LAST',
    )
    expect(asked.params).toEqual([0, 0])
    expect(asked.result?.rows).toEqual([['The Pines']])
    expect(asked.answer.query).toBe('Act where # Albums released is empty or 0 and Singles is more than 0')
  })

  it('reads "did not <verb>" against the column whose cells start with a form of the verb', async () => {
    const asked = await answered('which ship did not sink?', 'ships')
    expect(asked.sql).toBe(
      `SELECT "Ship" AS "Ship" FROM "db"."golden"."ships" WHERE ((NOT coalesce((lower(regexp_extract("Fate", '^[^A-Za-z]*([A-Za-z]+)', 1)) IN (?)), ?)) AND (("Fate" IS NOT NULL) AND (lower(trim("Fate")) NOT IN (${PLACEHOLDERS.map(() => '?').join(', ')})))) GROUP BY "Ship" ORDER BY min("__row") ASC NULLS LAST`,
    )
    expect(asked.params).toEqual(['sunk', false, ...PLACEHOLDERS])
    expect(asked.result?.rows).toEqual([['Cedar']])
    expect(asked.answer.query).toBe("Ship where Fate does not start with 'sunk' and Fate is not empty")
  })

  it('reads "where nobody was given a <column>" as an empty cell', async () => {
    const asked = await answered('how many rows were there where nobody was given a nickname?')
    expect(asked.result?.rows).toEqual([[3]])
    expect(asked.answer.query).toBe('Count of rows where Nickname is empty')
  })
})

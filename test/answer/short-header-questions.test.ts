import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  askAnswered,
  type CsvOracle,
  csvOracle,
  type GoldenEngine,
  goldenEngine,
  resultRows,
} from './golden-harness.js'

/**
 * A clinic network's visit log whose headers are shortened as exports shorten them
 * (fixtures/business/clinic-visits.csv, made by scripts/make-visits-fixture.mjs): yr, mo, st
 * (US state codes), sev, RestingBP, MaxHR, pop. Expected values come from DuckDB reading the same
 * file directly, never from the engine.
 */
const FILE = 'fixtures/business/clinic-visits.csv'
let golden: GoldenEngine
let oracle: CsvOracle

beforeAll(async () => {
  golden = await goldenEngine({ visits: FILE })
  oracle = await csvOracle(FILE, 'visits')
})
afterAll(async () => {
  await golden.close()
  oracle.close()
})

const expected = (sql: string) => oracle.expected(sql)

const answered = (question: string) => askAnswered(golden, question, 'visits')

describe('questions over shortened headers', () => {
  it('reads initials in capitals as the words they stand for, and says so', async () => {
    const asked = await answered('What is the average resting blood pressure?')
    expect(resultRows(asked)).toEqual(await expected('SELECT avg(RestingBP) FROM visits'))
    expect(asked.answer.text).toMatch(/'resting blood pressure' to the column RestingBP/)
    const max = await answered('What is the highest maximum heart rate?')
    expect(resultRows(max)).toEqual(await expected('SELECT max(MaxHR) FROM visits'))
  })

  it('reads a header cut short ("sev") as the longer word the question says', async () => {
    const asked = await answered('What is the average severity?')
    expect(resultRows(asked)).toEqual(await expected('SELECT avg(sev) FROM visits'))
    expect(asked.answer.text).toMatch(/'severity' to the column sev\b/)
  })

  it('never cuts a header that is an English word itself ("pop" is not "popularity")', async () => {
    const asked = await golden.ask('What is the average popularity?', ['visits'])
    expect(asked.answer.isError).toBe(true)
  })

  it('calls a column of US state codes "state", and counts rows per state', async () => {
    const asked = await answered('Which state has the most visits?')
    expect(resultRows(asked).map((r) => r[0])).toEqual(
      (await expected('SELECT st FROM visits GROUP BY st ORDER BY count(*) DESC LIMIT 1')).map((r) => r[0]),
    )
    expect(asked.answer.text).toMatch(/'state' to the column st\b/)
    const distinct = await answered('How many different states are there?')
    expect(resultRows(distinct)).toEqual(await expected('SELECT count(DISTINCT st) FROM visits'))
  })

  it('takes month numbers as labels: the month with the most rows', async () => {
    const asked = await answered('In which month do most visits occur?')
    expect(resultRows(asked).map((r) => r[0])).toEqual(
      (await expected('SELECT mo FROM visits GROUP BY mo ORDER BY count(*) DESC LIMIT 1')).map((r) => r[0]),
    )
  })

  it('ranks groups by their mean when the question says "average", not by their sum', async () => {
    const asked = await answered('Which are the top 2 states with the highest average severity?')
    const top = await expected('SELECT st FROM visits GROUP BY st ORDER BY avg(sev) DESC LIMIT 2')
    expect(resultRows(asked).map((r) => r[0])).toEqual(top.map((r) => r[0]))
    expect(asked.sql).toMatch(/avg\("sev"\)/)
  })
})

describe('claims stated instead of asked', () => {
  it('judges "there are no ..." and "no ... has ..." as true or false', async () => {
    const none = await answered('There are no visits with a resting blood pressure above 170.')
    const [[some]] = (await expected('SELECT count(*) FROM visits WHERE RestingBP > 170')) as [[number]]
    expect(resultRows(none)).toEqual([[some === 0]])
    const never = await answered('No visit has a severity above 5.')
    expect(resultRows(never)).toEqual([[true]])
  })

  it('judges "all ... are ..." over every row', async () => {
    const asked = await answered('All visits have a severity above 1.')
    const [[below]] = (await expected('SELECT count(*) FROM visits WHERE NOT (sev > 1)')) as [[number]]
    expect(resultRows(asked)).toEqual([[below === 0]])
  })
})

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
 * Everyday questions over a support-ticket log and a loan book: headers written short
 * (loan_amnt, int_rate, ResolutionHours, CSAT), a capital letter as a cell ("grade A"), a percent
 * sign after a number, and a noun standing where a column's own word is ("default rate" for
 * int_rate). Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  tickets: 'fixtures/business/support-tickets.csv',
  loans: 'fixtures/business/loans.csv',
}
let golden: GoldenEngine
const oracles: Record<string, CsvOracle> = {}

beforeAll(async () => {
  golden = await goldenEngine(FILES)
  for (const [name, file] of Object.entries(FILES)) oracles[name] = await csvOracle(file, 'data')
})
afterAll(async () => {
  await golden.close()
  for (const oracle of Object.values(oracles)) oracle.close()
})

type Artifact = keyof typeof FILES
const rows = async (question: string, artifact: Artifact) =>
  resultRows(await askAnswered(golden, question, artifact))
const expected = (artifact: Artifact, sql: string) => oracles[artifact]?.expected(sql)

async function declined(question: string, artifact: Artifact): Promise<string> {
  const asked = await golden.ask(question, [artifact])
  expect(asked.answer.isError, asked.answer.text).toBe(true)
  return asked.answer.text
}

/** int_rate is text such as "22.33%" in the file; the engine stores the number. */
const RATE = "CAST(replace(int_rate, '%', '') AS DOUBLE)"

describe('headers written short', () => {
  it('reads "resolution time" as ResolutionHours, disclosed', async () => {
    const asked = await askAnswered(
      golden,
      'What is the average resolution time for urgent tickets?',
      'tickets',
    )
    expect(resultRows(asked)).toEqual(
      await expected('tickets', "SELECT avg(ResolutionHours) FROM data WHERE Priority = 'Urgent'"),
    )
    expect(asked.answer.text).toContain("Matched 'resolution time' to the column ResolutionHours")
  })

  it('reads "loan amount" as loan_amnt', async () => {
    expect(await rows('Average loan amount by grade', 'loans')).toEqual(
      await expected('loans', 'SELECT grade, avg(loan_amnt) FROM data GROUP BY grade ORDER BY grade'),
    )
  })
})

describe('cells and signs', () => {
  it('reads "grade A" as the cell A of grade, only when written as a capital', async () => {
    const [[average]] = (await rows('What is the average interest rate for grade A loans?', 'loans')) as [
      [number],
    ]
    const [[truth]] = (await expected('loans', `SELECT avg(${RATE}) FROM data WHERE grade = 'A'`)) as [
      [number],
    ]
    expect(average).toBeCloseTo(truth, 6)
    expect(await rows('how many grade B loans are there', 'loans')).toEqual(
      await expected('loans', "SELECT count(*) FROM data WHERE grade = 'B'"),
    )
  })

  it('reads "above 15%" as a number compared, never as a share', async () => {
    const asked = await askAnswered(golden, 'Is the average interest rate above 15%?', 'loans')
    const [[truth]] = (await expected('loans', `SELECT avg(${RATE}) > 15 FROM data`)) as [[boolean]]
    expect(resultRows(asked)).toEqual([[truth]])
    expect(asked.answer.query).not.toContain('Share')
  })
})

describe('a noun where the column has another word', () => {
  it('declines "the lowest default rate" rather than ranking by the interest rate', async () => {
    expect(await declined('Which grade has the lowest default rate?', 'loans')).toContain("'default'")
  })
})

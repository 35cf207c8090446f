import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Asked, askAnswered, type GoldenEngine, goldenEngine, resultRows } from './golden-harness.js'

/**
 * An HR table whose rows are employees (EmployeeID, a 0/1 Bonus flag, a numeric Level, a MaxOvertime
 * header that starts with "Max"): the answer's values and what was understood, never the SQL text.
 */
let golden: GoldenEngine

beforeAll(async () => {
  golden = await goldenEngine({ staff: 'fixtures/business/staff.csv' })
})
afterAll(() => golden.close())

const rows = resultRows
const firstColumn = (asked: Asked) => rows(asked).map((r) => r[0])
const answered = (question: string) => askAnswered(golden, question, 'staff')

async function declined(question: string): Promise<string> {
  const asked = await golden.ask(question, ['staff'])
  expect(asked.answer.isError, asked.answer.text).toBe(true)
  expect(asked.sql).toBe('')
  return asked.answer.text
}

describe('questions about the rows of an HR table', () => {
  it('reads "the most common" of a numeric column as its mode', async () => {
    const asked = await answered('What is the most common level?')
    expect(firstColumn(asked)).toEqual([2])
    expect(asked.answer.query).toContain('Count of rows by Level')
  })

  it('answers another column of the row with the highest value once when tied rows agree', async () => {
    const asked = await answered('What is the department of the employee with the highest age?')
    expect(rows(asked)).toEqual([['Engineering', 52]])
  })

  it('ranks rows, not groups, for "the top 3 employees with the highest age"', async () => {
    const asked = await answered('List the departments of the top 3 employees with the highest age.')
    expect(firstColumn(asked)).toEqual(['Engineering', 'Engineering', 'Marketing'])
  })

  it('reads "enumerate" and "provide" as "list", and keeps file order among tied rows', async () => {
    // 112 rates 5.0; 103 and 109 tie at 4.5, and 103 comes first in the file.
    const top = await answered('Enumerate the departments of the top 3 employees with the highest rating.')
    expect(firstColumn(top)).toEqual(['Engineering', 'Engineering', 'Marketing'])
    const bottom = await answered('Provide the ages of the bottom 2 employees with the lowest rating.')
    expect(firstColumn(bottom)).toEqual([31, 23])
  })

  it('reads "maximum age" as the aggregate, not as the MaxOvertime header', async () => {
    const asked = await answered('What is the maximum age?')
    expect(rows(asked)).toEqual([[52]])
    expect(asked.answer.query).toBe('Maximum of Age')
  })

  it('compares two groups by the average of a level, not its sum', async () => {
    // Sales averages 3.75 against Support's 2.67; their sums (7.5 and 8) would say no.
    const asked = await answered('Is the average rating higher for Sales than Support?')
    expect(rows(asked)).toEqual([[true]])
    expect(asked.answer.query).toContain('Average of AvgRating')
  })

  it('reads "with a bonus" as the flag set, and counts "Unknown" as a stated value', async () => {
    const asked = await answered('What are the 2 most common work types among employees with a bonus?')
    expect(rows(asked)).toEqual([
      ['Unknown', 4],
      ['Office', 3],
    ])
  })

  it('computes a standard deviation and a range', async () => {
    const sd = await answered('What is the standard deviation of age?')
    expect(Number(rows(sd)[0]?.[0])).toBeCloseTo(9.6621, 3)
    const range = await answered('What is the range of age?')
    expect(rows(range)).toEqual([[29]])
  })

  it('counts the employees EmployeeID stands for, and names them by it', async () => {
    expect(rows(await answered('How many employees have a bonus?'))).toEqual([[7]])
    expect(firstColumn(await answered('Which employee has the highest age?'))).toEqual([104, 108])
  })

  it('counts rows per group for "the highest number of"', async () => {
    const asked = await answered('Which department has the highest number of employees with a bonus?')
    expect(rows(asked)).toEqual([['Engineering', 4]])
  })

  it('reads "the top 2 departments" without a measure as the departments with the most rows', async () => {
    const asked = await answered('What are the top 2 departments among employees with a bonus?')
    expect(rows(asked)).toEqual([
      ['Engineering', 4],
      ['Support', 2],
    ])
  })

  it('reads "which 2 departments have the most employees" as the two largest groups', async () => {
    const asked = await answered('Which 2 departments have the most employees?')
    expect(rows(asked)).toEqual([
      ['Engineering', 5],
      ['Support', 3],
    ])
  })

  it('declines "the top 3 employees" without a measure: file order is no ranking', async () => {
    expect(await declined('What is the total age of the top 3 employees?')).toContain("'3'")
  })

  it('counts the rows for a row noun after "how many"', async () => {
    const asked = await answered('How many individuals have an age above 40?')
    expect(rows(asked)).toEqual([[5]])
  })

  it('declines "which department group": the head noun is asked, and no column holds groups', async () => {
    expect(await declined('Which department group has the highest age?')).toContain("'group'")
  })

  it('answers "do all" and "are all" as a claim about every row of the scope', async () => {
    // Engineering: 104 has no bonus. Sales: 34 and 45. Support: 23 is not over 30.
    expect(rows(await answered('Do all employees in Engineering have a bonus?'))).toEqual([[false]])
    expect(rows(await answered('Are all employees in Sales older than 30?'))).toEqual([[true]])
    const support = await answered('Are all employees in Support older than 30?')
    expect(rows(support)).toEqual([[false]])
    expect(support.answer.query).toContain('Whether every row with Department')
  })

  it('declines "do all senior employees ..." rather than claim it of every employee', async () => {
    expect(await declined('Do all senior employees have a bonus?')).toContain("'senior'")
  })

  it('answers whether the top row meets a claim, and declines when tied top rows disagree', async () => {
    // The highest rating is 112's 5.0 (Engineering, bonus 1); the lowest is 110's 2.0 (bonus 1).
    expect(rows(await answered('Does the employee with the highest rating have a bonus?'))).toEqual([[true]])
    expect(
      rows(await answered('Is it true that the employee with the lowest rating works in Sales?')),
    ).toEqual([[false]])
    // 104 and 108 are both 52: 104 has no bonus, 108 has one.
    const tied = await golden.ask('Does the oldest employee have a bonus?', ['staff'])
    expect(tied.answer.isError).toBe(true)
    expect(tied.answer.text).toContain('several rows tie for the top')
  })

  it('declines a comparison it cannot read instead of counting every row', async () => {
    expect(await declined('How many employees have a better rating?')).toContain("'better'")
  })

  it('answers "who are the top 3" with the EmployeeID when no column names the rows, not with ages', async () => {
    // 104 and 108 are both 52; file order puts 104 first.
    const asked = await answered('Who are the top 3 employees with the highest age?')
    expect(firstColumn(asked)).toEqual([104, 108, 109])
  })
})

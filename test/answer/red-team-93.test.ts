import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Red-team round 93 (Kaggle-shaped employee sample data, NASA nearest earth objects, COVID-19 in
 * India) and everyday round 78's jewellery repairs: everyday forms it declined.
 */
const FILES = {
  employees: 'fixtures/business/kaggle-rt93-employee_sample_data.csv',
  neo: 'fixtures/business/kaggle-rt93-neo.csv',
  covid: 'fixtures/business/kaggle-rt93-covid_19_india.csv',
  repairs: 'bench/everyday-78/jewellery_repairs.csv',
}

const { expected, one, rows, truth, asked } = fixtureSuite(FILES)

describe('red-team round 93', () => {
  it('reads "have an Exit Date" as the date filled, and "a final price recorded" too', async () => {
    expect(await one('How many employees have an Exit Date?', 'employees')).toBe(
      await truth('employees', `SELECT count("Exit Date") FROM data`),
    )
    expect(await one('Is it true that every ticket has a final price recorded?', 'repairs')).toBe(
      await truth('repairs', 'SELECT count(*) = count(final_price) FROM data'),
    )
  })

  it('orders by Hire Date for "the most recently hired employee", never by the file', async () => {
    const [row] = await rows('What is the Full Name of the most recently hired employee?', 'employees')
    const want = await expected(
      'employees',
      `SELECT "Full Name" FROM data QUALIFY "Hire Date" = max("Hire Date") OVER ()`,
    )
    expect(want?.map((r) => r[0])).toContain(row?.[0])
  })

  it('reads "HR" as the initials of a Department cell, and says so', async () => {
    const reply = await asked('How many employees are in HR?', 'employees')
    expect(Number(reply.result?.rows[0]?.[0])).toBe(
      await truth('employees', `SELECT count(*) FROM data WHERE Department = 'Human Resources'`),
    )
    expect(reply.answer.text).toContain('Human Resources')
  })

  it('reads "objects" as the rows, a general word for things', async () => {
    expect(await one('How many objects are hazardous?', 'neo')).toBe(
      await truth('neo', 'SELECT count(*) FROM data WHERE hazardous'),
    )
  })

  it('reads "State/UnionTerritory" written as the header is, a glued word in it', async () => {
    expect(await one('How many distinct State/UnionTerritory values are in the data?', 'covid')).toBe(
      await truth('covid', 'SELECT count(DISTINCT "State/UnionTerritory") FROM data'),
    )
  })
})

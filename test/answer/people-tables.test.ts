import { describe, expect, it } from 'vitest'
import { fixtureSuite, resultRows } from './golden-harness.js'

/**
 * Questions about people and what they earn: flags named "isRemote", "non-" before a flag, verbs
 * that name a column ("earn"), verbs of where a row belongs ("work in Sales"), a range after its
 * column ("the salary range"), person nouns as the rows of a table about people, a column named
 * in parentheses after the words that describe it, and headers glued from two words ("famsize").
 * Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  hr: 'fixtures/business/hr-employees-linking.csv',
  students: 'fixtures/business/students.csv',
  sales: 'fixtures/sales.csv',
  staff: 'fixtures/business/staff.csv',
  customers: 'fixtures/business/customers.csv',
}
const { rows, expected, declined, asked: askOne } = fixtureSuite(FILES)

describe('flags named with "is"', () => {
  it('reads "remote employees" as isRemote, and "non-remote" as its opposite', async () => {
    const remote = await askOne('What is the total salary of remote employees?', 'hr')
    expect(resultRows(remote)).toEqual(
      await expected('hr', 'SELECT sum(AnnualSalary) FROM data WHERE isRemote'),
    )
    expect(remote.answer.text).not.toContain('Read without')
    const office = await askOne('average salary of non-remote employees', 'hr')
    expect(resultRows(office)).toEqual(
      await expected('hr', 'SELECT avg(AnnualSalary) FROM data WHERE NOT isRemote'),
    )
    expect(office.answer.text).toContain("'non-remote'")
  })

  it('does not read "are" as the "is" of isRemote', async () => {
    const asked = await askOne('how many remote employees are in Texas', 'hr')
    expect(resultRows(asked)).toEqual(
      await expected('hr', "SELECT count(*) FROM data WHERE isRemote AND State = 'TX'"),
    )
    expect(asked.answer.text).not.toContain("'are'")
  })
})

describe('verbs and statistics of pay', () => {
  it('reads "earn" as the salary column, disclosed', async () => {
    expect(await rows('Which employees earn more than 60000?', 'hr')).toEqual(
      await expected('hr', 'SELECT EmployeeID FROM data WHERE AnnualSalary > 60000 ORDER BY EmployeeID'),
    )
    const top = await askOne('Who earns the most?', 'hr')
    expect(resultRows(top)[0]?.[0]).toEqual(
      (await expected('hr', 'SELECT fullName FROM data ORDER BY AnnualSalary DESC LIMIT 1'))?.[0]?.[0],
    )
    expect(top.answer.text).toContain("Matched 'earns' to the column AnnualSalary")
  })

  it('reads "the salary range" as the largest minus the smallest', async () => {
    expect(await rows('What is the salary range?', 'hr')).toEqual(
      await expected('hr', 'SELECT max(AnnualSalary) - min(AnnualSalary) FROM data'),
    )
    expect(await rows('salary range by department', 'hr')).toEqual(
      await expected(
        'hr',
        'SELECT DeptName, max(AnnualSalary) - min(AnnualSalary) FROM data GROUP BY DeptName ORDER BY DeptName',
      ),
    )
  })

  it('averages groups for "in terms of average", never sums them', async () => {
    expect(await rows('bottom 2 regions in terms of average revenue', 'sales')).toEqual(
      await expected(
        'sales',
        'SELECT region, avg(revenue) AS a FROM data GROUP BY region ORDER BY a LIMIT 2',
      ),
    )
    expect(await rows('top 2 regions by average revenue', 'sales')).toEqual(
      await expected(
        'sales',
        'SELECT region, avg(revenue) AS a FROM data GROUP BY region ORDER BY a DESC LIMIT 2',
      ),
    )
  })
})

describe('where the rows belong', () => {
  it('reads "work in Sales" as the department, and declines a place the table lacks', async () => {
    expect(await rows('How many women work in Sales?', 'hr')).toEqual(
      await expected('hr', "SELECT count(*) FROM data WHERE Gender = 'F' AND DeptName = 'Sales'"),
    )
    expect(await declined('how many people work in Paris', 'hr')).toContain("'paris'")
  })
})

describe('the people a table is about', () => {
  it('reads "students" as the rows of a table with ages and sexes', async () => {
    expect(await rows('How many students are older than 16?', 'students')).toEqual(
      await expected('students', 'SELECT count(*) FROM data WHERE age > 16'),
    )
  })

  it('declines "customers" over a table of orders, which has no ages or sexes', async () => {
    expect(await declined('how many customers are there', 'sales')).toContain("'customers'")
  })
})

describe('a column named in parentheses', () => {
  it('reads the words before "(Medu)" as its description, not as a cell ("mother")', async () => {
    const asked = await askOne(
      "How many students have their mother's education (Medu) level above 3?",
      'students',
    )
    expect(resultRows(asked)).toEqual(await expected('students', 'SELECT count(*) FROM data WHERE Medu > 3'))
    expect(asked.answer.query).not.toContain('guardian')
  })

  it('declines the same words without the column named', async () => {
    const text = await declined("How many students have their mother's education above 3?", 'students')
    expect(text).toContain('education')
  })
})

describe('headers glued from two words', () => {
  it('reads "family size" as famsize and "travel time" as traveltime, disclosed', async () => {
    const asked = await askOne(
      'What is the family size of the student with the highest final grade (G3)?',
      'students',
    )
    expect(resultRows(asked)[0]?.[0]).toEqual(
      (await expected('students', 'SELECT famsize FROM data ORDER BY G3 DESC LIMIT 1'))?.[0]?.[0],
    )
    expect(asked.answer.text).toContain("Matched 'family size' to the column famsize")
    expect(await rows('What is the average travel time of students?', 'students')).toEqual(
      await expected('students', 'SELECT avg(traveltime) FROM data'),
    )
  })
})

describe('columns named for an aggregate, flags received, a level compared', () => {
  it('reads "the maximum overtime" as the maximum of MaxOvertime, disclosed', async () => {
    const asked = await askOne('What is the maximum overtime?', 'staff')
    expect(resultRows(asked)).toEqual(await expected('staff', 'SELECT max(MaxOvertime) FROM data'))
    expect(asked.answer.text).toContain('MaxOvertime (the maximum of its values)')
  })

  it('reads "got a bonus" as the Bonus flag set', async () => {
    expect(await rows('How many employees got a bonus?', 'staff')).toEqual(
      await expected('staff', 'SELECT count(*) FROM data WHERE Bonus = 1'),
    )
  })

  it('reads "above level 2" as Level > 2', async () => {
    expect(await rows('How many office workers are above level 2?', 'staff')).toEqual(
      await expected('staff', "SELECT count(*) FROM data WHERE WorkType = 'Office' AND Level > 2"),
    )
  })
})

describe('copulas, zero counts and open periods', () => {
  it('never reads "are" as the "is" of isRemote', async () => {
    const asked = await askOne('What are the two most frequent states?', 'hr')
    expect(asked.answer.query).toContain('State')
    expect(asked.answer.query).not.toContain('isRemote')
  })

  it('answers 0 when each condition names a cell the table holds', async () => {
    const [[truth]] = (await expected('hr', "SELECT count(*) FROM data WHERE Gender = 'M' AND isRemote")) as [
      [number],
    ]
    expect(truth).toBe(0)
    expect(await rows('How many men are remote?', 'hr')).toEqual([[0]])
  })

  it('reads "2020 or later" and "2019 or earlier" as open periods', async () => {
    expect(await rows('Average salary of employees hired in 2020 or later', 'hr')).toEqual(
      await expected('hr', "SELECT avg(AnnualSalary) FROM data WHERE HireDate >= DATE '2020-01-01'"),
    )
    expect(await rows('how many employees were hired in 2019 or earlier', 'hr')).toEqual(
      await expected('hr', "SELECT count(*) FROM data WHERE HireDate < DATE '2020-01-01'"),
    )
  })
})

describe('a person noun beside a date column named for it', () => {
  it('reads "single customers" as the rows, not a word read past (Dt_Customer shares it)', async () => {
    const asked = await askOne('What is the average income of single customers?', 'customers')
    expect(resultRows(asked)).toEqual(
      await expected('customers', "SELECT avg(Income) FROM data WHERE Marital_Status = 'Single'"),
    )
    expect(asked.answer.text).not.toContain('Read without')
  })

  it('declines "which customer" rather than grouping by the dates of Dt_Customer', async () => {
    await declined('which customer has the highest income', 'customers')
  })
})

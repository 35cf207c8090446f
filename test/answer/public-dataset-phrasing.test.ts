import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Questions a new user asked of tables shaped like common public datasets (HR attrition,
 * insurance charges, video game sales, listings, loans, admissions, campaigns) that were
 * answered wrong. Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  hr: 'fixtures/business/hr-attrition.csv',
  insurance: 'fixtures/business/insurance.csv',
  games: 'fixtures/business/game-sales.csv',
  customers: 'fixtures/business/customers.csv',
  homes: 'fixtures/business/home-listings.csv',
  orders: 'fixtures/business/web-orders.csv',
  admissions: 'fixtures/business/hospital-admissions.csv',
  applications: 'fixtures/business/loan-applications.csv',
  emails: 'fixtures/business/email-campaigns.csv',
}

const { rows, expected, declined, asked } = fixtureSuite(FILES)

describe('an identifier column names the rows, never a measure', () => {
  it('counts employees by department instead of ranking by EmployeeNumber', async () => {
    const truth = await expected(
      'hr',
      'SELECT Department, count(*) AS n FROM data GROUP BY Department QUALIFY rank() OVER (ORDER BY n DESC) = 1',
    )
    expect(await rows('Which department has the most employees?', 'hr')).toEqual(truth)
  })

  it('counts the fewest the same way', async () => {
    const truth = await expected(
      'hr',
      'SELECT JobRole, count(*) AS n FROM data GROUP BY JobRole QUALIFY rank() OVER (ORDER BY n ASC) = 1',
    )
    expect(await rows('Which job role has the fewest employees?', 'hr')).toEqual(truth)
  })

  it('declines "highest paid employees" rather than ranking by EmployeeNumber', async () => {
    const text = await declined('Top 5 highest paid employees', 'hr')
    expect(text).toContain('paid')
  })
})

describe('a word naming several parallel columns', () => {
  const PARALLEL = { regional: 'fixtures/business/regional-sales.csv' }
  const regional = fixtureSuite(PARALLEL)

  it('reads "sales" as the column of the whole when one says so (Global_Sales)', async () => {
    const truth = await expected(
      'games',
      'SELECT Genre, sum(Global_Sales) AS s FROM data GROUP BY Genre QUALIFY rank() OVER (ORDER BY s DESC) = 1',
    )
    expect(await rows('Which genre has the highest sales?', 'games')).toEqual(truth)
  })

  it('declines and names the columns when none is the whole', async () => {
    const text = await regional.declined('What are the total sales of the Kettle?', 'regional')
    expect(text).toContain("'sales' could mean several columns: North_Sales, South_Sales, East_Sales")
  })

  it('still reads a column named in full among them', async () => {
    expect(await regional.rows('What are the total North_Sales?', 'regional')).toEqual(
      await regional.expected('regional', 'SELECT sum(North_Sales) FROM data'),
    )
  })
})

describe('the time column of the rows', () => {
  it('orders "the most recent customer" by the date they joined, never by their birth year', async () => {
    expect(await rows('Who is the most recent customer?', 'customers')).toEqual(
      await expected('customers', 'SELECT ID FROM data ORDER BY Dt_Customer DESC LIMIT 1'),
    )
  })
})

describe('the people a yes/no column is set for ("smokers" for smoker)', () => {
  it('filters an average to the smokers', async () => {
    expect(await rows('average charges for smokers', 'insurance')).toEqual(
      await expected('insurance', "SELECT avg(charges) FROM data WHERE smoker = 'yes'"),
    )
    expect(await rows('average bmi of smokers', 'insurance')).toEqual(
      await expected('insurance', "SELECT avg(bmi) FROM data WHERE smoker = 'yes'"),
    )
  })

  it('counts only smokers when a copula follows them', async () => {
    expect(await rows('How many female smokers are in the southeast?', 'insurance')).toEqual(
      await expected(
        'insurance',
        "SELECT count(*) FROM data WHERE sex = 'female' AND region = 'southeast' AND smoker = 'yes'",
      ),
    )
  })

  it('still groups by the column after "by"', async () => {
    expect(await rows('average charges by smoker', 'insurance')).toEqual(
      // DuckDB reads the column as BOOLEAN; Tally keeps the cells as written.
      await expected(
        'insurance',
        "SELECT CASE WHEN smoker THEN 'yes' ELSE 'no' END AS s, avg(charges) FROM data GROUP BY s ORDER BY s",
      ),
    )
  })
})

describe('leaving, said as a verb ("left", "quit") over Attrition or Churn', () => {
  it('filters to the employees who left', async () => {
    expect(await rows('average age of employees who left', 'hr')).toEqual(
      await expected('hr', "SELECT avg(Age) FROM data WHERE Attrition = 'Yes'"),
    )
    expect(await rows('How many people left in Sales?', 'hr')).toEqual(
      await expected('hr', "SELECT count(*) FROM data WHERE Attrition = 'Yes' AND Department = 'Sales'"),
    )
    expect(await rows('How many employees quit?', 'hr')).toEqual(
      await expected('hr', "SELECT count(*) FROM data WHERE Attrition = 'Yes'"),
    )
  })

  it('declines a verb closing a clause on the rows that names nothing', async () => {
    expect(await declined('How many employees who relocated are in Sales?', 'hr')).toContain("'relocated'")
    expect(await declined('average monthly income of employees who travelled', 'hr')).toContain("'travelled'")
  })
})

describe('a number said of people is their age', () => {
  it('reads "people over 50" as age above 50, never as the measure above 50', async () => {
    const answer = await asked('average charges for people over 50', 'insurance')
    expect(answer.result?.rows).toEqual(
      await expected('insurance', 'SELECT avg(charges) FROM data WHERE age > 50'),
    )
    expect(answer.answer.text).toContain("Matched 'people over 50' to the column age")
    expect(await rows('average MonthlyIncome of employees over 40', 'hr')).toEqual(
      await expected('hr', 'SELECT avg(MonthlyIncome) FROM data WHERE Age > 40'),
    )
  })

  it('keeps a number with a column of its own on that column', async () => {
    expect(await rows('average charges for people with bmi over 30', 'insurance')).toEqual(
      await expected('insurance', 'SELECT avg(charges) FROM data WHERE bmi > 30'),
    )
  })
})

describe('a verb that is only part of a header ("has" of has_pool)', () => {
  it('adds no has_pool condition to "which city has the highest average price"', async () => {
    const truth = await expected(
      'homes',
      'SELECT city, avg(price) AS p FROM data GROUP BY city QUALIFY rank() OVER (ORDER BY p DESC) = 1',
    )
    expect(await rows('Which city has the highest average price?', 'homes')).toEqual(truth)
  })
})

describe('a percent said of a column of fractions', () => {
  it('compares "more than 40%" with 0.4 and says so', async () => {
    const answer = await asked('how many orders have a discount above 20%?', 'orders')
    expect(answer.result?.rows).toEqual(
      await expected('orders', 'SELECT count(*) FROM data WHERE Discount > 0.2'),
    )
    expect(answer.answer.text).toContain("Matched '20%' to '0.2 in Discount'")
  })

  it('reads "a discount of 50%" as 0.5', async () => {
    const [[any]] = (await expected('orders', 'SELECT count(*) > 0 FROM data WHERE Discount = 0.5')) as [
      [boolean],
    ]
    const answer = await asked('Is there any order with a discount of 50%?', 'orders')
    expect(answer.answer.text).toContain(any ? '**Yes.**' : '**No.**')
    expect(answer.answer.text).toContain("Matched '50%' to '0.5 in Discount'")
  })
})

describe('the things "the most" counts', () => {
  it('counts readmissions as the rows where Readmitted is yes', async () => {
    const truth = await expected(
      'admissions',
      "SELECT Department, count(*) AS n FROM data WHERE Readmitted = 'Yes' GROUP BY Department QUALIFY rank() OVER (ORDER BY n DESC) = 1",
    )
    expect(await rows('Which department had the most readmissions?', 'admissions')).toEqual(truth)
  })

  it('declines a counted noun that names neither the rows nor anything in the table', async () => {
    expect(await declined('Which department had the most complaints?', 'admissions')).toContain(
      "'complaints'",
    )
  })

  it('still counts a noun that names the rows', async () => {
    const truth = await expected(
      'admissions',
      'SELECT Department, count(*) AS n FROM data GROUP BY Department QUALIFY rank() OVER (ORDER BY n DESC) = 1',
    )
    expect(await rows('Which department has the most patients?', 'admissions')).toEqual(truth)
  })
})

describe('people named by a word of an amount column ("applicants" of ApplicantIncome)', () => {
  it('counts the applicants by group, never sums their income', async () => {
    const truth = await expected(
      'applications',
      'SELECT Gender, count(*) AS n FROM data GROUP BY Gender QUALIFY rank() OVER (ORDER BY n DESC) = 1',
    )
    expect(await rows('Which gender has the most applicants?', 'applications')).toEqual(truth)
  })
})

describe('a column named by a noun and its participle ("Emails Sent")', () => {
  it('sums the column for "the total number of emails sent", never counts rows', async () => {
    expect(await rows('What is the total number of emails sent?', 'emails')).toEqual(
      await expected('emails', 'SELECT sum("Emails Sent") FROM data'),
    )
  })
})

describe('smaller readings', () => {
  it('groups by the column after "does each"', async () => {
    expect(await rows('How many applications does each Property_Area have?', 'applications')).toEqual(
      await expected(
        'applications',
        'SELECT Property_Area, count(*) FROM data GROUP BY Property_Area ORDER BY Property_Area',
      ),
    )
  })

  it('reads a Y/N cell said after the name of its column ("Loan_Status Y")', async () => {
    expect(await rows('How many loans have Loan_Status N?', 'applications')).toEqual(
      await expected('applications', "SELECT count(*) FROM data WHERE Loan_Status = 'N'"),
    )
  })
})

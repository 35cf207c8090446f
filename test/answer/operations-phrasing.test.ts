import { describe, expect, it } from 'vitest'
import { fixtureSuite, resultRows, tiedTopLabels } from './golden-harness.js'

/**
 * Everyday questions over a support-ticket log, a loan book, a customer list and a stock list:
 * headers written short (loan_amnt, int_rate, ResolutionHours), a capital letter as a cell ("grade
 * A"), a percent sign after a number, a noun standing where a column's own word is ("default rate"
 * for int_rate), "on average", "inactive" for is_active, and verbs that name a column ("spends"). Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  tickets: 'fixtures/business/support-tickets.csv',
  loans: 'fixtures/business/loans.csv',
  customers: 'fixtures/business/shop-customers.csv',
  inventory: 'fixtures/business/inventory.csv',
  campaigns: 'fixtures/business/campaigns.csv',
}
const { rows, expected, declined, asked: askOne } = fixtureSuite(FILES)

/** int_rate is text such as "22.33%" in the file; the engine stores the number. */
const RATE = "CAST(replace(int_rate, '%', '') AS DOUBLE)"

describe('headers written short', () => {
  it('reads "resolution time" as ResolutionHours, disclosed', async () => {
    const asked = await askOne('What is the average resolution time for urgent tickets?', 'tickets')
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
    const asked = await askOne('Is the average interest rate above 15%?', 'loans')
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

describe('averages, opposites and verbs of spending', () => {
  it('reads "spends the most on average" as the highest mean of total_spent, not avg_discount', async () => {
    const asked = await askOne('Which segment spends the most on average?', 'customers')
    expect(resultRows(asked)).toEqual(
      await expected(
        'customers',
        'SELECT segment, avg(total_spent) AS a FROM data GROUP BY segment ORDER BY a DESC LIMIT 1',
      ),
    )
    expect(asked.answer.query).not.toContain('avg_discount')
  })

  it('reads "the most expensive products on average" as the highest mean price per group', async () => {
    expect(await rows('Which supplier has the most expensive products on average?', 'inventory')).toEqual(
      await expected(
        'inventory',
        'SELECT Supplier, avg(UnitCost) AS a FROM data GROUP BY Supplier ORDER BY a DESC LIMIT 1',
      ),
    )
  })

  it('reads "inactive" as is_active false, also as the condition of "the most"', async () => {
    expect(await rows('how many inactive customers', 'customers')).toEqual(
      await expected('customers', 'SELECT count(*) FROM data WHERE NOT is_active'),
    )
    const most = await rows('Which city has the most inactive customers?', 'customers')
    const truth = await expected(
      'customers',
      'SELECT city, count(*) AS n FROM data WHERE NOT is_active GROUP BY city ORDER BY n DESC',
    )
    expect(new Set(most.map((r) => r[0]))).toEqual(tiedTopLabels(truth))
  })
})

describe('counts, rates and ranked values on a campaign table', () => {
  it('reads "more than 1000 clicks" as a count compared, not the year 1000', async () => {
    expect(await rows('How many campaigns had more than 1000 clicks?', 'campaigns')).toEqual(
      await expected('campaigns', 'SELECT count(*) FROM data WHERE Clicks > 1000'),
    )
  })

  it('declines "conversion rate": a rate is no Conversions column', async () => {
    expect(await declined('What is the conversion rate of email campaigns?', 'campaigns')).toContain("'rate'")
  })

  it('lists "the top 3 number of clicks" and "the most common 2 channels"', async () => {
    expect(await rows('What are the top 3 number of clicks?', 'campaigns')).toEqual(
      await expected('campaigns', 'SELECT Clicks FROM data ORDER BY Clicks DESC LIMIT 3'),
    )
    const common = await rows('What are the most common 2 channels?', 'campaigns')
    const truth = await expected(
      'campaigns',
      'SELECT Channel, count(*) AS n FROM data GROUP BY Channel ORDER BY n DESC, Channel',
    )
    expect(common.map((r) => r[1])).toEqual(truth?.slice(0, 2).map((r) => r[1]))
  })
})

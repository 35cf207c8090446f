import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday operations questions that were answered wrong or not at all: a rate of a yes/no
 * column, a flag said before the measure ("billable hours"), "from" and "to" over two columns of
 * the same places, a ratio ("per kg") read past, and people counted as rows of a timesheet.
 * Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  shipments: 'fixtures/business/shipments.csv',
  timesheets: 'fixtures/business/timesheets.csv',
  subscriptions: 'fixtures/business/subscriptions.csv',
  titanic: 'fixtures/business/ferry-manifest.csv',
  campaigns: 'fixtures/business/campaigns.csv',
  games: 'fixtures/golden/games.csv',
  sales: 'fixtures/sales.csv',
  hr: 'fixtures/business/hr-employees-linking.csv',
  staff: 'fixtures/business/staff.csv',
  medals: 'fixtures/medals.csv',
}

const { rows, expected, declined, asked } = fixtureSuite(FILES)

describe('the rate of a yes/no column', () => {
  it('reads "the churn rate" as the share of rows where churned is yes', async () => {
    const [[part, whole]] = (await expected(
      'subscriptions',
      "SELECT count(*) FILTER (WHERE churned = 'yes'), count(*) FROM data",
    )) as [[number, number]]
    const answer = await asked('What is the churn rate?', 'subscriptions')
    expect(answer.answer.text).toContain(`(${part} of ${whole})`)
  })

  it('takes the rows of the conditions as the whole', async () => {
    const [[part, whole]] = (await expected(
      'subscriptions',
      "SELECT count(*) FILTER (WHERE churned = 'yes'), count(*) FROM data WHERE plan = 'Enterprise'",
    )) as [[number, number]]
    const answer = await asked('What is the churn rate for the Enterprise plan?', 'subscriptions')
    expect(answer.answer.text).toContain(`(${part} of ${whole})`)
  })
})

describe('the rate of a yes/no column by group', () => {
  const RATE = "avg(CASE WHEN churned = 'yes' THEN 1 ELSE 0 END)"

  it('gives each plan its churn rate, as a fraction shown in percent', async () => {
    expect(await rows('churn rate by plan', 'subscriptions')).toEqual(
      await expected('subscriptions', `SELECT plan, ${RATE} FROM data GROUP BY plan ORDER BY plan`),
    )
    const answer = await asked('What is the churn rate for each country?', 'subscriptions')
    expect(answer.answer.text).toMatch(/\| \d+(\.\d+)?% \|/)
  })

  it('ranks groups by their rate, never by a count or a sum', async () => {
    const [[top]] = (await expected(
      'subscriptions',
      `SELECT industry FROM data GROUP BY industry ORDER BY ${RATE} DESC LIMIT 1`,
    )) as [[string]]
    const answer = await rows('Which industry has the highest churn rate?', 'subscriptions')
    expect(answer.map((r) => r[0])).toEqual([top])
    expect(await rows('What are the top 2 countries by churn rate?', 'subscriptions')).toEqual(
      await expected(
        'subscriptions',
        `SELECT country, ${RATE} AS r FROM data GROUP BY country ORDER BY r DESC, country LIMIT 2`,
      ),
    )
  })

  it('reads the rate of a 0/1 column, where another column only shares "rate" (AvgRating)', async () => {
    expect(await rows('What is the bonus rate by department?', 'staff')).toEqual(
      await expected(
        'staff',
        'SELECT Department, avg(CASE WHEN Bonus = 1 THEN 1 ELSE 0 END) FROM data GROUP BY Department ORDER BY Department',
      ),
    )
  })

  it('declines "the best churn rate", whose direction the rate does not say', async () => {
    expect(await declined('Which plan has the best churn rate?', 'subscriptions')).toContain(
      'did not understand',
    )
  })
})

describe('a flag said before the measure', () => {
  it('sums only the billable hours, by project', async () => {
    expect(await rows('Total billable hours by project', 'timesheets')).toEqual(
      await expected(
        'timesheets',
        'SELECT Project, sum(Hours) FROM data WHERE Billable GROUP BY Project ORDER BY Project',
      ),
    )
  })

  it('ranks projects by their billable hours only', async () => {
    const [[top]] = (await expected(
      'timesheets',
      'SELECT Project FROM data WHERE Billable GROUP BY Project ORDER BY sum(Hours) DESC LIMIT 1',
    )) as [[string]]
    expect((await rows('Which project has the most billable hours?', 'timesheets')).map((r) => r[0])).toEqual(
      [top],
    )
  })
})

describe('"from" and "to" over two columns of the same places', () => {
  it('reads "from" as the origin and "to" as the destination, never either one', async () => {
    expect(
      await rows('What is the total freight cost of shipments from Antwerp to Valencia?', 'shipments'),
    ).toEqual(
      await expected(
        'shipments',
        "SELECT sum(FreightCost) FROM data WHERE Origin = 'Antwerp' AND Destination = 'Valencia'",
      ),
    )
    expect(await rows('How many shipments went to Hamburg?', 'shipments')).toEqual(
      await expected('shipments', "SELECT count(*) FROM data WHERE Destination = 'Hamburg'"),
    )
  })
})

describe('a ratio is not read past', () => {
  it('declines "cost per kg" instead of answering the average cost', async () => {
    expect(await declined('Average freight cost per kg by carrier', 'shipments')).toContain("'kg'")
  })

  it('still reads "per carrier" as the group', async () => {
    expect(await rows('What is the average freight cost per carrier?', 'shipments')).toEqual(
      await expected(
        'shipments',
        'SELECT Carrier, avg(FreightCost) FROM data GROUP BY Carrier ORDER BY Carrier',
      ),
    )
  })
})

describe('people in a table where a person has many rows', () => {
  it('counts the different employees, not their timesheet lines', async () => {
    expect(await rows('How many employees worked on Cobalt?', 'timesheets')).toEqual(
      await expected('timesheets', "SELECT count(DISTINCT Employee) FROM data WHERE Project = 'Cobalt'"),
    )
  })

  it('declines "people", which names no column there', async () => {
    expect(await declined('How many people worked on Cobalt?', 'timesheets')).toContain("'people'")
  })

  it('still counts passengers as the rows of a manifest', async () => {
    expect(await rows('How many people were in first class?', 'titanic')).toEqual(
      await expected('titanic', 'SELECT count(*) FROM data WHERE Pclass = 1'),
    )
  })
})

describe('a verb of a measure compared with a number', () => {
  it('reads "weigh more than 1000 kg" and "cost more than 1000" as amounts, never the year 1000', async () => {
    expect(await rows('How many shipments weigh more than 1000 kg?', 'shipments')).toEqual(
      await expected('shipments', 'SELECT count(*) FROM data WHERE WeightKg > 1000'),
    )
    expect(await rows('How many shipments cost more than 1000?', 'shipments')).toEqual(
      await expected('shipments', 'SELECT count(*) FROM data WHERE FreightCost > 1000'),
    )
  })

  it('sums "the total weight shipped by DHL", where "shipped" also names ShipDate', async () => {
    expect(await rows('What is the total weight shipped by DHL?', 'shipments')).toEqual(
      await expected('shipments', "SELECT sum(WeightKg) FROM data WHERE Carrier = 'DHL'"),
    )
  })
})

describe('an amount said as a thing the rows have', () => {
  it('declines "how many campaigns had a budget" instead of counting every campaign', async () => {
    expect(await declined('How many campaigns had a budget?', 'campaigns')).toContain("'budget'")
  })

  it('still reads "had a budget above 5000" as a condition on Budget', async () => {
    expect(await rows('How many campaigns had a budget above 5000?', 'campaigns')).toEqual(
      await expected('campaigns', 'SELECT count(*) FROM data WHERE Budget > 5000'),
    )
  })
})

describe('the first or last of a kind of result', () => {
  it('reads "their last loss" as the last row whose result is a loss, not the last row', async () => {
    expect(await rows('Who was the opponent in their last loss?', 'games')).toEqual(
      await expected('games', "SELECT Opponent FROM data WHERE Result LIKE 'L%' ORDER BY Week DESC LIMIT 1"),
    )
    expect(await rows('Who was the opponent of the first loss of the season?', 'games')).toEqual(
      await expected('games', "SELECT Opponent FROM data WHERE Result LIKE 'L%' ORDER BY Week LIMIT 1"),
    )
  })
})

describe('a difference between two periods', () => {
  /** Totals of 2023 and 2024 over the file (the oracle reads the file where "data" first stands). */
  const YEARS =
    'WITH y AS (SELECT year(CAST(order_date AS DATE)) AS yr, revenue FROM data) ' +
    'SELECT sum(revenue) FILTER (WHERE yr = 2024) - sum(revenue) FILTER (WHERE yr = 2023) AS change FROM y'

  it('is a distance when asked as "the difference", a signed change when asked as "change"', async () => {
    const [[change]] = (await expected('sales', YEARS)) as [[number]]
    const [[distance]] = (await rows(
      'What is the difference in revenue between 2023 and 2024?',
      'sales',
    )) as [[number]]
    const [[signed]] = (await rows('How much did revenue change between 2023 and 2024?', 'sales')) as [
      [number],
    ]
    expect(change).toBeLessThan(0)
    expect(distance).toBeCloseTo(-change, 6)
    expect(signed).toBeCloseTo(change, 6)
  })
})

describe('"who" past a threshold', () => {
  it('lists everyone who earns more than 100000, though "who" is singular', async () => {
    const answer = await rows('Who earns more than 100000?', 'hr')
    const names = (await expected(
      'hr',
      'SELECT fullName FROM data WHERE AnnualSalary > 100000',
    )) as string[][]
    expect(names.length).toBeGreaterThan(1)
    expect(answer.map((r) => r[0]).sort()).toEqual(names.map((r) => r[0]).sort())
  })
})

describe('one amount per another', () => {
  it('divides the totals: "the spend per click", overall and by channel', async () => {
    const [[overall]] = (await expected('campaigns', 'SELECT sum(Spend) / sum(Clicks) FROM data')) as [
      [number],
    ]
    const [[answer]] = (await rows('What is the spend per click?', 'campaigns')) as [[number]]
    expect(answer).toBeCloseTo(overall, 9)
    const byChannel = (await rows('What is the revenue per conversion by channel?', 'campaigns')) as [
      string,
      number,
    ][]
    const oracle = (await expected(
      'campaigns',
      'SELECT Channel, sum(Revenue) / sum(Conversions) FROM data GROUP BY Channel ORDER BY Channel',
    )) as [string, number][]
    expect(byChannel.map((r) => r[0])).toEqual(oracle.map((r) => r[0]))
    for (const [i, r] of byChannel.entries()) expect(r[1]).toBeCloseTo(oracle[i]?.[1] ?? Number.NaN, 9)
  })

  it('ranks groups by the ratio of their totals', async () => {
    const [[top]] = (await expected(
      'campaigns',
      'SELECT Channel FROM data GROUP BY Channel ORDER BY sum(Spend) / sum(Clicks) DESC LIMIT 1',
    )) as [[string]]
    expect(
      (await rows('Which channel has the highest spend per click?', 'campaigns')).map((r) => r[0]),
    ).toEqual([top])
  })

  it('declines "the average spend per click", which could be either mean', async () => {
    expect(await declined('What is the average spend per click?', 'campaigns')).toContain(
      'I could not answer',
    )
  })
})

describe('the direction of a comparison between two rows', () => {
  const yesNo = async (question: string) => (await rows(question, 'medals'))[0]?.[0]
  const truth = async (sql: string) => ((await expected('medals', sql)) as [[boolean]])[0][0]

  it('reads "fewer" as less, never turned round twice', async () => {
    const fewer = await truth(
      "SELECT max(Total) FILTER (WHERE Nation = 'Russia') < max(Total) FILTER (WHERE Nation = 'China') FROM data",
    )
    expect(await yesNo('Did Russia have fewer total medals than China?')).toBe(fewer)
    expect(await yesNo('Did Russia have more total medals than China?')).toBe(!fewer)
  })

  it('reads "a higher rank" as the smaller number', async () => {
    const higher = await truth(
      "SELECT max(TRY_CAST(Rank AS INTEGER)) FILTER (WHERE Nation = 'Russia') < max(TRY_CAST(Rank AS INTEGER)) FILTER (WHERE Nation = 'China') FROM data",
    )
    expect(await yesNo('Did Russia have a higher rank than China?')).toBe(higher)
    expect(await yesNo('Did Russia have a lower rank than China?')).toBe(!higher)
    expect((await rows('Which nations had a higher rank than Russia?', 'medals')).map((r) => r[0])).toEqual(
      (
        (await expected(
          'medals',
          'SELECT Nation FROM data WHERE TRY_CAST(Rank AS INTEGER) < 4 ORDER BY Rank',
        )) ?? []
      ).map((r) => r[0]),
    )
  })
})

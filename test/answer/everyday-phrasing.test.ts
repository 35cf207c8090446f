import { describe, expect, it } from 'vitest'
import { fixtureSuite, resultRows } from './golden-harness.js'

/**
 * Everyday phrasing around what a question asks: light verbs ("made", "paid", "took place"),
 * units written after a number ("15g/dm^3", "$80k"), the rows called by a noun that also names
 * part of a column (customers beside Dt_Customer, in a table named marketing), one row ranked ("in a single visit") and
 * calendar days over a column of times. Expected values come from DuckDB reading the same files,
 * never from the engine.
 */
const FILES = {
  catalog: 'fixtures/business/catalog.csv',
  invoices: 'fixtures/business/invoices.csv',
  hr: 'fixtures/business/hr-employees-linking.csv',
  'league-titles': 'fixtures/business/league-titles.csv',
  'ferry-manifest': 'fixtures/business/ferry-manifest.csv',
  sales: 'fixtures/sales.csv',
  marketing: 'fixtures/business/customers.csv',
  'wine-lab': 'fixtures/business/wine-lab.csv',
  'store-visits': 'fixtures/business/store-visits.csv',
}
const { rows, expected, declined, asked: askOne } = fixtureSuite(FILES)

describe('light verbs', () => {
  it('reads "made" before a number compared as saying nothing more', async () => {
    expect(await rows('Has any customer made more than 20 web purchases?', 'marketing')).toEqual(
      await expected('marketing', 'SELECT count(*) > 0 FROM data WHERE NumWebPurchases > 20'),
    )
    expect(await rows('How many customers have made more than 7 store purchases?', 'marketing')).toEqual(
      await expected('marketing', 'SELECT count(*) FROM data WHERE NumStorePurchases > 7'),
    )
  })

  it('reads a participle between its noun and "by" as light, but not a state the table lacks', async () => {
    expect(await rows("What's the maximum number of web purchases made by a customer?", 'marketing')).toEqual(
      await expected('marketing', 'SELECT max(NumWebPurchases) FROM data'),
    )
    // status holds shipped, pending and returned: "paid" is a state it does not hold.
    expect(await declined('How many orders were paid?', 'sales')).toContain("'paid' is not a value of status")
    expect(await declined('How many orders were paid by card?', 'sales')).toContain("'paid'")
  })

  it('declines a light verb whose object names a condition the table does not hold', async () => {
    const text = await declined('Did any customer make the shortlist?', 'marketing')
    expect(text).toContain('shortlist')
  })
})

describe('units after a number', () => {
  it('drops a unit given per another unit after a comparison', async () => {
    expect(await rows('Are there any wines with residual sugar above 15g/dm^3?', 'wine-lab')).toEqual([
      [true],
    ])
    expect(await rows('How many wines have free sulfur dioxide above 50 mg/dm^3?', 'wine-lab')).toEqual(
      await expected('wine-lab', 'SELECT count(*) FROM data WHERE "free sulfur dioxide" > 50'),
    )
  })

  it('reads "$80k" as 80,000', async () => {
    const asked = await askOne('Are there any customers with an income above $80k?', 'marketing')
    expect(resultRows(asked)).toEqual([[true]])
    expect(asked.answer.query).toContain('80000')
    expect(await rows('Are there any customers with an income above $90k?', 'marketing')).toEqual([[false]])
  })
})

describe('the rows called by name', () => {
  it('reads "among the customers" as the rows although a column is named Dt_Customer', async () => {
    const asked = await askOne("What's the minimum recency among the customers?", 'marketing')
    expect(resultRows(asked)).toEqual(await expected('marketing', 'SELECT min(Recency) FROM data'))
    // Read as the rows, not read past.
    expect(asked.answer.text).not.toContain('Read without')
  })

  it('ranks one row for "in a single visit", and totals per store otherwise', async () => {
    expect(await rows('Which store had the highest spend in a single visit?', 'store-visits')).toEqual(
      await expected('store-visits', 'SELECT Store, Spend FROM data ORDER BY Spend DESC LIMIT 1'),
    )
    const total = await rows('Which store had the highest total spend?', 'store-visits')
    expect(total).toEqual(
      await expected(
        'store-visits',
        'SELECT Store, sum(Spend) AS s FROM data GROUP BY Store ORDER BY s DESC LIMIT 1',
      ),
    )
    expect(total[0]?.[0]).not.toBe(
      (await rows('Which store had the highest spend in a single visit?', 'store-visits'))[0]?.[0],
    )
  })
})

describe('calendar days', () => {
  it('counts the different days of a column of times, not its different times', async () => {
    const asked = await askOne('On how many different days were visits recorded?', 'store-visits')
    expect(resultRows(asked)).toEqual(
      await expected('store-visits', 'SELECT count(DISTINCT CAST(VisitTime AS DATE)) FROM data'),
    )
    expect(resultRows(asked)).not.toEqual(
      await expected('store-visits', 'SELECT count(DISTINCT VisitTime) FROM data'),
    )
    expect(asked.answer.query).toContain('days of VisitTime')
  })
})

describe('rows named only by an identifier', () => {
  it('answers "who" with the ID column when no column names the rows', async () => {
    expect(await rows('Who is the customer with the highest income?', 'marketing')).toEqual(
      await expected('marketing', 'SELECT ID, Income FROM data ORDER BY Income DESC LIMIT 1'),
    )
    const top = await rows('Who are the top 3 customers with the highest income?', 'marketing')
    expect(top.map((r) => r[0])).toEqual(
      (await expected('marketing', 'SELECT ID FROM data ORDER BY Income DESC LIMIT 3'))?.map((r) => r[0]),
    )
  })

  it('declines "who" over a table with neither names nor an identifier', async () => {
    await declined('Who is the customer with the highest spend?', 'store-visits')
  })
})

describe('periods asked for', () => {
  it('groups "which year" by the year of a date column, not by each date or by order numbers', async () => {
    const asked = await askOne('Which year had the highest revenue?', 'sales')
    const [[year, total]] = (await expected(
      'sales',
      'SELECT year(order_date)::VARCHAR, round(sum(revenue), 2) AS s FROM data GROUP BY 1 ORDER BY s DESC LIMIT 1',
    )) as [[string, number]]
    // The result holds the year's first day; the answer names the year.
    expect(String(resultRows(asked)[0]?.[0]).slice(0, 4)).toBe(year)
    expect(asked.answer.text).toContain(`**${year}**`)
    expect(Number(resultRows(asked)[0]?.[1])).toBeCloseTo(total, 2)
    const orders = await askOne('Which year had the most orders?', 'sales')
    const [[busiest, count]] = (await expected(
      'sales',
      'SELECT year(order_date)::VARCHAR, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 1',
    )) as [[string, number]]
    expect(String(resultRows(orders)[0]?.[0]).slice(0, 4)).toBe(busiest)
    expect(resultRows(orders)[0]?.[1]).toBe(count)
  })

  it('declines "which month" over several years: a calendar month or one month', async () => {
    await declined('In which month were the most orders placed?', 'sales')
  })

  it('declines "who" for customers over a table whose only identifier is the order number', async () => {
    expect(await declined('Who is the top customer?', 'sales')).toContain('customer')
  })
})

describe('uniqueness', () => {
  it('answers whether every value of a column is different', async () => {
    const unique = 'SELECT count(DISTINCT {c}) = count({c}) FROM data'
    expect(await rows('Is every city unique?', 'sales')).toEqual(
      await expected('sales', unique.replaceAll('{c}', 'city')),
    )
    expect(await rows('Is each order id different?', 'sales')).toEqual(
      await expected('sales', unique.replaceAll('{c}', 'order_id')),
    )
    expect(await rows("Is every customer's ID unique?", 'marketing')).toEqual([[true]])
  })

  it('declines a uniqueness question with a condition it does not read', async () => {
    await declined('Are all cities in Spain unique?', 'sales')
  })
})

describe('glued headers and ordinals', () => {
  it('reads "class" as Pclass and "2nd class" as its value 2', async () => {
    const asked = await askOne('How many people were in 2nd class?', 'ferry-manifest')
    expect(resultRows(asked)).toEqual(
      await expected('ferry-manifest', 'SELECT count(*) FROM data WHERE Pclass = 2'),
    )
    expect(asked.answer.text).toContain("Matched 'class' to the column Pclass")
  })

  it('reads an adjective between "any" and the rows\' noun as a condition of its own', async () => {
    expect(await rows('Are there any female passengers in the 1st class?', 'ferry-manifest')).toEqual([
      [true],
    ])
    expect(
      await rows('Are there any female passengers in the 1st class with a fare above 90?', 'ferry-manifest'),
    ).toEqual([[false]])
  })

  it('keeps N for "the two regions that have the most orders"', async () => {
    expect(await rows('Which are the two regions that have the most orders?', 'sales')).toEqual(
      await expected(
        'sales',
        'SELECT region, count(*) AS n FROM data GROUP BY region ORDER BY n DESC LIMIT 2',
      ),
    )
  })
})

describe('a column named between the cue and the number', () => {
  it('reads "above a fare of $50" as Fare > 50, not as the column named before it', async () => {
    expect(await rows('How many people paid above a fare of $50?', 'ferry-manifest')).toEqual(
      await expected('ferry-manifest', 'SELECT count(*) FROM data WHERE Fare > 50'),
    )
    expect(await rows('How many people in 1st class paid above a fare of $60?', 'ferry-manifest')).toEqual(
      await expected('ferry-manifest', 'SELECT count(*) FROM data WHERE Pclass = 1 AND Fare > 60'),
    )
  })
})

describe('who', () => {
  it('answers "who" with the naming column, never a count named for people (Runners-up)', async () => {
    expect(await rows('Who is in first place?', 'league-titles')).toEqual([['Harbor City']])
  })
})

describe('words of a computation', () => {
  it('ranks "by return rate" by the share of returned orders, never by the count of returns', async () => {
    const truth = await expected(
      'sales',
      "SELECT region FROM data GROUP BY region ORDER BY avg(CASE WHEN status = 'returned' THEN 1 ELSE 0 END) DESC LIMIT 3",
    )
    const got = await rows('Name the top 3 regions by return rate.', 'sales')
    expect(got.map((r) => r[0])).toEqual(truth?.map((r) => r[0]))
  })

  it('declines "by frequency" and "growth" rather than reading past them', async () => {
    expect(await declined('List the bottom 3 order ids by frequency.', 'sales')).toContain("'frequency'")
    expect(await declined('What is the revenue growth of the West?', 'sales')).toContain("'growth'")
  })
})

describe('averages and shares on a small HR table', () => {
  it('ranks departments by their average, though each has few rows', async () => {
    const [[department, average]] = (await expected(
      'hr',
      'SELECT DeptName, avg(BonusPct) AS a FROM data GROUP BY 1 ORDER BY a DESC LIMIT 1',
    )) as [[string, number]]
    const [top] = await rows('Which department has the highest average bonus percentage?', 'hr')
    expect(top?.[0]).toBe(department)
    expect(Number(top?.[1])).toBeCloseTo(average, 6)
  })

  it('reads "what percentage of employees are remote" as a share, not the BonusPct column', async () => {
    const asked = await askOne('What percentage of employees are remote?', 'hr')
    expect(asked.answer.query).toContain('Share of')
    const [[remote, all]] = (await expected(
      'hr',
      'SELECT count(*) FILTER (WHERE isRemote), count(*) FROM data',
    )) as [[number, number]]
    expect(resultRows(asked)[0]?.slice(0, 2)).toEqual([remote, all])
  })
})

describe('"the most" after a verb', () => {
  it('declines "which customer owes the most" rather than counting invoices', async () => {
    const text = await declined('Which customer owes the most?', 'invoices')
    // The decline names the verb it did not read, not the article before "most".
    expect(text).toContain("'owes'")
    expect(text).not.toContain("'the'")
  })

  it('counts rows for a verb of appearing or a passive: "which country appears the most"', async () => {
    expect(await rows('Which country appears the most?', 'invoices')).toEqual(
      await expected(
        'invoices',
        'SELECT Country, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 1',
      ),
    )
    expect(await rows('Which country is listed the most?', 'invoices')).toEqual(
      await expected(
        'invoices',
        'SELECT Country, count(*) AS n FROM data GROUP BY 1 ORDER BY n DESC LIMIT 1',
      ),
    )
  })
})

describe('per row', () => {
  it('reads "the average quantity per order" as the average over rows when each row is an order', async () => {
    const [[average]] = (await expected('sales', 'SELECT avg(quantity) FROM data')) as [[number]]
    expect(Number((await rows('What is the average quantity per order?', 'sales'))[0]?.[0])).toBeCloseTo(
      average,
      6,
    )
    expect((await rows('What is the average revenue per region?', 'sales')).length).toBe(4)
  })

  it('declines "any orders over 900": the number measures nothing named (order_id is the rows)', async () => {
    await declined('Are there any orders over 900?', 'sales')
    expect(await rows('Are there any orders with revenue over 900?', 'sales')).toEqual(
      await expected('sales', 'SELECT count(*) > 0 FROM data WHERE revenue > 900'),
    )
  })
})

describe('an adjective after most or least', () => {
  it('reads "the most expensive" and "the least expensive" as the highest and lowest price', async () => {
    expect(await rows('What is the most expensive product?', 'catalog')).toEqual(
      await expected('catalog', 'SELECT product_name, price FROM data ORDER BY price DESC LIMIT 1'),
    )
    expect(await rows('Which product is the least expensive?', 'catalog')).toEqual(
      await expected('catalog', 'SELECT product_name, price FROM data ORDER BY price LIMIT 1'),
    )
  })
})

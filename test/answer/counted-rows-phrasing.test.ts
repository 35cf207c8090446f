import { describe, expect, it } from 'vitest'
import { fixtureSuite, tiedTopLabels } from './golden-harness.js'

/**
 * Questions that count rows: the rows a flag marks ("escalations", "survivors"), the things a
 * top-N list ranks ("top 2 products with the most orders"), a numeric code as the group
 * ("which class"), "the majority of", and a verb closing "how many X" that the table cannot read.
 * Expected values come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  tickets: 'fixtures/business/support-tickets.csv',
  loans: 'fixtures/business/loans.csv',
  sales: 'fixtures/sales.csv',
  scores: 'fixtures/business/country-scores.csv',
  ferry: 'fixtures/business/ferry-manifest.csv',
}
const { rows, expected, declined } = fixtureSuite(FILES)

describe('a flag counted by its noun', () => {
  it('counts "escalations" as the rows with Escalated Yes', async () => {
    const truth = await expected('tickets', "SELECT count(*) FROM data WHERE Escalated = 'Yes'")
    expect(await rows('How many escalations are there?', 'tickets')).toEqual(truth)
    expect(await rows('What is the number of escalations?', 'tickets')).toEqual(truth)
  })

  it('ranks agents and channels by their escalated tickets, not by all of them', async () => {
    for (const [question, column] of [
      ['Which agent has the most escalations?', 'Agent'],
      ['Which channel has the highest number of escalations?', 'Channel'],
    ] as const) {
      const truth = await expected(
        'tickets',
        `SELECT ${column}, count(*) AS n FROM data WHERE Escalated = 'Yes' GROUP BY ${column} ORDER BY n DESC`,
      )
      const answer = await rows(question, 'tickets')
      expect(new Set(answer.map((r) => r[0]))).toEqual(tiedTopLabels(truth))
      expect(answer[0]?.[1]).toBe(truth?.[0]?.[1])
    }
  })
})

describe('the things a ranking counts', () => {
  it('reads "top 2 products with the most orders" as the two products with the most rows', async () => {
    const truth = await expected(
      'sales',
      'SELECT product, count(*) AS n FROM data GROUP BY product ORDER BY n DESC, product LIMIT 2',
    )
    expect(await rows('top 2 products with the most orders', 'sales')).toEqual(truth)
  })

  it('groups by a numeric code of a few values ("which class")', async () => {
    const truth = await expected(
      'ferry',
      'SELECT Pclass, count(*) AS n FROM data GROUP BY Pclass ORDER BY n DESC',
    )
    const answer = await rows('Which passenger class has the most passengers?', 'ferry')
    expect(new Set(answer.map((r) => r[0]))).toEqual(tiedTopLabels(truth))
  })

  it('reads "the majority of" as "most"', async () => {
    const truth = await expected(
      'scores',
      'SELECT "Regional indicator", count(*) AS n FROM data WHERE "Ladder score" > 6 GROUP BY 1 ORDER BY n DESC',
    )
    const answer = await rows('In which region are the majority of countries with a score above 6?', 'scores')
    expect(new Set(answer.map((r) => r[0]))).toEqual(tiedTopLabels(truth))
  })
})

describe('a verb closing "how many X"', () => {
  it('declines "how many loans defaulted" when no column or cell says defaulted', async () => {
    expect(await declined('How many loans defaulted?', 'loans')).toContain("'defaulted'")
  })
})

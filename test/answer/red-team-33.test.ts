import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 33): Kickstarter projects with usd_pledged_real beside a currency column holding USD, a bank
 * churn table with HasCrCard, Chicago food inspections ("Pass w/ Conditions", License #), and
 * diamonds. Expected values come from DuckDB reading the same files.
 */
const FILES = {
  projects: 'fixtures/business/kaggle-rt33-kickstarter.csv',
  churn: 'fixtures/business/kaggle-rt33-bank_churn.csv',
  inspections: 'fixtures/business/kaggle-rt33-food_inspections.csv',
  diamonds: 'fixtures/business/kaggle-rt33-diamonds.csv',
}

const { rows, expected, declined, truth, one } = fixtureSuite(FILES)

describe('red-team round 33', () => {
  it('reads the currency code written in a header as part of its name, never a cell of currency', async () => {
    expect(await one('What is the average usd_pledged_real for failed projects?', 'projects')).toBeCloseTo(
      await truth('projects', "SELECT avg(usd_pledged_real) FROM data WHERE state = 'failed'"),
      6,
    )
    expect(await one('What is the total usd pledged?', 'projects')).toBeCloseTo(
      await truth('projects', 'SELECT sum("usd pledged") FROM data'),
      2,
    )
  })

  it('never spells a header\'s initials out of two unrelated words ("churn rate" is no Cr of HasCrCard)', async () => {
    expect(await declined('What is the churn rate by geography?', 'churn')).toContain('I could not answer')
  })

  it('reads "outside" as a negation', async () => {
    expect(await one('How many customers are from outside France?', 'churn')).toBe(
      await truth('churn', "SELECT count(*) FROM data WHERE Geography <> 'France'"),
    )
  })

  it('reads "w/" in a cell as "with": "passed with conditions" is that one result', async () => {
    expect(await one('How many inspections passed with conditions?', 'inspections')).toBe(
      await truth('inspections', "SELECT count(*) FROM data WHERE Results = 'Pass w/ Conditions'"),
    )
  })

  it('reads "license inspections" as the inspection type License, never a count of License # ("Order #" is two words)', async () => {
    expect(await one('How many license inspections were there?', 'inspections')).toBe(
      await truth('inspections', 'SELECT count(*) FROM data WHERE "Inspection Type" = \'License\''),
    )
  })

  it('counts the rows named after "the most", whatever column a condition names later', async () => {
    const [[cut, count]] = (await expected(
      'diamonds',
      'SELECT cut, count(*) FROM data WHERE carat > 1 GROUP BY cut ORDER BY 2 DESC LIMIT 1',
    )) as [[string, number]]
    const got = await rows('Which cut has the most diamonds over 1 carat?', 'diamonds')
    expect(got.map((r) => [r[0], Number(r[1])])).toEqual([[cut, Number(count)]])
  })
})

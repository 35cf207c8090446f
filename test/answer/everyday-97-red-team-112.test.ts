import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The declines of everyday round 97 (e-bike conversions, honey subscriptions, saddle fittings,
 * model train repairs) and red-team round 112 (Kaggle-shaped CDC COVID-19 cases): what was
 * declined or wrong, now answered right.
 */
const FILES = {
  ebike_conversions: 'bench/everyday-97/ebike_conversions.csv',
  honey_subscriptions: 'bench/everyday-97/honey_subscriptions.csv',
  saddle_fittings: 'bench/everyday-97/saddle_fittings.csv',
  model_train_repairs: 'bench/everyday-97/model_train_repairs.csv',
  covid_cases: 'fixtures/business/kaggle-rt112-covid-cases.csv',
}

const { one, rows, truth } = fixtureSuite(FILES)

describe('everyday round 97, declines now answered', () => {
  it('reads a number in the unit a header writes, never as a year ("1000 g jars")', async () => {
    const [jars] = await rows('Are there any annual subscriptions with 1000 g jars?', 'honey_subscriptions')
    const found = await truth(
      'honey_subscriptions',
      `SELECT count(*) FROM data WHERE Plan = 'Annual' AND "Jar Size (g)" = 1000`,
    )
    expect(String(jars?.[0])).toBe(String(found > 0))
  })

  it("reads the table's own word before the rows' noun and an irregular participle of a light verb", async () => {
    expect(await one('How many fitting appointments are recorded?', 'saddle_fittings')).toBe(
      await truth('saddle_fittings', 'SELECT count(*) FROM data'),
    )
    expect(await one('How many distinct clients were seen?', 'saddle_fittings')).toBe(
      await truth('saddle_fittings', 'SELECT count(DISTINCT CLIENT_ID) FROM data'),
    )
  })

  it('reads "shows up most often" as appearing most often', async () => {
    const [top] = await rows('Which manufacturer shows up most often in the repairs?', 'model_train_repairs')
    expect(Number(top?.[1])).toBe(
      await truth(
        'model_train_repairs',
        'SELECT count(*) AS n FROM data GROUP BY manufacturer ORDER BY n DESC LIMIT 1',
      ),
    )
  })
})

describe('red-team round 112', () => {
  it('reads death_yn of Yes, No, Unknown and Missing as a flag ("deaths")', async () => {
    expect(await one('How many deaths were in the 80+ Years age group?', 'covid_cases')).toBe(
      await truth(
        'covid_cases',
        `SELECT count(*) FROM data WHERE age_group = '80+ Years' AND death_yn = 'Yes'`,
      ),
    )
    const [top] = await rows('Which age group has the most deaths?', 'covid_cases')
    expect(Number(top?.[1])).toBe(
      await truth(
        'covid_cases',
        `SELECT count(*) AS n FROM data WHERE death_yn = 'Yes' GROUP BY age_group ORDER BY n DESC LIMIT 1`,
      ),
    )
  })
})

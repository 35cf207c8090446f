import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 67 (fire extinguisher inspections with abbreviated headers, knife sharpening, print
 * on demand), everyday round 66 (office supplies, pest inspections) and red-team round 81 (Kaggle-
 * shaped chocolate sales and Alzheimer's patients): what was wrong, declined or
 * read past.
 */
const FILES = {
  extinguishers: 'bench/everyday-67/extinguisher_insp.csv',
  knives: 'bench/everyday-67/knife_sharpening.csv',
  pod: 'bench/everyday-67/pod_orders.csv',
  supplies: 'bench/everyday-66/office_supply_reorders.csv',
  pests: 'bench/everyday-66/pest_inspection_reports.csv',
  chocolate: 'fixtures/business/kaggle-rt81-chocolate_sales.csv',
  alzheimers: 'fixtures/business/kaggle-rt81-alzheimers_disease_data.csv',
}

const { declined, expected, one, rows, truth } = fixtureSuite(FILES)

describe('everyday rounds 66 and 67, red-team round 81', () => {
  it('reads INSPR_ID as the inspector and INSP_ID as the inspection', async () => {
    const top = await rows('List the top 3 inspectors by total fees.', 'extinguishers')
    const truthTop = await expected(
      'extinguishers',
      'SELECT INSPR_ID, sum(FEE_AMT) AS fees FROM data GROUP BY INSPR_ID ORDER BY fees DESC LIMIT 3',
    )
    expect(top.map((r) => r[0])).toEqual(truthTop?.map((r) => r[0]))
    const durations = await rows(
      "What's the average inspection duration for each inspector?",
      'extinguishers',
    )
    expect(durations).toHaveLength(
      Number(await truth('extinguishers', 'SELECT count(DISTINCT INSPR_ID) FROM data')),
    )
  })

  it('reads "carried out" as a light verb', async () => {
    expect(await one('How many inspections were carried out?', 'extinguishers')).toBe(
      await truth('extinguishers', 'SELECT count(*) FROM data'),
    )
    // (Two inspectors tie; both are answered.)
    const top = await rows('Which inspector carried out the most inspections?', 'extinguishers')
    const truthTop = await expected(
      'extinguishers',
      `SELECT INSPR_ID FROM (SELECT INSPR_ID, count(*) AS n, max(count(*)) OVER () AS top FROM data GROUP BY INSPR_ID) WHERE n = top ORDER BY 1`,
    )
    expect(top.map((r) => r[0]).sort()).toEqual(truthTop?.map((r) => r[0]))
  })

  it('reads "never" in a yes/no question as no row meeting both conditions', async () => {
    const none = Number(
      await truth(
        'knives',
        `SELECT count(*) FROM data WHERE "customer type" = 'Barber' AND "item type" = 'Cleaver'`,
      ),
    )
    const some = Number(
      await truth(
        'knives',
        `SELECT count(*) FROM data WHERE "customer type" = 'Restaurant' AND "item type" = 'Cleaver'`,
      ),
    )
    expect(none).toBe(0)
    expect(some).toBeGreaterThan(0)
    expect(await one('Is it true that barbers never brought in cleavers?', 'knives')).toBe(1)
    expect(await one('Did restaurants never bring in cleavers?', 'knives')).toBe(0)
  })

  it('reads "the total revenue" over Order Total as its sum, disclosed', async () => {
    const asked = await rows('What was the total revenue?', 'pod')
    expect(Number(asked[0]?.[0])).toBeCloseTo(
      await truth('pod', `SELECT sum(CAST(replace("Order Total", '€', '') AS DOUBLE)) FROM data`),
      2,
    )
  })

  it('reads a department written in capitals that is also a word ("IT")', async () => {
    const it = await truth('supplies', `SELECT count(*) FROM data WHERE department = 'IT'`)
    expect(await one('How many orders came from IT?', 'supplies')).toBe(it)
    expect(await one('How many orders were from the IT department?', 'supplies')).toBe(it)
  })

  it('lists values in the order asked', async () => {
    const fees = await rows('List the distinct fee amounts charged, from lowest to highest.', 'pests')
    const truthFees = await expected(
      'pests',
      `SELECT DISTINCT CAST(replace(fee, '$', '') AS DOUBLE) AS fee FROM data ORDER BY fee`,
    )
    expect(fees.map((r) => Number(String(r[0]).replace('$', '')))).toEqual(
      truthFees?.map((r) => Number(r[0])),
    )
    const falling = await rows('List the distinct fees from highest to lowest.', 'pests')
    expect(falling.map((r) => Number(String(r[0]).replace('$', '')))).toEqual(
      truthFees?.map((r) => Number(r[0])).reverse(),
    )
  })

  it('counts "how many sales" over Amount as rows, never sums the money', async () => {
    expect(await one('How many sales were made in India?', 'chocolate')).toBe(
      await truth('chocolate', `SELECT count(*) FROM data WHERE Country = 'India'`),
    )
    expect(await one('How many sales were not in Australia or New Zealand?', 'chocolate')).toBe(
      await truth('chocolate', `SELECT count(*) FROM data WHERE Country NOT IN ('Australia', 'New Zealand')`),
    )
    await declined('Does Van Tuxwell have more sales records than Gigi Bohling?', 'chocolate')
  })

  it('groups by a 0/1 column after "for each", never keeps its 1s', async () => {
    const groups = await rows('What is the average ADL for each Diagnosis value?', 'alzheimers')
    expect(groups).toHaveLength(2)
    const [zero] = (await expected('alzheimers', 'SELECT avg(ADL) FROM data WHERE Diagnosis = 0')) ?? []
    expect(Number(groups.find((r) => Number(r[0]) === 0)?.[1])).toBeCloseTo(Number(zero?.[0]), 2)
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 81 (window box plantings, bakery class bookings) and red-team round 95
 * (Kaggle-shaped UK road accidents, cervical cancer risk factors, Indian food 101): what was wrong.
 */
const FILES = {
  plantings: 'bench/everyday-81/window_box_plantings.csv',
  classes: 'bench/everyday-81/bakery_class_bookings.csv',
  courier_deliveries: 'bench/everyday-50/courier_deliveries.csv',
  accidents: 'fixtures/business/kaggle-rt95-road_accident_data.csv',
  risks: 'fixtures/business/kaggle-rt95-risk_factors_cervical_cancer.csv',
  food: 'fixtures/business/kaggle-rt95-indian_food.csv',
}

const { asked, declined, expected, one, rows, truth } = fixtureSuite(FILES)

const byLabel = (table: readonly (readonly unknown[])[]) =>
  Object.fromEntries(table.map((r) => [String(r[0]).slice(0, 7), Number(r.at(-1))]))

describe('everyday round 81, red-team round 95', () => {
  it('counts the jobs planted each month, never sums the plants', async () => {
    const got = await rows('How many jobs were planted each month?', 'plantings')
    const want = await expected(
      'plantings',
      `SELECT strftime(PLNT_DT, '%Y-%m'), count(*) FROM data GROUP BY 1`,
    )
    expect(byLabel(got)).toEqual(byLabel(want ?? []))
  })

  it('sums the money column for "brought in more than 5000 GBP in total", never counts rows', async () => {
    const got = await rows('Which classes brought in more than 5000 GBP in total?', 'classes')
    const want = await expected(
      'classes',
      `SELECT "Class name" FROM data GROUP BY 1 HAVING sum(CAST(replace("Amount paid", ' GBP', '') AS DOUBLE)) > 5000`,
    )
    expect(new Set(got.map((r) => r[0]))).toEqual(new Set(want?.map((r) => r[0])))
    expect(got.length).toBeGreaterThan(0)
  })

  it('reads "trend month by month" as the counts of each month', async () => {
    const got = await rows('How did the number of deliveries trend month by month?', 'courier_deliveries')
    const want = await expected(
      'courier_deliveries',
      `SELECT strftime(pickupDate, '%Y-%m'), count(*) FROM data GROUP BY 1`,
    )
    expect(byLabel(got)).toEqual(byLabel(want ?? []))
  })

  it('declines "in the dark" and "people died" rather than count every accident or sum its index', async () => {
    expect(await declined('How many accidents happened in the dark?', 'accidents')).toContain("'dark'")
    const died = await declined('How many people died in these accidents?', 'accidents')
    expect(died).toContain("'died'")
  })

  it('reads Smokes of "1.0", "0.0" and "?" as a flag: "smoke" its yes, "don\'t smoke" its no', async () => {
    expect(await one('How many patients smoke?', 'risks')).toBe(
      await truth('risks', `SELECT count(*) FROM data WHERE Smokes = '1.0'`),
    )
    expect(await one("How many patients don't smoke?", 'risks')).toBe(
      await truth('risks', `SELECT count(*) FROM data WHERE Smokes = '0.0'`),
    )
  })

  it('leaves a placeholder "-1" out of the different states counted', async () => {
    const reply = await asked('How many different states are represented?', 'food')
    expect(Number(reply.result?.rows[0]?.[0])).toBe(
      await truth('food', `SELECT count(DISTINCT state) FROM data WHERE state <> '-1'`),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * Comparisons held-out rounds 50 to 71 declined: halves of a year, two months written as a range,
 * "revenue" over a total column, and the rows with a yes/no flag against those without it.
 */
const FILES = {
  returns: 'bench/everyday-59/hardware_returns.csv',
  fuel: 'bench/everyday-55/fuel_dock_sales.csv',
  furniture: 'bench/everyday-61/furniture_delivery_slots.csv',
  repairs: 'bench/everyday-55/bike_repairs.csv',
  laundry: 'bench/everyday-61/laundromat_machine_logs.csv',
  claims: 'bench/everyday-65/car_damage_claims.csv',
}

const { expected, rows } = fixtureSuite(FILES)
const day = 'returnDate'

/** The value of each side of a comparison, in the order of its rows. */
const sideValues = async (question: string, file: keyof typeof FILES) =>
  (await rows(question, file)).map((r) => Number(r[1]))
const truthValues = async (file: keyof typeof FILES, sql: string) =>
  ((await expected(file, sql)) ?? []).map((r) => Number(r[0]))

describe('comparing two sides', () => {
  it('reads "the second half" in the year of "the first half of 2024"', async () => {
    expect(
      await sideValues('Compare total refunds in the first half of 2024 with the second half.', 'returns'),
    ).toEqual(
      await truthValues(
        'returns',
        `SELECT sum(${moneyNumber('refundAmount')}) FROM data GROUP BY month(${day}) > 6 ORDER BY month(${day}) > 6`,
      ).then((values) => values.map((v) => expect.closeTo(v, 2))),
    )
  })

  it('compares two quarters joined by "against" instead of counting both', async () => {
    const truth = await truthValues(
      'returns',
      `SELECT count(*) FROM data WHERE ${day} < DATE '2024-07-01' GROUP BY quarter(${day}) ORDER BY quarter(${day})`,
    )
    expect(
      await sideValues(
        'How many returns were there in the first quarter against the second quarter of 2024?',
        'returns',
      ),
    ).toEqual(truth)
  })

  it('compares two months written "January 2024 to February 2024" after "compare"', async () => {
    expect(
      await sideValues('Compare the number of deliveries in January 2024 to February 2024.', 'furniture'),
    ).toEqual(
      await truthValues(
        'furniture',
        `SELECT count(*) FROM data WHERE strptime("Delivery Date", '%d-%b-%Y') < DATE '2024-03-01' GROUP BY month(strptime("Delivery Date", '%d-%b-%Y')) ORDER BY 1 IS NULL, min(strptime("Delivery Date", '%d-%b-%Y'))`,
      ),
    )
  })

  it('reads "revenue" as the total column of a table with a price and a total, never as Sale ID', async () => {
    const sum = `sum(CAST(replace(replace("Total (€)", '€', ''), ',', '') AS DOUBLE))`
    expect(await sideValues('How did revenue in Q2 2024 compare to Q3 2024?', 'fuel')).toEqual(
      (
        await truthValues(
          'fuel',
          `SELECT ${sum} FROM data WHERE "Sale Time" >= '2024-04-01' AND "Sale Time" < '2024-10-01' GROUP BY quarter(CAST("Sale Time" AS TIMESTAMP)) ORDER BY 1 IS NULL, min("Sale Time")`,
        )
      ).map((v) => expect.closeTo(v, 2)),
    )
  })

  it('compares the rows a flag marks with those it does not ("rush vs non-rush", "with and without")', async () => {
    const cases: [string, keyof typeof FILES, string, string][] = [
      [
        'Compare the average total charge of rush vs non-rush tickets.',
        'repairs',
        'total_charge',
        `rush = 'Y'`,
      ],
      [
        'How does the average fee compare between deliveries with assembly and without?',
        'furniture',
        '"Delivery Fee ($)"',
        `"Assembly Required" = 'Yes'`,
      ],
      [
        'Compare average spend between loyalty members and non-members.',
        'laundry',
        'AMT_PAID',
        'LOYALTY_FLG = 1',
      ],
      [
        'Compare the average estimate for insured versus uninsured renters.',
        'claims',
        `CAST(replace(replace(estimateAmount, '$', ''), ',', '') AS DOUBLE)`,
        'renterInsured',
      ],
    ]
    for (const [question, file, measure, flag] of cases) {
      const truth = await truthValues(
        file,
        `SELECT avg(${measure}) FROM data WHERE (${flag}) IS NOT NULL GROUP BY (${flag}) ORDER BY (${flag}) DESC`,
      )
      expect(await sideValues(question, file), question).toEqual(truth.map((v) => expect.closeTo(v, 2)))
    }
  })
})

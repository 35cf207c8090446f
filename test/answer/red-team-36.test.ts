import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Wrong answers a colleague found on Kaggle-shaped tables the parser had not seen (red-team round
 * 36): ride requests, a country-by-year emissions panel, card transactions with a 0/1 fraud flag,
 * and insurance customers with both Age and Vehicle_Age. Expected values come from DuckDB reading
 * the same files.
 */
const FILES = {
  uber_requests: 'fixtures/business/kaggle-rt36-uber_requests.csv',
  co2_emissions: 'fixtures/business/kaggle-rt36-co2_emissions.csv',
  card_transactions: 'fixtures/business/kaggle-rt36-card_transactions.csv',
  insurance_cross_sell: 'fixtures/business/kaggle-rt36-insurance_cross_sell.csv',
}

const { declined, golden, truth, one } = fixtureSuite(FILES)

describe('red-team round 36', () => {
  it('declines a closing verb or state no column holds in a count ("in region 28 responded")', async () => {
    expect(await declined('How many customers in region 28 responded?', 'insurance_cross_sell')).toContain(
      "'responded'",
    )
    expect(
      await declined('How many customers in region 8 were satisfied?', 'insurance_cross_sell'),
    ).toContain("'satisfied'")
    expect(await declined('How many transactions in TX were contactless?', 'card_transactions')).toContain(
      "'contactless'",
    )
  })

  it('declines a part of the day or a doer after "by" that no cell names', async () => {
    expect(
      await declined('How many Airport requests were cancelled in the morning?', 'uber_requests'),
    ).toContain("'morning'")
    expect(
      await declined('How many Airport requests were cancelled by the customer?', 'uber_requests'),
    ).toContain("'customer'")
    expect(
      await declined('How many Airport requests got cancelled by the driver?', 'uber_requests'),
    ).toContain("'driver'")
  })

  it('keeps the rows named before "resulted in" in the whole of a share', async () => {
    const asked = await golden().ask('What percentage of Airport requests resulted in No Cars Available?', [
      'uber_requests',
    ])
    expect(asked.answer.isError).toBe(false)
    const share = Number(asked.result?.rows[0]?.[2])
    const part = await truth(
      'uber_requests',
      "SELECT count(*) FROM data WHERE \"Pickup point\" = 'Airport' AND Status = 'No Cars Available'",
    )
    const whole = await truth('uber_requests', 'SELECT count(*) FROM data WHERE "Pickup point" = \'Airport\'')
    expect(share).toBeCloseTo(part / whole, 6)
  })

  it('counts the different states, not the rows, that had a fraudulent transaction', async () => {
    expect(await one('How many states had a fraudulent transaction?', 'card_transactions')).toBe(
      await truth('card_transactions', 'SELECT count(DISTINCT state) FROM data WHERE is_fraud = 1'),
    )
  })

  it("never reads a vehicle's age from the customer's Age column", async () => {
    expect(await declined('How many vehicles are more than 1 year old?', 'insurance_cross_sell')).toContain(
      'could not',
    )
    expect(await one('How many customers are more than 50 years old?', 'insurance_cross_sell')).toBe(
      await truth('insurance_cross_sell', 'SELECT count(*) FROM data WHERE Age > 50'),
    )
  })

  it('declines "GDP per capita" where only emissions are per capita', async () => {
    expect(await declined('What is the average GDP per capita of Norway?', 'co2_emissions')).toContain(
      "'capita'",
    )
  })

  it('reads "CO2" for a header written CO2 emissions', async () => {
    expect(await one('What is the average CO2 emissions of Norway?', 'co2_emissions')).toBeCloseTo(
      await truth(
        'co2_emissions',
        'SELECT avg("CO2 emissions (metric tons per capita)") FROM data WHERE "Country Name" = \'Norway\'',
      ),
      6,
    )
  })
})

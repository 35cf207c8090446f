import { describe, expect, it } from 'vitest'
import { fixtureSuite, moneyNumber } from './golden-harness.js'

/**
 * The wrong answers of everyday round 58 (orchard picking crews, charter bus bookings) and
 * red-team round 72 (Kaggle-shaped supply chain, lung cancer and pet license files), now right or
 * declined.
 */
const FILES = {
  picking: 'bench/everyday-58/picking_crews.csv',
  charter: 'bench/everyday-58/charter_bus.csv',
  repairs: 'bench/everyday-58/appliance_repairs.csv',
  supply: 'fixtures/business/kaggle-rt72-supply_chain_data.csv',
  cancer: 'fixtures/business/kaggle-rt72-cancer_patient_data_sets.csv',
  pets: 'fixtures/business/kaggle-rt72-Seattle_Pet_Licenses.csv',
}

const { declined, one, rows, truth, expected } = fixtureSuite(FILES)

describe('everyday round 58, red-team round 72', () => {
  it('sums a header that names things and their participle ("Bins Picked": "pick" is no draft pick)', async () => {
    expect(await one('How many bins were picked in total?', 'picking')).toBe(
      await truth('picking', 'SELECT sum("Bins Picked") FROM data'),
    )
    const [top] = await rows('Which variety had the most bins picked?', 'picking')
    const [truthTop] =
      (await expected(
        'picking',
        'SELECT Variety, sum("Bins Picked") AS s FROM data GROUP BY Variety ORDER BY s DESC LIMIT 1',
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
  })

  it('sums "Number of products sold" although its numbers fill their range like a serial', async () => {
    expect(await one('What is the total number of products sold?', 'supply')).toBe(
      await truth('supply', 'SELECT sum("Number of products sold") FROM data'),
    )
    const [top] = await rows('Which product type sold the most products?', 'supply')
    expect(Number(top?.[1])).toBe(
      await truth(
        'supply',
        'SELECT max(s) FROM (SELECT sum("Number of products sold") AS s FROM data GROUP BY "Product type")',
      ),
    )
  })

  it('bounds both columns of "both Smoking and Passive Smoker scores of at least 6"', async () => {
    expect(
      await one('How many patients have both Smoking and Passive Smoker scores of at least 6?', 'cancer'),
    ).toBe(await truth('cancer', 'SELECT count(*) FROM data WHERE Smoking >= 6 AND "Passive Smoker" >= 6'))
  })

  it('declines to count the doers of an activity scored 1 to 8 ("how many smokers" over Smoking)', async () => {
    await declined('How many smokers are there?', 'cancer')
  })

  it('declines what the counted rows are said to be for ("licenses are for kittens")', async () => {
    await declined('How many licenses are for kittens?', 'pets')
  })

  it('declines "per shift" over Shift Date rather than grouping by the dates', async () => {
    await declined("What's the median total pay per shift?", 'picking')
  })

  it('reads travel abbreviations in headers (PAX_CNT, DEP_DTTM) and the header noun over a cell sharing its stem', async () => {
    expect(await one("What's the average passenger count per booking?", 'charter')).toBeCloseTo(
      await truth('charter', 'SELECT avg(PAX_CNT) FROM data'),
      6,
    )
    expect(await one('What is the median quote?', 'charter')).toBe(
      await truth('charter', 'SELECT median(QUOTE_AMT) FROM data'),
    )
    const months = await rows('How many bookings were there each month?', 'charter')
    expect(months).toHaveLength(12)
    expect(months.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(
      await truth('charter', 'SELECT count(*) FROM data'),
    )
  })

  it('reads a closing "combined" as the total it repeats', async () => {
    expect(await one("What's the total pay for all shifts combined?", 'picking')).toBeCloseTo(
      await truth(
        'picking',
        `SELECT sum(CAST(replace(replace("Total Pay (€)", '€', ''), ',', '') AS DOUBLE)) FROM data`,
      ),
      2,
    )
  })

  it('groups "the average customer rating each month" by the one date', async () => {
    const months = await rows('What was the average customer rating each month?', 'repairs')
    expect(months).toHaveLength(12)
  })

  it('compares two months of an amount named with its participle ("bins picked in August")', async () => {
    const sides = await rows('Compare bins picked in August 2024 with September 2024.', 'picking')
    expect(sides.map((row) => Number(row[1]))).toEqual([
      await truth(
        'picking',
        `SELECT sum("Bins Picked") FROM data WHERE month(strptime("Shift Date", '%d-%b-%Y')) = 8`,
      ),
      await truth(
        'picking',
        `SELECT sum("Bins Picked") FROM data WHERE month(strptime("Shift Date", '%d-%b-%Y')) = 9`,
      ),
    ])
  })

  it('reads a state flag by its noun ("warranty tickets", "non-warranty", "tickets under warranty")', async () => {
    const under = await truth(
      'repairs',
      `SELECT avg(${moneyNumber('Parts cost')}) FROM data WHERE "Under warranty"`,
    )
    expect(await one('What is the average parts cost of warranty tickets?', 'repairs')).toBeCloseTo(under, 6)
    expect(await one('What is the average parts cost of tickets under warranty?', 'repairs')).toBeCloseTo(
      under,
      6,
    )
    expect(await one('What is the average parts cost of non-warranty tickets?', 'repairs')).toBeCloseTo(
      await truth('repairs', `SELECT avg(${moneyNumber('Parts cost')}) FROM data WHERE NOT "Under warranty"`),
      6,
    )
  })

  it('declines rather than count "tickets under warranty" as the rows themselves', async () => {
    await declined('How many tickets under warranty were resolved?', 'repairs')
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 59 (hardware returns, boat storage, piano rentals, hygiene
 * recalls) and red-team round 73 (Kaggle-shaped student depression, NYC property sales and
 * warehouse sales files), now right or declined.
 */
const FILES = {
  returns: 'bench/everyday-59/hardware_returns.csv',
  boats: 'bench/everyday-59/boat_storage.csv',
  pianos: 'bench/everyday-59/piano_rentals.csv',
  recalls: 'bench/everyday-59/hygiene_recalls.csv',
  students: 'fixtures/business/kaggle-rt73-Student_Depression_Dataset.csv',
  nyc: 'fixtures/business/kaggle-rt73-nyc-rolling-sales.csv',
  warehouse: 'fixtures/business/kaggle-rt73-Warehouse_and_Retail_Sales.csv',
  health: 'fixtures/business/kaggle-rt73-healthcare_dataset.csv',
}

const { asked, declined, expected, one, rows, truth, golden } = fixtureSuite(FILES)

describe('everyday round 59, red-team round 73', () => {
  it('sums the quantity "units" names by a word for its head ("units returned" over qtyReturned)', async () => {
    expect(await one('How many units were returned in total?', 'returns')).toBe(
      await truth('returns', 'SELECT sum(qtyReturned) FROM data'),
    )
  })

  it('declines a yes and a no of one flag required together ("a deposit not paid")', async () => {
    await declined('Are there any pontoons with a deposit not paid?', 'boats')
  })

  it('reads "monthly" as a word of the fee\'s own name (MO_FEE), not a grain of dates', async () => {
    expect(await one("What's the average monthly fee?", 'pianos')).toBeCloseTo(
      await truth('pianos', 'SELECT avg(MO_FEE) FROM data'),
      6,
    )
  })

  it('declines other things after a header that names its own ("tuning complaints" over TUNINGS_INCL)', async () => {
    await declined('Which piano had the most tuning complaints?', 'pianos')
  })

  it('declines an unread noun right before a bound ("an outstanding balance over $100" over fee)', async () => {
    await declined('Which patients have an outstanding balance over $100?', 'recalls')
  })

  it('ranks one row for "the city of the student with the highest CGPA", Student being a cell too', async () => {
    const [top] = await rows('What is the city of the student with the highest CGPA?', 'students')
    const [truthTop] =
      (await expected(
        'students',
        "SELECT City FROM data WHERE Profession = 'Student' ORDER BY CGPA DESC LIMIT 1",
      )) ?? []
    expect(top?.[0]).toBe(truthTop?.[0])
    expect(Number(top?.[1])).toBe(
      await truth('students', "SELECT max(CGPA) FROM data WHERE Profession = 'Student'"),
    )
  })

  it('matches a first word after a leading code ("13 CONDOS - ELEVATOR APARTMENTS" is a condo)', async () => {
    expect(await one('How many properties are not condos?', 'nyc')).toBe(
      await truth(
        'nyc',
        `SELECT count(*) FROM data WHERE lower(regexp_extract("BUILDING CLASS CATEGORY", '[A-Za-z]+')) <> 'condos'`,
      ),
    )
  })

  it('discloses or declines which of two parallel columns "sales" meant, never chooses silently', async () => {
    const answer = await golden().ask('What is the total sales?', ['warehouse'])
    if (!answer.answer.isError) expect(answer.answer.text).toContain('Matched')
    const units = await asked('What is the total RETAIL SALES?', 'warehouse')
    expect(units.answer.text).not.toContain('Matched')
  })

  it('dates "sales" by SALE DATE, not by the first time column (YEAR BUILT)', async () => {
    expect(await one('How many sales happened in 2017?', 'nyc')).toBe(
      await truth('nyc', `SELECT count(*) FROM data WHERE year("SALE DATE") = 2017`),
    )
  })

  it('reads "take" as a verb, never as takings (Billing Amount)', async () => {
    expect(await one('How many patients did not take Aspirin?', 'health')).toBe(
      await truth('health', `SELECT count(*) FROM data WHERE Medication <> 'Aspirin'`),
    )
  })
})

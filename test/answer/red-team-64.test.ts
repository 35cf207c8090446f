import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of red-team round 64 (Kaggle-shaped data science salaries, with salary and
 * salary_in_usd, and Udemy courses, with is_paid), now read right or declined; and a decline of
 * everyday round 50 (greenhouse climate readings) now answered.
 */
const FILES = {
  salaries: 'fixtures/business/kaggle-rt64-ds_salaries.csv',
  courses: 'fixtures/business/kaggle-rt64-udemy_courses.csv',
  greenhouse: 'bench/everyday-50/greenhouse_climate.csv',
}

const { declined, rows, expected, one, truth } = fixtureSuite(FILES)

describe('red-team round 64 and everyday round 50', () => {
  it('reads "salary in USD" as the header closed by the currency code, not salary where the currency is USD', async () => {
    expect(await one('What is the average salary in USD?', 'salaries')).toBeCloseTo(
      await truth('salaries', 'SELECT avg(salary_in_usd) FROM data'),
      6,
    )
    expect(await one('What is the total salary in USD for companies located in GB?', 'salaries')).toBe(
      await truth('salaries', "SELECT sum(salary_in_usd) FROM data WHERE company_location = 'GB'"),
    )
  })

  it('declines a category column\'s word left unread before a plural value ("entry-level Data Scientists")', async () => {
    await declined('What is the average salary in USD of entry-level Data Scientists?', 'salaries')
  })

  it('reads "paid" as the flag is_paid: the verb opening a flag\'s name says nothing', async () => {
    expect(await one('What is the average price of paid courses?', 'courses')).toBeCloseTo(
      await truth('courses', "SELECT avg(price) FROM data WHERE is_paid = 'True'"),
      6,
    )
    const want = await expected(
      'courses',
      "SELECT price, count(*) AS n FROM data WHERE is_paid = 'True' GROUP BY price ORDER BY n DESC LIMIT 1",
    )
    expect((await rows('What is the most common price among paid courses?', 'courses'))[0]?.[0]).toBe(
      want?.[0]?.[0],
    )
  })

  it('reads the rows\' own noun after an amount as the rows, not as a column heading it ("the 3 highest CO2 readings" over reading_id)', async () => {
    const want = await expected('greenhouse', 'SELECT co2_ppm FROM data ORDER BY co2_ppm DESC LIMIT 3')
    const got = await rows('List the three highest CO2 readings.', 'greenhouse')
    expect(got.map((r) => r.at(-1))).toEqual(want?.map((r) => r[0]))
  })
})

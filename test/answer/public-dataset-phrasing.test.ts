import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Questions a new user asked of tables shaped like common public datasets (HR attrition,
 * insurance charges, video game sales, hotel bookings) that were answered wrong. Expected values
 * come from DuckDB reading the same files, never from the engine.
 */
const FILES = {
  hr: 'fixtures/business/hr-attrition.csv',
  insurance: 'fixtures/business/insurance.csv',
  games: 'fixtures/business/game-sales.csv',
  hotel: 'fixtures/business/hotel-bookings.csv',
  customers: 'fixtures/business/customers.csv',
}

const { rows, expected, declined } = fixtureSuite(FILES)

describe('an identifier column names the rows, never a measure', () => {
  it('counts employees by department instead of ranking by EmployeeNumber', async () => {
    const truth = await expected(
      'hr',
      'SELECT Department, count(*) AS n FROM data GROUP BY Department QUALIFY rank() OVER (ORDER BY n DESC) = 1',
    )
    expect(await rows('Which department has the most employees?', 'hr')).toEqual(truth)
  })

  it('counts the fewest the same way', async () => {
    const truth = await expected(
      'hr',
      'SELECT JobRole, count(*) AS n FROM data GROUP BY JobRole QUALIFY rank() OVER (ORDER BY n ASC) = 1',
    )
    expect(await rows('Which job role has the fewest employees?', 'hr')).toEqual(truth)
  })

  it('declines "highest paid employees" rather than ranking by EmployeeNumber', async () => {
    const text = await declined('Top 5 highest paid employees', 'hr')
    expect(text).toContain('paid')
  })
})

describe('a word naming several parallel columns', () => {
  const PARALLEL = { regional: 'fixtures/business/regional-sales.csv' }
  const regional = fixtureSuite(PARALLEL)

  it('reads "sales" as the column of the whole when one says so (Global_Sales)', async () => {
    const truth = await expected(
      'games',
      'SELECT Genre, sum(Global_Sales) AS s FROM data GROUP BY Genre QUALIFY rank() OVER (ORDER BY s DESC) = 1',
    )
    expect(await rows('Which genre has the highest sales?', 'games')).toEqual(truth)
  })

  it('declines and names the columns when none is the whole', async () => {
    const text = await regional.declined('What are the total sales of the Kettle?', 'regional')
    expect(text).toContain("'sales' could mean several columns: North_Sales, South_Sales, East_Sales")
  })

  it('still reads a column named in full among them', async () => {
    expect(await regional.rows('What are the total North_Sales?', 'regional')).toEqual(
      await regional.expected('regional', 'SELECT sum(North_Sales) FROM data'),
    )
  })
})

describe('the time column of the rows', () => {
  it('orders "the most recent customer" by the date they joined, never by their birth year', async () => {
    expect(await rows('Who is the most recent customer?', 'customers')).toEqual(
      await expected('customers', 'SELECT ID FROM data ORDER BY Dt_Customer DESC LIMIT 1'),
    )
  })
})

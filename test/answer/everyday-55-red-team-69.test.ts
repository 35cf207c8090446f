import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of everyday round 55 (bike repair tickets, tire installs, seedling orders) and red-team round
 * 69 (Kaggle-shaped car sales, prices in thousands, and Montgomery County employee salaries), now
 * read right or declined.
 */
const FILES = {
  bike_repairs: 'bench/everyday-55/bike_repairs.csv',
  tire_installs: 'bench/everyday-55/tire_installs.csv',
  seedling_orders: 'bench/everyday-55/seedling_orders.csv',
  cars: 'fixtures/business/kaggle-rt69-Car_sales.csv',
  salaries: 'fixtures/business/kaggle-rt69-Employee_Salaries.csv',
}

const { declined, asked, one, truth } = fixtureSuite(FILES)

describe('everyday round 55 and red-team round 69', () => {
  it('reads "across every ticket" over the rows\' own key as over all, no group a row', async () => {
    expect(await one('What is the total of all charges across every ticket?', 'bike_repairs')).toBeCloseTo(
      await truth('bike_repairs', 'SELECT sum(total_charge) FROM data'),
      6,
    )
  })

  it('declines "per" a thing named only by the word before a header\'s head ("price per tire" over tire brand)', async () => {
    await declined('What is the average price per tire?', 'tire_installs')
  })

  it('compares "80 thousand" with a column in thousands as 80', async () => {
    const found = await asked('Is there any model with a price above 80 thousand?', 'cars')
    expect(await truth('cars', 'SELECT max(Price_in_thousands) FROM data')).toBeGreaterThan(80)
    expect(found.result?.rows[0]?.[0]).toBe(true)
  })

  it('declines a name said in full but left unread ("the full name of the employee who was hired earliest")', async () => {
    await declined('What is the full name of the employee who was hired earliest?', 'salaries')
  })

  it('takes no preposition of a header said again for an echo ("the number of trays per order" is trayCount, not seedlingsPerTray)', async () => {
    expect(await one("What's the average number of trays per order?", 'seedling_orders')).toBeCloseTo(
      await truth('seedling_orders', 'SELECT avg(trayCount) FROM data'),
      6,
    )
  })
})

import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * Everyday round 95 (ice sculpture orders, drive-in tickets, beach umbrella rentals) and red-team
 * round 109 (Kaggle-shaped INX employee performance): what was wrong or declined, now right.
 */
const FILES = {
  ice_sculpture_orders: 'bench/everyday-95/ice_sculpture_orders.csv',
  drive_in_tickets: 'bench/everyday-95/drive_in_tickets.csv',
  beach_umbrella_rentals: 'bench/everyday-95/beach_umbrella_rentals.csv',
  employees: 'fixtures/business/kaggle-rt109-inx-employee.csv',
}

const { expected, one, rows, truth } = fixtureSuite(FILES)

const euros = (column: string) => `CAST(replace("${column}", '€', '') AS DOUBLE)`

describe('everyday round 95', () => {
  it('reads "no" before a flag as its cell for no ("orders had no deposit paid")', async () => {
    expect(await one('How many orders had no deposit paid?', 'ice_sculpture_orders')).toBe(
      await truth('ice_sculpture_orders', 'SELECT count(*) FROM data WHERE NOT depositPaid'),
    )
  })

  it('reads "using 12 blocks" as having them', async () => {
    const [answer] = await rows('Are there any orders using 12 blocks?', 'ice_sculpture_orders')
    const found = await truth('ice_sculpture_orders', 'SELECT count(*) FROM data WHERE blockCount = 12')
    expect(String(answer?.[0])).toBe(String(found > 0))
  })

  it('reads "ticket revenue" as the money column of tickets', async () => {
    expect(await one("What's the total ticket revenue?", 'drive_in_tickets')).toBeCloseTo(
      await truth('drive_in_tickets', `SELECT sum(${euros('Ticket Price (€)')}) FROM data`),
      2,
    )
  })

  it('reads the table\'s own noun before a column as every row\'s ("rental amounts")', async () => {
    const amounts = await rows('What are the five highest rental amounts?', 'beach_umbrella_rentals')
    const top = await expected('beach_umbrella_rentals', 'SELECT AMT FROM data ORDER BY AMT DESC LIMIT 5')
    expect(amounts.map((r) => Number(r[0]))).toEqual(top?.map((r) => Number(r[0])))
  })
})

describe('red-team round 109', () => {
  it('keeps "employees work overtime" to OverTime Yes, the rows\' verb heading no compound', async () => {
    expect(await one('How many employees work overtime?', 'employees')).toBe(
      await truth('employees', `SELECT count(*) FROM data WHERE OverTime = 'Yes'`),
    )
  })
})

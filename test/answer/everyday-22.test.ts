import { describe, expect, it } from 'vitest'
import { fixtureSuite } from './golden-harness.js'

/**
 * The wrong answers of the twenty-second measurement round (bench/everyday-22, frozen questions on
 * five tables the parser had not seen), now read or declined by general rules. Expected values
 * come from DuckDB reading the same files.
 */
const FILES = {
  theater_tickets: 'bench/everyday-22/theater_tickets.csv',
  bike_work_orders: 'bench/everyday-22/bike_work_orders.csv',
}

const { declined, rows, truth } = fixtureSuite(FILES)

describe('twenty-second measurement round', () => {
  it('adds up the ticket quantity for "which show sold the most tickets"', async () => {
    const [top] = await rows('Which show sold the most tickets?', 'theater_tickets')
    expect(Number(top?.[1])).toBe(
      await truth(
        'theater_tickets',
        'SELECT sum(ticket_qty) AS n FROM data GROUP BY show_title ORDER BY n DESC LIMIT 1',
      ),
    )
  })

  it('counts the orders of "the most orders" over an order_total column', async () => {
    const [top] = await rows('Which sales channel has the most orders?', 'theater_tickets')
    expect(Number(top?.[1])).toBe(
      await truth(
        'theater_tickets',
        'SELECT count(*) AS n FROM data GROUP BY sales_channel ORDER BY n DESC LIMIT 1',
      ),
    )
  })

  it('never reads "are all ... (A or B)?" as a choice between A and B', async () => {
    expect(
      await declined(
        'Are all the rush orders already finished (Completed or Picked Up)?',
        'bike_work_orders',
      ),
    ).toContain('could not')
  })
})

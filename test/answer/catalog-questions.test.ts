import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askAnswered, type GoldenEngine, goldenEngine, resultRows } from './golden-harness.js'

/** A product catalog (fixtures/business/catalog.csv, written by hand) with a product_name column. */
let golden: GoldenEngine

beforeAll(async () => {
  golden = await goldenEngine({ catalog: 'fixtures/business/catalog.csv' })
})
afterAll(() => golden.close())

describe('the rows named by their naming column', () => {
  it('reads "products" as the rows of a table with a product_name column', async () => {
    const asked = await askAnswered(golden, 'Are there any discontinued products?', 'catalog')
    expect(resultRows(asked)).toEqual([[true]])
    const none = await askAnswered(golden, 'Are there any discontinued products in Decor?', 'catalog')
    expect(resultRows(none)).toEqual([[false]])
  })

  it('never ranks names that each appear once by how often they appear', async () => {
    const asked = await golden.ask('Which products weigh the least?', ['catalog'])
    expect(asked.answer.isError).toBe(true)
    expect(asked.sql).not.toMatch(/GROUP BY "product_name"/)
  })
})

import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type HttpApp, openHttpApp, resultTable } from './http-fixture.js'

const INGEST = '/api/gpt/v1/artifacts/ingest'

/** Questions whose answers must not depend on whether the table came as CSV or as its PDF print (LibreOffice, 3 ruled pages). */
const QUESTIONS = [
  'How many rows are there?',
  'What is the total revenue?',
  'Which region has the most revenue?',
  'What is the average unit price?',
  'How many orders are there in the East?',
]

describe('a CSV and its PDF print, ingested through the HTTP JSON route', () => {
  let t: HttpApp
  const ingest = (collection: string, file: string, fileName: string) =>
    t.call('POST', INGEST, {
      artifact: 'orders',
      collection,
      input: { type: 'file', value: readFileSync(file).toString('base64') },
      metadata: { file_name: fileName },
    })

  beforeAll(async () => {
    t = await openHttpApp()
    expect((await ingest('csv', 'fixtures/pdf/orders.csv', 'orders.csv')).status).toBe(200)
    expect((await ingest('pdf', 'fixtures/pdf/orders-ruled.pdf', 'orders.pdf')).status).toBe(200)
  })
  afterAll(() => t?.close())

  const tableOf = (collection: string, content: string) => resultTable(t, collection, 'orders', content)

  it('answers the same questions the same, the PDF table joined across its pages', async () => {
    for (const content of QUESTIONS) {
      const csv = await tableOf('csv', content)
      expect(csv, content).toMatch(/^\|/)
      expect(await tableOf('pdf', content), content).toBe(csv)
    }
  })

  it('refuses a file that only claims to be a PDF with its own code, and keeps answering', async () => {
    const response = await ingest('pdf', 'fixtures/pdf/garbage.pdf', 'report.pdf')
    expect(response.status).toBe(400)
    expect((await errorOf(response)).error.detail.code).toBe('pdf_invalid')
    expect(await tableOf('pdf', 'How many rows are there?')).toMatch(/130/)
  })
})

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

/** CSVs printed by Calc as bench:formats prints them: tall rows one to a page, a column blank over a page. */
const PRINTS: Record<string, string[]> = {
  'job-ads-tall': [
    'How many rows are there?',
    'What is the average rating?',
    'Which state has the most rows?',
  ],
  'readings-sparse': [
    'How many rows are there?',
    'What is the average snow_depth_cm?',
    'What is the total rain_mm?',
  ],
}

describe('CSVs and their Calc prints over many pages, through the HTTP JSON route', () => {
  let t: HttpApp
  const ingest = (collection: string, stem: string, ext: 'csv' | 'pdf') =>
    t.call('POST', INGEST, {
      artifact: stem,
      collection,
      input: { type: 'file', value: readFileSync(`fixtures/pdf/${stem}.${ext}`).toString('base64') },
      metadata: { file_name: `${stem}.${ext}` },
    })

  beforeAll(async () => {
    t = await openHttpApp()
    for (const stem of Object.keys(PRINTS)) {
      expect((await ingest('csv', stem, 'csv')).status).toBe(200)
      expect((await ingest('pdf', stem, 'pdf')).status).toBe(200)
    }
  })
  afterAll(() => t?.close())

  for (const [stem, questions] of Object.entries(PRINTS)) {
    it(`answers questions about ${stem} the same from its PDF as from its CSV`, async () => {
      for (const content of questions) {
        const csv = await resultTable(t, 'csv', stem, content)
        expect(csv, content).toMatch(/^\|/)
        expect(await resultTable(t, 'pdf', stem, content), content).toBe(csv)
      }
    })
  }
})

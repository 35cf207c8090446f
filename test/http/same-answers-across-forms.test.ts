import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type HttpApp, openHttpApp, resultTable } from './http-fixture.js'

const INGEST = '/api/gpt/v1/artifacts/ingest'
const FORMS = ['csv', 'xlsx', 'ods'] as const
const fileOf = (stem: string, form: (typeof FORMS)[number]) =>
  form === 'csv' ? `fixtures/${stem}.csv` : `fixtures/workbooks/${stem}.${form}`

/** Questions whose answers must not depend on the form the data came in (LibreOffice made the workbooks). */
const QUESTIONS: Record<string, string[]> = {
  sales: [
    'What is the total revenue?',
    'Which region has the most revenue?',
    'What is the average unit price?',
    'How many orders are there in March 2023?',
  ],
  'messy-finance': [
    'What is the total budget?',
    'What is the average growth?',
    'What is the earliest report date?',
  ],
  medals: ['How many gold medals did China win?', 'Which nation has the most gold?'],
}

describe('the same data as CSV, xlsx and ods, ingested through the HTTP JSON route', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp()
    for (const stem of Object.keys(QUESTIONS)) {
      for (const form of FORMS) {
        const response = await t.call('POST', INGEST, {
          artifact: stem,
          collection: form,
          input: { type: 'file', value: readFileSync(fileOf(stem, form)).toString('base64') },
          metadata: { file_name: `${stem}.${form}` },
        })
        expect(response.status).toBe(200)
      }
    }
  })
  afterAll(() => t?.close())

  const tableOf = (stem: string, form: string, content: string) => resultTable(t, form, stem, content)

  for (const [stem, questions] of Object.entries(QUESTIONS)) {
    it(`answers questions about ${stem} the same whatever its form`, async () => {
      for (const content of questions) {
        const [csv, ...workbooks] = await Promise.all(FORMS.map((form) => tableOf(stem, form, content)))
        expect(csv, content).toMatch(/^\|/)
        for (const answer of workbooks) expect(answer, content).toBe(csv)
      }
    })
  }

  it('refuses a zip bomb with its own code while the server keeps answering', async () => {
    const response = await t.call('POST', INGEST, {
      artifact: 'bomb',
      input: { type: 'file', value: readFileSync('fixtures/workbooks/zip-bomb.xlsx').toString('base64') },
      metadata: { file_name: 'report.xlsx' },
    })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).error.detail.code).toBe('zip_bomb')
    expect(await tableOf('medals', 'xlsx', 'Which nation has the most gold?')).toMatch(/United States/)
  })
})

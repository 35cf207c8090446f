import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isTallyError } from '../../../src/errors.js'
import { extractPdfTables } from '../../../src/ingest/pdf/pdf-extractor.js'

const dir = join(import.meta.dirname, '../../../fixtures/pdf')
const pdf = (name: string) => readFileSync(join(dir, name))
const csvRows = (name: string) =>
  readFileSync(join(dir, name), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(','))

/** LibreOffice prints 19.50 as 19.5: numbers compare as numbers, text as text. */
const same = (printed: string, written: string) =>
  printed === written || (written.trim() !== '' && Number(printed) === Number(written))

/** The cells where the table read from the PDF differs from the CSV it was printed from. */
const differences = (rows: readonly (readonly string[])[], expected: string[][]) =>
  expected.flatMap((row, r) =>
    row.flatMap((cell, c) =>
      same(rows[r]?.[c] ?? '', cell) ? [] : [`${r},${c}: ${cell} != ${rows[r]?.[c]}`],
    ),
  )

async function failure(run: Promise<unknown>) {
  try {
    await run
  } catch (error) {
    if (!isTallyError(error)) throw error
    return { code: error.code, status: error.status, message: error.message }
  }
  throw new Error('expected the PDF to be refused')
}

describe('PDF tables made by LibreOffice from a CSV', () => {
  it('reads a ruled table over three pages as one table, its repeated header kept once', async () => {
    const tables = await extractPdfTables(pdf('orders-ruled.pdf'))
    const expected = csvRows('orders.csv')
    expect(tables).toHaveLength(1)
    const [table] = tables
    expect(table?.pages).toEqual([1, 2, 3])
    expect(table?.ruled).toBe(true)
    expect(table?.rows).toHaveLength(expected.length)
    expect(differences(table?.rows ?? [], expected)).toEqual([])
  })

  it('reads an unruled table over two pages from its aligned columns, without page furniture', async () => {
    const tables = await extractPdfTables(pdf('stations-unruled.pdf'))
    const expected = csvRows('stations.csv')
    expect(tables.map((t) => t.pages)).toEqual([[1, 2]])
    const rows = tables[0]?.rows ?? []
    expect(rows).toHaveLength(expected.length)
    expect(differences(rows, expected)).toEqual([])
  })

  it('keeps each page part apart when asked not to join pages', async () => {
    const tables = await extractPdfTables(pdf('orders-ruled.pdf'), { joinPages: false })
    expect(tables.map((t) => [t.page, t.index])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ])
    expect(tables.every((t) => t.rows[0]?.[0] === 'order_id')).toBe(true)
  })
})

describe('PDF page layouts printed by LibreOffice', () => {
  it('reads a list printed in two halves side by side as two tables', async () => {
    const tables = await extractPdfTables(pdf('two-halves.pdf'))
    const [header, ...rooms] = csvRows('two-halves.csv')
    expect(tables.map((t) => [t.page, t.index])).toEqual([
      [1, 1],
      [1, 2],
    ])
    expect(tables.map((t) => t.rows[0])).toEqual([header, header])
    const rows = tables.flatMap((t) => t.rows.slice(1))
    expect(differences(rows, rooms)).toEqual([])
  })

  it('reads a table inside one column of a page set in two columns of text, without the text beside it', async () => {
    const tables = await extractPdfTables(pdf('notice-columns.pdf'))
    const expected = csvRows('notice-columns.csv')
    expect(tables).toHaveLength(1)
    expect(tables[0]?.rows).toHaveLength(expected.length)
    expect(differences(tables[0]?.rows ?? [], expected)).toEqual([])
  })
})

describe('PDFs that cannot be read', () => {
  it.each([
    ['truncated.pdf', 'pdf_truncated'],
    ['encrypted.pdf', 'pdf_encrypted'],
    ['garbage.pdf', 'pdf_invalid'],
    ['scan.pdf', 'pdf_no_text'],
  ])('refuses %s with %s, a 400 that names no path', async (name, code) => {
    const error = await failure(extractPdfTables(pdf(name)))
    expect(error.code).toBe(code)
    expect(error.status).toBe(400)
    expect(error.message).not.toMatch(/fixtures|\/work|\.ts|at /)
  })

  it('refuses a PDF longer than the page limit with pdf_too_many_pages', async () => {
    const error = await failure(extractPdfTables(pdf('orders-ruled.pdf'), { maxPages: 2 }))
    expect(error).toMatchObject({ code: 'pdf_too_many_pages', status: 413 })
  })

  it('gives up on a PDF that takes longer than the time limit with pdf_too_complex', async () => {
    const error = await failure(extractPdfTables(pdf('orders-ruled.pdf'), { timeoutMs: 1 }))
    expect(error.code).toBe('pdf_too_complex')
  })

  it('reads the next PDF after one that ran out of time, in a fresh worker', async () => {
    await extractPdfTables(pdf('stations-unruled.pdf'))
    const error = await failure(extractPdfTables(pdf('orders-ruled.pdf'), { timeoutMs: 1 }))
    expect(error.code).toBe('pdf_too_complex')
    const tables = await extractPdfTables(pdf('stations-unruled.pdf'))
    expect(tables.map((t) => t.pages)).toEqual([[1, 2]])
  })
})

describe('a CSV as Calc prints it, headers left and numbers right in wide cells', () => {
  it('keeps each header over its own numbers, one column each', async () => {
    const tables = await extractPdfTables(pdf('animal-flags.pdf'))
    const expected = csvRows('animal-flags.csv')
    expect(tables).toHaveLength(1)
    const rows = tables[0]?.rows ?? []
    expect(rows[0]).toEqual(expected[0])
    expect(rows).toHaveLength(expected.length)
    expect(differences(rows, expected)).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { extractPdfTables } from '../../../src/ingest/pdf/pdf-extractor.js'

/** CSVs printed by Calc as `bench:formats` prints them (print-pdf.py), by scripts/make-pdf-fixtures.mjs. */
const dir = join(import.meta.dirname, '../../../fixtures/pdf')

/** RFC 4180 records: quoted cells hold commas and line breaks. */
function csvRecords(name: string): string[][] {
  const text = readFileSync(join(dir, name), 'utf8')
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (!quoted && (c === ',' || c === '\n')) {
      record.push(cell)
      cell = ''
      if (c === '\n') {
        records.push(record)
        record = []
      }
    } else cell += c
  }
  return records
}

/** Calc prints a date of the CSV as MM/DD/YYYY and 4.0 as 4: the cells that differ from it otherwise. */
const differences = (rows: readonly (readonly string[])[], expected: readonly string[][]) =>
  expected.flatMap((row, r) =>
    row.flatMap((cell, c) => {
      const printed = rows[r]?.[c] ?? ''
      const iso = printed.replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, '$3-$1-$2')
      const same = iso === cell || (cell !== '' && Number(printed) === Number(cell))
      return same ? [] : [`${r},${c}: ${cell} != ${printed}`]
    }),
  )

describe('CSVs printed by Calc with grid lines, as a person sets up the print', () => {
  it('reads a sheet of 34 columns shrunk one page wide, its text half a point tall, row for row', async () => {
    const tables = await extractPdfTables(readFileSync(join(dir, 'survey-shrunk.pdf')))
    const expected = csvRecords('survey-shrunk.csv')
    expect(tables).toHaveLength(1)
    const rows = tables[0]?.rows ?? []
    expect(rows).toHaveLength(expected.length)
    // Headers wrapped over lines, a header wider than its dates beside a column of numbers, "1,234 ft (376 m)".
    expect(differences(rows, expected)).toEqual([])
  })

  it('reads rows taller than half a page, one to a page, as one table without the pages\u2019 footers', async () => {
    const tables = await extractPdfTables(readFileSync(join(dir, 'job-ads-tall.pdf')))
    const expected = csvRecords('job-ads-tall.csv')
    expect(tables.map((t) => [t.page, t.pages.length])).toEqual([[1, 18]])
    const rows = tables[0]?.rows ?? []
    expect(rows).toHaveLength(expected.length)
    expect(differences(rows, expected)).toEqual([])
  })

  it('joins the pages of a ruled table column for column where a column is blank over a whole page', async () => {
    const tables = await extractPdfTables(readFileSync(join(dir, 'readings-sparse.pdf')))
    const expected = csvRecords('readings-sparse.csv')
    expect(tables.map((t) => t.pages)).toEqual([[1, 2, 3, 4]])
    const rows = tables[0]?.rows ?? []
    expect(rows).toHaveLength(expected.length)
    expect(differences(rows, expected)).toEqual([])
  })
})

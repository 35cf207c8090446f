import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'
import { column, fixture, onlyTable, typesOf, valuesOf } from './ingest-helpers.js'

describe('CSV dialects', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  const ingest = async (file: string) =>
    onlyTable(
      await engine.ingest({ org: 'default', artifact: file.replace(/\W/g, '-'), file: fixture(file) }),
    )

  it('reads a UTF-8 BOM, semicolons and European numbers and dates', async () => {
    const table = await ingest('umsatz-semicolon-bom.csv')
    expect(table.columns.map((c) => c.name)).toEqual(['Filiale', 'Umsatz', 'Datum', 'Preis'])
    expect(typesOf(table)).toEqual({ Filiale: 'VARCHAR', Umsatz: 'DOUBLE', Datum: 'DATE', Preis: 'BIGINT' })
    expect(await valuesOf(engine, table, 'Filiale')).toEqual(['Berlin', 'München', 'Köln', 'Hamburg'])
    expect(await valuesOf(engine, table, 'Umsatz')).toEqual([1234.5, 987.25, 12000, 45.1])
    expect(await valuesOf(engine, table, 'Datum')).toEqual([
      '2024-01-15',
      '2024-02-03',
      '2024-02-28',
      '2024-03-01',
    ])
    expect(await valuesOf(engine, table, 'Preis')).toEqual([1234, 12, 2500, 980])
    expect(column(table, 'Preis').profile.unit).toBe('€')
  })

  it('reads tab-separated values with quoted tabs, newlines and doubled quotes', async () => {
    const table = await ingest('tickets.tsv')
    expect(typesOf(table)).toEqual({ ticket: 'BIGINT', customer: 'VARCHAR', note: 'VARCHAR', opened: 'DATE' })
    expect(await valuesOf(engine, table, 'customer', 'note')).toEqual([
      ['Acme Corp', 'Printer jams on\ntray 2'],
      ['Globex', 'No issue'],
      ['Initech, Inc.', 'Said "urgent" twice'],
    ])
  })

  it('keeps newlines and doubled quotes inside quoted fields', async () => {
    const table = await ingest('reviews-quoted-newlines.csv')
    expect(table.rowCount).toBe(3)
    expect(await valuesOf(engine, table, 'review')).toEqual([
      'Works well.\nWould buy again.',
      'The "pro" model is louder, but fine',
      'Fine',
    ])
  })

  it('reads backslash-escaped quotes the way WikiTableQuestions writes them', async () => {
    const table = await ingest('hugo-awards-backslash.csv')
    expect(await valuesOf(engine, table, 'Guests of Honor (Pro)')).toEqual([
      'Frank R. Paul',
      'E. E. "Doc" Smith',
      'Robert A. Heinlein',
      'A. E. van Vogt\nE. Mayne Hull',
      'John W. Campbell, Jr.',
    ])
    expect(await valuesOf(engine, table, 'City')).toContain('New York, New York')
  })

  it('names empty and repeated header cells and flattens newlines in names', async () => {
    const table = await ingest('hugo-awards-backslash.csv')
    expect(table.columns.map((c) => c.name)).toEqual([
      'column1',
      'Year',
      'Name',
      'City',
      'Name_2',
      'Guests of Honor (Pro)',
    ])
    expect(column(table, 'Year').type).toBe('BIGINT')
  })

  it('reads Windows line ends after header cells written on two lines', async () => {
    // DuckDB's sniffer alone takes the quoted "\n" for the rows' end and gives up on this file.
    const table = await ingest('bar-ratings-crlf-two-line-header.csv')
    expect(table.columns.map((c) => c.name)).toEqual([
      'Company (Maker-if known)',
      'Review Date',
      'Rating',
      'Broad Bean Origin',
    ])
    expect(await valuesOf(engine, table, 'Broad Bean Origin')).toEqual([
      'Venezuela',
      'Peru, Ecuador',
      'Madagascar',
    ])
    expect(await valuesOf(engine, table, 'Rating')).toEqual([3.5, 3.75, 4])
  })

  it('reads a header whose first cell is empty above an index column', async () => {
    const table = await ingest('landmarks-index-column.csv')
    expect(table.columns.map((c) => c.name)).toEqual(['column1', 'Landmark name', 'Location'])
    expect(table.rowCount).toBe(3)
    expect(await valuesOf(engine, table, 'column1', 'Location')).toEqual([
      [1, 'Mesa'],
      [2, 'Gilbert'],
      [3, 'Mesa'],
    ])
  })

  it('names the columns of a header-less file column1..n and keeps its first row', async () => {
    const table = await ingest('readings-no-header.csv')
    expect(table.columns.map((c) => c.name)).toEqual(['column1', 'column2', 'column3'])
    expect(table.rowCount).toBe(4)
    expect(await valuesOf(engine, table, 'column1', 'column3')).toEqual([
      ['2024-01-05', 120],
      ['2024-01-06', 95],
      ['2024-01-07', 130],
      ['2024-01-08', 88],
    ])
  })

  it('pads rows that stop early with NULL instead of collapsing the file to one column', async () => {
    const table = await ingest('stock-short-rows.csv')
    expect(table.columns.map((c) => c.name)).toEqual(['sku', 'warehouse', 'on_hand', 'reorder_at'])
    expect(await valuesOf(engine, table, 'sku', 'on_hand', 'reorder_at')).toEqual([
      ['A-100', 40, 10],
      ['A-101', null, null],
      ['A-102', 7, 5],
      ['A-103', null, null],
    ])
  })

  it('keeps codes with leading zeros as text', async () => {
    const table = await ingest('codes-leading-zeros.csv')
    expect(column(table, 'zip').type).toBe('VARCHAR')
    expect(await valuesOf(engine, table, 'zip')).toEqual(['01234', '02134', '10001'])
    expect(await valuesOf(engine, table, 'plus_minus')).toEqual([5, -3, 12])
  })

  it('keeps the columns of a file with a header and no rows as text', async () => {
    const file = Buffer.from('order_id,shipped,amount\n')
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'no-rows', file, fileName: 'h.csv' }),
    )
    expect(table.rowCount).toBe(0)
    expect(typesOf(table)).toEqual({ order_id: 'VARCHAR', shipped: 'VARCHAR', amount: 'VARCHAR' })
  })

  it('skips a title line above the header', async () => {
    const file = Buffer.from('Sales report 2024\n\nregion,amount\nNorth,10\nSouth,20\n')
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'titled', file, fileName: 't.csv' }),
    )
    expect(await valuesOf(engine, table, 'region', 'amount')).toEqual([
      ['North', 10],
      ['South', 20],
    ])
  })

  it('reads UTF-16 text with a byte order mark', async () => {
    const body = Buffer.from('city,visitors\nZürich,1200\nGenève,800\n', 'utf16le')
    const info = await engine.ingest({
      org: 'default',
      artifact: 'utf16',
      file: Buffer.concat([Buffer.from([0xff, 0xfe]), body]),
      fileName: 'visitors.csv',
    })
    const table = onlyTable(info)
    expect(await valuesOf(engine, table, 'city', 'visitors')).toEqual([
      ['Zürich', 1200],
      ['Genève', 800],
    ])
  })

  it('reads Latin-1 text', async () => {
    const file = Buffer.from('city;visitors\nZürich;1200\nGenève;800\n', 'latin1')
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'latin1', file, fileName: 'v.csv' }),
    )
    expect(await valuesOf(engine, table, 'city')).toEqual(['Zürich', 'Genève'])
  })

  it('reads a CSV whose first header opens with "PK" as text, never as a zip package', async () => {
    const file = Buffer.from('PKG_ID,price\nG-1,120\nG-2,95\n')
    for (const fileName of ['guitar_packages.csv', 'guitar_packages']) {
      const table = onlyTable(await engine.ingest({ org: 'default', artifact: 'pk', file, fileName }))
      expect(await valuesOf(engine, table, 'PKG_ID', 'price')).toEqual([
        ['G-1', 120],
        ['G-2', 95],
      ])
    }
  })
})

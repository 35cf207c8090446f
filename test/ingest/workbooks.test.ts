import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine, extractTables } from '../../src/index.js'
import { errorCode, onlyTable, valuesOf } from './ingest-helpers.js'

const workbook = (name: string) => `fixtures/workbooks/${name}`

describe('workbooks', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  for (const file of ['messy.xlsx', 'messy.ods']) {
    it(`makes a table of every table on every sheet of ${file}, named after its sheet`, async () => {
      const info = await engine.ingest({ org: 'default', artifact: 'messy', file: workbook(file) })
      expect(info.tables.map((t) => [t.name, t.rowCount])).toEqual([
        ['messy/Sales.t1', 4],
        ['messy/Sales.t2', 3],
        ['messy/Staff', 3],
      ])
      const [sales, managers] = info.tables
      if (!sales || !managers) throw new Error('tables missing')
      expect(sales.columns.map((c) => `${c.name}:${c.type}`)).toEqual([
        'Region:VARCHAR',
        'Q1 Revenue:DOUBLE',
        'Q1 Units:BIGINT',
        'Q2 Revenue:DOUBLE',
        'Q2 Units:BIGINT',
      ])
      expect(sales.notes).toContain('totals row left out')
      expect(await valuesOf(engine, sales, 'Region')).toEqual(['North', 'South', 'East', 'West'])
      const started = await valuesOf(engine, managers, 'Started')
      expect(started.map((d) => String(d).slice(0, 10))).toEqual(['2019-03-04', '2021-11-15', '2020-06-01'])
      const listed = await engine.listArtifacts('default')
      expect(listed.find((a) => a.artifact === 'messy')?.tables.map((t) => t.notes?.[0])).toEqual([
        'sheet 2 "Sales", table 1: 4 rows x 5 columns',
        'sheet 2 "Sales", table 2: 3 rows x 3 columns',
        'sheet 3 "Staff", table 1: 3 rows x 3 columns',
      ])
    })
  }

  for (const file of ['visit-notes.xlsx', 'visit-notes.ods']) {
    it(`keeps cells over several lines whole in ${file}, as in its CSV`, async () => {
      const csv = onlyTable(
        await engine.ingest({ org: 'default', artifact: 'notes-csv', file: workbook('visit-notes.csv') }),
      )
      const book = onlyTable(
        await engine.ingest({ org: 'default', artifact: 'notes-book', file: workbook(file) }),
      )
      expect(book.rowCount).toBe(12)
      const notes = await valuesOf(engine, book, 'visit_id', 'notes', 'minutes')
      expect(notes).toEqual(await valuesOf(engine, csv, 'visit_id', 'notes', 'minutes'))
      expect(notes.filter((row) => String((row as unknown[])[1]).includes('\n'))).toHaveLength(8)
    })
  }

  it('refuses bad workbooks, each with its own code', async () => {
    const code = (name: string) =>
      errorCode(engine.ingest({ org: 'default', artifact: 'bad', file: workbook(name) }))
    expect(await code('truncated.xlsx')).toBe('truncated_file')
    expect(await code('garbage.xlsx')).toBe('not_a_workbook')
    expect(await code('zip-bomb.xlsx')).toBe('zip_bomb')
  })
})

describe('tally extract', () => {
  let out: string
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'tally-extract-test-'))
  })
  afterAll(() => rm(out, { recursive: true, force: true }))

  it('writes each table as <stem>.p<sheet>.t<k>.csv with its header, padded rows and RFC 4180 quoting', async () => {
    const tables = await extractTables(workbook('messy.xlsx'), out)
    expect((await readdir(out)).sort()).toEqual(['messy.p2.t1.csv', 'messy.p2.t2.csv', 'messy.p3.t1.csv'])
    expect(tables.map((t) => [t.page, t.index, t.rows, t.columns])).toEqual([
      [2, 1, 4, 5],
      [2, 2, 3, 3],
      [3, 1, 3, 3],
    ])
    const first = await readFile(join(out, 'messy.p2.t1.csv'), 'utf8')
    expect(first.split('\r\n').slice(0, 2)).toEqual([
      'Region,Q1 Revenue,Q1 Units,Q2 Revenue,Q2 Units',
      'North,1200.5,30,1800.25,41',
    ])
  })

  it('fails with a code on a file that is not a workbook', async () => {
    expect(await errorCode(extractTables(workbook('garbage.xlsx'), out))).toBe('not_a_workbook')
  })
})

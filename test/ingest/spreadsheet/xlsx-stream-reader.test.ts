import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readXlsxStreaming } from '../../../src/ingest/spreadsheet/xlsx-stream-reader.js'
import { ZipEntries } from '../../../src/ingest/spreadsheet/zip-entries.js'

describe('the streaming .xlsx reader', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-xlsx-stream-test-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('reads a sheet with merged cells again with them, keeping only the second reading', async () => {
    const zip = await ZipEntries.open('fixtures/workbooks/messy.xlsx')
    const tables = await readXlsxStreaming(zip, { kind: 'stage', dir }, 1_000_000).finally(() => zip.close())
    expect(tables.map((t) => [t.sheetName, t.index, t.rowCount])).toEqual([
      ['Sales', 1, 4],
      ['Sales', 2, 3],
      ['Staff', 1, 3],
    ])
    // The merged group labels over Q1 and Q2 are filled before the two header rows are combined.
    expect(tables[0]?.header).toEqual(['Region', 'Q1 Revenue', 'Q1 Units', 'Q2 Revenue', 'Q2 Units'])
    // The first reading's staged files are gone: only the kept tables' files remain.
    const files = tables.map((t) => basename(t.file ?? ''))
    expect((await readdir(dir)).sort()).toEqual([...files].sort())
    expect((await readFile(tables[0]?.file ?? '', 'utf8')).split('\r\n')[0]).toMatch(/^North,/)
  })

  it('counts each cell once when a sheet is read again', async () => {
    // messy.xlsx holds 3 + 46 + 12 cells; its second sheet has merges and is read twice.
    const read = async (maxCells: number) => {
      const zip = await ZipEntries.open('fixtures/workbooks/messy.xlsx')
      return readXlsxStreaming(zip, { kind: 'collect' }, maxCells).finally(() => zip.close())
    }
    await expect(read(61)).resolves.toHaveLength(3)
    await expect(read(60)).rejects.toMatchObject({ code: 'too_many_cells' })
  })
})

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isTallyError } from '../../src/errors.js'
import { readArrow } from '../../src/ingest/arrow-reader.js'
import type { GridLimits } from '../../src/ingest/grid/grid-formats.js'
import { extractPdfTables } from '../../src/ingest/pdf/pdf-extractor.js'
import { readerWorker } from '../../src/ingest/reader-thread.js'
import { readWorkbook } from '../../src/ingest/spreadsheet/workbook-reader.js'
import { salesArrow } from './arrow-fixture.js'

const fixtures = join(import.meta.dirname, '../../fixtures')
const dir = mkdtempSync(join(tmpdir(), 'tally-reader-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const limits: GridLimits = {
  maxCells: 1_000_000,
  maxUnpackedBytes: 100_000_000,
  readerMemoryMb: 512,
  readerTimeoutMs: 60_000,
}
const collect = { kind: 'collect' } as const
const arrowFile = join(dir, 'sales.arrow')
writeFileSync(arrowFile, salesArrow())

const workbook = (options: Partial<GridLimits> = {}) => {
  const path = join(fixtures, 'workbooks/sales.xlsx')
  return readWorkbook(path, readFileSync(path).subarray(0, 8), collect, { ...limits, ...options })
}
const arrow = (path = arrowFile) => readArrow(path, readFileSync(arrowFile).subarray(0, 8), collect, limits)
const pdf = () =>
  extractPdfTables(readFileSync(join(fixtures, 'pdf/stations-unruled.pdf')), { maxMemoryMb: 512 })

async function failure(run: Promise<unknown>): Promise<string> {
  try {
    await run
  } catch (error) {
    return isTallyError(error) ? error.code : 'crash'
  }
  throw new Error('expected the read to fail')
}

describe('the shared reader worker', () => {
  it('reads a PDF, a workbook, an Arrow file and a PDF again one after another on one warm worker', async () => {
    // From sources, a worker is started with pdfjs loaded before tsx only for a PDF: start with one.
    expect((await pdf()).length).toBe(1)
    const started = readerWorker.started
    expect((await workbook())[0]?.rowCount).toBeGreaterThan(0)
    expect((await arrow())[0]?.rowCount).toBeGreaterThan(0)
    expect((await pdf()).length).toBe(1)
    expect(readerWorker.started).toBe(started)
  })

  it('replaces a worker that ran out of time, and the next file reads', async () => {
    await arrow()
    const started = readerWorker.started
    expect(await failure(workbook({ readerTimeoutMs: 1 }))).toBe('read_timeout')
    expect((await arrow())[0]?.rowCount).toBeGreaterThan(0)
    expect(readerWorker.started).toBe(started + 1)
  })

  it('replaces a worker that crashed, and the next file reads', async () => {
    await arrow()
    const started = readerWorker.started
    // A file that is gone makes the reader throw an error that is not a TallyError: the worker dies.
    expect(await failure(arrow(join(dir, 'missing.arrow')))).toBe('crash')
    expect((await workbook())[0]?.rowCount).toBeGreaterThan(0)
    expect(readerWorker.started).toBe(started + 1)
  })
})

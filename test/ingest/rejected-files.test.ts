import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'
import { errorCode, fixture } from './ingest-helpers.js'

describe('files that yield no table', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine({ maxLineBytes: 4096 })
  })
  afterAll(() => engine.close())

  const ingestBuffer = (file: Buffer, fileName: string) =>
    engine.ingest({ org: 'default', artifact: 'rejected', file, fileName })

  it('rejects an empty file with empty_file', async () => {
    expect(
      await errorCode(engine.ingest({ org: 'default', artifact: 'e', file: fixture('empty.csv') })),
    ).toBe('empty_file')
    expect(await errorCode(ingestBuffer(Buffer.from('\n \n'), 'blank.csv'))).toBe('empty_file')
  })

  it('rejects a binary file with binary_file', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ])
    expect(await errorCode(ingestBuffer(png, 'chart.csv'))).toBe('binary_file')
  })

  it('rejects a line longer than maxLineBytes with line_too_long, early or late in the file', async () => {
    const early = `id,text\n1,${'x'.repeat(10_000)}\n2,short\n`
    expect(await errorCode(ingestBuffer(Buffer.from(early), 'early.csv'))).toBe('line_too_long')
    // Past the 1 MiB head the dialect check reads: DuckDB's own limit must catch it.
    const rows = Array.from({ length: 100_000 }, (_, i) => `${i},row ${i}`).join('\n')
    const late = `id,text\n${rows}\n100000,${'y'.repeat(10_000)}\n`
    expect(await errorCode(ingestBuffer(Buffer.from(late), 'late.csv'))).toBe('line_too_long')
  })

  it('rejects a quote that never closes with csv_unterminated_quote', async () => {
    const code = await errorCode(
      engine.ingest({ org: 'default', artifact: 'b', file: fixture('broken-quote.csv') }),
    )
    expect(code).toBe('csv_unterminated_quote')
  })

  it('rejects a row with far more fields than the header with csv_inconsistent_columns', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `${i},name ${i},${i * 2}`).join('\n')
    const extra = Array.from({ length: 20 }, (_, i) => i).join(',')
    const file = Buffer.from(`id,name,score\n${rows}\n30000,extra,1,${extra}\n`)
    expect(await errorCode(ingestBuffer(file, 'extra-fields.csv'))).toBe('csv_inconsistent_columns')
  })

  it('leaves no artifact behind when a file is rejected', async () => {
    await errorCode(ingestBuffer(Buffer.from(''), 'nothing.csv'))
    const listed = await engine.listArtifacts('default')
    expect(listed.map((a) => a.artifact)).not.toContain('rejected')
  })
})

import { statSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine, type IngestProgress } from '../../src/index.js'

describe('ingest progress', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  it('reports the staged bytes, the rows read and the end, in that order', async () => {
    const seen: IngestProgress[] = []
    await engine.ingest({
      org: 'default',
      artifact: 'sales',
      file: 'fixtures/sales.csv',
      onProgress: (progress) => seen.push(progress),
    })
    const bytes = statSync('fixtures/sales.csv').size
    expect(seen[0]).toEqual({ phase: 'staged', bytes, percent: 0 })
    expect(seen.at(-2)).toEqual({ phase: 'read', bytes, percent: 100, rows: 240 })
    expect(seen.at(-1)).toEqual({ phase: 'done', bytes, percent: 100, rows: 240 })
    const percents = seen.map((p) => p.percent)
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
  })

  it('reports nothing once a failed ingest has thrown, and still says where it got', async () => {
    const seen: string[] = []
    const failed = engine.ingest({
      org: 'default',
      artifact: 'empty',
      file: Buffer.from(''),
      fileName: 'empty.csv',
      onProgress: (progress) => seen.push(progress.phase),
    })
    await expect(failed).rejects.toMatchObject({ code: expect.any(String) })
    expect(seen).not.toContain('done')
  })
})

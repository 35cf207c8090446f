import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'
import { onlyTable, valuesOf } from './ingest-helpers.js'

const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`)
const numbered = (count: number) => Array.from({ length: count }, (_, i) => `${i},${i * 2},${i * 3}`)

describe('rows with more fields than the header', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  it('keeps the extra values of a row inside the sample in unnamed columns and says so', async () => {
    const lines = ['a,b,c', ...numbered(50)]
    lines[21] = '20,40,60,x,y'
    const info = await engine.ingest({
      org: 'default',
      artifact: 'near',
      file: csv(lines),
      fileName: 'near.csv',
    })
    const table = onlyTable(info)
    expect(table.columns.map((c) => c.name)).toEqual(['a', 'b', 'c', 'column4', 'column5'])
    expect(table.rowCount).toBe(50)
    expect(info.notes).toHaveLength(1)
    expect(info.notes?.[0]).toContain('column4, column5')
    const extra = await valuesOf(engine, table, 'column4', 'column5')
    expect(extra.filter((row) => (row as unknown[]).some((v) => v !== null))).toEqual([['x', 'y']])
  })

  it('keeps the extra values of a row far past the sample too', async () => {
    const lines = ['a,b,c', ...numbered(30_000)]
    lines[25_001] = '25000,50000,75000,late,later'
    const info = await engine.ingest({
      org: 'default',
      artifact: 'far',
      file: csv(lines),
      fileName: 'far.csv',
    })
    const table = onlyTable(info)
    expect(table.columns.map((c) => c.name)).toEqual(['a', 'b', 'c', 'column4', 'column5'])
    expect(table.rowCount).toBe(30_000)
    expect(info.notes?.[0]).toMatch(/^1 row has more fields/)
  })

  it('adds no note when every row fits the header', async () => {
    const info = await engine.ingest({ org: 'default', artifact: 'fits', file: 'fixtures/sales.csv' })
    expect(info.notes).toBeUndefined()
  })
})

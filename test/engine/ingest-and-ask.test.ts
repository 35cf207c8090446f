import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'

describe('engine: ingest a CSV and ask', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  it('ingests the sales fixture with its columns and row count', async () => {
    const info = await engine.ingest({
      org: 'default',
      collection: 'demo',
      artifact: 'sales',
      file: 'fixtures/sales.csv',
    })
    expect(info.tables).toHaveLength(1)
    expect(info.tables[0]?.rowCount).toBe(240)
    expect(info.tables[0]?.columns.map((c) => c.name)).toContain('revenue')
    expect(info.tables[0]?.columns.find((c) => c.name === 'order_date')?.type).toBe('DATE')
  })

  it('answers how many rows there are in the Messages shape', async () => {
    const reply = await engine.messages.create(
      { messages: [{ role: 'user', content: 'how many rows are there?' }] },
      { org: 'default' },
    )
    expect(reply.content.map((b) => b.type)).toEqual(['tool_use', 'tool_result', 'text'])
    expect(reply.content[1].is_error).toBe(false)
    expect(reply.content[1].content[0]?.text).toContain('| 240 |')
    expect(reply.id).toMatch(/^msg_[0-9a-f]{32}$/)
  })
})

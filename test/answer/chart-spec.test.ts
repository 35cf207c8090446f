import { compile } from 'vega-lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'

describe('charts in tool_result', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
    await engine.ingest({
      org: 'default',
      collection: 'charts',
      artifact: 'sales',
      file: 'fixtures/sales.csv',
    })
  })
  afterAll(() => engine.close())

  async function resultTexts(question: string): Promise<string[]> {
    const reply = await engine.messages.create(
      {
        messages: [{ role: 'user', content: question }],
        tool_context: [{ type: 'ingested_artifact', context_filter: { collection: 'charts' } }],
      },
      { org: 'default' },
    )
    const result = reply.content[1]
    expect(result.is_error).toBe(false)
    return result.content.map((block) => block.text)
  }

  function chartOf(texts: string[]) {
    const fence = texts[2] ?? ''
    const match = /^```vega-lite\n(.*)\n```$/s.exec(fence)
    expect(match).not.toBeNull()
    const spec = JSON.parse(match?.[1] ?? '{}')
    // The official compiler accepts it: a client can render exactly what we send.
    expect(compile(spec).spec.marks?.length).toBeGreaterThan(0)
    return spec
  }

  it('draws a trend over time as a line with every period inlined', async () => {
    const texts = await resultTexts('total revenue by month')
    const spec = chartOf(texts)
    expect(spec.$schema).toBe('https://vega.github.io/schema/vega-lite/v5.json')
    expect(spec.mark.type).toBe('line')
    expect(spec.encoding.x).toMatchObject({ type: 'temporal', timeUnit: 'utcyearmonth' })
    const tableRows = (texts[0] ?? '').split('\n').length - 2
    expect(spec.data.values).toHaveLength(tableRows)
    expect(spec.data.values[0]).toEqual({ month: '2023-01-01', 'sum(revenue)': expect.any(Number) })
  })

  it('draws groups compared on a measure as bars in the order of the table', async () => {
    const spec = chartOf(await resultTexts('top 3 countries by revenue'))
    expect(spec.mark.type).toBe('bar')
    expect(spec.encoding.x.sort).toBeNull()
    expect(spec.data.values.map((row: Record<string, unknown>) => row.country)).toHaveLength(3)
    const revenue = spec.data.values.map((row: Record<string, number>) => row['sum(revenue)'])
    expect([...revenue].sort((a, b) => b - a)).toEqual(revenue)
  })

  it('draws a share of the total as an arc', async () => {
    expect(chartOf(await resultTexts('share of revenue by region')).mark.type).toBe('arc')
  })

  it('adds no chart to a single value', async () => {
    expect(await resultTexts('what is the total revenue')).toHaveLength(2)
  })
})

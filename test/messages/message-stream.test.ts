import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine, TallyError } from '../../src/index.js'
import type { MessageReply } from '../../src/messages/message-schemas.js'
import { deltaChunks, type MessageStreamEvent, streamReply } from '../../src/messages/message-stream.js'

const MICROS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/
const ask = (content: string, extra: object = {}) => ({
  messages: [{ role: 'user' as const, content }],
  ...extra,
})

async function collect(events: AsyncIterable<MessageStreamEvent>): Promise<MessageStreamEvent[]> {
  const all: MessageStreamEvent[] = []
  for await (const event of events) all.push(event)
  return all
}

describe('deltaChunks', () => {
  it('splits only between words and joins back to the original text', () => {
    const text = 'There are **240** rows in sales, and the longest word is supercalifragilistic. '.repeat(3)
    const chunks = deltaChunks(text, 20)
    expect(chunks.join('')).toBe(text)
    expect(chunks.length).toBeGreaterThan(3)
    for (const chunk of chunks.slice(1)) expect(chunk[0]).toMatch(/\S/)
  })

  it('keeps an empty text as one empty chunk', () => {
    expect(deltaChunks('')).toEqual([''])
  })
})

describe('engine.messages.stream', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
    await engine.ingest({ org: 'default', collection: 'demo', artifact: 'sales', file: 'fixtures/sales.csv' })
  })
  afterAll(() => engine.close())

  it('sends the three blocks in the order and shape the Anthropic SDK accumulates', async () => {
    const events = await collect(engine.messages.stream(ask('how many rows are there?'), { org: 'default' }))
    const kinds = events.map((e) => (e.type === 'content_block_delta' ? e.delta.type : e.type))
    expect(kinds[0]).toBe('message_start')
    expect(kinds[1]).toBe('ping')
    const rest = kinds.slice(2).filter((k) => k !== 'ping')
    expect(rest.join(' ')).toMatch(
      /^content_block_start( input_json_delta)+ content_block_stop content_block_start content_block_stop content_block_start( text_delta)+ content_block_stop message_delta message_stop$/,
    )
    const starts = events.flatMap((e) => (e.type === 'content_block_start' ? [e] : []))
    expect(starts.map((e) => [e.index, e.content_block.type])).toEqual([
      [0, 'tool_use'],
      [1, 'tool_result'],
      [2, 'text'],
    ])
    for (const start of starts) expect(start.content_block.start_timestamp).toMatch(MICROS)
    const stops = events.flatMap((e) => (e.type === 'content_block_stop' ? [e] : []))
    expect(stops.map((e) => e.index)).toEqual([0, 1, 2])
    for (const stop of stops) expect(stop.stop_timestamp).toMatch(MICROS)

    const json = events.flatMap((e) =>
      e.type === 'content_block_delta' && e.delta.type === 'input_json_delta' ? [e.delta.partial_json] : [],
    )
    expect(JSON.parse(json.join(''))).toEqual({ query: expect.stringMatching(/\w/) })
    const text = events.flatMap((e) =>
      e.type === 'content_block_delta' && e.delta.type === 'text_delta' ? [e.delta.text] : [],
    )
    expect(text.join('')).toContain('240')
    const result = starts[1]?.content_block
    expect(result?.type === 'tool_result' && result.content[0]?.text).toContain('| 240 |')

    const start = events[0]
    const delta = events.find((e) => e.type === 'message_delta')
    expect(start?.type === 'message_start' && start.message.id).toMatch(/^msg_[0-9a-f]{32}$/)
    expect(delta?.type === 'message_delta' && delta.delta.stop_reason).toBe('end_turn')
    expect(delta?.type === 'message_delta' && delta.usage.output_tokens).toBeGreaterThan(0)
  })

  it('rejects a missing collection on the first next(), before any event', async () => {
    const stream = engine.messages.stream(
      ask('how many rows are there?', {
        tool_context: [{ type: 'ingested_artifact', context_filter: { collection: 'nope' } }],
      }),
      { org: 'default' },
    )
    const error = await stream.next().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TallyError)
    expect((error as TallyError).code).toBe('collection_not_found')
  })
})

describe('streamReply', () => {
  const head = { id: 'msg_x', model: 'tally-intent-1', inputTokens: 3 }

  it('pings while the work runs', async () => {
    let finish: (reply: MessageReply) => void = () => undefined
    const work = new Promise<MessageReply>((resolve) => {
      finish = resolve
    })
    const stream = streamReply(head, work, { pingIntervalMs: 1 })
    const seen: string[] = []
    for (let i = 0; i < 4; i++) seen.push((await stream.next()).value?.type ?? 'done')
    expect(seen).toEqual(['message_start', 'ping', 'ping', 'ping'])
    finish(await sampleReply())
    const tail = await collect({ [Symbol.asyncIterator]: () => stream })
    expect(tail.filter((e) => e.type !== 'ping').at(-1)?.type).toBe('message_stop')
  })

  it('throws after message_start when the work fails', async () => {
    const failure = new TallyError('overloaded_error', 'engine_overloaded', 'busy')
    const stream = streamReply(head, Promise.reject(failure), { pingIntervalMs: 1000 })
    expect((await stream.next()).value?.type).toBe('message_start')
    expect((await stream.next()).value?.type).toBe('ping')
    await expect(stream.next()).rejects.toBe(failure)
  })
})

let sample: Promise<MessageReply> | undefined
function sampleReply(): Promise<MessageReply> {
  sample ??= (async () => {
    const engine = await createEngine()
    try {
      await engine.ingest({ org: 'default', artifact: 'medals', file: 'fixtures/medals.csv' })
      return await engine.messages.create(ask('how many rows are there?'), { org: 'default' })
    } finally {
      await engine.close()
    }
  })()
  return sample
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sseResponse } from '../../adapters/http/sse-response.js'
import { TallyError } from '../../src/index.js'
import type { MessageStreamEvent } from '../../src/messages/message-stream.js'
import { errorOf, type HttpApp, MICROSECONDS, openHttpApp, question } from './http-fixture.js'
import { parseSse } from './sse-frames.js'

const MESSAGES = '/api/gpt/v1/messages'

describe('POST /api/gpt/v1/messages with stream: true', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp()
  })
  afterAll(() => t?.close())

  it('sends server-sent events with an event line naming each frame', async () => {
    const response = await t.call('POST', MESSAGES, question('how many rows are there?', { stream: true }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('request-id')).toMatch(/^req_/)
    const frames = parseSse(await response.text())
    for (const frame of frames) expect(frame.event).toBe(frame.data.type)
    const names = frames.map((f) => f.event).filter((e) => e !== 'ping')
    expect(names[0]).toBe('message_start')
    expect(names.slice(-2)).toEqual(['message_delta', 'message_stop'])
    expect(frames.some((f) => f.event === 'ping')).toBe(true)

    const starts = frames.filter((f) => f.event === 'content_block_start').map((f) => f.data)
    expect(starts.map((s) => [s.index, (s.content_block as { type: string }).type])).toEqual([
      [0, 'tool_use'],
      [1, 'tool_result'],
      [2, 'text'],
    ])
    for (const s of starts)
      expect((s.content_block as { start_timestamp: string }).start_timestamp).toMatch(MICROSECONDS)
    const stops = frames.filter((f) => f.event === 'content_block_stop').map((f) => f.data)
    expect(stops.map((s) => s.index)).toEqual([0, 1, 2])
    for (const s of stops) expect(s.stop_timestamp).toMatch(MICROSECONDS)

    const deltas = (index: number, type: string, field: string) =>
      frames
        .filter((f) => f.event === 'content_block_delta' && f.data.index === index)
        .map((f) => f.data.delta as Record<string, string>)
        .map((d) => {
          expect(d.type).toBe(type)
          return d[field]
        })
        .join('')
    expect(JSON.parse(deltas(0, 'input_json_delta', 'partial_json'))).toEqual({
      query: expect.stringMatching(/\w/),
    })
    expect(deltas(2, 'text_delta', 'text')).toContain('240')
    const result = starts[1]?.content_block as { content: { text: string }[] }
    expect(result.content[0]?.text).toContain('| 240 |')
    const delta = frames.find((f) => f.event === 'message_delta')?.data
    expect(delta?.delta).toEqual({ stop_reason: 'end_turn', stop_sequence: null })
    const usage = delta?.usage as { output_tokens: number } | undefined
    expect(usage?.output_tokens).toBeGreaterThan(0)
  })

  it('answers a missing collection with a plain 404 JSON error, not a stream', async () => {
    const response = await t.call(
      'POST',
      MESSAGES,
      question('how many rows?', {
        stream: true,
        tool_context: [{ type: 'ingested_artifact', context_filter: { collection: 'nope' } }],
      }),
    )
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await errorOf(response)).error.detail.code).toBe('collection_not_found')
  })

  it('sends pings while the answer takes longer than the ping interval', async () => {
    const slow = await openHttpApp({ app: { pingIntervalMs: 1 } })
    try {
      const response = await slow.call(
        'POST',
        MESSAGES,
        question('how many rows are there?', { stream: true }),
      )
      const frames = parseSse(await response.text())
      expect(frames.filter((f) => f.event === 'ping').length).toBeGreaterThanOrEqual(1)
      expect(frames.at(-1)?.event).toBe('message_stop')
    } finally {
      await slow.close()
    }
  })
})

describe('sseResponse', () => {
  async function* failing(error: unknown): AsyncGenerator<MessageStreamEvent, void> {
    yield { type: 'ping' }
    throw error
  }

  it('ends with an error event carrying the error body when the stream fails midway', async () => {
    const reported: unknown[] = []
    const failure = new TallyError('overloaded_error', 'engine_overloaded', 'Too many queries.')
    const response = await sseResponse(failing(failure), 'req_1', (e) => reported.push(e))
    const frames = parseSse(await response.text())
    expect(frames.map((f) => f.event)).toEqual(['ping', 'error'])
    expect(frames[1]?.data).toMatchObject({
      type: 'error',
      error: { type: 'overloaded_error', detail: { code: 'engine_overloaded' } },
      request_id: 'req_1',
    })
  })

  it('hides the internals of an unexpected error and reports it', async () => {
    const reported: unknown[] = []
    const secret = new Error('/etc/secret at line 3')
    const response = await sseResponse(failing(secret), 'req_2', (e) => reported.push(e))
    const text = await response.text()
    expect(text).not.toContain('secret')
    expect(parseSse(text)[1]?.data).toMatchObject({
      error: { type: 'api_error', detail: { code: 'internal_error' } },
    })
    expect(reported).toEqual([secret])
  })
})

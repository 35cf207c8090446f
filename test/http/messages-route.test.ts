import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageReply } from '../../src/index.js'
import { errorOf, type HttpApp, MICROSECONDS, openHttpApp, question } from './http-fixture.js'

const MESSAGES = '/api/gpt/v1/messages'
const inDemo = (extra: object = {}) => ({
  tool_context: [
    { type: 'ingested_artifact', context_filter: { collection: 'demo', artifacts: ['sales'], ...extra } },
  ],
})

describe('POST /api/gpt/v1/messages', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp()
  })
  afterAll(() => t?.close())

  it('answers "how many rows are there?" with tool_use, tool_result and text', async () => {
    const response = await t.call(
      'POST',
      MESSAGES,
      question('how many rows are there?', {
        model: 'anything',
        max_tokens: 1024,
        tools: [{ name: 'my_tables', type: 'tabular_analysis_v1' }],
        tool_choice: { type: 'auto' },
        metadata: { user_id: 'ignored' },
        ...inDemo(),
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('request-id')).toMatch(/^req_[0-9a-f]{24}$/)
    const reply = (await response.json()) as MessageReply
    expect(reply).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'tally-intent-1',
      stop_reason: 'end_turn',
      stop_sequence: null,
    })
    expect(reply.id).toMatch(/^msg_[0-9a-f]{32}$/)
    const [toolUse, toolResult, text] = reply.content
    expect(reply.content.map((b) => b.type)).toEqual(['tool_use', 'tool_result', 'text'])
    expect(toolUse.id).toMatch(/^toolu_/)
    expect(toolUse.name).toBe('my_tables')
    expect(toolUse.input.query).toMatch(/\w/)
    expect(toolResult.tool_use_id).toBe(toolUse.id)
    expect(toolResult.is_error).toBe(false)
    expect(toolResult.content[0]?.text).toMatch(/^\|.*\|\n\|---\|\n\| 240 \|$/)
    expect(toolResult.content[1]?.text).toMatch(/^```sql\nSELECT [\s\S]+\n```$/)
    expect(text.text).toContain('240')
    expect(reply.usage.input_tokens).toBeGreaterThan(0)
    expect(reply.usage.output_tokens).toBeGreaterThan(0)
  })

  it('stamps blocks with real microseconds, in order', async () => {
    const stamps: string[] = []
    for (let i = 0; i < 3; i++) {
      const reply = (await (
        await t.call('POST', MESSAGES, question('how many rows?'))
      ).json()) as MessageReply
      for (const block of reply.content) {
        expect(block.start_timestamp).toMatch(MICROSECONDS)
        expect(block.stop_timestamp).toMatch(MICROSECONDS)
        expect(block.start_timestamp <= block.stop_timestamp).toBe(true)
      }
      expect(reply.content[0].stop_timestamp).toBe(reply.content[1].start_timestamp)
      stamps.push(...reply.content.flatMap((b) => [b.start_timestamp, b.stop_timestamp]))
    }
    // Padded milliseconds would end every fraction in 000.
    expect(stamps.filter((s) => !s.endsWith('000Z')).length).toBeGreaterThan(0)
  })

  it('counts input tokens as count_tokens does', async () => {
    const request = question('how many rows are there in the sales table, please?', { system: 'Be brief.' })
    const reply = (await (await t.call('POST', MESSAGES, request)).json()) as MessageReply
    const counted = await t.call('POST', `${MESSAGES}/count_tokens`, request)
    expect(counted.status).toBe(200)
    expect(await counted.json()).toEqual({ input_tokens: reply.usage.input_tokens })
    expect(reply.usage.input_tokens).toBeGreaterThan(8)
  })

  it('declines a question it cannot answer with 200 and is_error', async () => {
    const response = await t.call('POST', MESSAGES, question('what is the meaning of life?', inDemo()))
    expect(response.status).toBe(200)
    const reply = (await response.json()) as MessageReply
    expect(reply.stop_reason).toBe('end_turn')
    expect(reply.content.map((b) => b.type)).toEqual(['tool_use', 'tool_result', 'text'])
    expect(reply.content[1].is_error).toBe(true)
  })

  it('lets a Basic member ask', async () => {
    const response = await t.call('POST', MESSAGES, question('how many rows?'), { token: t.tokens.Basic })
    expect(response.status).toBe(200)
  })

  it.each([
    ['a missing collection', { collection: 'nope' }, 'collection_not_found'],
    ['a missing artifact', { artifacts: ['nope'] }, 'artifact_not_found'],
    [
      "another organization's collection",
      { collection: 'secret', artifacts: ['medals'] },
      'collection_not_found',
    ],
  ])('gives 404 not_found_error for %s in tool_context', async (_, filter, code) => {
    const response = await t.call('POST', MESSAGES, question('how many rows?', inDemo(filter)))
    expect(response.status).toBe(404)
    const body = await errorOf(response)
    expect(body.error.type).toBe('not_found_error')
    expect(body.error.detail.code).toBe(code)
  })

  it.each([
    ['no messages', {}],
    ['a wrong role', { messages: [{ role: 'robot', content: 'hi' }] }],
    ['stream not a boolean', question('how many rows?', { stream: 'yes' })],
    ['max_tokens not a number', question('how many rows?', { max_tokens: 'many' })],
    ['a JSON array', [1, 2]],
  ])('gives 400 invalid_request_error for %s', async (_, body) => {
    const response = await t.call('POST', MESSAGES, body)
    expect(response.status).toBe(400)
    expect((await errorOf(response)).error.type).toBe('invalid_request_error')
  })

  it.each([
    ['malformed JSON', '{"messages": [', 'invalid_json'],
    ['an empty body', '', 'empty_body'],
    ['JSON nested 10 000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, 'json_too_deep'],
    ['an empty last user message', JSON.stringify(question('   ')), 'empty_question'],
  ])('gives 400 with detail.code for %s', async (_, body, code) => {
    const response = await t.call('POST', MESSAGES, body)
    expect(response.status).toBe(400)
    expect((await errorOf(response)).error.detail.code).toBe(code)
  })

  it('reads a question from text blocks and system prompts count as input', async () => {
    const blocks = {
      system: [{ type: 'text', text: 'You answer questions.' }],
      messages: [{ role: 'user', content: [{ type: 'text', text: 'how many rows are there?' }] }],
    }
    const reply = (await (await t.call('POST', MESSAGES, blocks)).json()) as MessageReply
    expect(reply.content[1].is_error).toBe(false)
    const counted = await (await t.call('POST', `${MESSAGES}/count_tokens`, blocks)).json()
    expect(counted).toEqual({ input_tokens: reply.usage.input_tokens })
  })
})

describe('request size limit', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp({ app: { maxUploadBytes: 2048 } })
  })
  afterAll(() => t?.close())

  it('gives 413 request_too_large for a JSON body over TALLY_MAX_UPLOAD_BYTES', async () => {
    const response = await t.call('POST', MESSAGES, question('x'.repeat(4096)))
    expect(response.status).toBe(413)
    const body = await errorOf(response)
    expect(body.error.type).toBe('request_too_large')
    expect(body.error.detail.code).toBe('body_too_large')
  })

  it('counts the bytes of a body sent without Content-Length', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(1000)))
        controller.close()
      },
    })
    const response = await t.app.request(MESSAGES, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.tokens.Basic}`, 'x-org': 'default' },
      body: chunks,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('accepts a body under the limit', async () => {
    expect((await t.call('POST', MESSAGES, question('how many rows?'))).status).toBe(200)
  })
})

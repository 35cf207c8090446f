import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Anthropic from '@anthropic-ai/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServer } from './server-process.js'

const MICROSECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/
const dataDir = mkdtempSync(join(tmpdir(), 'tally-e2e-'))
const env = {
  TALLY_DATA_DIR: dataDir,
  TALLY_ADMIN_EMAIL: 'admin@e2e.test',
  TALLY_ADMIN_PASSWORD: 'e2e password',
}

// The SDK's types know only Anthropic's own fields; Tally's travel as extras.
const request = {
  model: 'tally',
  max_tokens: 1024,
  messages: [{ role: 'user' as const, content: 'how many rows are there?' }],
  tools: [{ name: 'tabular_analysis', type: 'tabular_analysis_v1' }],
  tool_choice: { type: 'auto' },
  tool_context: [{ type: 'ingested_artifact', context_filter: { collection: 'demo', artifacts: ['sales'] } }],
} as unknown as Anthropic.MessageCreateParamsNonStreaming

type Block = Record<string, unknown> & { type: string }

function expectThreeBlocks(content: readonly Block[]) {
  expect(content.map((b) => b.type)).toEqual(['tool_use', 'tool_result', 'text'])
  const [toolUse, toolResult, text] = content as [Block, Block, Block]
  expect(toolUse).toMatchObject({ name: 'tabular_analysis', input: { query: expect.stringMatching(/\w/) } })
  expect(toolUse.id).toMatch(/^toolu_/)
  expect(toolResult).toMatchObject({ tool_use_id: toolUse.id, is_error: false })
  expect((toolResult.content as { text: string }[])[0]?.text).toContain('| 240 |')
  expect(text.text).toContain('240')
  for (const block of content) expect(block.start_timestamp).toMatch(MICROSECONDS)
}

describe('the real server with the official @anthropic-ai/sdk', () => {
  let server: ServerProcess
  let client: Anthropic
  let token: string | undefined
  beforeAll(async () => {
    server = await startServer(env)
    token = /API token: (tly_\w+)/.exec(server.banner)?.[1]
    expect(token).toBeDefined()
    client = new Anthropic({
      baseURL: `${server.url}/api/gpt`,
      authToken: token,
      defaultHeaders: { 'x-org': 'default' },
      maxRetries: 0,
    })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('is healthy once it prints its banner, which holds a working curl', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(server.banner).toContain(`curl -s ${server.url}/api/gpt/v1/messages`)
    expect(server.banner).toMatch(/sales \(240 rows\)/)
    expect(server.banner).not.toContain('password:')
  })

  it('prints a curl that works as printed', async () => {
    const command = server.banner.slice(server.banner.indexOf('curl -s ')).split('\n\n')[0] ?? ''
    const url = /curl -s (\S+)/.exec(command)?.[1] ?? ''
    const headers = Object.fromEntries(
      [...command.matchAll(/-H '([^:]+): ([^']*)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    )
    const body = /-d '([^']*)'/.exec(command)?.[1]
    const response = await fetch(url, { method: 'POST', headers, body })
    expect(response.status).toBe(200)
    const reply = (await response.json()) as { content: Block[] }
    expectThreeBlocks(reply.content)
  })

  it('answers messages.create', async () => {
    const reply = await client.messages.create(request)
    expect(reply.id).toMatch(/^msg_[0-9a-f]{32}$/)
    expect(reply.stop_reason).toBe('end_turn')
    expect(reply.usage.output_tokens).toBeGreaterThan(0)
    expect(reply._request_id).toMatch(/^req_/)
    expectThreeBlocks(reply.content as unknown as Block[])
    for (const block of reply.content as unknown as Block[])
      expect(block.stop_timestamp).toMatch(MICROSECONDS)
  })

  it('answers a client given apiKey, which sends it as x-api-key', async () => {
    const keyed = new Anthropic({
      baseURL: `${server.url}/api/gpt`,
      apiKey: token,
      defaultHeaders: { 'x-org': 'default' },
      maxRetries: 0,
    })
    expectThreeBlocks((await keyed.messages.create(request)).content as unknown as Block[])
  })

  it('answers messages.stream(...).finalMessage()', async () => {
    const stream = client.messages.stream(request)
    const stops: unknown[] = []
    stream.on('streamEvent', (event) => {
      if (event.type === 'content_block_stop') stops.push((event as unknown as Block).stop_timestamp)
    })
    const message = await stream.finalMessage()
    expect(message.id).toMatch(/^msg_[0-9a-f]{32}$/)
    expect(message.stop_reason).toBe('end_turn')
    expect(message.usage.input_tokens).toBeGreaterThan(0)
    expect(message.usage.output_tokens).toBeGreaterThan(0)
    expectThreeBlocks(message.content as unknown as Block[])
    expect(stops).toHaveLength(3)
    for (const stop of stops) expect(stop).toMatch(MICROSECONDS)
  })

  it('raises the SDK error classes for error statuses, in both modes', async () => {
    const missing = {
      ...request,
      tool_context: [{ type: 'ingested_artifact', context_filter: { collection: 'nope' } }],
    } as unknown as Anthropic.MessageCreateParamsNonStreaming
    await expect(client.messages.create(missing)).rejects.toBeInstanceOf(Anthropic.NotFoundError)
    await expect(client.messages.stream(missing).finalMessage()).rejects.toBeInstanceOf(
      Anthropic.NotFoundError,
    )
    const stranger = new Anthropic({
      baseURL: `${server.url}/api/gpt`,
      authToken: 'tly_nope',
      defaultHeaders: { 'x-org': 'default' },
      maxRetries: 0,
    })
    await expect(stranger.messages.create(request)).rejects.toBeInstanceOf(Anthropic.AuthenticationError)
    const noOrg = new Anthropic({ baseURL: `${server.url}/api/gpt`, authToken: 'tly_nope', maxRetries: 0 })
    await expect(noOrg.messages.create(request)).rejects.toBeInstanceOf(Anthropic.BadRequestError)
  })

  it('keeps everything on a later start and prints how to make a token instead', async () => {
    const token = /API token: (tly_\w+)/.exec(server.banner)?.[1] ?? ''
    expect(await server.stop()).toBe(0)
    server = await startServer(env)
    expect(server.banner).not.toContain('API token:')
    expect(server.banner).toContain('tally token create --name')
    const list = await fetch(`${server.url}/api/gpt/v1/artifacts/list?collection=demo`, {
      headers: { authorization: `Bearer ${token}`, 'x-org': 'default' },
    })
    expect(list.status).toBe(200)
    const body = (await list.json()) as { data: { artifact: string }[] }
    expect(body.data.map((d) => d.artifact).sort()).toEqual(['medals', 'messy-finance', 'sales'])
  }, 60_000)
})

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

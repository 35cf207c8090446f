import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type HttpApp, openHttpApp, question } from './http-fixture.js'

const MESSAGES = '/api/gpt/v1/messages'
const INGEST = '/api/gpt/v1/artifacts/ingest'

/** A body that never ends, counting what the server pulled from it. */
function endlessBody() {
  const pulled = { bytes: 0 }
  const chunk = new Uint8Array(16 * 1024).fill(0x20)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength
      if (pulled.bytes > 64 * 1024 * 1024) controller.close()
      else controller.enqueue(chunk)
    },
  })
  return { stream, pulled }
}

describe('limits over HTTP', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp({
      app: { maxUploadBytes: 64 * 1024, tokenLimits: { requestsPerMinute: 3 } },
      engine: { maxFileBytes: 1024 * 1024 },
    })
  })
  afterAll(() => t?.close())

  const send = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    t.app.request(path, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${t.tokens.SuperAdmin}`, 'x-org': 'default', ...headers },
      duplex: 'half',
    } as RequestInit)

  it('answers 413 to a JSON body over the limit without reading it all', async () => {
    const { stream, pulled } = endlessBody()
    const response = await send(MESSAGES, stream, { 'content-type': 'application/json' })
    expect(response.status).toBe(413)
    expect((await errorOf(response)).error.detail.code).toBe('body_too_large')
    expect(pulled.bytes).toBeLessThan(1024 * 1024)
  })

  it('answers 413 at once to a declared length over the limit, JSON or multipart', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x']) {
      const { stream, pulled } = endlessBody()
      const response = await send(INGEST, stream, {
        'content-type': type,
        'content-length': String(50 * 1024 ** 2),
      })
      expect(response.status, type).toBe(413)
      expect(pulled.bytes, type).toBeLessThan(1024 * 1024)
    }
  })

  it('answers 413 to a multipart file over the limit while it streams', async () => {
    const form = new FormData()
    form.set('artifact', 'big')
    form.set('file', new Blob([Buffer.alloc(2 * 1024 * 1024, 'a,b\n')]), 'big.csv')
    const response = await t.call('POST', INGEST, form)
    expect(response.status).toBe(413)
    expect((await errorOf(response)).error.detail.code).toBe('file_too_large')
  })

  it('answers 429 with retry-after once a token passes its rate, and other tokens still pass', async () => {
    const statuses: number[] = []
    let limited: Response | undefined
    for (let i = 0; i < 4; i++) {
      const response = await t.call('POST', '/api/gpt/v1/messages/count_tokens', question('hi'), {
        token: t.tokens.Basic,
      })
      statuses.push(response.status)
      if (response.status === 429) limited = response
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await errorOf(limited as Response)).error).toMatchObject({ type: 'rate_limit_error' })
    const other = await t.call('POST', '/api/gpt/v1/messages/count_tokens', question('hi'), {
      token: t.tokens.Developer,
    })
    expect(other.status).toBe(200)
  })
})

describe('per-token queue', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp({ app: { tokenLimits: { maxConcurrentPerToken: 1, maxQueuedPerToken: 1 } } })
  })
  afterAll(() => t?.close())

  it('queues a token’s requests, then answers 529 overloaded_error with retry-after', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', MESSAGES, question('total revenue by region'))),
    )
    const statuses = replies.map((r) => r.status)
    expect(statuses).toContain(200)
    expect(statuses).toContain(529)
    expect(statuses.every((s) => s === 200 || s === 529)).toBe(true)
    const overloaded = replies.find((r) => r.status === 529) as Response
    expect(overloaded.headers.get('retry-after')).toBe('1')
    expect((await errorOf(overloaded)).error).toMatchObject({
      type: 'overloaded_error',
      detail: { code: 'token_overloaded' },
    })
    const other = await t.call('POST', MESSAGES, question('how many rows are there?'), {
      token: t.tokens.Basic,
    })
    expect(other.status).toBe(200)
  })
})

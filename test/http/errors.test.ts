import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Ask, errorOf, type HttpApp, openHttpApp, question } from './http-fixture.js'

const MESSAGES = '/api/gpt/v1/messages'

describe('errors on the low-level API', () => {
  let t: HttpApp
  const unexpected: unknown[] = []
  beforeAll(async () => {
    t = await openHttpApp({ app: { onUnexpectedError: (error) => unexpected.push(error) } })
    t.app.get('/boom', () => {
      throw new Error('connection string postgres://admin:hunter2@db')
    })
  })
  afterAll(() => t?.close())

  it.each([
    ['no x-org header', { org: null }, 400, 'invalid_request_error'],
    ['no credentials', { token: null }, 401, 'authentication_error'],
    ['an unknown token', { token: 'tly_000000000000000000000000000000000000' }, 401, 'authentication_error'],
    ['an organization the caller is not in', { token: 'basic', org: 'other' }, 403, 'permission_error'],
    ['an unknown organization', { org: 'nowhere' }, 404, 'not_found_error'],
  ] as [string, Ask, number, string][])('answers %s with %i %s', async (_, who, status, type) => {
    const as = { ...who, token: who.token === 'basic' ? t.tokens.Basic : who.token }
    for (const [method, path, body] of [
      ['POST', MESSAGES, question('how many rows?')],
      ['POST', `${MESSAGES}/count_tokens`, question('how many rows?')],
      ['GET', '/api/gpt/v1/artifacts/list', undefined],
      ['POST', '/api/gpt/v1/artifacts/ingest', { artifact: 'a', input: { type: 'text', value: 'a\n1\n' } }],
      ['POST', '/api/gpt/v1/artifacts/delete', { artifact: 'sales', collection: 'demo' }],
    ] as const) {
      const response = await t.call(method, path, body, as)
      expect(response.status, `${method} ${path}`).toBe(status)
      expect((await errorOf(response)).error.type).toBe(type)
    }
  })

  it('lets a SuperAdmin act in an organization without being a member of it', async () => {
    const response = await t.call('GET', '/api/gpt/v1/artifacts/list?collection=secret', undefined, {
      token: t.tokens.SuperAdmin,
      org: 'other',
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: { artifact: string }[] }).data.map((d) => d.artifact)).toEqual(
      ['medals'],
    )
  })

  it('answers an unknown route with 404 not_found_error and a request id', async () => {
    for (const path of ['/nothing', '/api/gpt/v1/nothing', '/api/gpt/v2/messages']) {
      const response = await t.call('GET', path)
      expect(response.status).toBe(404)
      expect((await errorOf(response)).error.type).toBe('not_found_error')
    }
  })

  it('turns an unexpected error into a bare 500 that leaks nothing, and reports it', async () => {
    const response = await t.app.request('/boom')
    expect(response.status).toBe(500)
    const text = await response.clone().text()
    expect(text).not.toContain('hunter2')
    const body = await errorOf(response)
    expect(body.error).toEqual({
      type: 'api_error',
      message: 'Internal server error.',
      detail: { code: 'internal_error', explanation: expect.stringMatching(/request_id/) },
    })
    expect(unexpected.some((e) => e instanceof Error && e.message.includes('hunter2'))).toBe(true)
  })

  it('gives every response a distinct request-id header', async () => {
    const ids = new Set<string | null>()
    for (const path of ['/healthz', '/openapi.json', '/nothing', '/api/gpt/v1/artifacts/list']) {
      ids.add((await t.call('GET', path)).headers.get('request-id'))
    }
    expect(ids.size).toBe(4)
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/)
  })

  it('sends exactly one request-id on answers, streams, error replies and pages', async () => {
    const responses = [
      await t.call('POST', MESSAGES, question('how many rows are there?')),
      await t.call('POST', MESSAGES, question('how many rows are there?', { stream: true })),
      await t.call('POST', MESSAGES, question('how many rows?'), { token: null }),
      await t.call('POST', MESSAGES, '{not json'),
      await t.call('GET', '/boom'),
      await t.call('GET', '/login'),
      await t.call('GET', '/'),
    ]
    expect(responses.map((r) => r.status)).toEqual([200, 200, 401, 400, 500, 200, 302])
    const ids = responses.map((r) => r.headers.get('request-id'))
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/)
    expect(new Set(ids).size).toBe(responses.length)
    for (const r of responses.slice(2, 5))
      expect((await errorOf(r)).request_id).toBe(r.headers.get('request-id'))
    expect(responses[1]?.headers.get('content-type')).toMatch(/^text\/event-stream/)
  })

  it('answers a wrong method with 404', async () => {
    const response = await t.call('GET', MESSAGES)
    expect(response.status).toBe(404)
    expect((await errorOf(response)).error.detail.code).toBe('route_not_found')
  })

  it('sends no CORS headers unless origins are configured', async () => {
    const response = await t.call('GET', '/healthz', undefined, {
      headers: { origin: 'https://evil.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('CORS', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp({ app: { corsOrigins: ['https://app.example'] } })
  })
  afterAll(() => t?.close())

  it('answers a preflight from a listed origin without credentials', async () => {
    const response = await t.app.request(MESSAGES, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-org, content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(response.headers.get('access-control-allow-headers')).toContain('x-org')
  })

  it('exposes request-id and X-Total-Count to a listed origin, and nothing to others', async () => {
    const listed = await t.call('GET', '/api/gpt/v1/artifacts/list', undefined, {
      headers: { origin: 'https://app.example' },
    })
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(listed.headers.get('access-control-expose-headers')).toMatch(/request-id/i)
    expect(listed.headers.get('access-control-expose-headers')).toMatch(/x-total-count/i)
    const other = await t.call('GET', '/api/gpt/v1/artifacts/list', undefined, {
      headers: { origin: 'https://evil.example' },
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('GET /healthz', () => {
  it('answers 200 without credentials', async () => {
    const t = await openHttpApp()
    try {
      const response = await t.app.request('/healthz')
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'ok' })
    } finally {
      await t.close()
    }
  })
})

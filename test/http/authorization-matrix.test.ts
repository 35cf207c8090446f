import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HttpApp, openHttpApp, question } from './http-fixture.js'

type Caller = 'Basic' | 'Developer' | 'SuperAdmin' | 'OtherAdmin'

/** The gpt routes, each acting on the `secret`/`medals` artifact of `other` or `demo`/`sales` of `default`. */
const ROUTES = {
  ask: (collection: string, artifact: string) =>
    [
      'POST',
      '/api/gpt/v1/messages',
      question('how many rows are there?', {
        tool_context: [{ type: 'ingested_artifact', context_filter: { collection, artifacts: [artifact] } }],
      }),
    ] as const,
  list: (collection: string) =>
    ['GET', `/api/gpt/v1/artifacts/list?collection=${collection}`, undefined] as const,
  ingest: (collection: string) =>
    [
      'POST',
      '/api/gpt/v1/artifacts/ingest',
      { collection, artifact: 'probe', input: { type: 'text', value: 'a\n1\n' } },
    ] as const,
  delete: (collection: string) =>
    ['POST', '/api/gpt/v1/artifacts/delete', { collection, artifact: 'probe' }] as const,
}
type Route = keyof typeof ROUTES

const TARGET = { default: ['demo', 'sales'], other: ['secret', 'medals'] } as const

/** What each caller may do in each organization: the status expected per route. */
function expected(caller: Caller, org: 'default' | 'other', route: Route): number {
  const member = caller === 'SuperAdmin' || (caller === 'OtherAdmin' ? org === 'other' : org === 'default')
  if (!member) return 403
  const writes = route === 'ingest' || route === 'delete'
  if (writes && caller === 'Basic') return 403
  return 200
}

describe('authorization matrix: gpt route x role x organization', () => {
  let t: HttpApp
  const tokens: Record<Caller, string> = { Basic: '', Developer: '', SuperAdmin: '', OtherAdmin: '' }
  let clock = Date.now()
  beforeAll(async () => {
    t = await openHttpApp({ workspace: { now: () => new Date(clock), sessionTtlMs: 60_000 } })
    Object.assign(tokens, t.tokens)
    const root = await t.engine.workspace.access(
      await t.engine.workspace.authenticateToken(t.tokens.SuperAdmin),
      'other',
    )
    await t.engine.workspace.createAccount(root, {
      email: 'admin@other.io',
      name: 'Other admin',
      password: 'correct horse battery',
      roles: ['Admin'],
    })
    tokens.OtherAdmin = (
      await t.engine.workspace.createTokenFor({ org: 'other', name: 'o', email: 'admin@other.io' })
    ).token
  })
  afterAll(() => t?.close())

  const cases: [Caller, 'default' | 'other', Route][] = []
  for (const caller of ['Basic', 'Developer', 'OtherAdmin', 'SuperAdmin'] as const)
    for (const org of ['default', 'other'] as const)
      for (const route of ['ask', 'list', 'ingest', 'delete'] as const) cases.push([caller, org, route])

  it.each(cases)('%s in %s: %s', async (caller, org, route) => {
    const [collection, artifact] = TARGET[org]
    const [method, path, body] =
      route === 'ask' ? ROUTES.ask(collection, artifact) : ROUTES[route](collection)
    const response = await t.call(method, path, body, { token: tokens[caller], org })
    expect(response.status).toBe(expected(caller, org, route))
    const text = await response.text()
    // A refused caller learns nothing of the other organization's data.
    if (response.status !== 200) expect(text).not.toMatch(/medals|sales|Gold|revenue/i)
  })

  it('never shows one organization’s artifacts to another’s token, whatever x-org says', async () => {
    for (const org of ['default', 'other', 'nowhere', ' other ', 'OTHER']) {
      const response = await t.call('GET', '/api/gpt/v1/artifacts/list', undefined, {
        token: tokens.Developer,
        org,
      })
      const text = await response.text()
      expect(text).not.toContain('medals')
    }
  })

  it('refuses a revoked token at once', async () => {
    const created = await t.call(
      'POST',
      '/api/v1/tokens',
      { name: 'short-lived' },
      { token: tokens.SuperAdmin },
    )
    const { id, token } = (await created.json()) as { id: string; token: string }
    expect((await t.call('GET', '/api/gpt/v1/artifacts/list', undefined, { token })).status).toBe(200)
    expect(
      (await t.call('DELETE', `/api/v1/tokens/${id}`, undefined, { token: tokens.SuperAdmin })).status,
    ).toBe(204)
    for (const [method, path, body] of [
      ROUTES.list('demo'),
      ROUTES.ask('demo', 'sales'),
      ROUTES.ingest('demo'),
    ])
      expect((await t.call(method, path, body, { token })).status).toBe(401)
  })

  it('refuses an expired session at once', async () => {
    const login = await t.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'basic@test.io', password: 'correct horse battery' }),
    })
    expect(login.status).toBe(200)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const list = () =>
      t.call('GET', '/api/gpt/v1/artifacts/list', undefined, { token: null, headers: { cookie } })
    expect((await list()).status).toBe(200)
    clock += 61_000
    expect((await list()).status).toBe(401)
  })
})

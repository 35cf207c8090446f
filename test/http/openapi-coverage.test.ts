import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { WORKSPACE_REPLY_SCHEMAS } from '../../adapters/http/workspace/workspace-reply-schemas.js'
import { type CallOptions, openTestApp, PASSWORD, type TestApp } from './workspace/workspace-fixture.js'

interface SchemaObject {
  readonly $ref?: string
  readonly type?: string
  readonly items?: SchemaObject
}

interface DocOperation {
  readonly parameters?: readonly { readonly $ref?: string; readonly name?: string; readonly in?: string }[]
  readonly security?: readonly object[]
  readonly responses: Record<
    string,
    {
      readonly headers?: Record<string, unknown>
      readonly content?: Record<string, { readonly schema: SchemaObject }>
    }
  >
}

interface Doc {
  readonly paths: Record<string, Record<string, DocOperation>>
}

const X_ORG = '#/components/parameters/XOrg'
const LOGIN = '/api/v1/auth/login'

describe('the OpenAPI document covers the HTTP surface', () => {
  let t: TestApp
  let doc: Doc
  beforeAll(async () => {
    t = await openTestApp()
    doc = (await (await t.app.request('/openapi.json')).json()) as Doc
  })
  afterAll(() => t?.close())

  const apiOperations = () =>
    Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))

  it('documents every /api route the app serves, and none it does not', () => {
    const served = t.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`)
    const documented = apiOperations().map(({ path, method }) => `${method.toUpperCase()} ${path}`)
    expect(served).toContain('DELETE /api/v1/tokens/{tokenId}')
    expect([...new Set(documented)].sort()).toEqual([...new Set(served)].sort())
  })

  it('asks for x-org on every /api operation but login, which needs no credentials', () => {
    for (const { path, op } of apiOperations()) {
      const refs = (op.parameters ?? []).map((parameter) => parameter.$ref)
      expect(refs.includes(X_ORG), path).toBe(path !== LOGIN)
    }
    expect(doc.paths[LOGIN]?.post?.security).toEqual([])
  })

  /** Checks the status and body of a real response against what the document says for the route. */
  async function conforms(method: string, path: string, response: Response): Promise<unknown> {
    const op = doc.paths[path]?.[method]
    const success = Object.entries(op?.responses ?? {}).find(([status]) => status !== 'default')
    if (!success) throw new Error(`${method} ${path} is not documented`)
    const [status, documented] = success
    expect(response.status, `${method} ${path}`).toBe(Number(status))
    for (const header of Object.keys(documented.headers ?? {}))
      expect(response.headers.has(header), `${method} ${path} header ${header}`).toBe(true)
    const schema = documented.content?.['application/json']?.schema
    if (!schema) {
      expect(await response.text()).toBe('')
      return undefined
    }
    const list = schema.type === 'array'
    const name = ((list ? schema.items?.$ref : schema.$ref) ?? '').split('/').at(-1) ?? ''
    const replySchema = WORKSPACE_REPLY_SCHEMAS[name as keyof typeof WORKSPACE_REPLY_SCHEMAS]
    expect(replySchema, `${method} ${path} reply schema ${name}`).toBeDefined()
    const body: unknown = await response.json()
    if (list) expect((body as unknown[]).length, `${method} ${path} lists something`).toBeGreaterThan(0)
    const result = (list ? z.array(replySchema) : replySchema).safeParse(body)
    expect(result.error?.issues ?? [], `${method} ${path}`).toEqual([])
    return body
  }

  const asRoot = (options: Omit<CallOptions, 'as' | 'org'> = {}): CallOptions => ({
    as: t.root,
    org: 'default',
    ...options,
  })

  it('describes what the account and organization routes really answer', async () => {
    const created = (await conforms(
      'post',
      '/api/v1/account',
      await t.call(
        'POST',
        '/api/v1/account',
        asRoot({ body: { email: 'ada@test.io', name: 'Ada', password: PASSWORD, given_name: 'Ada' } }),
      ),
    )) as { id: string; users: unknown[] }
    expect(created.users).toHaveLength(1)
    await conforms(
      'post',
      '/api/v1/account/{accountId}',
      await t.call('POST', `/api/v1/account/${created.id}`, asRoot({ body: { roles: ['Developer'] } })),
    )
    await conforms(
      'get',
      '/api/v1/account',
      await t.call('GET', '/api/v1/account?total_count=true', asRoot()),
    )
    await conforms('get', '/api/v1/account/me', await t.call('GET', '/api/v1/account/me', asRoot()))
    await conforms(
      'post',
      '/api/v1/orgs',
      await t.call('POST', '/api/v1/orgs', asRoot({ body: { slug: 'acme', name: 'Acme' } })),
    )
    await conforms('get', '/api/v1/orgs', await t.call('GET', '/api/v1/orgs', asRoot()))
  })

  it('describes what the token routes really answer', async () => {
    const created = (await conforms(
      'post',
      '/api/v1/tokens',
      await t.call('POST', '/api/v1/tokens', asRoot({ body: { name: 'ci' } })),
    )) as { id: string }
    // The list holds the bootstrap token (used: last_used_at set) and the new one (never used: null).
    await conforms('get', '/api/v1/tokens', await t.call('GET', '/api/v1/tokens', asRoot()))
    await conforms(
      'delete',
      '/api/v1/tokens/{tokenId}',
      await t.call('DELETE', `/api/v1/tokens/${created.id}`, asRoot()),
    )
  })

  it('describes what login and logout really answer', async () => {
    const login = await t.call('POST', LOGIN, { body: { email: 'root@test.io', password: PASSWORD } })
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
    await conforms('post', LOGIN, login)
    await conforms(
      'post',
      '/api/v1/auth/logout',
      await t.call('POST', '/api/v1/auth/logout', { as: { cookie }, org: 'default' }),
    )
  })
})

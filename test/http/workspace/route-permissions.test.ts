import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CallOptions, type Credentials, openTestApp, type TestApp } from './workspace-fixture.js'

/** A route of /api/v1 and how to call it in an organization. */
interface RouteCase {
  readonly name: string
  /** The least a caller needs: 'member', 'Admin' or 'SuperAdmin'. */
  readonly needs: 'member' | 'Admin' | 'SuperAdmin'
  readonly ok: number
  call(t: TestApp, org: string, options: CallOptions): Promise<Response>
}

let serial = 0
const targets: Record<string, string> = {}

const ROUTES: RouteCase[] = [
  {
    name: 'GET /account',
    needs: 'Admin',
    ok: 200,
    call: (t, org, o) => t.call('GET', '/api/v1/account', { ...o, org }),
  },
  {
    name: 'GET /account/me',
    needs: 'member',
    ok: 200,
    call: (t, org, o) => t.call('GET', '/api/v1/account/me', { ...o, org }),
  },
  {
    name: 'POST /account',
    needs: 'Admin',
    ok: 201,
    call: (t, org, o) =>
      t.call('POST', '/api/v1/account', {
        ...o,
        org,
        body: { email: `new${++serial}@test.io`, name: 'New', password: 'long enough password' },
      }),
  },
  {
    name: 'POST /account/{id}',
    needs: 'Admin',
    ok: 200,
    call: (t, org, o) =>
      t.call('POST', `/api/v1/account/${targets[org]}`, { ...o, org, body: { roles: ['Developer'] } }),
  },
  {
    name: 'GET /orgs',
    needs: 'member',
    ok: 200,
    call: (t, org, o) => t.call('GET', '/api/v1/orgs', { ...o, org }),
  },
  {
    name: 'POST /orgs',
    needs: 'SuperAdmin',
    ok: 201,
    call: (t, org, o) =>
      t.call('POST', '/api/v1/orgs', { ...o, org, body: { slug: `org-${++serial}`, name: 'Org' } }),
  },
  {
    name: 'GET /tokens',
    needs: 'Admin',
    ok: 200,
    call: (t, org, o) => t.call('GET', '/api/v1/tokens', { ...o, org }),
  },
  {
    name: 'POST /tokens',
    needs: 'SuperAdmin',
    ok: 201,
    call: (t, org, o) => t.call('POST', '/api/v1/tokens', { ...o, org, body: { name: `t${++serial}` } }),
  },
  {
    name: 'DELETE /tokens/{id}',
    needs: 'SuperAdmin',
    ok: 204,
    async call(t, org, o) {
      const home = org === 'other' ? 'other' : 'default'
      const { id } = await t.engine.workspace.createTokenFor({ org: home, name: 'to revoke' })
      return t.call('DELETE', `/api/v1/tokens/${id}`, { ...o, org })
    },
  },
]

type Rank = 'member' | 'Admin' | 'SuperAdmin'
const CALLERS: { name: string; rank: Rank }[] = [
  { name: 'SuperAdmin (token)', rank: 'SuperAdmin' },
  { name: 'SuperAdmin (session)', rank: 'SuperAdmin' },
  { name: 'Admin', rank: 'Admin' },
  { name: 'Developer', rank: 'member' },
  { name: 'Basic', rank: 'member' },
  { name: 'AppOwner', rank: 'member' },
]
const ORDER: Rank[] = ['member', 'Admin', 'SuperAdmin']
const reaches = (rank: Rank, needs: Rank) => ORDER.indexOf(rank) >= ORDER.indexOf(needs)

let t: TestApp
const creds: Record<string, Credentials> = {}

beforeAll(async () => {
  t = await openTestApp()
  creds['SuperAdmin (token)'] = t.root
  creds['SuperAdmin (session)'] = await t.login('root@test.io')
  for (const role of ['Admin', 'Developer', 'Basic', 'AppOwner'] as const) {
    await t.addAccount(`${role.toLowerCase()}@test.io`, [role])
    creds[role] = await t.login(`${role.toLowerCase()}@test.io`)
  }
  // 'other' is created by a second SuperAdmin, so the root SuperAdmin is not a member of it.
  await t.addAccount('root2@test.io', ['SuperAdmin'])
  const created = await t.call('POST', '/api/v1/orgs', {
    as: await t.login('root2@test.io'),
    org: 'default',
    body: { slug: 'other', name: 'Other' },
  })
  expect(created.status).toBe(201)
  targets.default = await t.addAccount('target@test.io', ['Basic'])
  targets.other = await t.addAccount('other-target@test.io', ['Basic'], 'other')
})

afterAll(() => t.close())

describe.each(ROUTES)('$name', (route) => {
  it.each(CALLERS)('answers $name by role in its own organization', async ({ name, rank }) => {
    const response = await route.call(t, 'default', { as: creds[name] })
    expect(response.status).toBe(reaches(rank, route.needs) ? route.ok : 403)
  })

  it.each(CALLERS)('answers $name in an organization it is not a member of', async ({ name, rank }) => {
    const response = await route.call(t, 'other', { as: creds[name] })
    expect(response.status).toBe(rank === 'SuperAdmin' ? route.ok : 403)
  })

  it('is 400 without x-org, 401 without credentials, 404 for an unknown organization', async () => {
    expect((await route.call(t, '', { as: t.root })).status).toBe(400)
    expect((await route.call(t, 'default', {})).status).toBe(401)
    expect((await route.call(t, 'no-such-org', { as: t.root })).status).toBe(404)
  })
})

describe('organizations by id', () => {
  it('accepts the organization id in x-org as well as the slug', async () => {
    const orgs = (await (await t.call('GET', '/api/v1/orgs', { as: t.root, org: 'default' })).json()) as {
      id: string
      slug: string
    }[]
    const other = orgs.find((org) => org.slug === 'other')
    const response = await t.call('GET', '/api/v1/account/me', { as: t.root, org: other?.id ?? 'missing' })
    expect(response.status).toBe(200)
  })
})

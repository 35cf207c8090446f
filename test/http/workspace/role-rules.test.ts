import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Credentials, errorCode, openTestApp, type TestApp } from './workspace-fixture.js'

let t: TestApp
let admin: Credentials
let adminId: string

beforeAll(async () => {
  t = await openTestApp()
  adminId = await t.addAccount('admin@test.io', ['Admin', 'AppAdmin'])
  admin = await t.login('admin@test.io')
})

afterAll(() => t.close())

const setRoles = (as: Credentials, id: string, roles: unknown, org = 'default') =>
  t.call('POST', `/api/v1/account/${id}`, { as, org, body: { roles } })

const rolesOf = async (response: Response) => ((await response.json()) as { roles: string[] }).roles

describe('changing roles', () => {
  it('lets an Admin grant roles up to their own, in each ladder', async () => {
    const id = await t.addAccount('a1@test.io', ['Basic'])
    const response = await setRoles(admin, id, ['Admin', 'AppAdmin', 'AppGuest'])
    expect(response.status).toBe(200)
    expect(await rolesOf(response)).toEqual(['AppGuest', 'AppAdmin', 'Admin'])
  })

  it.each([['SuperAdmin'], ['AppOwner']])('refuses an Admin granting %s', async (role) => {
    const id = await t.addAccount(`grant-${role}@test.io`, ['Basic'])
    const response = await setRoles(admin, id, ['Basic', role])
    expect(response.status).toBe(403)
    expect(await errorCode(response)).toBe('role_above_own')
  })

  it('refuses anyone raising their own roles', async () => {
    for (const roles of [
      ['Admin', 'AppOwner'],
      ['Admin', 'AppAdmin', 'SuperAdmin'],
    ]) {
      const response = await setRoles(admin, adminId, roles)
      expect(response.status).toBe(403)
      expect(await errorCode(response)).toBe('role_above_own')
    }
    const dev = await t.addAccount('selfish-dev@test.io', ['Developer'])
    const response = await setRoles(await t.login('selfish-dev@test.io'), dev, ['Admin'])
    expect(response.status).toBe(403)
  })

  it('lets an Admin lower their own roles', async () => {
    const id = await t.addAccount('humble@test.io', ['Admin', 'AppMember'])
    const response = await setRoles(await t.login('humble@test.io'), id, ['Developer'])
    expect(await rolesOf(response)).toEqual(['Developer'])
  })

  it('refuses an Admin removing SuperAdmin from anyone', async () => {
    const id = await t.addAccount('super-victim@test.io', ['SuperAdmin'])
    const response = await setRoles(admin, id, ['Admin'])
    expect(response.status).toBe(403)
    expect(await errorCode(response)).toBe('role_above_own')
  })

  it('refuses below Admin with role_too_low', async () => {
    const id = await t.addAccount('dev@test.io', ['Developer'])
    const target = await t.addAccount('target@test.io', ['Basic'])
    const response = await setRoles(await t.login('dev@test.io'), target, ['Basic'])
    expect(response.status).toBe(403)
    expect(await errorCode(response)).toBe('role_too_low')
    expect(id).not.toBe(target)
  })

  it('lets a SuperAdmin grant SuperAdmin, which then reaches every organization', async () => {
    const id = await t.addAccount('promoted@test.io', ['Basic'])
    await t.call('POST', '/api/v1/orgs', { as: t.root, org: 'default', body: { slug: 'far', name: 'Far' } })
    const as = await t.login('promoted@test.io')
    expect((await t.call('GET', '/api/v1/account', { as, org: 'far' })).status).toBe(403)
    const response = await setRoles(t.root, id, ['Basic', 'SuperAdmin'])
    expect(await rolesOf(response)).toEqual(['Basic', 'SuperAdmin'])
    expect((await t.call('GET', '/api/v1/account', { as, org: 'far' })).status).toBe(200)
    const far = (await (await t.call('GET', '/api/v1/account/me', { as, org: 'far' })).json()) as {
      roles: string[]
      users: unknown[]
    }
    expect(far).toMatchObject({ roles: ['SuperAdmin'], users: [] })
  })

  it('takes effect on the next request', async () => {
    const id = await t.addAccount('rising@test.io', ['Basic'])
    const as = await t.login('rising@test.io')
    expect((await t.call('GET', '/api/v1/account', { as, org: 'default' })).status).toBe(403)
    await setRoles(admin, id, ['Admin'])
    expect((await t.call('GET', '/api/v1/account', { as, org: 'default' })).status).toBe(200)
  })

  it('answers 400 for an unknown role and 404 for an account outside the organization', async () => {
    const id = await t.addAccount('plain@test.io', ['Basic'])
    const unknown = await setRoles(admin, id, ['Overlord'])
    expect(unknown.status).toBe(400)
    expect((await setRoles(admin, 'no-such-account', ['Basic'])).status).toBe(404)
    const outsider = await t.addAccount('outsider@test.io', ['Basic'], 'far')
    const response = await setRoles(admin, outsider, ['Basic'])
    expect(response.status).toBe(404)
    expect(await errorCode(response)).toBe('account_not_found')
  })
})

describe('the last SuperAdmin', () => {
  it('cannot be demoted, counting SuperAdmins across the installation', async () => {
    const lone = await openTestApp()
    try {
      const rootId = lone.boot.created ? lone.boot.account.id : ''
      const alone = await lone.call('POST', `/api/v1/account/${rootId}`, {
        as: lone.root,
        org: 'default',
        body: { roles: ['Admin'] },
      })
      expect(alone.status).toBe(400)
      expect(await errorCode(alone)).toBe('last_super_admin')

      const other = await lone.addAccount('second@test.io', ['SuperAdmin'])
      const demoteRoot = await lone.call('POST', `/api/v1/account/${rootId}`, {
        as: lone.root,
        org: 'default',
        body: { roles: ['Admin'] },
      })
      expect(demoteRoot.status).toBe(200)
      const second = await lone.login('second@test.io')
      const demoteSelf = await lone.call('POST', `/api/v1/account/${other}`, {
        as: second,
        org: 'default',
        body: { roles: ['Admin'] },
      })
      expect(await errorCode(demoteSelf)).toBe('last_super_admin')
    } finally {
      await lone.close()
    }
  })
})

describe('creating accounts', () => {
  const create = (as: Credentials, body: Record<string, unknown>) =>
    t.call('POST', '/api/v1/account', { as, org: 'default', body })

  it('creates a Credentials account, Basic by default, as a member of the organization', async () => {
    const response = await create(admin, {
      email: 'New.Person@Test.io',
      name: 'New Person',
      password: 'long enough password',
      given_name: 'New',
      family_name: 'Person',
      unknown_field: 'ignored',
    })
    expect(response.status).toBe(201)
    const account = (await response.json()) as Record<string, unknown>
    expect(account).toMatchObject({
      email: 'new.person@test.io',
      provider: 'Credentials',
      given_name: 'New',
      family_name: 'Person',
      roles: ['Basic'],
    })
    const login = await t.call('POST', '/api/v1/auth/login', {
      body: { email: 'new.person@test.io', password: 'long enough password' },
    })
    expect(login.status).toBe(200)
  })

  it('refuses roles above the creator’s own', async () => {
    const response = await create(admin, {
      email: 'too-high@test.io',
      name: 'X',
      password: 'long enough password',
      roles: ['SuperAdmin'],
    })
    expect(response.status).toBe(403)
  })

  it.each([
    [{ email: 'admin@test.io', name: 'Dup', password: 'long enough password' }, 'email_taken'],
    [{ email: 'ADMIN@test.io', name: 'Dup', password: 'long enough password' }, 'email_taken'],
    [{ email: 'not-an-email', name: 'X', password: 'long enough password' }, 'invalid_fields'],
    [{ email: 'short@test.io', name: 'X', password: 'short' }, 'invalid_fields'],
    [{ email: 'noname@test.io', password: 'long enough password' }, 'invalid_fields'],
  ])('answers 400 for %j', async (body, code) => {
    const response = await create(admin, body)
    expect(response.status).toBe(400)
    expect(await errorCode(response)).toBe(code)
  })
})

describe('organizations', () => {
  it('makes the creating SuperAdmin a member and checks the slug', async () => {
    const created = await t.call('POST', '/api/v1/orgs', {
      as: t.root,
      org: 'default',
      body: { slug: 'acme', name: 'Acme' },
    })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ slug: 'acme', name: 'Acme' })
    const me = (await (await t.call('GET', '/api/v1/account/me', { as: t.root, org: 'acme' })).json()) as {
      users: { roles: string[] }[]
    }
    expect(me.users[0]?.roles).toEqual(['Admin'])
    for (const [slug, code] of [
      ['acme', 'slug_taken'],
      ['Not A Slug', 'invalid_slug'],
      ['0123456789abcdef0123456789abcdef', 'invalid_slug'],
    ]) {
      const response = await t.call('POST', '/api/v1/orgs', {
        as: t.root,
        org: 'default',
        body: { slug, name: 'X' },
      })
      expect(response.status).toBe(400)
      expect(await errorCode(response)).toBe(code)
    }
  })

  it('lists a member’s own organizations, and every one for a SuperAdmin', async () => {
    const slugs = async (as: Credentials) =>
      (
        (await (await t.call('GET', '/api/v1/orgs', { as, org: 'default' })).json()) as { slug: string }[]
      ).map((org) => org.slug)
    expect(await slugs(admin)).toEqual(['default'])
    expect(await slugs(t.root)).toEqual(expect.arrayContaining(['default', 'far', 'acme']))
  })
})

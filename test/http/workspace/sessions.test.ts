import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../../adapters/http/auth/index.js'
import { errorCode, OWN_ORIGIN, openTestApp, PASSWORD, type TestApp } from './workspace-fixture.js'

let t: TestApp
let clock = Date.parse('2030-01-01T00:00:00Z')

beforeAll(async () => {
  t = await openTestApp({ now: () => new Date(clock), sessionTtlMs: 3600_000 })
  await t.addAccount('admin@test.io', ['Admin'])
})

afterAll(() => t.close())

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/auth/login', { body, headers })

describe('login', () => {
  it('answers the Account and sets an HttpOnly, SameSite=Lax session cookie without needing x-org', async () => {
    const response = await login({ email: 'Admin@Test.io', password: PASSWORD, extra: 'ignored' })
    expect(response.status).toBe(200)
    const account = (await response.json()) as { email: string; roles: string[]; users: unknown[] }
    expect(account.email).toBe('admin@test.io')
    expect(account.roles).toEqual(['Admin'])
    expect(account.users).toHaveLength(1)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{40,};`))
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(/; Max-Age=3600/)
    expect(cookie).not.toMatch(/Secure/)
  })

  it('marks the cookie Secure behind https', async () => {
    const response = await login(
      { email: 'admin@test.io', password: PASSWORD },
      { 'x-forwarded-proto': 'https' },
    )
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/)
  })

  it('answers 401 for a wrong password or an unknown email, the same way', async () => {
    const wrong = await login({ email: 'admin@test.io', password: 'not the password' })
    const unknown = await login({ email: 'nobody@test.io', password: PASSWORD })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(await errorCode(wrong)).toBe('invalid_credentials')
    expect(await errorCode(unknown)).toBe('invalid_credentials')
  })

  it('answers 400 for a missing field and for bad JSON', async () => {
    expect((await login({ email: 'admin@test.io' })).status).toBe(400)
    const bad = await t.app.request('/api/v1/auth/login', { method: 'POST', body: '{nope' })
    expect(await errorCode(bad)).toBe('invalid_json')
  })

  it('refuses a login posted from a foreign origin', async () => {
    const response = await login(
      { email: 'admin@test.io', password: PASSWORD },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
    expect(await errorCode(response)).toBe('origin_mismatch')
  })
})

describe('session cookie', () => {
  it('authenticates GET without an Origin', async () => {
    const as = await t.login('admin@test.io')
    const response = await t.call('GET', '/api/v1/account/me', { as, org: 'default', origin: null })
    expect(response.status).toBe(200)
  })

  it('refuses cookie-authenticated POST and DELETE without our own Origin', async () => {
    const as = await t.login('admin@test.io')
    const body = { email: 'csrf@test.io', name: 'C', password: 'long enough password' }
    for (const origin of [null, 'https://evil.example', 'http://localhost:9999']) {
      const post = await t.call('POST', '/api/v1/account', { as, org: 'default', body, origin })
      expect(post.status).toBe(403)
      expect(await errorCode(post)).toBe('origin_mismatch')
      const del = await t.call('DELETE', '/api/v1/tokens/whatever', { as, org: 'default', origin })
      expect(del.status).toBe(403)
    }
    const same = await t.call('POST', '/api/v1/account', { as, org: 'default', body, origin: OWN_ORIGIN })
    expect(same.status).toBe(201)
  })

  it('needs no Origin with a Bearer token', async () => {
    const response = await t.call('POST', '/api/v1/tokens', {
      as: t.root,
      org: 'default',
      body: { name: 'ci' },
    })
    expect(response.status).toBe(201)
  })

  it('answers 401 for an unknown session id', async () => {
    const response = await t.call('GET', '/api/v1/account/me', {
      as: { cookie: `${SESSION_COOKIE}=forged` },
      org: 'default',
    })
    expect(response.status).toBe(401)
    expect(await errorCode(response)).toBe('invalid_session')
  })

  it('expires after its lifetime', async () => {
    const as = await t.login('admin@test.io')
    clock += 3600_000 - 1000
    expect((await t.call('GET', '/api/v1/account/me', { as, org: 'default' })).status).toBe(200)
    clock += 1000
    expect((await t.call('GET', '/api/v1/account/me', { as, org: 'default' })).status).toBe(401)
  })

  it('ends at logout, which clears the cookie', async () => {
    const as = await t.login('admin@test.io')
    const out = await t.call('POST', '/api/v1/auth/logout', { as, org: 'default' })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`))
    expect((await t.call('GET', '/api/v1/account/me', { as, org: 'default' })).status).toBe(401)
  })

  it('logout needs x-org and our own Origin, like every cookie POST', async () => {
    const as = await t.login('admin@test.io')
    expect((await t.call('POST', '/api/v1/auth/logout', { as })).status).toBe(400)
    expect((await t.call('POST', '/api/v1/auth/logout', { as, org: 'default', origin: null })).status).toBe(
      403,
    )
    expect((await t.call('GET', '/api/v1/account/me', { as, org: 'default' })).status).toBe(200)
  })

  it('are all ended by a password reset', async () => {
    const as = await t.login('admin@test.io')
    await t.engine.workspace.resetPassword('admin@test.io', PASSWORD)
    expect((await t.call('GET', '/api/v1/account/me', { as, org: 'default' })).status).toBe(401)
  })
})

describe('request bodies', () => {
  it('answers 413 for a body over 64 KiB and 400 for an empty one', async () => {
    const big = await login({ email: 'admin@test.io', password: 'x'.repeat(70 * 1024) })
    expect(big.status).toBe(413)
    const empty = await t.app.request('/api/v1/auth/login', { method: 'POST', body: '' })
    expect(empty.status).toBe(400)
  })
})

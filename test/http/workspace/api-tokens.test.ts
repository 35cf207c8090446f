import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateToken, secretDigest } from '../../../src/workspace/token-format.js'
import { type Credentials, errorCode, openTestApp, type TestApp } from './workspace-fixture.js'

let t: TestApp
let clock = Date.parse('2030-01-01T00:00:00Z')

beforeAll(async () => {
  t = await openTestApp({ now: () => new Date(clock) })
})

afterAll(() => t.close())

async function createToken(name: string, as: Credentials = t.root, org = 'default') {
  const response = await t.call('POST', '/api/v1/tokens', { as, org, body: { name } })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string; name: string; token: string; created_at: string }
}

const me = (token: string, org = 'default') => t.call('GET', '/api/v1/account/me', { as: { token }, org })

/** The statements the workspace runs on the system lane while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const lane = t.engine.database.system
  const query = lane.query
  const seen: string[] = []
  lane.query = (sql, params) => {
    seen.push(sql)
    return query.call(lane, sql, params)
  }
  try {
    await work()
  } finally {
    lane.query = query
  }
  return seen
}

describe('API tokens', () => {
  it('shows the secret once, at creation, and stores only its SHA-256', async () => {
    const created = await createToken('ci')
    expect(Object.keys(created).sort()).toEqual(['created_at', 'id', 'name', 'token'])
    const listed = await t.call('GET', '/api/v1/tokens', { as: t.root, org: 'default' })
    const text = await listed.text()
    expect(text).toContain(created.id)
    expect(text).not.toContain(created.token)
    const { rows } = await t.engine.database.query('SELECT * FROM api_tokens WHERE id = ?', [created.id])
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(created.token)
    expect(stored).toContain(secretDigest(created.token))
  })

  it('authenticates as its creator: /me is the creator account', async () => {
    const created = await createToken('me')
    const account = (await (await me(created.token)).json()) as { email: string; roles: string[] }
    expect(account.email).toBe('root@test.io')
    expect(account.roles).toContain('SuperAdmin')
  })

  it('stops working on the next request after revocation', async () => {
    const created = await createToken('short-lived')
    expect((await me(created.token)).status).toBe(200)
    const revoked = await t.call('DELETE', `/api/v1/tokens/${created.id}`, { as: t.root, org: 'default' })
    expect(revoked.status).toBe(204)
    const after = await me(created.token)
    expect(after.status).toBe(401)
    expect(await errorCode(after)).toBe('invalid_token')
    const again = await t.call('DELETE', `/api/v1/tokens/${created.id}`, { as: t.root, org: 'default' })
    expect(again.status).toBe(404)
    const list = (await (await t.call('GET', '/api/v1/tokens', { as: t.root, org: 'default' })).json()) as {
      id: string
    }[]
    expect(list.map((token) => token.id)).not.toContain(created.id)
  })

  it('refuses a revoked token at once even though its principal was cached', async () => {
    const created = await createToken('cached')
    expect((await me(created.token)).status).toBe(200)
    const lookups = await statementsDuring(() => me(created.token))
    expect(lookups.filter((sql) => /api_tokens|FROM accounts|FROM users/.test(sql))).toEqual([])
    const revoked = await t.call('DELETE', `/api/v1/tokens/${created.id}`, { as: t.root, org: 'default' })
    expect(revoked.status).toBe(204)
    const after = await me(created.token)
    expect(after.status).toBe(401)
    expect(await errorCode(after)).toBe('invalid_token')
  })

  it('answers revoked, unknown, mistyped and malformed tokens with the same 401', async () => {
    const created = await createToken('typo')
    const typo = `${created.token.slice(0, 10)}${created.token[10] === 'a' ? 'b' : 'a'}${created.token.slice(11)}`
    const bodies = []
    for (const token of [generateToken(), typo, 'tly_short', 'not-a-token']) {
      const response = await me(token)
      expect(response.status).toBe(401)
      const body = (await response.json()) as { error: unknown }
      bodies.push(JSON.stringify(body.error))
    }
    expect(new Set(bodies).size).toBe(1)
    const basic = await t.app.request('/api/v1/account/me', {
      headers: { 'x-org': 'default', authorization: 'Basic Zm9vOmJhcg==' },
    })
    expect(basic.status).toBe(401)
  })

  it('writes last_used_at on first use and then at most every 5 minutes', async () => {
    const created = await createToken('touch')
    const lastUsed = async () => {
      const list = (await (await t.call('GET', '/api/v1/tokens', { as: t.root, org: 'default' })).json()) as {
        id: string
        last_used_at: string | null
      }[]
      return list.find((token) => token.id === created.id)?.last_used_at
    }
    expect(await lastUsed()).toBeNull()
    const start = clock
    await me(created.token)
    expect(await lastUsed()).toBe(new Date(start).toISOString())
    clock += 4 * 60_000
    await me(created.token)
    expect(await lastUsed()).toBe(new Date(start).toISOString())
    clock += 60_000
    await me(created.token)
    expect(await lastUsed()).toBe(new Date(clock).toISOString())
  })

  it('cannot be revoked from another organization', async () => {
    const created = await createToken('home')
    await t.call('POST', '/api/v1/orgs', { as: t.root, org: 'default', body: { slug: 'away', name: 'Away' } })
    const response = await t.call('DELETE', `/api/v1/tokens/${created.id}`, { as: t.root, org: 'away' })
    expect(response.status).toBe(404)
    expect(await errorCode(response)).toBe('token_not_found')
    expect((await me(created.token)).status).toBe(200)
  })

  it('acts with its creator’s current rights', async () => {
    await t.addAccount('deputy@test.io', ['Admin', 'SuperAdmin'])
    const deputy = await createToken('deputy', await t.login('deputy@test.io'))
    expect((await me(deputy.token, 'away')).status).toBe(200)
    const { id } = (await (await me(deputy.token)).json()) as { id: string }
    const demoted = await t.call('POST', `/api/v1/account/${id}`, {
      as: t.root,
      org: 'default',
      body: { roles: ['Admin'] },
    })
    expect(demoted.status).toBe(200)
    expect((await me(deputy.token, 'away')).status).toBe(403)
    const tokenAttempt = await t.call('POST', '/api/v1/tokens', {
      as: { token: deputy.token },
      org: 'default',
      body: { name: 'x' },
    })
    expect(tokenAttempt.status).toBe(403)
    expect(((await (await me(deputy.token)).json()) as { roles: string[] }).roles).toEqual(['Admin'])
  })

  it('rejects an empty or missing name', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(101) }]) {
      const response = await t.call('POST', '/api/v1/tokens', { as: t.root, org: 'default', body })
      expect(response.status).toBe(400)
    }
  })
})

describe('per-user tokens (an option, off by default)', () => {
  it('lets any member create tokens, revoke their own and not others', async () => {
    const open = await openTestApp({ perUserTokens: true })
    try {
      await open.addAccount('basic@test.io', ['Basic'])
      const basic = await open.login('basic@test.io')
      const created = await open.call('POST', '/api/v1/tokens', {
        as: basic,
        org: 'default',
        body: { name: 'mine' },
      })
      expect(created.status).toBe(201)
      const { id, token } = (await created.json()) as { id: string; token: string }
      const viaToken = await open.call('GET', '/api/v1/account/me', { as: { token }, org: 'default' })
      expect(((await viaToken.json()) as { email: string }).email).toBe('basic@test.io')
      const rootTokens = await open.engine.workspace.createTokenFor({ org: 'default', name: 'root' })
      const foreign = await open.call('DELETE', `/api/v1/tokens/${rootTokens.id}`, {
        as: basic,
        org: 'default',
      })
      expect(foreign.status).toBe(403)
      expect((await open.call('DELETE', `/api/v1/tokens/${id}`, { as: basic, org: 'default' })).status).toBe(
        204,
      )
    } finally {
      await open.close()
    }
  })
})

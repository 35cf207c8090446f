import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createEngine } from '../../src/index.js'

const dataDir = mkdtempSync(join(tmpdir(), 'tally-bootstrap-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const open = () => createEngine({ dataDir, workspace: { passwordCost: 2 ** 10 } })

describe('first-start bootstrap', () => {
  it('creates the SuperAdmin in default with a generated password and a token, once', async () => {
    const engine = await open()
    let token = ''
    try {
      const first = await engine.workspace.bootstrap({})
      if (!first.created) throw new Error('expected a first start')
      expect(first.account).toMatchObject({ email: 'admin@tally.local', provider: 'Credentials' })
      expect(first.account.roles).toContain('SuperAdmin')
      expect(first.account.users[0]?.state).toBe('Active')
      expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20,}$/)
      expect(first.token.token).toMatch(/^tly_/)
      token = first.token.token
      const login = await engine.workspace.login({
        email: 'admin@tally.local',
        password: first.generatedPassword ?? '',
        address: 'test',
      })
      expect(login.account.super_admin).toBe(true)
    } finally {
      await engine.close()
    }
    const again = await open()
    try {
      expect(await again.workspace.bootstrap({ adminEmail: 'someone@else.io' })).toEqual({ created: false })
      const caller = await again.workspace.authenticateToken(token)
      expect(caller.account.email).toBe('admin@tally.local')
    } finally {
      await again.close()
    }
  })

  it('takes the email and password it is given and generates nothing', async () => {
    const engine = await createEngine({ workspace: { passwordCost: 2 ** 10 } })
    try {
      const result = await engine.workspace.bootstrap({
        adminEmail: 'Boss@Example.com',
        adminPassword: 'given pw 123',
      })
      if (!result.created) throw new Error('expected a first start')
      expect(result.generatedPassword).toBeUndefined()
      expect(result.account.email).toBe('boss@example.com')
      const login = await engine.workspace.login({
        email: 'boss@example.com',
        password: 'given pw 123',
        address: 't',
      })
      expect(login.account.id).toBe(result.account.id)
    } finally {
      await engine.close()
    }
  })
})

import { afterAll, beforeAll, expect, it } from 'vitest'
import { errorCode, openTestApp, PASSWORD, type TestApp } from './workspace-fixture.js'

let t: TestApp
let clock = Date.parse('2030-01-01T00:00:00Z')

beforeAll(async () => {
  t = await openTestApp({ now: () => new Date(clock) })
  await t.addAccount('victim@test.io', ['Basic'])
  await t.addAccount('bystander@test.io', ['Basic'])
})

afterAll(() => t.close())

/** A login from a given peer address, as @hono/node-server passes it. */
const loginFrom = (address: string, email: string, password: string) =>
  t.app.request(
    '/api/v1/auth/login',
    { method: 'POST', body: JSON.stringify({ email, password }) },
    { incoming: { socket: { remoteAddress: address } } },
  )

it('answers 429 after 10 failed logins a minute for one account and address, then lets it go', async () => {
  for (let i = 0; i < 10; i++)
    expect((await loginFrom('10.0.0.1', 'victim@test.io', 'guess')).status).toBe(401)
  const blocked = await loginFrom('10.0.0.1', 'victim@test.io', PASSWORD)
  expect(blocked.status).toBe(429)
  expect(await errorCode(blocked)).toBe('too_many_failed_logins')

  expect((await loginFrom('10.0.0.2', 'victim@test.io', PASSWORD)).status).toBe(200)
  expect((await loginFrom('10.0.0.1', 'bystander@test.io', PASSWORD)).status).toBe(200)

  clock += 60_001
  expect((await loginFrom('10.0.0.1', 'victim@test.io', PASSWORD)).status).toBe(200)
})

it('forgets failures after a successful login', async () => {
  for (let i = 0; i < 9; i++) await loginFrom('10.0.0.3', 'bystander@test.io', 'guess')
  expect((await loginFrom('10.0.0.3', 'bystander@test.io', PASSWORD)).status).toBe(200)
  for (let i = 0; i < 9; i++)
    expect((await loginFrom('10.0.0.3', 'bystander@test.io', 'guess')).status).toBe(401)
  expect((await loginFrom('10.0.0.3', 'bystander@test.io', PASSWORD)).status).toBe(200)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCode, openTestApp, type TestApp } from './workspace-fixture.js'

let t: TestApp
/** The 46 account ids of `default`, in creation order. */
let ids: string[] = []

beforeAll(async () => {
  t = await openTestApp()
  ids = [t.boot.created ? t.boot.account.id : '']
  for (let i = 1; i <= 45; i++)
    ids.push(await t.addAccount(`user${String(i).padStart(2, '0')}@test.io`, ['Basic']))
})

afterAll(() => t.close())

async function list(query: string): Promise<{ status: number; ids: string[]; total: string | null }> {
  const response = await t.call('GET', `/api/v1/account${query}`, { as: t.root, org: 'default' })
  const body = (await response.json()) as { id: string }[]
  return {
    status: response.status,
    ids: response.status === 200 ? body.map((account) => account.id) : [],
    total: response.headers.get('x-total-count'),
  }
}

const reversed = () => [...ids].reverse()

describe('GET /api/v1/account pagination', () => {
  it('creates ids in time order, so creation order is id order', () => {
    expect([...ids].sort()).toEqual(ids)
    expect(new Set(ids).size).toBe(46)
  })

  it('pages by 20 in creation order by default', async () => {
    expect((await list('')).ids).toEqual(ids.slice(0, 20))
    expect((await list('?page=2')).ids).toEqual(ids.slice(20, 40))
    expect((await list('?page=3')).ids).toEqual(ids.slice(40, 46))
    expect((await list('?page=4')).ids).toEqual([])
  })

  it('honours page_size up to 100', async () => {
    expect((await list('?page_size=7&page=3')).ids).toEqual(ids.slice(14, 21))
    expect((await list('?page_size=100')).ids).toEqual(ids)
  })

  it('reverses the order with page_order=DESC', async () => {
    expect((await list('?page_order=DESC')).ids).toEqual(reversed().slice(0, 20))
    expect((await list('?page_order=DESC&page=3')).ids).toEqual(reversed().slice(40))
  })

  it('keeps the items strictly after or before a cursor, in the current order', async () => {
    const cursor = ids[10] ?? ''
    expect((await list(`?after=${cursor}&page_size=100`)).ids).toEqual(ids.slice(11))
    expect((await list(`?before=${cursor}&page_size=100`)).ids).toEqual(ids.slice(0, 10))
    expect((await list(`?after=${cursor}&page_order=DESC&page_size=100`)).ids).toEqual(
      ids.slice(0, 10).reverse(),
    )
    expect((await list(`?before=${cursor}&page_order=DESC&page_size=100`)).ids).toEqual(
      ids.slice(11).reverse(),
    )
  })

  it('takes the first or last N of what the cursors keep', async () => {
    const cursor = ids[10] ?? ''
    expect((await list(`?after=${cursor}&first=3`)).ids).toEqual(ids.slice(11, 14))
    expect((await list(`?before=${cursor}&last=2`)).ids).toEqual(ids.slice(8, 10))
    expect((await list(`?before=${cursor}&last=2&page_order=DESC`)).ids).toEqual([ids[12], ids[11]])
    expect((await list(`?after=${cursor}&first=3&page_order=DESC`)).ids).toEqual([ids[9], ids[8], ids[7]])
    expect((await list('?last=3')).ids).toEqual(ids.slice(43))
  })

  it('pages what first/last and the cursors leave', async () => {
    expect((await list('?first=5&page_size=2&page=2')).ids).toEqual(ids.slice(2, 4))
    expect((await list('?first=5&page_size=2&page=3')).ids).toEqual(ids.slice(4, 5))
    expect((await list(`?after=${ids[0]}&before=${ids[6]}&page_size=2&page=3`)).ids).toEqual(ids.slice(5, 6))
  })

  it('adds X-Total-Count for total_count=true, counting every account of the organization', async () => {
    const counted = await list(`?total_count=true&after=${ids[40]}&first=2`)
    expect(counted.total).toBe('46')
    expect(counted.ids).toHaveLength(2)
    expect((await list('')).total).toBeNull()
  })

  it('returns Account objects with the membership of the organization', async () => {
    const response = await t.call('GET', '/api/v1/account?page_size=2&page=2', { as: t.root, org: 'default' })
    const [account] = (await response.json()) as Record<string, unknown>[]
    expect(Object.keys(account ?? {}).sort()).toEqual(
      ['email', 'family_name', 'given_name', 'id', 'name', 'provider', 'roles', 'users'].sort(),
    )
    expect(account?.roles).toEqual(['Basic'])
    const [user] = (account?.users ?? []) as Record<string, unknown>[]
    expect(user).toMatchObject({
      account_id: ids[2],
      state: 'Active',
      roles: ['Basic'],
      email: 'user02@test.io',
    })
    expect(Object.keys(user ?? {}).sort()).toEqual(
      [
        'account_id',
        'created_at',
        'email',
        'id',
        'job_position_description',
        'job_position_name',
        'name',
        'org_id',
        'profile_picture',
        'roles',
        'state',
      ].sort(),
    )
  })

  it.each([
    ['page=0', 'invalid_pagination'],
    ['page_size=101', 'invalid_pagination'],
    ['page_size=0', 'invalid_pagination'],
    ['first=2&last=2', 'first_and_last'],
    ['after=0000000000000000000000000000dead', 'unknown_cursor'],
    ['before=nope', 'unknown_cursor'],
    ['page=abc', 'invalid_fields'],
    ['page_order=sideways', 'invalid_fields'],
  ])('answers 400 for %s', async (query, code) => {
    const response = await t.call('GET', `/api/v1/account?${query}`, { as: t.root, org: 'default' })
    expect(response.status).toBe(400)
    expect(await errorCode(response)).toBe(code)
  })

  it('does not accept a cursor naming an account of another organization', async () => {
    await t.call('POST', '/api/v1/orgs', {
      as: t.root,
      org: 'default',
      body: { slug: 'elsewhere', name: 'E' },
    })
    const stranger = await t.addAccount('stranger@test.io', ['Basic'], 'elsewhere')
    const response = await t.call('GET', `/api/v1/account?after=${stranger}`, { as: t.root, org: 'default' })
    expect(await errorCode(response)).toBe('unknown_cursor')
  })
})

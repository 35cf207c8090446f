import { describe, expect, it } from 'vitest'
import { PrincipalCache, type TokenPrincipal } from '../../src/workspace/principal-cache.js'

const principal = (id: string) =>
  ({ token: { id }, account: { id: `acct-${id}` } }) as unknown as TokenPrincipal

function counting(value: TokenPrincipal | undefined) {
  const loads = { count: 0 }
  const load = async () => {
    loads.count++
    return value
  }
  return { loads, load }
}

describe('PrincipalCache', () => {
  it('looks a token up once within the TTL, again after it', async () => {
    let now = 0
    const cache = new PrincipalCache(5_000, () => now)
    const { loads, load } = counting(principal('a'))
    await cache.token('digest-a', load)
    now = 4_999
    expect(await cache.token('digest-a', load)).toEqual(principal('a'))
    expect(loads.count).toBe(1)
    now = 5_000
    await cache.token('digest-a', load)
    expect(loads.count).toBe(2)
  })

  it('does not remember unknown tokens', async () => {
    const cache = new PrincipalCache(5_000, () => 0)
    const { loads, load } = counting(undefined)
    await cache.token('nobody', load)
    await cache.token('nobody', load)
    expect(loads.count).toBe(2)
  })

  it('forgets everything on invalidate', async () => {
    const cache = new PrincipalCache(5_000, () => 0)
    const { loads, load } = counting(principal('a'))
    await cache.token('digest-a', load)
    await cache.membership('org', 'acct', async () => undefined)
    cache.invalidate()
    await cache.token('digest-a', load)
    expect(loads.count).toBe(2)
    let memberLoads = 0
    await cache.membership('org', 'acct', async () => {
      memberLoads++
      return undefined
    })
    expect(memberLoads).toBe(1)
  })

  it('does not keep a lookup that a write overlapped (it may have read the old row)', async () => {
    const cache = new PrincipalCache(5_000, () => 0)
    let release: () => void = () => undefined
    const slow = cache.token(
      'digest-a',
      () => new Promise<TokenPrincipal>((done) => (release = () => done(principal('old')))),
    )
    cache.invalidate()
    release()
    expect(await slow).toEqual(principal('old'))
    const { loads, load } = counting(principal('new'))
    expect(await cache.token('digest-a', load)).toEqual(principal('new'))
    expect(loads.count).toBe(1)
  })

  it('remembers nothing with a TTL of 0', async () => {
    const cache = new PrincipalCache(0, () => 0)
    const { loads, load } = counting(principal('a'))
    await cache.token('digest-a', load)
    await cache.token('digest-a', load)
    expect(loads.count).toBe(2)
  })
})

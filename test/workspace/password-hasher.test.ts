import { describe, expect, it } from 'vitest'
import { createPasswordHasher, DEFAULT_SCRYPT_COST } from '../../src/workspace/password-hasher.js'

describe('password hasher', () => {
  const hasher = createPasswordHasher(2 ** 10)

  it('salts every hash and verifies only the right password', async () => {
    const a = await hasher.hash('hunter2 hunter2')
    const b = await hasher.hash('hunter2 hunter2')
    expect(a).not.toBe(b)
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(await hasher.verify('hunter2 hunter2', a)).toBe(true)
    expect(await hasher.verify('hunter2 hunter3', a)).toBe(false)
    expect(await hasher.verify('', a)).toBe(false)
  })

  it('reads the cost from the stored hash, so raising the default keeps old hashes valid', async () => {
    const cheap = await hasher.hash('pw')
    expect(await createPasswordHasher().verify('pw', cheap)).toBe(true)
  })

  it('hashes at N = 2^15 by default', async () => {
    expect(DEFAULT_SCRYPT_COST).toBe(2 ** 15)
    expect((await createPasswordHasher().hash('pw')).split('$').slice(0, 4)).toEqual([
      'scrypt',
      '32768',
      '8',
      '1',
    ])
  })

  it('rejects malformed stored hashes', async () => {
    for (const stored of ['', 'plain', 'scrypt$1024$8$1$$', 'bcrypt$x$y$z$a$b'])
      expect(await hasher.verify('pw', stored)).toBe(false)
  })
})

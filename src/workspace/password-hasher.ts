import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/** scrypt cost parameter N. 2^15 with r=8 takes 32 MiB and tens of milliseconds per hash. */
export const DEFAULT_SCRYPT_COST = 2 ** 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_BYTES = 32

function derive(password: string, salt: Buffer, cost: number, blockSize: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * cost * blockSize
    scrypt(password, salt, KEY_BYTES, { N: cost, r: blockSize, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Hashes passwords with scrypt and a per-password random salt; the parameters travel with the hash. */
export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$key`, salt and key in base64. */
  hash(password: string): Promise<string>
  /** Constant-time comparison; false for any malformed stored hash. */
  verify(password: string, stored: string): Promise<boolean>
}

/** `cost` exists for tests only: never lower it in production. */
export function createPasswordHasher(cost = DEFAULT_SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16)
      const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM)
      return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join(
        '$',
      )
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, key] = stored.split('$')
      if (scheme !== 'scrypt' || !salt || !key) return false
      const expected = Buffer.from(key, 'base64')
      const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
      return expected.length === actual.length && timingSafeEqual(expected, actual)
    },
  }
}

import { createHash, randomBytes } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const PREFIX = 'tly_'
const RANDOM_CHARS = 30
const CHECK_CHARS = 6
const TOKEN = new RegExp(`^${PREFIX}[0-9A-Za-z]{${RANDOM_CHARS + CHECK_CHARS}}$`)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** CRC-32 (IEEE), as zip and zlib compute it. */
export function crc32(text: string): number {
  let crc = 0xffffffff
  for (const byte of Buffer.from(text, 'utf8')) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function base62(value: number, width: number): string {
  let out = ''
  for (let rest = value; rest > 0; rest = Math.floor(rest / 62)) out = BASE62[rest % 62] + out
  return out.padStart(width, '0')
}

/** `count` uniformly random base62 characters (rejection sampling: no modulo bias). */
function randomBase62(count: number): string {
  let out = ''
  while (out.length < count) {
    for (const byte of randomBytes(count * 2)) {
      if (byte < 248 && out.length < count) out += BASE62[byte % 62]
    }
  }
  return out
}

const checksum = (body: string) => base62(crc32(body), CHECK_CHARS)

/** A new API token: `tly_` + 30 random base62 characters + 6 base62 characters of their CRC-32. */
export function generateToken(): string {
  const body = randomBase62(RANDOM_CHARS)
  return `${PREFIX}${body}${checksum(body)}`
}

/** Whether `token` has the token shape and a matching checksum: a typo fails here, without a lookup. */
export function isWellFormedToken(token: string): boolean {
  if (!TOKEN.test(token)) return false
  const body = token.slice(PREFIX.length, PREFIX.length + RANDOM_CHARS)
  return token.slice(PREFIX.length + RANDOM_CHARS) === checksum(body)
}

/** The SHA-256 hex digest stored in place of a secret (tokens and session ids). */
export const secretDigest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex')

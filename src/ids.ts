import { randomBytes } from 'node:crypto'

/** Collection and artifact ids, as DESIGN.md fixes them. */
export const RESOURCE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/

/**
 * A time-ordered id: 12 hex digits of milliseconds then 20 random hex digits, so sorting ids sorts
 * by creation. Within one millisecond a counter keeps the order.
 */
let lastMs = 0
let counter = 0
export function newId(): string {
  const now = Date.now()
  counter = now === lastMs ? counter + 1 : 0
  lastMs = now
  const time = now.toString(16).padStart(12, '0')
  const seq = counter.toString(16).padStart(4, '0')
  return `${time}${seq}${randomBytes(8).toString('hex')}`
}

const POOL_BYTES = 4096
let pool = Buffer.alloc(0)
let used = 0

/**
 * A random hex string for file names and message ids. Bytes come from the CSPRNG 4 KiB at a time
 * (as crypto.randomUUID does): every reply takes three ids, and a call into the CSPRNG each cost
 * more than the hex.
 */
export function randomHex(bytes: number): string {
  if (bytes > POOL_BYTES) return randomBytes(bytes).toString('hex')
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES)
    used = 0
  }
  used += bytes
  return pool.toString('hex', used - bytes, used)
}

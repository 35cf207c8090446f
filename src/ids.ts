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

/** A random hex string for file names and message ids. */
export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex')

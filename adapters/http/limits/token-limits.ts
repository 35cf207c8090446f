import type { MiddlewareHandler } from 'hono'
import { ConcurrencyGate } from '../../../src/db/concurrency-gate.js'
import { RetryLaterError } from '../../../src/errors.js'
import { type AuthEnv, getAuth } from '../auth/index.js'
import { RateWindow } from './rate-window.js'

export interface TokenLimitOptions {
  /** Requests of one token (or session) answered at once (default 8). */
  readonly maxConcurrentPerToken: number
  /** Requests of one token waiting for a slot before 529 (default 64: 32 connections wait, not fail). */
  readonly maxQueuedPerToken: number
  /** Requests of one token per minute; off (undefined) by default, as DESIGN.md says. */
  readonly requestsPerMinute: number | undefined
}

/** The limits with defaults for what is left out (or undefined, as an unset variable gives). */
export const resolveTokenLimits = (given: Partial<TokenLimitOptions> = {}): TokenLimitOptions => ({
  maxConcurrentPerToken: given.maxConcurrentPerToken ?? 8,
  maxQueuedPerToken: given.maxQueuedPerToken ?? 64,
  requestsPerMinute: given.requestsPerMinute,
})

/**
 * Per-caller limits for the /api/gpt routes, after requireAuth: a rate (429 `rate_limited` with
 * `retry-after`, when set) and a cap on concurrent requests with a queue (529 `token_overloaded`
 * with `retry-after` once the queue is full). Keyed by token id, or account for a session; so one
 * caller cannot take every slot of the engine from the others.
 */
export function tokenLimits(options: TokenLimitOptions): MiddlewareHandler<AuthEnv> {
  const gates = new Map<string, { gate: ConcurrencyGate; users: number }>()
  const rate = options.requestsPerMinute ? new RateWindow(options.requestsPerMinute, 60_000) : undefined
  return async (c, next) => {
    const auth = getAuth(c)
    const key = auth.tokenId ? `token:${auth.tokenId}` : `account:${auth.account.id}`
    const wait = rate?.take(key, Date.now())
    if (wait !== undefined)
      throw new RetryLaterError(
        'rate_limit_error',
        'rate_limited',
        `This token may send ${options.requestsPerMinute} requests a minute.`,
        Math.max(1, Math.ceil(wait / 1000)),
      )
    let entry = gates.get(key)
    if (!entry) {
      const gate = new ConcurrencyGate(
        options.maxConcurrentPerToken,
        options.maxQueuedPerToken,
        'token_overloaded',
      )
      entry = { gate, users: 0 }
      gates.set(key, entry)
    }
    entry.users++
    try {
      await entry.gate.run(() => next())
    } finally {
      entry.users--
      if (entry.users === 0) gates.delete(key)
    }
  }
}

import type { WorkspaceBackend, WorkspaceStores } from './workspace-context.js'
import type { AccountRecord, MembershipRecord, TokenInfo } from './workspace-types.js'

/** A live token and its creator, as a lookup by the token's digest found them. */
export interface TokenPrincipal {
  readonly token: TokenInfo
  readonly account: AccountRecord
}

interface Entry<T> {
  readonly value: T
  readonly expires: number
}

/** Entries of each kind kept at most; past it the oldest half goes (tokens and members are few). */
const MAX_ENTRIES = 10_000

/**
 * What authentication looked up, remembered for `ttlMs`: a token's principal by the token's
 * SHA-256 digest (never the secret), and memberships by organization and account. Each request
 * used to pay three statements for them. Every write that could change an answer (revoke, roles,
 * SuperAdmin, a new account or membership) calls `invalidate()` before and after it runs, and a
 * lookup that overlapped a write is not kept, so a change is seen by the next request at once.
 * The TTL only bounds what a change made outside this process (another backend) could leave.
 * Unknown tokens are not remembered.
 */
export class PrincipalCache {
  private generation = 0
  private readonly tokens = new Map<string, Entry<TokenPrincipal>>()
  private readonly memberships = new Map<string, Entry<MembershipRecord | undefined>>()

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  token(
    digest: string,
    load: () => Promise<TokenPrincipal | undefined>,
  ): Promise<TokenPrincipal | undefined> {
    return this.remember(this.tokens, digest, load, (found) => found !== undefined)
  }

  membership(
    orgId: string,
    accountId: string,
    load: () => Promise<MembershipRecord | undefined>,
  ): Promise<MembershipRecord | undefined> {
    return this.remember(this.memberships, `${orgId}\u0000${accountId}`, load, () => true)
  }

  invalidate(): void {
    this.generation++
    this.tokens.clear()
    this.memberships.clear()
  }

  private async remember<T>(
    map: Map<string, Entry<T>>,
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    const hit = map.get(key)
    if (hit && hit.expires > this.now()) return hit.value
    const generation = this.generation
    const value = await load()
    if (this.ttlMs > 0 && generation === this.generation && keep(value)) {
      if (map.size >= MAX_ENTRIES)
        for (const old of [...map.keys()].slice(0, MAX_ENTRIES / 2)) map.delete(old)
      map.set(key, { value, expires: this.now() + this.ttlMs })
    }
    return value
  }
}

/**
 * The backend with every write that can change who may do what wrapped in `invalidate()` (before
 * and after), and every transaction too. `tokens.touch` (last_used_at) and sessions change no
 * cached answer and are left as they are.
 */
export function invalidatingBackend(backend: WorkspaceBackend, invalidate: () => void): WorkspaceBackend {
  const guard =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      invalidate()
      try {
        return await write(...args)
      } finally {
        invalidate()
      }
    }
  /** The store with `writes` guarded; everything else is the store's own (its prototype). */
  const guarded = <S extends object>(store: S, writes: readonly WriteOf<S>[]): S => {
    const wrapped = Object.create(store) as S
    for (const name of writes) {
      const write = store[name] as (...args: unknown[]) => Promise<unknown>
      Object.defineProperty(wrapped, name, { value: guard(write.bind(store)) })
    }
    return wrapped
  }
  const wrap = (stores: WorkspaceStores): WorkspaceStores => ({
    accounts: guarded(stores.accounts, ['insert', 'setPasswordHash', 'setSuperAdmin']),
    memberships: guarded(stores.memberships, ['insert', 'setRoles']),
    tokens: guarded(stores.tokens, ['insert', 'revoke']),
    sessions: stores.sessions,
  })
  return {
    stores: wrap(backend.stores),
    async transaction(work) {
      invalidate()
      try {
        return await backend.transaction((stores) => work(wrap(stores)))
      } finally {
        invalidate()
      }
    },
  }
}

type WriteOf<S> = { [K in keyof S]: S[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof S]

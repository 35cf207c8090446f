/**
 * Counts failed logins per key (account and address) in a sliding window. In memory: one process
 * serves one data directory, and forgetting on restart only gives an attacker one more window.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs)
    if (kept.length > 0) this.failures.set(key, kept)
    else this.failures.delete(key)
    return kept
  }

  /** Whether this key has used up its failures for the window. */
  blocked(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.maxFailures
  }

  fail(key: string, now: number): void {
    const kept = this.recent(key, now)
    kept.push(now)
    this.failures.delete(key)
    this.failures.set(key, kept)
    // Maps iterate in insertion order: the first key is the least recently failed one.
    if (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value
      if (oldest !== undefined) this.failures.delete(oldest)
    }
  }

  reset(key: string): void {
    this.failures.delete(key)
  }
}

/**
 * A sliding-window rate: at most `limit` events per `windowMs` for each key. Keeps the times of
 * the last `limit` events of a key; forgets keys idle for a whole window.
 */
export class RateWindow {
  private readonly events = new Map<string, number[]>()
  private sweptAt = 0

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an event now and returns undefined, or returns the ms to wait when over the rate. */
  take(key: string, now: number): number | undefined {
    this.sweep(now)
    const times = (this.events.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (times.length >= this.limit) {
      this.events.set(key, times)
      return (times[0] ?? now) + this.windowMs - now
    }
    times.push(now)
    this.events.set(key, times)
    return undefined
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < this.windowMs) return
    this.sweptAt = now
    for (const [key, times] of this.events)
      if (times.every((t) => now - t >= this.windowMs)) this.events.delete(key)
  }
}

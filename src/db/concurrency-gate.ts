import { overloaded, RetryLaterError } from '../errors.js'

/** Lets at most `limit` tasks run at once and queues at most `maxQueued` more; beyond that, overloaded. */
export class ConcurrencyGate {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly limit: number,
    private readonly maxQueued: number,
    private readonly code = 'engine_overloaded',
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxQueued) {
        const message = 'The queue is full; try again shortly.'
        throw this.code === 'engine_overloaded'
          ? overloaded(message)
          : new RetryLaterError('overloaded_error', this.code, message, 1)
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

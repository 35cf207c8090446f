import { overloaded } from '../errors.js'

/** Lets at most `limit` tasks run at once and queues at most `maxQueued` more; beyond that, overloaded. */
export class ConcurrencyGate {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly limit: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxQueued)
        throw overloaded('The query queue is full; try again shortly.')
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

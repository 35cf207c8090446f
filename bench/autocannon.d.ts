/** The part of autocannon's API the load bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      body?: string
      method?: string
      path?: string
    }
    interface Options {
      url: string
      method?: string
      headers?: Record<string, string>
      connections?: number
      duration?: number
      requests?: Request[]
    }
    interface Result {
      requests: { total: number }
      latency: { p50: number; p99: number }
    }
    interface Instance {
      on(event: 'response', listener: (client: unknown, status: number) => void): void
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance
  export default autocannon
}

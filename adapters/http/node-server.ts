import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'

export interface RunningServer {
  /** Where a client on this machine reaches the server, e.g. http://127.0.0.1:8080. */
  readonly url: string
  /** Stops accepting connections, lets open requests finish for up to `graceMs`, then cuts them. */
  close(graceMs?: number): Promise<void>
}

function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0') return `http://127.0.0.1:${port}`
  if (host === '::') return `http://[::1]:${port}`
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`
}

/** Serves a fetch handler with @hono/node-server; rejects when the address cannot be bound. */
export function listen(
  handler: { fetch: (request: Request, env: never) => Response | Promise<Response> },
  host: string,
  port: number,
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: handler.fetch as never, hostname: host, port }) as Server
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      const address = server.address() as AddressInfo
      resolve({
        url: localUrl(host, address.port),
        close: (graceMs = 5000) =>
          new Promise<void>((done) => {
            const force = setTimeout(() => server.closeAllConnections(), graceMs)
            server.close(() => {
              clearTimeout(force)
              done()
            })
            server.closeIdleConnections()
          }),
      })
    })
  })
}

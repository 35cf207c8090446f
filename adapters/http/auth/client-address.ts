import type { Context } from 'hono'

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } }
}

/** The peer's address under @hono/node-server; 'unknown' elsewhere (in-process requests). */
export function clientAddress(c: Context): string {
  const env = c.env as NodeBindings | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

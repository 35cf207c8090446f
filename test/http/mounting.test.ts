import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import express from 'express'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen } from '../../adapters/http/node-server.js'
import { type HttpApp, openHttpApp, question } from './http-fixture.js'
import { parseSse } from './sse-frames.js'

interface Mounted {
  readonly base: string
  close(): Promise<void>
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })

async function serveOn(server: Server, prefix: string): Promise<Mounted> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { base: `http://127.0.0.1:${port}${prefix}`, close: () => closeServer(server) }
}

/** The four ways docs/http.md shows to run the app. */
const MOUNTS: Record<string, (t: HttpApp) => Promise<Mounted>> = {
  standalone: async (t) => {
    const server = await listen(t.app, '127.0.0.1', 0)
    return { base: server.url, close: () => server.close(0) }
  },
  'node:http': (t) => serveOn(createServer(getRequestListener(t.app.fetch)), ''),
  'Express 5 under /tally': (t) => {
    const server = express()
    server.use('/tally', getRequestListener(t.app.fetch))
    server.get('/', (_req, res) => {
      res.send('the host app')
    })
    return serveOn(createServer(server), '/tally')
  },
  'Fastify 5 under /tally': async (t) => {
    const fastify = Fastify()
    const tally = getRequestListener(t.app.fetch)
    await fastify.register(
      async (scope) => {
        scope.removeAllContentTypeParsers()
        scope.addContentTypeParser('*', (_request, _payload, done) => done(null))
        scope.all('/*', async (request, reply) => {
          reply.hijack()
          request.raw.url = request.raw.url?.slice('/tally'.length) || '/'
          await tally(request.raw, reply.raw)
        })
      },
      { prefix: '/tally' },
    )
    await fastify.listen({ port: 0, host: '127.0.0.1' })
    const { port } = fastify.server.address() as AddressInfo
    return { base: `http://127.0.0.1:${port}/tally`, close: () => fastify.close() }
  },
}

describe.each(Object.keys(MOUNTS))('the app served %s', (mode) => {
  let t: HttpApp
  let mounted: Mounted
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await openHttpApp()
    mounted = await (MOUNTS[mode] as (t: HttpApp) => Promise<Mounted>)(t)
    headers = { authorization: `Bearer ${t.tokens.Developer}`, 'x-org': 'default' }
  })
  afterAll(async () => {
    await mounted?.close()
    await t?.close()
  })

  it('answers /healthz and unknown routes with its own 404 body', async () => {
    expect((await fetch(`${mounted.base}/healthz`)).status).toBe(200)
    const missing = await fetch(`${mounted.base}/api/gpt/v1/nothing`, { headers })
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { type: string }).type).toBe('error')
  })

  it('answers a question as JSON', async () => {
    const response = await fetch(`${mounted.base}/api/gpt/v1/messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(question('how many rows are there?')),
    })
    expect(response.status).toBe(200)
    const reply = (await response.json()) as { content: { type: string }[] }
    expect(reply.content.map((b) => b.type)).toEqual(['tool_use', 'tool_result', 'text'])
  })

  it('streams server-sent events through', async () => {
    const response = await fetch(`${mounted.base}/api/gpt/v1/messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(question('how many rows are there?', { stream: true })),
    })
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const frames = parseSse(await response.text())
    expect(frames[0]?.event).toBe('message_start')
    expect(frames.at(-1)?.event).toBe('message_stop')
  })

  it('ingests a multipart upload with the body untouched by the host framework', async () => {
    const body = new FormData()
    body.append('artifact', 'upload')
    body.append('file', new Blob(['city,people\nLisbon,545000\nPorto,232000\n']), 'cities.csv')
    const response = await fetch(`${mounted.base}/api/gpt/v1/artifacts/ingest`, {
      method: 'POST',
      headers,
      body,
    })
    expect(response.status).toBe(200)
    const list = (await response.json()) as { data: { doc_metadata: { tables: { rows: number }[] } }[] }
    expect(list.data[0]?.doc_metadata.tables[0]?.rows).toBe(2)
  })
})

import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type HttpApp, openHttpApp } from './http-fixture.js'
import { parseSse, type SseFrame } from './sse-frames.js'

const INGEST = '/api/gpt/v1/artifacts/ingest'
const SALES = readFileSync('fixtures/sales.csv')
const EVENTS = { headers: { accept: 'text/event-stream' } }

/** The sales rows repeated past `bytes`: big enough that its upload is reported as it arrives. */
function largeCsv(bytes: number): { csv: Buffer; rows: number } {
  const [header, ...lines] = SALES.toString('utf8').trimEnd().split('\n')
  const body = `${lines.join('\n')}\n`
  const copies = Math.ceil(bytes / body.length)
  return { csv: Buffer.from(`${header}\n${body.repeat(copies)}`), rows: lines.length * copies }
}

const progressOf = (frames: SseFrame[]) => frames.filter((f) => f.event === 'ingest_progress')

describe('ingest progress over server-sent events', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp()
  })
  afterAll(() => t?.close())

  it('reports the staged bytes, the rows read and the end, then the usual list', async () => {
    const input = { type: 'text', value: SALES.toString('utf8') }
    const response = await t.call('POST', INGEST, { artifact: 'sales-sse', input }, EVENTS)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const frames = parseSse(await response.text())
    for (const frame of frames) expect(frame.data.type).toBe(frame.event)
    expect(progressOf(frames).map((f) => f.data)).toEqual([
      { type: 'ingest_progress', phase: 'staged', bytes: SALES.length, percent: 0 },
      { type: 'ingest_progress', phase: 'read', bytes: SALES.length, percent: 100, rows: 240 },
      { type: 'ingest_progress', phase: 'done', bytes: SALES.length, percent: 100, rows: 240 },
    ])
    const last = frames.at(-1)
    expect(last?.event).toBe('ingest_result')
    expect(last?.data).toMatchObject({
      object: 'list',
      data: [{ artifact: 'sales-sse', doc_metadata: { tables: [{ rows: 240 }] } }],
    })
  })

  it('reports the bytes of a large multipart upload as they arrive', async () => {
    const { csv, rows } = largeCsv(9 * 1024 ** 2)
    const body = new FormData()
    body.append('artifact', 'big-sales')
    body.append('file', new Blob([csv]), 'big-sales.csv')
    // Sent in 64 KiB chunks, as a socket delivers it (a Blob would arrive in one piece).
    const encoded = new Response(body)
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    let at = 0
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close()
        controller.enqueue(bytes.subarray(at, at + 64 * 1024))
        at += 64 * 1024
      },
    })
    const headers = {
      ...EVENTS.headers,
      authorization: `Bearer ${t.tokens.Developer}`,
      'x-org': 'default',
      'content-type': encoded.headers.get('content-type') ?? '',
    }
    const response = await t.app.request(INGEST, { method: 'POST', headers, body: chunked, duplex: 'half' })
    const progress = progressOf(parseSse(await response.text())).map((f) => f.data)
    const arriving = progress.filter((p) => p.phase === 'staging').map((p) => p.bytes as number)
    expect(arriving.length).toBeGreaterThanOrEqual(2)
    expect(arriving).toEqual([...arriving].sort((a, b) => a - b))
    expect(Math.max(...arriving)).toBeLessThanOrEqual(csv.length)
    expect(progress.map((p) => p.phase)).toEqual([...arriving.map(() => 'staging'), 'staged', 'read', 'done'])
    expect(progress.at(-1)).toMatchObject({ bytes: csv.length, rows })
  })

  it('streams for JSON `stream: true` as for the Accept header', async () => {
    const input = { type: 'text', value: 'a,b\n1,2\n' }
    const response = await t.call('POST', INGEST, { artifact: 'tiny', input, stream: true })
    const frames = parseSse(await response.text())
    expect(frames.map((f) => f.event)).toEqual([
      'ingest_progress',
      'ingest_progress',
      'ingest_progress',
      'ingest_result',
    ])
  })

  it('answers a request refused before any progress as a plain JSON error with its status', async () => {
    const input = { type: 'text', value: 'a\n1\n' }
    const response = await t.call('POST', INGEST, { artifact: '-bad id', input }, EVENTS)
    expect(response.status).toBe(400)
    expect((await errorOf(response)).error.detail.code).toBe('invalid_artifact_id')
  })

  it('ends with an error event carrying the code the JSON reply would give', async () => {
    const request = {
      artifact: 'empty',
      input: { type: 'text', value: '' },
      metadata: { file_name: 'e.csv' },
    }
    const plain = await errorOf(await t.call('POST', INGEST, request))
    const frames = parseSse(await (await t.call('POST', INGEST, request, EVENTS)).text())
    expect(frames[0]?.data).toMatchObject({ phase: 'staged' })
    expect(frames.at(-1)?.event).toBe('error')
    expect(frames.at(-1)?.data).toMatchObject({ error: { detail: { code: plain.error.detail.code } } })
    expect(frames.map((f) => f.data.phase)).not.toContain('done')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HttpApp, openHttpApp } from './http-fixture.js'

interface Doc {
  openapi: string
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> }
}

describe('GET /openapi.json and /docs', () => {
  let t: HttpApp
  let doc: Doc
  beforeAll(async () => {
    t = await openHttpApp()
    doc = (await (await t.app.request('/openapi.json')).json()) as Doc
  })
  afterAll(() => t?.close())

  it('describes every low-level route', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/gpt/v1/messages',
        '/api/gpt/v1/messages/count_tokens',
        '/api/gpt/v1/artifacts/ingest',
        '/api/gpt/v1/artifacts/list',
        '/api/gpt/v1/artifacts/delete',
        '/healthz',
      ]),
    )
    expect(Object.keys(doc.paths['/api/gpt/v1/artifacts/ingest']?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'multipart/form-data',
    ])
  })

  it('derives its schemas from the zod schemas that validate requests', () => {
    const request = doc.components.schemas.MessageRequest
    expect(request?.required).toEqual(['messages'])
    expect(Object.keys(request?.properties ?? {})).toEqual(
      expect.arrayContaining(['messages', 'stream', 'tools', 'tool_context', 'model', 'max_tokens']),
    )
    const reply = doc.components.schemas.Message
    expect(reply?.required).toEqual(expect.arrayContaining(['id', 'content', 'usage', 'stop_reason']))
    expect(doc.components.schemas.IngestRequest?.required).toEqual(['artifact', 'input'])
  })

  it('renders /docs as one self-contained HTML page', async () => {
    const response = await t.app.request('/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    for (const path of Object.keys(doc.paths)) expect(html).toContain(path)
    expect(html).not.toMatch(/<script|<link|src="http|href="http/i)
  })
})

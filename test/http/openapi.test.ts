import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HttpApp, openHttpApp } from './http-fixture.js'

interface Doc {
  openapi: string
  info: { description: string }
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

  it('renders /docs with Swagger UI served by the app itself, under a CSP without inline script', async () => {
    const response = await t.app.request('/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';")
    const html = await response.text()
    expect(html).not.toMatch(/src="http|href="http|<script(?![^>]*\bsrc=)|<style/i)
    for (const asset of html.matchAll(/(?:src|href)="(\/docs\/[^"]+)"/g)) {
      expect((await t.app.request(asset[1] ?? '')).status, asset[1]).toBe(200)
    }
    expect(doc.info.description).toContain('x-org')
    expect(doc.info.description).not.toContain('DESIGN.md')
  })
})

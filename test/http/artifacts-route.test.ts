import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ArtifactList } from '../../adapters/http/gpt/artifact-schemas.js'
import { errorOf, type HttpApp, openHttpApp } from './http-fixture.js'

const INGEST = '/api/gpt/v1/artifacts/ingest'
const LIST = '/api/gpt/v1/artifacts/list'
const DELETE = '/api/gpt/v1/artifacts/delete'
const MEDALS = readFileSync('fixtures/medals.csv')
const SALES = readFileSync('fixtures/sales.csv')
const asBase64 = (bytes: Buffer) => ({ type: 'file', value: bytes.toString('base64') })

function form(parts: [string, string | Blob, string?][]): FormData {
  const data = new FormData()
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') data.append(name, value)
    else data.append(name, value, fileName)
  }
  return data
}

describe('artifacts routes', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp()
  })
  afterAll(() => t?.close())

  it('ingests a base64 file and answers in the DESIGN.md list shape', async () => {
    const response = await t.call('POST', INGEST, {
      artifact: 'medals',
      collection: 'games',
      input: asBase64(MEDALS),
      metadata: { file_name: 'medals.csv' },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as ArtifactList
    expect(body).toMatchObject({ object: 'list', model: 'tally-intent-1' })
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({
      object: 'ingest.document',
      artifact: 'medals',
      doc_metadata: { file_name: 'medals.csv', collection: 'games', tables: [{ name: 'medals', rows: 11 }] },
    })
    const columns = body.data[0]?.doc_metadata.tables[0]?.columns ?? []
    expect(columns.map((c) => c.name)).toEqual(['Rank', 'Nation', 'Gold', 'Silver', 'Bronze', 'Total'])
    expect(columns.find((c) => c.name === 'Gold')).toEqual({ name: 'Gold', type: 'BIGINT' })
  })

  it('ingests text input into the default collection', async () => {
    const response = await t.call('POST', INGEST, {
      artifact: 'tiny',
      input: { type: 'text', value: 'a,b\n1,x\n2,y\n' },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as ArtifactList
    expect(body.data[0]?.doc_metadata).toMatchObject({ collection: 'default', tables: [{ rows: 2 }] })
  })

  it('replaces an artifact that is ingested again', async () => {
    await t.call('POST', INGEST, { artifact: 'again', input: { type: 'text', value: 'a\n1\n2\n3\n' } })
    await t.call('POST', INGEST, { artifact: 'again', input: { type: 'text', value: 'a\n1\n' } })
    const list = (await (await t.call('GET', `${LIST}?collection=default`)).json()) as ArtifactList
    const again = list.data.filter((d) => d.artifact === 'again')
    expect(again).toHaveLength(1)
    expect(again[0]?.doc_metadata.tables[0]?.rows).toBe(1)
  })

  it('lists one collection, or all of them', async () => {
    const demo = (await (await t.call('GET', `${LIST}?collection=demo`)).json()) as ArtifactList
    expect(demo).toMatchObject({ object: 'list', model: 'tally-intent-1' })
    expect(demo.data.map((d) => d.artifact)).toEqual(['sales'])
    const all = (await (await t.call('GET', LIST)).json()) as ArtifactList
    expect(all.data.map((d) => d.artifact)).toContain('sales')
    expect(all.data.map((d) => d.artifact)).not.toContain('medals_other_org')
  })

  it("never lists another organization's artifacts", async () => {
    const secret = (await (await t.call('GET', `${LIST}?collection=secret`)).json()) as ArtifactList
    expect(secret.data).toEqual([])
  })

  it('deletes an artifact, then 404s on it', async () => {
    await t.call('POST', INGEST, { artifact: 'doomed', input: { type: 'text', value: 'a\n1\n' } })
    const deleted = await t.call('POST', DELETE, { collection: 'default', artifact: 'doomed' })
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({
      object: 'ingest.document',
      collection: 'default',
      artifact: 'doomed',
      deleted: true,
    })
    const again = await t.call('POST', DELETE, { artifact: 'doomed' })
    expect(again.status).toBe(404)
    expect((await errorOf(again)).error.detail.code).toBe('artifact_not_found')
  })

  it('lets a Basic member list but not ingest or delete', async () => {
    const basic = { token: t.tokens.Basic }
    expect((await t.call('GET', LIST, undefined, basic)).status).toBe(200)
    const ingest = await t.call(
      'POST',
      INGEST,
      { artifact: 'x', input: { type: 'text', value: 'a\n1\n' } },
      basic,
    )
    expect(ingest.status).toBe(403)
    expect((await errorOf(ingest)).error.type).toBe('permission_error')
    const remove = await t.call('POST', DELETE, { collection: 'demo', artifact: 'sales' }, basic)
    expect(remove.status).toBe(403)
  })

  it.each([
    ['invalid base64', { artifact: 'b', input: { type: 'file', value: 'not base64!!' } }, 'invalid_base64'],
    [
      'a bad artifact id',
      { artifact: '../etc', input: { type: 'text', value: 'a\n1\n' } },
      'invalid_artifact_id',
    ],
    [
      'a bad collection id',
      { artifact: 'ok', collection: 'a b', input: { type: 'text', value: 'a\n1\n' } },
      'invalid_collection_id',
    ],
    ['an empty file', { artifact: 'e', input: { type: 'text', value: '' } }, 'empty_file'],
    [
      'a binary file',
      { artifact: 'bin', input: asBase64(Buffer.from([0, 1, 2, 3, 0, 9, 9])) },
      'binary_file',
    ],
    [
      'an unknown input type',
      { artifact: 'u', input: { type: 'url', value: 'http://x' } },
      'invalid_request',
    ],
    ['no artifact', { input: { type: 'text', value: 'a\n1\n' } }, 'invalid_request'],
  ])('gives 400 for %s', async (_, body, code) => {
    const response = await t.call('POST', INGEST, body)
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    expect(error.error.type).toBe('invalid_request_error')
    expect(error.error.detail.code).toBe(code)
  })

  it('accepts URL-safe base64 without padding and with line breaks', async () => {
    const url = MEDALS.toString('base64url')
    const wrapped = MEDALS.toString('base64').replace(/.{76}/g, '$&\n')
    for (const value of [url, wrapped]) {
      const response = await t.call('POST', INGEST, { artifact: 'b64', input: { type: 'file', value } })
      expect(response.status).toBe(200)
      const body = (await response.json()) as ArtifactList
      expect(body.data[0]?.doc_metadata.tables[0]?.rows).toBe(11)
    }
  })

  describe('multipart/form-data', () => {
    it('streams the file when the fields come first', async () => {
      const body = form([
        ['collection', 'uploads'],
        ['artifact', 'medals'],
        ['file', new Blob([MEDALS]), 'medals.csv'],
      ])
      const response = await t.call('POST', INGEST, body)
      expect(response.status).toBe(200)
      const list = (await response.json()) as ArtifactList
      expect(list.data[0]).toMatchObject({
        artifact: 'medals',
        doc_metadata: { file_name: 'medals.csv', collection: 'uploads', tables: [{ rows: 11 }] },
      })
    })

    it('spools the file when it comes before the fields', async () => {
      const body = form([
        ['file', new Blob([MEDALS]), 'medals.csv'],
        ['artifact', 'late-fields'],
        ['collection', 'uploads'],
      ])
      const response = await t.call('POST', INGEST, body)
      expect(response.status).toBe(200)
      const list = (await response.json()) as ArtifactList
      expect(list.data[0]).toMatchObject({ artifact: 'late-fields', doc_metadata: { collection: 'uploads' } })
    })

    it.each([
      ['no file part', form([['artifact', 'x']]), 'missing_file'],
      ['no artifact field', form([['file', new Blob(['a\n1\n']), 'a.csv']]), 'invalid_artifact_id'],
    ])('gives 400 for %s', async (_, body, code) => {
      const response = await t.call('POST', INGEST, body)
      expect(response.status).toBe(400)
      expect((await errorOf(response)).error.detail.code).toBe(code)
    })

    it('gives 400 for an artifact field longer than any id', async () => {
      const body = form([
        ['artifact', 'a'.repeat(10_000)],
        ['file', new Blob(['a\n1\n']), 'a.csv'],
      ])
      const response = await t.call('POST', INGEST, body)
      expect(response.status).toBe(400)
      expect((await errorOf(response)).error.detail.code).toBe('invalid_artifact_id')
    })

    it('ingests nothing from a form cut off before its end', async () => {
      const boundary = 'xyzzy'
      const raw = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="cut.csv"',
        '',
        'a,b\n1,2\n',
        `--${boundary}`,
        'Content-Disposition: form-data; name="artifact"',
        '',
        'cut-off',
      ].join('\r\n')
      const response = await t.call('POST', INGEST, raw, {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).error.detail.code).toBe('invalid_multipart')
      const list = (await (await t.call('GET', LIST)).json()) as ArtifactList
      expect(list.data.map((d) => d.artifact)).not.toContain('cut-off')
    })

    it('gives 400 for a body that is not multipart despite its header', async () => {
      const response = await t.call('POST', INGEST, 'garbage', {
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).error.detail.code).toBe('invalid_multipart')
    })

    it('refuses a Basic member', async () => {
      const body = form([
        ['artifact', 'x'],
        ['file', new Blob(['a\n1\n']), 'a.csv'],
      ])
      expect((await t.call('POST', INGEST, body, { token: t.tokens.Basic })).status).toBe(403)
    })
  })
})

describe('file size limit', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp({ engine: { maxFileBytes: SALES.length } })
  })
  afterAll(() => t?.close())

  it('accepts a file of exactly TALLY_MAX_FILE_BYTES', async () => {
    const body = form([
      ['artifact', 'exact'],
      ['file', new Blob([SALES]), 'sales.csv'],
    ])
    expect((await t.call('POST', INGEST, body)).status).toBe(200)
  })

  it.each([
    ['streamed', false],
    ['spooled', true],
  ])('gives 413 request_too_large for a %s multipart file one byte over', async (_, fileFirst) => {
    const file: [string, Blob, string] = ['file', new Blob([SALES, '\n']), 'sales.csv']
    const body = form(fileFirst ? [file, ['artifact', 'big']] : [['artifact', 'big'], file])
    const response = await t.call('POST', INGEST, body)
    expect(response.status).toBe(413)
    const error = await errorOf(response)
    expect(error.error.type).toBe('request_too_large')
    expect(error.error.detail.code).toBe('file_too_large')
  })

  it('gives 413 for a base64 file over the limit', async () => {
    const big = Buffer.concat([SALES, Buffer.from('\n')])
    const response = await t.call('POST', INGEST, { artifact: 'big', input: asBase64(big) })
    expect(response.status).toBe(413)
    expect((await errorOf(response)).error.detail.code).toBe('file_too_large')
  })
})

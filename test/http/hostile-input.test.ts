import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type HttpApp, openHttpApp, question } from './http-fixture.js'

const MESSAGES = '/api/gpt/v1/messages'
const INGEST = '/api/gpt/v1/artifacts/ingest'
const REFERENCE = question('total revenue by region', {
  tool_context: [{ type: 'ingested_artifact', context_filter: { collection: 'demo', artifacts: ['sales'] } }],
})

const text = (value: string, artifact = 'hostile', collection?: string) => ({
  artifact,
  ...(collection === undefined ? {} : { collection }),
  input: { type: 'text', value },
})
const file = (bytes: Buffer | string, artifact = 'hostile', fileName?: string) => ({
  artifact,
  input: { type: 'file', value: typeof bytes === 'string' ? bytes : bytes.toString('base64') },
  ...(fileName ? { metadata: { file_name: fileName } } : {}),
})

const fixture = (path: string, fileName: string) => file(readFileSync(path), 'hostile', fileName)

/** [case, route, body (a string is sent raw), expected status, expected detail.code] */
const CASES: [string, string, unknown, number, string][] = [
  ['an empty text file', INGEST, text(''), 400, 'empty_file'],
  ['an empty base64 file', INGEST, file(''), 400, 'empty_file'],
  ['binary garbage', INGEST, file(randomBytes(64 * 1024), 'hostile', 'data.csv'), 400, 'binary_file'],
  ['a 5 MB line', INGEST, text(`a,b\n${'x'.repeat(5 * 1024 * 1024)},1\n`), 400, 'line_too_long'],
  ['a path-traversal artifact id', INGEST, text('a\n1\n', '../../etc/passwd'), 400, 'invalid_artifact_id'],
  ['a dot-dot artifact id', INGEST, text('a\n1\n', '..'), 400, 'invalid_artifact_id'],
  ['a quote-laden artifact id', INGEST, text('a\n1\n', `x"; DROP TABLE t; --`), 400, 'invalid_artifact_id'],
  ['a single-quoted artifact id', INGEST, text('a\n1\n', "o'brien"), 400, 'invalid_artifact_id'],
  ['a path-traversal collection', INGEST, text('a\n1\n', 'ok', '../other'), 400, 'invalid_collection_id'],
  ['a quote-laden collection', INGEST, text('a\n1\n', 'ok', `demo"."sales`), 400, 'invalid_collection_id'],
  ['a NUL in an artifact id', INGEST, text('a\n1\n', 'a\u0000b'), 400, 'invalid_artifact_id'],
  ['a zip bomb named .xlsx', INGEST, fixture('fixtures/workbooks/zip-bomb.xlsx', 'q3.xlsx'), 400, 'zip_bomb'],
  [
    'a truncated workbook',
    INGEST,
    fixture('fixtures/workbooks/truncated.xlsx', 'q3.xlsx'),
    400,
    'truncated_file',
  ],
  [
    'garbage named .xlsx',
    INGEST,
    fixture('fixtures/workbooks/garbage.xlsx', 'q3.xlsx'),
    400,
    'not_a_workbook',
  ],
  ['a fake PDF', INGEST, fixture('fixtures/pdf/garbage.pdf', 'q3.pdf'), 400, 'pdf_invalid'],
  ['an encrypted PDF', INGEST, fixture('fixtures/pdf/encrypted.pdf', 'q3.pdf'), 400, 'pdf_encrypted'],
  ['a truncated PDF', INGEST, fixture('fixtures/pdf/truncated.pdf', 'q3.pdf'), 400, 'pdf_truncated'],
  ['a scanned PDF without text', INGEST, fixture('fixtures/pdf/scan.pdf', 'q3.pdf'), 400, 'pdf_no_text'],
  ['invalid base64', INGEST, file('!!!not base64!!!'), 400, 'invalid_base64'],
  ['malformed JSON', MESSAGES, '{"messages": [', 400, 'invalid_json'],
  ['deeply nested JSON', MESSAGES, `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 400, 'json_too_deep'],
  [
    'deeply nested JSON on ingest',
    INGEST,
    `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`,
    400,
    'json_too_deep',
  ],
  ['a JSON array body', MESSAGES, '[]', 400, 'invalid_request'],
  ['a 200 KB question', MESSAGES, question('how many rows '.repeat(15_000)), 400, 'question_too_long'],
  [
    'control characters in a question',
    MESSAGES,
    question('how many\u0000 rows\u0007?'),
    400,
    'control_characters',
  ],
  [
    'an unknown tool type',
    MESSAGES,
    question('how many rows?', { tools: [{ name: 'x', type: 'sql_v1' }] }),
    400,
    'unknown_tool_type',
  ],
  [
    'tool_context naming another organization’s collection',
    MESSAGES,
    question('how many rows?', {
      tool_context: [
        { type: 'ingested_artifact', context_filter: { collection: 'secret', artifacts: ['medals'] } },
      ],
    }),
    404,
    'collection_not_found',
  ],
  [
    'listing with a traversal collection',
    '/api/gpt/v1/artifacts/list?collection=../x',
    undefined,
    400,
    'invalid_collection_id',
  ],
  [
    'deleting another organization’s artifact',
    '/api/gpt/v1/artifacts/delete',
    { collection: 'secret', artifact: 'medals' },
    404,
    'artifact_not_found',
  ],
]

describe('hostile input over HTTP', () => {
  let t: HttpApp
  let before: unknown
  beforeAll(async () => {
    t = await openHttpApp()
    before = await answerOf(await t.call('POST', MESSAGES, REFERENCE))
  })
  afterAll(() => t?.close())

  async function answerOf(response: Response) {
    expect(response.status).toBe(200)
    const body = (await response.json()) as { content: { content?: { text: string }[]; text?: string }[] }
    return [body.content[1]?.content?.[0]?.text, body.content[2]?.text]
  }

  it.each(CASES)('answers %s with a 4xx error body', async (_, route, body, status, code) => {
    const method = body === undefined ? 'GET' : 'POST'
    const response = await t.call(method, route, body)
    const raw = await response.clone().text()
    expect(response.status).toBe(status)
    expect((await errorOf(response)).error.detail.code).toBe(code)
    expect(raw.length).toBeLessThan(2000)
    expect(raw).not.toMatch(/org_|\/tmp\/|staging|at .*\.ts:/)
  })

  it('stays healthy, and the stored data answers the same afterwards', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200)
    expect(await answerOf(await t.call('POST', MESSAGES, REFERENCE))).toEqual(before)
    const list = await t.call('GET', '/api/gpt/v1/artifacts/list')
    const names = ((await list.json()) as { data: { artifact: string }[] }).data.map((d) => d.artifact)
    expect(names).toEqual(['sales'])
    const secret = await t.call('GET', '/api/gpt/v1/artifacts/list?collection=secret', undefined, {
      token: t.tokens.SuperAdmin,
      org: 'other',
    })
    expect(((await secret.json()) as { data: unknown[] }).data).toHaveLength(1)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type HttpApp, openHttpApp, question } from './http-fixture.js'

const MESSAGES = '/api/gpt/v1/messages'
const INGEST = '/api/gpt/v1/artifacts/ingest'

const sqlBlock = async (response: Response) => {
  const body = (await response.json()) as { content: { content?: { text: string }[] }[] }
  return body.content[1]?.content?.[1]?.text ?? ''
}

describe('defects seen by a new user', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp()
  })
  afterAll(() => t?.close())

  it('refuses an unknown tool type with 400 invalid_request_error', async () => {
    const tools = [{ name: 'tabular_analysis', type: 'tabular_analysis_v9' }]
    const response = await t.call('POST', MESSAGES, question('how many rows are there?', { tools }))
    expect(response.status).toBe(400)
    const body = await errorOf(response)
    expect(body.error.type).toBe('invalid_request_error')
    expect(body.error.detail.code).toBe('unknown_tool_type')
  })

  it('accepts the one tool type Tally offers', async () => {
    const tools = [{ name: 'tables', type: 'tabular_analysis_v1' }]
    const response = await t.call('POST', MESSAGES, question('how many rows are there?', { tools }))
    expect(response.status).toBe(200)
  })

  it('refuses a 200 KB question with 400 and does not echo it', async () => {
    const long = `${'what is the total revenue of the region '.repeat(5000)}?`
    const response = await t.call('POST', MESSAGES, question(long))
    expect(response.status).toBe(400)
    const text = await response.clone().text()
    expect(text.length).toBeLessThan(1000)
    expect((await errorOf(response)).error.detail.code).toBe('question_too_long')
  })

  it('shows SQL with tables as users know them and bound values inlined as literals', async () => {
    const response = await t.call(
      'POST',
      MESSAGES,
      question("what is the total revenue where region is 'North'?"),
    )
    const sql = await sqlBlock(response)
    expect(sql).toContain('"demo"."sales"')
    expect(sql).not.toMatch(/org_/)
    expect(sql).not.toMatch(/\?/)
    expect(sql).toMatch(/'North'/)
    const orgId = (await t.engine.organizations.resolve('default')).id
    expect(
      JSON.stringify(await (await t.call('POST', MESSAGES, question('how many rows are there?'))).json()),
    ).not.toContain(orgId)
  })

  it('answers 32 concurrent requests of one token without a failure', async () => {
    const replies = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        t.call('POST', MESSAGES, question(i % 2 ? 'total revenue by region' : 'how many rows are there?'), {
          token: t.tokens.Basic,
        }),
      ),
    )
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200))
  })

  it('tells the user in the ingest reply when a row has more fields than the header', async () => {
    const value = 'a,b\n1,2\n3,4,5\n6,7\n'
    const response = await t.call('POST', INGEST, { artifact: 'ragged', input: { type: 'text', value } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      data: { doc_metadata: { notes?: string[]; tables: { columns: { name: string }[] }[] } }[]
    }
    const doc = body.data[0]?.doc_metadata
    expect(doc?.tables[0]?.columns.map((c) => c.name)).toEqual(['a', 'b', 'column3'])
    expect(doc?.notes?.[0]).toContain('column3')
  })

  it('never sends an empty explanation in an error body', async () => {
    const responses = [
      await t.call('POST', MESSAGES, '{', {}),
      await t.call('POST', MESSAGES, question('x'), { token: null }),
      await t.call('POST', MESSAGES, question('x'), { org: null }),
      await t.call('GET', '/nowhere'),
      await t.call('POST', INGEST, { artifact: '../x', input: { type: 'text', value: 'a\n1\n' } }),
    ]
    for (const response of responses) {
      const { detail } = (await errorOf(response)).error
      expect(detail.explanation === undefined || detail.explanation.trim().length > 0).toBe(true)
    }
  })

  it('accepts the token in x-api-key, as the SDK sends apiKey, and refuses a wrong one', async () => {
    const ok = await t.call('POST', MESSAGES, question('how many rows are there?'), {
      token: null,
      headers: { 'x-api-key': t.tokens.Basic },
    })
    expect(ok.status).toBe(200)
    const wrong = await t.call('POST', MESSAGES, question('how many rows are there?'), {
      token: null,
      headers: { 'x-api-key': 'tly_000000000000000000000000000000000000' },
    })
    expect(wrong.status).toBe(401)
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HttpApp, openHttpApp } from './http-fixture.js'

const MESSAGES = '/api/gpt/v1/messages'
const WORDS = [
  'how',
  'many',
  'total',
  'revenue',
  'by',
  'region',
  'which',
  'city',
  'most',
  'average',
  'quantity',
  'in',
  '2023',
  'North',
  'not',
  'top',
  '3',
  'per',
  'month',
  'status',
  'returned',
  'than',
  'more',
  "O'Brien",
  '"',
  ';',
  'DROP',
  'TABLE',
  '--',
  '/*',
  '?',
  '%',
  '_',
  '\\',
  'é',
  '🙂',
  'org_x',
  'read_csv(',
  "')",
  'UNION',
  'SELECT',
]

/** A question: words of the tables and of SQL injection, in any order. */
const questionText = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 })
  .map((w) => w.join(' '))

/** A request body: a near-valid Messages request with any field bent, or any JSON at all. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record(
    {
      model: fc.oneof(fc.string(), fc.integer()),
      max_tokens: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
      messages: fc.oneof(
        fc.array(
          fc.record({
            role: fc.oneof(fc.constantFrom('user', 'assistant'), fc.string()),
            content: fc.oneof(
              questionText,
              fc.string(),
              fc.array(fc.record({ type: fc.string(), text: fc.string() })),
            ),
          }),
          { maxLength: 3 },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      stream: fc.constantFrom(false, 'yes', 1),
      tools: fc.array(
        fc.record({ name: fc.string(), type: fc.constantFrom('tabular_analysis_v1', 'x', '') }),
      ),
      tool_context: fc.array(
        fc.record({
          type: fc.constantFrom('ingested_artifact', 'other'),
          context_filter: fc.record({
            collection: fc.constantFrom('demo', 'secret', '../x', '', 'default'),
            artifacts: fc.array(fc.constantFrom('sales', 'medals', "o'x", '')),
          }),
        }),
      ),
    },
    { requiredKeys: [] },
  ),
)

describe('fuzzing the messages route', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp({ app: { onUnexpectedError: (error) => unexpected.push(error) } })
  })
  afterAll(() => t?.close())
  const unexpected: unknown[] = []

  it('answers any request body with 2xx or 4xx, never a crash or 5xx', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        runs++
        const response = await t.call('POST', MESSAGES, value)
        expect(response.status, JSON.stringify(value).slice(0, 300)).toBeLessThan(500)
        await response.arrayBuffer()
      }),
      { numRuns: 2000, interruptAfterTimeLimit: 15_000 },
    )
    expect(unexpected).toEqual([])
    expect(runs).toBeGreaterThan(200)
    process.stdout.write(`request bodies fuzzed: ${runs}\n`)
  }, 60_000)

  it('answers any question with 200 (an answer or a decline), never SQL the gate refuses', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(questionText, async (text) => {
        runs++
        const response = await t.call('POST', MESSAGES, { messages: [{ role: 'user', content: text }] })
        const raw = await response.text()
        expect(response.status, `${text} -> ${raw.slice(0, 300)}`).toBe(200)
        expect(raw).not.toContain('sql_refused')
      }),
      { numRuns: 1000, interruptAfterTimeLimit: 15_000 },
    )
    expect(unexpected).toEqual([])
    expect(runs).toBeGreaterThan(100)
    process.stdout.write(`questions fuzzed: ${runs}\n`)
  }, 60_000)
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isTallyError } from '../../src/errors.js'
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

/** Requests sent at once per generated case: the app is exercised concurrently, and cheaply. */
const BATCH = 8
const BODY_CASES = 250
const QUESTION_CASES = 2000

const TEMPLATES = [
  (x: string) => `what is the total revenue in ${x}?`,
  (x: string) => `how many orders from ${x}?`,
  (x: string) => `average quantity by ${x}`,
  (x: string) => `which city had the most revenue ${x}?`,
  (x: string) => `top 3 products by revenue where status is not ${x}`,
  (x: string) => `is the total revenue of ${x} above 100?`,
]

/** Ordinary questions with garbled words, table words or any text spliced in. */
const splicedQuestion = fc
  .tuple(fc.constantFrom(...TEMPLATES), fc.oneof(questionText, fc.string({ maxLength: 20 })))
  .map(([template, text]) => template(text))

/** Cells, periods and numbers of fixtures/sales.csv, as said or with quoting and SQL glued on. */
const tableValue = fc
  .tuple(
    fc.constantFrom(
      'North',
      'South',
      'East',
      'West',
      'Spain',
      'Lisbon',
      'Sprocket',
      '2023',
      'Q3 2023',
      'March 2023',
    ),
    fc.constantFrom('', "'", '"', '%', "'; DROP TABLE sales --", ' OR 1=1'),
  )
  .map(([value, glued]) => value + glued)

/** Questions the parser can answer, so that SQL with hostile values bound in it runs. */
const tableQuestion = fc
  .tuple(fc.constantFrom(...TEMPLATES), tableValue)
  .map(([template, value]) => template(value))

/** A question as a person might garble it: table words, SQL and quoting, or any text. */
const anyQuestion = fc.oneof(
  { weight: 3, arbitrary: questionText },
  { weight: 3, arbitrary: splicedQuestion },
  { weight: 2, arbitrary: tableQuestion },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
)

describe('fuzzing the messages route', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp({ app: { onUnexpectedError: (error) => unexpected.push(error) } })
  })
  afterAll(() => t?.close())
  const unexpected: unknown[] = []

  it(`answers ${BODY_CASES * BATCH} request bodies with 2xx or 4xx, never a crash or 5xx`, async () => {
    let sent = 0
    const started = performance.now()
    await fc.assert(
      fc.asyncProperty(fc.array(body, { minLength: BATCH, maxLength: BATCH }), async (values) => {
        const statuses = await Promise.all(
          values.map(async (value) => {
            const response = await t.call('POST', MESSAGES, value)
            await response.arrayBuffer()
            return response.status
          }),
        )
        sent += values.length
        for (const [i, status] of statuses.entries())
          expect(status, JSON.stringify(values[i]).slice(0, 300)).toBeLessThan(500)
      }),
      { numRuns: BODY_CASES },
    )
    expect(unexpected).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(BODY_CASES * BATCH)
    process.stdout.write(`request bodies fuzzed: ${sent} in ${Math.round(performance.now() - started)} ms\n`)
  }, 300_000)

  it(`answers ${QUESTION_CASES} questions through the library (an answer or a decline), never SQL the gate refuses`, async () => {
    let asked = 0
    let answered = 0
    const started = performance.now()
    // A reply, or a typed refusal of the request itself (an empty or control-character question);
    // never a crash, a 5xx-class error, or SQL the gate refuses (that is an api_error too).
    const ask = (text: string) =>
      t.engine.messages.create({ messages: [{ role: 'user', content: text }] }, { org: 'default' }).then(
        (reply) => (reply.content[1].is_error ? 'declined' : 'answered'),
        (error: unknown) => (isTallyError(error) && error.status < 500 ? error.code : error),
      )
    await fc.assert(
      fc.asyncProperty(fc.array(anyQuestion, { minLength: BATCH, maxLength: BATCH }), async (texts) => {
        const outcomes = await Promise.all(texts.map(ask))
        asked += texts.length
        for (const [i, outcome] of outcomes.entries())
          expect(['answered', 'declined', 'empty_question', 'control_characters'], texts[i]).toContain(
            outcome,
          )
        answered += outcomes.filter((o) => o === 'answered').length
      }),
      { numRuns: QUESTION_CASES / BATCH },
    )
    expect(asked).toBeGreaterThanOrEqual(QUESTION_CASES)
    // The property is about SQL that ran: enough generated questions must get that far.
    expect(answered).toBeGreaterThan(QUESTION_CASES / 10)
    process.stdout.write(
      `questions fuzzed: ${asked} (${answered} answered) in ${Math.round(performance.now() - started)} ms\n`,
    )
  }, 300_000)
})

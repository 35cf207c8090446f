/**
 * Where one question's CPU goes, in process, no HTTP: `engine.messages.create` on demo `sales`
 * over the throughput benchmark's rotating questions, beside its parts measured alone on the same
 * engine: the statements it ran (gate + query, then the query alone), and the reply's token count.
 * What is left is parsing, compiling and writing the answer. CPU is the process's (all threads).
 * Usage: `node --import tsx bench/question-breakdown.ts [--questions 400]`.
 */
import { createEngine } from '../src/index.js'
import { countTokens } from '../src/messages/token-counter.js'
import { benchArg } from './bench-args.js'
import { QUESTIONS } from './http-throughput.js'

const total = benchArg('questions', 400)
const engine = await createEngine({})
try {
  await engine.ingest({ org: 'default', collection: 'demo', artifact: 'sales', file: 'fixtures/sales.csv' })
  const request = (i: number) => ({
    messages: [{ role: 'user' as const, content: QUESTIONS[i % QUESTIONS.length] ?? '' }],
    tool_context: [
      { type: 'ingested_artifact' as const, context_filter: { collection: 'demo', artifacts: ['sales'] } },
    ],
  })
  const db = engine.database
  const captured: { sql: string; params: readonly unknown[]; scope: Parameters<typeof db.select>[2] }[] = []
  const select = db.select.bind(db)
  db.select = (sql, params, scope) => {
    captured.push({ sql, params: params ?? [], scope })
    return select(sql, params, scope)
  }
  const texts: string[] = []
  for (let i = 0; i < QUESTIONS.length * 2; i++) {
    const reply = await engine.messages.create(request(i), { org: 'default' })
    texts.push(JSON.stringify(reply.content))
    void reply.usage.output_tokens
  }
  db.select = select
  const statements = captured.slice(captured.length / 2)
  const cpuPer = async (count: number, one: (i: number) => unknown) => {
    const started = process.cpuUsage()
    for (let i = 0; i < count; i++) await one(i)
    const cpu = process.cpuUsage(started)
    return (cpu.user + cpu.system) / 1000 / count
  }
  const full = await cpuPer(total, async (i) => {
    const reply = await engine.messages.create(request(i), { org: 'default' })
    return reply.usage.output_tokens + reply.usage.input_tokens
  })
  const pick = (i: number) =>
    statements[i % statements.length] ?? { sql: 'SELECT 1', params: [], scope: undefined }
  const gated = await cpuPer(total, (i) => {
    const s = pick(i)
    return db.select(s.sql, s.params as never, s.scope as never)
  })
  const bare = await cpuPer(total, (i) => db.query(pick(i).sql, pick(i).params as never))
  const tokens = await cpuPer(total, (i) => countTokens(texts[i % texts.length] ?? ''))
  const f = (ms: number) => `${ms.toFixed(2)} ms`
  console.log(`statements per question: ${(statements.length / QUESTIONS.length).toFixed(1)}`)
  console.log(`create(), whole question     ${f(full)} CPU`)
  console.log(`  its statements, gated      ${f(gated * (statements.length / QUESTIONS.length))}`)
  console.log(`  its statements, bare       ${f(bare * (statements.length / QUESTIONS.length))}`)
  console.log(`  output token count         ${f(tokens)}`)
  console.log(
    `  rest (parse, compile, answer text, reply) ${f(full - gated * (statements.length / QUESTIONS.length) - tokens)}`,
  )
} finally {
  await engine.close()
}

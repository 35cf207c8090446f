/**
 * CPU per answered question through the HTTP app, in process (no socket): the demo sales table,
 * the rotating questions of the throughput benchmark, a few at once. Prints CPU ms per question
 * beside CPU ms per `/healthz`, and queries issued per question. For `node --cpu-prof`.
 * Usage: `node --import tsx bench/question-cpu.ts [--questions 400 --parallel 8]`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../adapters/http/app.js'
import { firstStart } from '../adapters/http/first-start.js'
import { createEngine } from '../src/index.js'
import { benchArg } from './bench-args.js'
import { QUESTIONS } from './http-throughput.js'

const total = benchArg('questions', 400)
const parallel = benchArg('parallel', 8)
const dataDir = mkdtempSync(join(tmpdir(), 'tally-bench-cpu-'))
const engine = await createEngine({ dataDir, threads: benchArg('threads', 2) })
try {
  const report = await firstStart(engine, { email: 'bench@example.com', password: 'bench-password-123' })
  if (!report.created) throw new Error('not a first start')
  const app = createApp(engine, {})
  const headers = {
    authorization: `Bearer ${report.token}`,
    'x-org': 'default',
    'content-type': 'application/json',
  }
  const ask = async (i: number) => {
    const body = JSON.stringify({
      messages: [{ role: 'user', content: QUESTIONS[i % QUESTIONS.length] }],
      tool_context: [
        { type: 'ingested_artifact', context_filter: { collection: 'demo', artifacts: ['sales'] } },
      ],
    })
    const response = await app.request('/api/gpt/v1/messages', { method: 'POST', headers, body })
    if (response.status !== 200) throw new Error(`status ${response.status}: ${await response.text()}`)
    await response.text()
  }
  const run = async (count: number, one: (i: number) => Promise<unknown>) => {
    let next = 0
    const started = process.cpuUsage()
    const wall = performance.now()
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < count) await one(next++)
      }),
    )
    const cpu = process.cpuUsage(started)
    return { cpuMs: (cpu.user + cpu.system) / 1000 / count, wallMs: (performance.now() - wall) / count }
  }
  await run(QUESTIONS.length * 2, ask)
  const queries = countQueries(engine.database)
  const questions = await run(total, ask)
  const perQuestion = queries.count() / total
  const health = await run(total, async () => (await app.request('/healthz')).text())
  console.log(
    `question: ${questions.cpuMs.toFixed(2)} ms CPU (${questions.wallMs.toFixed(2)} ms wall) each, ${perQuestion.toFixed(1)} queries each; /healthz ${health.cpuMs.toFixed(3)} ms CPU each`,
  )
} finally {
  await engine.close()
  rmSync(dataDir, { recursive: true, force: true })
}

/** Counts statements on both lanes and questions' SELECTs from now on (wraps the methods). */
function countQueries(db: { query: unknown; select: unknown; system: { query: unknown } }) {
  let n = 0
  const wrap = (owner: Record<string, unknown>, name: string) => {
    const original = (owner[name] as (...a: unknown[]) => unknown).bind(owner)
    owner[name] = (...args: unknown[]) => {
      n++
      return original(...args)
    }
  }
  wrap(db as Record<string, unknown>, 'query')
  wrap(db as Record<string, unknown>, 'select')
  wrap(db.system as Record<string, unknown>, 'query')
  return { count: () => n }
}

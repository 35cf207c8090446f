/**
 * HTTP throughput: `tally serve` on loopback (a real server in its own process, default settings,
 * first start so the demo collection is loaded), autocannon with 32 connections on one token,
 * rotating about 20 questions of the demo `sales` table, beside `/healthz` of the same server.
 * Rounds alternate (questions, bare route, ...). Every reply of the question run is checked.
 * Before the measured rounds, a warm-up round of the same questions at the same concurrency:
 * a server in use runs with V8's optimizing compiler done, which takes ~25 s of load; that round
 * is printed (the cold figure) but left out of the medians.
 * Usage: `node --import tsx bench/http-throughput.ts [--connections 32 --seconds 10 --rounds 2 --warm-seconds 30]`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannonModule from 'autocannon'
import { benchArg, median } from './bench-args.js'

interface CannonResult {
  readonly '2xx': number
  readonly non2xx: number
  readonly errors: number
  readonly timeouts: number
  readonly duration: number
  readonly latency: { readonly p50: number; readonly p99: number }
}
interface CannonRequest {
  setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>
  onResponse?: (status: number, body: string) => void
}
/** autocannon's promise form (bench/autocannon.d.ts declares only the callback form). */
const autocannon = autocannonModule as unknown as (options: {
  url: string
  connections: number
  duration: number
  method?: string
  headers?: Record<string, string>
  requests?: CannonRequest[]
}) => Promise<CannonResult>

export const QUESTIONS = [
  'what is the total revenue by region?',
  'how many rows are there?',
  'what is the total quantity by product?',
  'what is the average unit price?',
  'which region has the most revenue?',
  'top 3 products by revenue',
  'how many orders were shipped?',
  'what is the total revenue in 2024?',
  'how many orders per status?',
  'what is the average revenue by country?',
  'which city has the highest total quantity?',
  'what is the total revenue of Widget?',
  'how many distinct cities are there?',
  'what is the maximum unit price?',
  'total revenue by month',
  'what is the revenue in the North region?',
  'how many orders were cancelled?',
  'what is the total quantity in Spain?',
  'list the products',
  'what is the minimum revenue?',
] as const

interface Server {
  readonly url: string
  readonly token: string
  readonly process: ChildProcess
  readonly dataDir: string
}

/** Starts `tally serve` on a free port over an empty data directory; resolves with its URL and token. */
export async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tally-bench-http-'))
  const main = resolve(import.meta.dirname, '../dist/adapters/cli/main.js')
  const child = spawn(process.execPath, [main, 'serve'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      TALLY_DATA_DIR: dataDir,
      TALLY_ADMIN_EMAIL: 'bench@example.com',
      TALLY_ADMIN_PASSWORD: 'bench-password-123',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  const ready = await new Promise<{ url: string; token: string }>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /ready at (http:\/\/\S+)/.exec(output)?.[1]
      const token = /API token: (\S+)/.exec(output)?.[1]
      if (url && token) done({ url, token })
    })
    child.once('exit', (code) => fail(new Error(`tally serve exited (${code}): ${output}`)))
  })
  return { ...ready, process: child, dataDir }
}

export async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((done) => server.process.once('exit', done))
  server.process.kill('SIGTERM')
  await exited
  rmSync(server.dataDir, { recursive: true, force: true })
}

/**
 * CPU time (user + system, all threads) the server process has used so far, in ms, from
 * /proc/<pid>/stat (Linux); undefined elsewhere. Unlike req/s it hardly depends on what else the
 * machine runs, so it is the figure to compare between runs on a shared machine.
 */
export function serverCpuMs(server: Server): number | undefined {
  try {
    const stat = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return undefined
  }
}

export interface LoadResult {
  readonly requestsPerSecond: number
  /** Server CPU ms per 2xx reply (see serverCpuMs), and the bench process's own (autocannon). */
  readonly serverCpuPerOk?: number
  readonly clientCpuPerOk: number
  readonly p50: number
  readonly p99: number
  readonly ok: number
  readonly non2xx: number
  readonly errors: number
  readonly statuses: Record<string, number>
}

/** Asks the rotating questions; counts replies that are not a 2xx, or a 2xx without an answer. */
export async function askLoad(server: Server, connections: number, seconds: number): Promise<LoadResult> {
  let next = 0
  const statuses: Record<string, number> = {}
  let unanswered = 0
  const bodies = QUESTIONS.map((content) =>
    JSON.stringify({
      messages: [{ role: 'user', content }],
      tool_context: [
        { type: 'ingested_artifact', context_filter: { collection: 'demo', artifacts: ['sales'] } },
      ],
    }),
  )
  const cpu = measureCpu(server)
  const result = await autocannon({
    url: `${server.url}/api/gpt/v1/messages`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: {
      authorization: `Bearer ${server.token}`,
      'x-org': 'default',
      'content-type': 'application/json',
    },
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          body: bodies[next++ % bodies.length],
        }),
        onResponse: (status: number, body: string) => {
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status === 200 && !body.includes('"type":"tool_result"')) unanswered++
        },
      },
    ],
  })
  if (unanswered > 0) throw new Error(`${unanswered} 200 replies without a tool_result`)
  return summary(result, statuses, cpu())
}

/** Starts counting CPU of the server and of this process; the result gives ms of each so far. */
function measureCpu(server: Server): () => { server?: number; client: number } {
  const serverStart = serverCpuMs(server)
  const clientStart = process.cpuUsage()
  return () => {
    const serverEnd = serverCpuMs(server)
    const client = process.cpuUsage(clientStart)
    return {
      server: serverStart === undefined || serverEnd === undefined ? undefined : serverEnd - serverStart,
      client: (client.user + client.system) / 1000,
    }
  }
}

/** Every question once, one at a time: the first loads compromise and the tokenizer. */
async function warmUp(server: Server): Promise<void> {
  for (const content of QUESTIONS) {
    const response = await fetch(`${server.url}/api/gpt/v1/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${server.token}`,
        'x-org': 'default',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messages: [{ role: 'user', content }],
        tool_context: [
          { type: 'ingested_artifact', context_filter: { collection: 'demo', artifacts: ['sales'] } },
        ],
      }),
    })
    if (response.status !== 200) throw new Error(`warm-up: ${response.status} ${await response.text()}`)
    await response.text()
  }
}

export async function bareLoad(server: Server, connections: number, seconds: number): Promise<LoadResult> {
  const cpu = measureCpu(server)
  const result = await autocannon({ url: `${server.url}/healthz`, connections, duration: seconds })
  return summary(result, { '2xx': result['2xx'] }, cpu())
}

function summary(
  result: CannonResult,
  statuses: Record<string, number>,
  cpu: { server?: number; client: number },
): LoadResult {
  const ok = Math.max(1, result['2xx'])
  return {
    ...(cpu.server === undefined ? {} : { serverCpuPerOk: cpu.server / ok }),
    clientCpuPerOk: cpu.client / ok,
    requestsPerSecond: result['2xx'] / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  }
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
const cpuText = (ms: number | undefined, digits = 2) => (ms === undefined ? 'n/a' : ms.toFixed(digits))

const askText = (ask: LoadResult) =>
  `questions ${ask.requestsPerSecond.toFixed(0)} 2xx/s (p50 ${ask.p50} ms, p99 ${ask.p99} ms, statuses ${JSON.stringify(ask.statuses)}, errors ${ask.errors}; server CPU ${cpuText(ask.serverCpuPerOk)} ms, autocannon ${ask.clientCpuPerOk.toFixed(2)} ms a question)`

/** A warm-up round (discarded), then alternating rounds of questions and the bare route; returns the medians. */
export async function httpBench(connections: number, seconds: number, rounds: number, warmSeconds = 30) {
  const server = await startServer()
  try {
    await warmUp(server)
    const cold = warmSeconds > 0 ? await askLoad(server, connections, warmSeconds) : undefined
    if (cold)
      console.log(
        `  warm-up round, ${warmSeconds} s at ${connections} connections, not in the medians (load ${loadAverage()}): ${askText(cold)}`,
      )
    const asks: LoadResult[] = []
    const bares: LoadResult[] = []
    for (let round = 1; round <= rounds; round++) {
      const ask = await askLoad(server, connections, seconds)
      const bare = await bareLoad(server, connections, seconds)
      asks.push(ask)
      bares.push(bare)
      console.log(
        `  round ${round} (load ${loadAverage()}): ${askText(ask)}; /healthz ${bare.requestsPerSecond.toFixed(0)} req/s (p99 ${bare.p99} ms; server CPU ${cpuText(bare.serverCpuPerOk, 3)} ms a request)`,
      )
    }
    const questions = median(asks.map((a) => a.requestsPerSecond))
    const bare = median(bares.map((b) => b.requestsPerSecond))
    const cpus = asks.flatMap((a) => (a.serverCpuPerOk === undefined ? [] : [a.serverCpuPerOk]))
    return {
      cold,
      questions,
      bare,
      serverCpuPerQuestion: cpus.length > 0 ? median(cpus) : undefined,
      clientCpuPerQuestion: median(asks.map((a) => a.clientCpuPerOk)),
      p99: median(asks.map((a) => a.p99)),
      bareP99: median(bares.map((b) => b.p99)),
      failures: [...asks, ...(cold ? [cold] : [])].reduce((n, a) => n + a.errors + a.non2xx, 0),
    }
  } finally {
    await stopServer(server)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const connections = benchArg('connections', 32)
  const seconds = benchArg('seconds', 10)
  const rounds = benchArg('rounds', 2)
  const warmSeconds = benchArg('warm-seconds', 30)
  console.log(
    `HTTP: ${connections} connections, ${seconds} s a run, ${rounds} rounds, ${QUESTIONS.length} questions; warmed by ${warmSeconds} s of the same load first`,
  )
  const r = await httpBench(connections, seconds, rounds, warmSeconds)
  console.log(
    `questions: ${r.questions.toFixed(0)} answered/s (p99 ${r.p99} ms); /healthz ${r.bare.toFixed(0)} req/s (p99 ${r.bareP99} ms); ratio ${(r.questions / r.bare).toFixed(3)}; target >= 250 answered/s; non-2xx or errors: ${r.failures}`,
  )
  if (r.cold)
    console.log(
      `cold (the warm-up round): ${r.cold.requestsPerSecond.toFixed(0)} answered/s, server CPU ${cpuText(r.cold.serverCpuPerOk)} ms a question`,
    )
  if (r.serverCpuPerQuestion !== undefined) {
    const perQuestion = r.serverCpuPerQuestion + r.clientCpuPerQuestion
    console.log(
      `CPU a question: server ${r.serverCpuPerQuestion.toFixed(2)} ms + autocannon ${r.clientCpuPerQuestion.toFixed(2)} ms; ceiling on ${cpus().length} idle cores: ${((cpus().length * 1000) / perQuestion).toFixed(0)} questions/s (load ${loadAverage()})`,
    )
  }
}

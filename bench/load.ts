/**
 * Load on loopback: autocannon against a real server (in this process), mixing fast questions
 * (a 240-row table), slow ones (a group-by over a big table) and ingests, bounded in time.
 * Prints p50/p99 per kind and every status counted; the baseline is fast questions alone, measured
 * in the same run, and the ratio says how much the mix slows them.
 *
 *   npm run bench:load -- [--seconds 15] [--big-rows 3000000]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { createApp } from '../adapters/http/app.js'
import { listen } from '../adapters/http/node-server.js'
import { createEngine } from '../src/index.js'
import { generateSalesCsv } from './generate-csv.js'

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, 'big-rows': { type: 'string', default: '3000000' } },
})
const seconds = Number(values.seconds)
const bigRows = Number(values['big-rows'])

const scratch = mkdtempSync(join(tmpdir(), 'tally-load-'))
const engine = await createEngine({ dataDir: join(scratch, 'data'), workspace: { passwordCost: 2 ** 10 } })
const boot = await engine.workspace.bootstrap({
  adminEmail: 'load@bench.io',
  adminPassword: 'correct horse battery',
})
if (!boot.created) throw new Error('bootstrap created nothing')
const token = boot.token.token
await engine.ingest({ org: 'default', collection: 'demo', artifact: 'sales', file: 'fixtures/sales.csv' })
const bigPath = join(scratch, 'big.csv')
await generateSalesCsv(bigPath, bigRows)
await engine.ingest({ org: 'default', collection: 'big', artifact: 'orders', file: bigPath })
const server = await listen(createApp(engine), '127.0.0.1', 0)

const headers = { authorization: `Bearer ${token}`, 'x-org': 'default', 'content-type': 'application/json' }
const ask = (collection: string, artifact: string, content: string) =>
  JSON.stringify({
    messages: [{ role: 'user', content }],
    tool_context: [{ type: 'ingested_artifact', context_filter: { collection, artifacts: [artifact] } }],
  })
const FAST = ['total revenue by region', 'how many orders are there?', 'which product has the most revenue?']
const SLOW = ['total quantity by customer', 'average unit price by customer']
const INGEST = JSON.stringify({
  collection: 'load',
  artifact: 'small',
  input: {
    type: 'text',
    value: `id,amount\n${Array.from({ length: 2000 }, (_, i) => `${i},${i * 3}`).join('\n')}\n`,
  },
})

interface Summary {
  kind: string
  requests: number
  p50: number
  p99: number
  statuses: Record<string, number>
}

function run(
  kind: string,
  connections: number,
  requests: autocannon.Request[],
  path: string,
): Promise<Summary> {
  const statuses: Record<string, number> = {}
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${server.url}${path}`, method: 'POST', headers, connections, duration: seconds, requests },
      (error, result) => {
        if (error) reject(error)
        else
          resolve({
            kind,
            requests: result.requests.total,
            p50: result.latency.p50,
            p99: result.latency.p99,
            statuses,
          })
      },
    )
    instance.on('response', (_client, status) => {
      statuses[status] = (statuses[status] ?? 0) + 1
    })
  })
}

const fastRequests = FAST.map((q) => ({ body: ask('demo', 'sales', q) }))
const slowRequests = SLOW.map((q) => ({ body: ask('big', 'orders', q) }))
const MESSAGES = '/api/gpt/v1/messages'

const alone = await run('fast alone (baseline)', 8, fastRequests, MESSAGES)
const mix = await Promise.all([
  run('fast in the mix', 8, fastRequests, MESSAGES),
  run('slow (group-by on big)', 4, slowRequests, MESSAGES),
  run('ingest (2,000 rows)', 1, [{ body: INGEST }], '/api/gpt/v1/artifacts/ingest'),
])

console.log(`\n${seconds} s per phase, loopback, big table ${bigRows.toLocaleString('en')} rows\n`)
console.log('| load | requests | p50 ms | p99 ms | statuses |')
console.log('|---|---|---|---|---|')
for (const s of [alone, ...mix]) {
  const counted = Object.entries(s.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
  console.log(`| ${s.kind} | ${s.requests} | ${s.p50} | ${s.p99} | ${counted} |`)
}
const fastMix = mix[0] as Summary
console.log(`\nfast p99 in the mix / alone: ${(fastMix.p99 / Math.max(1, alone.p99)).toFixed(2)}x`)
const unexpected = [alone, ...mix].flatMap((s) =>
  Object.entries(s.statuses).filter(([status]) => !/^(200|429|529)$/.test(status)),
)
console.log(
  unexpected.length === 0 ? 'no errors other than 429/529' : `UNEXPECTED: ${JSON.stringify(unexpected)}`,
)

await server.close()
await engine.close()
rmSync(scratch, { recursive: true, force: true })

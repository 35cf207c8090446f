/**
 * `npm run bench`: every performance figure of Tally, each a ratio against a baseline measured in
 * the same run (see bench/README.md). Needs `npm run build` (cold start and HTTP run dist/).
 *   --rows N        CSV rows for ingest and questions (default 1,600,000: about 100 MB)
 *   --big           also the ~1 GB file (16,000,000 rows)
 *   --rounds N      paired ingest rounds (default 3)
 *   --quick         small sizes, for checking the suite itself
 * Fails (exit 1) when an answer loses the late 12.5 or differs from the raw SQL's.
 */
import { spawnSync } from 'node:child_process'
import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { resolve } from 'node:path'
import { benchArg } from './bench-args.js'
import { coldStart } from './cold-start.js'
import { httpBench } from './http-throughput.js'
import { ingestBench, printIngest, progressCost } from './ingest.js'
import { parseCompile } from './parse-compile.js'

const quick = process.argv.includes('--quick')
const rows = benchArg('rows', quick ? 100_000 : 1_600_000)
const rounds = benchArg('rounds', quick ? 1 : 3)
let failed = false

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} free), Node ${process.version}, load average ${load()}`,
)

console.log('\n== cold start (medians of alternating runs)')
for (const r of coldStart(quick ? 2 : 5)) {
  console.log(
    `  ${r.name.padEnd(34)} wall ${r.wall.toFixed(0).padStart(5)} ms  cpu ${r.cpu.toFixed(0).padStart(5)} ms  (${r.ratio.toFixed(1)}x node -e '', +${r.overNode.toFixed(0)} ms)`,
  )
}

console.log(`\n== parse + compile, 50-column table (load ${load()})`)
const pc = await parseCompile(quick ? 5 : 50)
console.log(
  `  p50 ${pc.p50.toFixed(2)} ms, p99 ${pc.p99.toFixed(2)} ms (${pc.understood} of ${pc.of} questions understood)`,
)

for (const size of process.argv.includes('--big') ? [rows, 16_000_000] : [rows]) {
  console.log(`\n== ingest and questions (load ${load()})`)
  const reports = await ingestBench(size, rounds, quick ? 2 : 5)
  printIngest(reports)
  failed ||= reports.some((r) => !r.lateKept || r.timings.some((t) => !t.agrees))
}

console.log(`\n== progress reporting (load ${load()})`)
const cost = await progressCost(rows, rounds)
console.log(
  `  with onProgress: ${((cost.wall - 1) * 100).toFixed(1)}% wall time, ${((cost.cpu - 1) * 100).toFixed(1)}% CPU time, medians of ${cost.pairs} paired rounds (target < 5%)`,
)

console.log(`\n== many tables (bench/many-tables.ts; load ${load()})`)
const tables = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    resolve(import.meta.dirname, 'many-tables.ts'),
    '--sizes',
    quick ? '10' : '10,100',
    '--repeat',
    quick ? '5' : '20',
  ],
  { encoding: 'utf8', maxBuffer: 1 << 24 },
)
console.log(tables.stdout.replace(/^/gm, '  '))
if (tables.status !== 0) console.log(`  many-tables failed: ${tables.stderr}`)

console.log(`\n== HTTP, 32 connections, one token, 20 rotating questions on demo sales (load ${load()})`)
const http = await httpBench(32, quick ? 3 : 10, quick ? 1 : 2, quick ? 3 : 30)
console.log(
  `  questions ${http.questions.toFixed(0)} answered/s (p99 ${http.p99} ms) beside /healthz ${http.bare.toFixed(0)} req/s (p99 ${http.bareP99} ms): ratio ${(http.questions / http.bare).toFixed(3)}; target >= 250 answered/s; non-2xx or errors ${http.failures}`,
)

console.log(`\nload average at the end: ${load()}`)
if (failed) {
  console.log('FAILED: an answer lost the late 12.5 or differs from the raw SQL')
  process.exitCode = 1
}

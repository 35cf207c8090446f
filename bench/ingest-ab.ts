/**
 * This checkout's ingest against another checkout's (a worktree of the code before a change), with
 * raw DuckDB beside both: each round runs the three sides in their own processes, in an order that
 * rotates from round to round; printed are the CPU medians and the medians of the per-round ratios.
 * CPU time (user+sys, DuckDB's threads included) is the figure to read on a shared machine. Both
 * checkouts run their own bench/ingest-run.ts: give the other one this checkout's copy first.
 * Usage: `node --import tsx bench/ingest-ab.ts <other checkout> [--rows N --rounds N] [--file]`.
 */
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { benchArg, median } from './bench-args.js'
import { csvOfRows } from './ingest.js'

const other = process.argv[2]
if (!other || other.startsWith('--')) throw new Error('usage: bench/ingest-ab.ts <other checkout> [--rows N]')
const rows = benchArg('rows', 1_600_000)
const rounds = benchArg('rounds', 5)
const storage = process.argv.includes('--file') ? 'file' : 'memory'
const { csv } = await csvOfRows(rows)

const sides = {
  raw: [resolve(import.meta.dirname, '..'), 'raw'],
  before: [resolve(other), 'tally'],
  after: [resolve(import.meta.dirname, '..'), 'tally'],
} as const
type Side = keyof typeof sides

function run(side: Side): { cpuMs: number; ms: number; late: unknown } {
  const [checkout, kind] = sides[side]
  const args = ['--import', 'tsx', join(checkout, 'bench/ingest-run.ts'), kind, storage, csv, String(rows)]
  const result = spawnSync(process.execPath, [...args, '--questions', '0'], {
    cwd: checkout,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`${side} failed: ${result.stderr}`)
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}')
}

const order: Side[] = ['raw', 'before', 'after']
const cpu: Record<Side, number[]> = { raw: [], before: [], after: [] }
for (let round = 0; round < rounds; round++) {
  const turn = [...order.slice(round % 3), ...order.slice(0, round % 3)]
  const line: string[] = []
  for (const side of turn) {
    const result = run(side)
    if (side !== 'raw' && result.late !== 12.5) throw new Error(`${side} lost the late 12.5`)
    cpu[side].push(result.cpuMs)
    line.push(`${side} ${result.cpuMs.toFixed(0)}`)
  }
  console.log(`round ${round + 1}: ${line.join(', ')} ms cpu (load ${loadavg()[0]?.toFixed(1)})`)
}
const ratio = (side: Side) => median(cpu.raw.map((raw, i) => raw / (cpu[side][i] ?? Number.NaN)))
console.log(
  `${storage}, ${rows} rows, ${rounds} rounds, CPU medians: raw ${median(cpu.raw).toFixed(0)}, before ${median(cpu.before).toFixed(0)}, after ${median(cpu.after).toFixed(0)} ms; raw/before ${ratio('before').toFixed(2)}, raw/after ${ratio('after').toFixed(2)}, after/before ${median(cpu.after.map((a, i) => a / (cpu.before[i] ?? Number.NaN))).toFixed(2)}`,
)

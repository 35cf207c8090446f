/**
 * Ingest benchmark: raw DuckDB `CREATE TABLE AS SELECT * FROM read_csv(...)` against
 * `engine.ingest`, same file, 2 threads, into memory and into a file database. Each side runs in its
 * own process (so peak RSS is its own), the sides alternating within each round; printed are the
 * median of the per-round ratios of wall time and of CPU time (user+sys: on a shared machine the
 * wall ratio is mostly the neighbours' load), the peak RSS, whether the late `12.5` survived, then the
 * questions on Tally's table against the same SQL run directly (from the first round), and the
 * cost of progress reporting (paired rounds with and without onProgress, in memory).
 * Usage: `node --import tsx bench/ingest.ts [--rows 1600000 --rounds 3 --questions 5]`.
 * Generated files go to TALLY_BENCH_DIR (default /tmp/tally-bench), never the repository.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { BENCH_DIR, benchArg, median } from './bench-args.js'
import { generateSalesCsv } from './generate-csv.js'

interface SideResult {
  ms: number
  /** CPU time (user+sys) of the ingest statement(s) alone, all threads. */
  cpuMs: number
  late: unknown
  maxRssMb: number
  quantityType?: string
  timings?: { question: string; tally: number; raw: number; agrees: boolean }[]
}

const loadAverage = () => loadavg()[0]?.toFixed(1)

const runner = resolve(import.meta.dirname, 'ingest-run.ts')

function side(kind: 'raw' | 'tally', storage: 'memory' | 'file', csv: string, rows: number, extra: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', runner, kind, storage, csv, String(rows), ...extra],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  )
  if (result.status !== 0) throw new Error(`${kind} ${storage} failed: ${result.stderr}`)
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as SideResult
}

export async function csvOfRows(rows: number): Promise<{ csv: string; megabytes: number }> {
  mkdirSync(BENCH_DIR, { recursive: true })
  const csv = join(BENCH_DIR, `sales-${rows}.csv`)
  if (!existsSync(csv)) await generateSalesCsv(csv, rows)
  return { csv, megabytes: statSync(csv).size / 1e6 }
}

export interface IngestReport {
  readonly storage: 'memory' | 'file'
  readonly rawMbps: number
  readonly tallyMbps: number
  readonly ratio: number
  /** Median of the per-round ratios of CPU time, raw / Tally. */
  readonly cpuRatio: number
  readonly rawCpuMs: number
  readonly tallyCpuMs: number
  readonly rawRssMb: number
  readonly tallyRssMb: number
  readonly lateKept: boolean
  readonly quantityType: string
  readonly timings: NonNullable<SideResult['timings']>
}

export async function ingestBench(rows: number, rounds: number, questions: number): Promise<IngestReport[]> {
  const { csv, megabytes } = await csvOfRows(rows)
  console.log(
    `ingest: ${megabytes.toFixed(0)} MB, ${rows.toLocaleString('en')} rows, ${rounds} paired rounds`,
  )
  const reports: IngestReport[] = []
  for (const storage of ['memory', 'file'] as const) {
    const raws: SideResult[] = []
    const ours: SideResult[] = []
    for (let round = 1; round <= rounds; round++) {
      raws.push(side('raw', storage, csv, rows, []))
      ours.push(side('tally', storage, csv, rows, ['--questions', String(round === 1 ? questions : 0)]))
      const [r, o] = [raws.at(-1), ours.at(-1)]
      console.log(
        `  ${storage} round ${round}: raw ${r?.ms.toFixed(0)} ms (cpu ${r?.cpuMs.toFixed(0)}), Tally ${o?.ms.toFixed(0)} ms (cpu ${o?.cpuMs.toFixed(0)}) (load ${loadAverage()})`,
      )
    }
    const rawMs = median(raws.map((r) => r.ms))
    const ourMs = median(ours.map((r) => r.ms))
    reports.push({
      storage,
      rawMbps: megabytes / (rawMs / 1000),
      tallyMbps: megabytes / (ourMs / 1000),
      ratio: median(raws.map((r, i) => r.ms / (ours[i]?.ms ?? Number.NaN))),
      cpuRatio: median(raws.map((r, i) => r.cpuMs / (ours[i]?.cpuMs ?? Number.NaN))),
      rawCpuMs: median(raws.map((r) => r.cpuMs)),
      tallyCpuMs: median(ours.map((r) => r.cpuMs)),
      rawRssMb: Math.max(...raws.map((r) => r.maxRssMb)),
      tallyRssMb: Math.max(...ours.map((r) => r.maxRssMb)),
      lateKept: ours.every((r) => r.late === 12.5),
      quantityType: ours[0]?.quantityType ?? '?',
      timings: ours[0]?.timings ?? [],
    })
  }
  return reports
}

/** Paired rounds in memory, with and without onProgress, in alternating order; the median ratio of times. */
/**
 * What reporting progress costs an in-memory ingest: the median over paired rounds (with and
 * without `onProgress`, the order alternating) of the time with it over the time without, in
 * wall time and in CPU time (all threads). An ingest of the default file takes about a second,
 * so a single pair swings by 10% on a shared machine: at least 7 pairs are run.
 */
export async function progressCost(
  rows: number,
  rounds: number,
): Promise<{ wall: number; cpu: number; pairs: number }> {
  const { csv } = await csvOfRows(rows)
  const pairs = Math.max(rounds, 7)
  const wall: number[] = []
  const cpu: number[] = []
  for (let round = 1; round <= pairs; round++) {
    // Which side goes first alternates, so a machine that speeds up or slows down favours neither.
    const run = (progress: boolean) =>
      side('tally', 'memory', csv, rows, ['--questions', '0', ...(progress ? ['--progress'] : [])])
    const first = run(round % 2 === 0)
    const second = run(round % 2 !== 0)
    const [plain, reported] = round % 2 === 0 ? [second, first] : [first, second]
    wall.push(reported.ms / plain.ms)
    cpu.push(reported.cpuMs / plain.cpuMs)
  }
  return { wall: median(wall), cpu: median(cpu), pairs }
}

export function printIngest(reports: readonly IngestReport[]): void {
  for (const r of reports) {
    console.log(
      `  ${r.storage}: raw ${r.rawMbps.toFixed(1)} MB/s, Tally ${r.tallyMbps.toFixed(1)} MB/s, ratio ${r.ratio.toFixed(2)} (median of rounds; target >= 0.75); CPU raw ${r.rawCpuMs.toFixed(0)} ms, Tally ${r.tallyCpuMs.toFixed(0)} ms, CPU ratio ${r.cpuRatio.toFixed(2)}; peak RSS raw ${r.rawRssMb.toFixed(0)} MB, Tally ${r.tallyRssMb.toFixed(0)} MB; late 12.5 ${r.lateKept ? 'kept' : 'LOST'} (quantity ${r.quantityType})`,
    )
    for (const t of r.timings) {
      const limit = 1.2 * t.raw + 20
      console.log(
        `    ${t.question.padEnd(58)} Tally ${t.tally.toFixed(1)} ms, raw SQL ${t.raw.toFixed(1)} ms: ${(t.tally / t.raw).toFixed(2)}x, ${t.tally <= limit ? 'within' : 'OVER'} 1.2x + 20 ms; answer ${t.agrees ? 'agrees' : 'DIFFERS'}`,
      )
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = benchArg('rows', 1_600_000)
  const reports = await ingestBench(rows, benchArg('rounds', 3), benchArg('questions', 5))
  printIngest(reports)
  const cost = await progressCost(rows, benchArg('rounds', 3))
  console.log(
    `  progress reporting: ${((cost.wall - 1) * 100).toFixed(1)}% wall time, ${((cost.cpu - 1) * 100).toFixed(1)}% CPU time (medians of ${cost.pairs} paired rounds; target < 5%)`,
  )
  const failed = reports.some((r) => !r.lateKept || r.timings.some((t) => !t.agrees))
  if (failed) process.exitCode = 1
}

/**
 * Ingest benchmark: raw DuckDB `CREATE TABLE AS SELECT * FROM read_csv(...)` into a file database
 * against `engine.ingest` into a file-backed engine, same file, same threads, in the same run.
 * Runs alternate (raw, Tally, raw, Tally...); the best of each and the median of the per-round
 * ratios are printed, because the machine is shared and single runs swing by 2x. Usage: `npm run bench:ingest [-- --rows 3000000 --rounds 3]`.
 */
import { existsSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DuckDBInstance } from '@duckdb/node-api'
import { createEngine } from '../src/index.js'
import { generateSalesCsv } from './generate-csv.js'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(process.argv[at + 1])
}
const rows = arg('rows', 3_000_000)
const rounds = arg('rounds', 3)
const threads = 2
const dataDir = resolve('bench/.data')
const csv = join(dataDir, `sales-${rows}.csv`)
const lateRow = rows - Math.floor(rows / 10)

if (!existsSync(csv)) {
  console.log(`generating ${rows.toLocaleString('en')} rows into ${csv} ...`)
  await generateSalesCsv(csv, rows)
}
const megabytes = statSync(csv).size / 1e6
console.log(
  `file: ${megabytes.toFixed(1)} MB, ${rows.toLocaleString('en')} rows, threads ${threads}, best of ${rounds}`,
)

async function rawDuckDb(round: number): Promise<{ ms: number; late: unknown }> {
  const file = join(dataDir, `raw-${round}.duckdb`)
  rmSync(file, { force: true })
  rmSync(`${file}.wal`, { force: true })
  const instance = await DuckDBInstance.create(file, { threads: String(threads), memory_limit: '2GB' })
  const connection = await instance.connect()
  try {
    const started = performance.now()
    await connection.run(`CREATE TABLE sales AS SELECT * FROM read_csv('${csv.replaceAll("'", "''")}')`)
    const ms = performance.now() - started
    const reader = await connection.runAndReadAll('SELECT quantity FROM sales WHERE order_id = $1', [lateRow])
    return { ms, late: reader.getRowsJson()[0]?.[0] }
  } finally {
    connection.closeSync()
    instance.closeSync()
    rmSync(file, { force: true })
    rmSync(`${file}.wal`, { force: true })
  }
}

async function tally(round: number): Promise<{ ms: number; late: unknown; quantityType: string }> {
  const dir = join(dataDir, `tally-${round}`)
  rmSync(dir, { recursive: true, force: true })
  const engine = await createEngine({ dataDir: dir, threads })
  try {
    const started = performance.now()
    const info = await engine.ingest({ org: 'default', collection: 'bench', artifact: 'sales', file: csv })
    const ms = performance.now() - started
    const table = info.tables[0]
    if (!table) throw new Error('no table')
    const name = `"${table.database}"."${table.collection}"."${table.name}"`
    const { rows: found } = await engine.database.query(`SELECT quantity FROM ${name} WHERE order_id = ?`, [
      lateRow,
    ])
    const quantityType = table.columns.find((c) => c.name === 'quantity')?.type ?? '?'
    return { ms, late: found[0]?.[0], quantityType }
  } finally {
    await engine.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

const raw: number[] = []
const ours: number[] = []
let rawLate: unknown
let ourLate: unknown
let quantityType = ''
for (let round = 1; round <= rounds; round++) {
  const r = await rawDuckDb(round)
  const t = await tally(round)
  raw.push(r.ms)
  ours.push(t.ms)
  rawLate = r.late
  ourLate = t.late
  quantityType = t.quantityType
  console.log(`round ${round}: raw DuckDB ${r.ms.toFixed(0)} ms, Tally ${t.ms.toFixed(0)} ms`)
}

const best = (values: number[]) => Math.min(...values)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const rate = (ms: number) => megabytes / (ms / 1000)
console.log(
  `raw DuckDB read_csv -> file db: ${rate(best(raw)).toFixed(1)} MB/s (best), ${rate(median(raw)).toFixed(1)} MB/s (median)`,
)
console.log(
  `Tally engine.ingest -> file db: ${rate(best(ours)).toFixed(1)} MB/s (best), ${rate(median(ours)).toFixed(1)} MB/s (median)`,
)
const paired = raw.map((ms, i) => ms / (ours[i] ?? Number.NaN))
console.log(
  `ratio Tally/raw throughput: ${(best(raw) / best(ours)).toFixed(2)} best vs best, ` +
    `${median(paired).toFixed(2)} median of rounds (each raw run paired with the Tally run after it); target >= 0.75`,
)
console.log(
  `late '12.5' at order_id ${lateRow}: raw DuckDB stored ${String(rawLate)}, Tally stored ${String(ourLate)} (quantity ${quantityType})`,
)

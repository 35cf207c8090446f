/**
 * One side of one ingest round, in its own process so that its peak RSS is its own: raw DuckDB
 * `CREATE TABLE AS SELECT * FROM read_csv(...)`, or `engine.ingest`, into memory or a file.
 * Tally's side then asks the question set and times each answer against the same SQL run directly
 * on the same DuckDB (paired, alternating), checking that the answers agree. Prints one JSON line.
 *   node --import tsx bench/ingest-run.ts raw|tally memory|file <csv> <rows> [--progress] [--questions N]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DuckDBInstance } from '@duckdb/node-api'
import type { Cell } from '../src/db/query-result.js'
import { createEngine, type Engine } from '../src/index.js'
import { benchArg, median } from './bench-args.js'

const [side, storage, csv, rowsText] = process.argv.slice(2)
const rows = Number(rowsText)
const lateRow = rows - Math.floor(rows / 10)
const threads = 2
const dir = mkdtempSync(join(tmpdir(), `tally-bench-${side}-`))

/** CPU time (user+sys, every thread of the process: DuckDB's workers included) since `start`. */
function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** The questions of the issue: a total, by group, top N, a date range, a filter, a distinct count. */
export const TABLE_QUESTIONS = [
  'what is the total quantity?',
  'what is the total quantity by region?',
  'top 3 products by quantity',
  'what is the total quantity in march 2022?',
  'how many orders were shipped?',
  'how many distinct customers are there?',
] as const

interface Timing {
  question: string
  tally: number
  raw: number
  agrees: boolean
}

async function raw(): Promise<Record<string, unknown>> {
  const file = storage === 'file' ? join(dir, 'raw.duckdb') : ':memory:'
  const instance = await DuckDBInstance.create(file, { threads: String(threads), memory_limit: '3GB' })
  const connection = await instance.connect()
  try {
    const started = performance.now()
    const cpuStart = process.cpuUsage()
    await connection.run(`CREATE TABLE sales AS SELECT * FROM read_csv('${csv?.replaceAll("'", "''")}')`)
    const ms = performance.now() - started
    const cpuMs = cpuMsSince(cpuStart)
    const reader = await connection.runAndReadAll('SELECT quantity FROM sales WHERE order_id = $1', [lateRow])
    return { ms, cpuMs, late: reader.getRowsJson()[0]?.[0] }
  } finally {
    connection.closeSync()
    instance.closeSync()
  }
}

async function tally(): Promise<Record<string, unknown>> {
  const engine = await createEngine({
    dataDir: storage === 'file' ? join(dir, 'tally') : undefined,
    threads,
    // The default 1 GiB cap on a file is a server's guard; the --big file is past it.
    maxFileBytes: 4 * 1024 ** 3,
  })
  try {
    // Code loading is outside the timed part on both sides: raw's DuckDB library and instance, and
    // here the ingest code the engine imports on first use (~0.1 s of CPU when tsx compiles it
    // from src/, ~35 ms from dist/). DuckDB's first CSV read stays inside, as it does for raw.
    await import('../src/ingest/ingest-service.js')
    let progressEvents = 0
    const started = performance.now()
    const cpuStart = process.cpuUsage()
    const info = await engine.ingest({
      org: 'default',
      collection: 'bench',
      artifact: 'sales',
      file: csv ?? '',
      ...(process.argv.includes('--progress') ? { onProgress: () => void progressEvents++ } : {}),
    })
    const ms = performance.now() - started
    const cpuMs = cpuMsSince(cpuStart)
    const table = info.tables[0]
    if (!table) throw new Error('no table')
    const name = `"${table.database}"."${table.collection}"."${table.name}"`
    const late = (await engine.database.query(`SELECT quantity FROM ${name} WHERE order_id = ?`, [lateRow]))
      .rows[0]?.[0]
    const quantityType = table.columns.find((c) => c.name === 'quantity')?.type
    const questions = benchArg('questions', 5)
    const timings = questions > 0 ? await askAll(engine, questions) : []
    return { ms, cpuMs, late, quantityType, progressEvents, timings }
  } finally {
    await engine.close()
  }
}

/** Each question `repeat` times, alternating Tally and its own SQL run directly; medians. */
async function askAll(engine: Engine, repeat: number): Promise<Timing[]> {
  const ran: { sql: string; params: readonly unknown[] }[] = []
  const query = engine.database.query.bind(engine.database)
  // Questions run through the gated `select`; the raw side runs the same text without the gate.
  const select = engine.database.select.bind(engine.database)
  engine.database.select = (sql, params, scope) => {
    ran.push({ sql, params: params ?? [] })
    return select(sql, params, scope)
  }
  const timings: Timing[] = []
  for (const question of TABLE_QUESTIONS) {
    const ours: number[] = []
    const theirs: number[] = []
    let agrees = true
    for (let i = 0; i <= repeat; i++) {
      ran.length = 0
      let started = performance.now()
      const reply = await engine.messages.create(
        { messages: [{ role: 'user', content: question }] },
        { org: 'default' },
      )
      const tallyMs = performance.now() - started
      const [, result] = reply.content
      const last = ran.at(-1)
      if (result.is_error || !last) throw new Error(`declined: ${question}: ${result.content[0]?.text}`)
      started = performance.now()
      const direct = await query(last.sql, last.params as never)
      const rawMs = performance.now() - started
      agrees &&= sameAnswer(result.content[0]?.text ?? '', direct.rows)
      if (i === 0) continue // warm-up round
      ours.push(tallyMs)
      theirs.push(rawMs)
    }
    timings.push({ question, tally: median(ours), raw: median(theirs), agrees })
  }
  engine.database.select = select
  return timings
}

/** The Markdown table's cells against the raw rows, as text. */
function sameAnswer(markdown: string, rows: readonly (readonly Cell[])[]): boolean {
  const lines = markdown.split('\n').slice(2)
  if (lines.length !== rows.length) return false
  return rows.every(
    (row, i) => lines[i] === `| ${row.map((c) => (c === null ? '' : String(c))).join(' | ')} |`,
  )
}

try {
  const result = side === 'raw' ? await raw() : await tally()
  console.log(JSON.stringify({ ...result, maxRssMb: process.resourceUsage().maxRSS / 1024 }))
} finally {
  rmSync(dir, { recursive: true, force: true })
}

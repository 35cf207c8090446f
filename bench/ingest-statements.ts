/**
 * Where an ingest's time goes, statement by statement: `engine.ingest` of one CSV with every
 * statement on the ingest lane timed, beside raw `CREATE TABLE AS SELECT * FROM read_csv(...)` of
 * the same file on the same engine's DuckDB (2 threads, same storage). A profiling aid for
 * bench/README.md, not part of `npm run bench`.
 * Usage: `node --import tsx bench/ingest-statements.ts <file.csv> [--file-db]`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DbSession } from '../src/db/duckdb-database.js'
import { quoteLiteral } from '../src/db/sql-text.js'
import { createEngine } from '../src/index.js'

const csv = process.argv[2]
if (!csv) throw new Error('usage: bench/ingest-statements.ts <file.csv> [--file-db]')
const dataDir = process.argv.includes('--file-db') ? mkdtempSync(join(tmpdir(), 'tally-stmts-')) : undefined
const engine = await createEngine(dataDir ? { dataDir } : {})
const timings: { sql: string; ms: number; cpu: number }[] = []
const cpuMs = (since?: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}
const timed =
  (query: DbSession['query']): DbSession['query'] =>
  async (sql, params) => {
    const started = performance.now()
    const cpu = process.cpuUsage()
    try {
      return await query(sql, params)
    } finally {
      const ms = performance.now() - started
      timings.push({
        sql: sql.replace(/\s+/g, ' ').slice(0, Number(process.env.SQL_CHARS ?? 110)),
        ms,
        cpu: cpuMs(cpu),
      })
    }
  }
try {
  const lane = engine.database.ingest
  const query = lane.query.bind(lane)
  const transaction = lane.transaction.bind(lane)
  lane.query = timed(query)
  // BEGIN and COMMIT are not statements of the session: what the transaction costs beyond its
  // statements (COMMIT writing the transaction's changes into the table) is timed as one line.
  lane.transaction = async (work) => {
    const [started, cpu, before] = [performance.now(), process.cpuUsage(), timings.length]
    try {
      return await transaction((session) => work({ query: timed(session.query) }))
    } finally {
      const inside = timings.slice(before)
      timings.push({
        sql: 'BEGIN ... COMMIT, beyond the statements inside',
        ms: performance.now() - started - inside.reduce((sum, t) => sum + t.ms, 0),
        cpu: cpuMs(cpu) - inside.reduce((sum, t) => sum + t.cpu, 0),
      })
    }
  }
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  await engine.ingest({ org: 'default', artifact: 'timed', file: csv })
  const tally = performance.now() - started
  const tallyCpu = cpuMs(cpuStarted)
  lane.query = query
  lane.transaction = transaction
  const { id } = await engine.organizations.resolve('default')
  const database = await engine.database.organizationCatalog(id)
  // The staging directory is the only place the hardened instance may read.
  const staged = join(engine.database.stagingDir, 'raw.csv')
  const { copyFileSync } = await import('node:fs')
  copyFileSync(csv, staged)
  const rawStarted = performance.now()
  const rawCpuStarted = process.cpuUsage()
  await engine.database.query(
    `CREATE TABLE "${database}".main.raw AS SELECT * FROM read_csv(${quoteLiteral(staged)})`,
  )
  const raw = performance.now() - rawStarted
  const rawCpu = cpuMs(rawCpuStarted)
  rmSync(staged)
  const statements = timings.reduce((sum, t) => sum + t.ms, 0)
  const statementsCpu = timings.reduce((sum, t) => sum + t.cpu, 0)
  console.log(
    `engine.ingest ${tally.toFixed(0)} ms wall, ${tallyCpu.toFixed(0)} ms cpu (statements ${statements.toFixed(0)} ms wall, ${statementsCpu.toFixed(0)} ms cpu); raw read_csv ${raw.toFixed(0)} ms wall, ${rawCpu.toFixed(0)} ms cpu; ratio wall ${(raw / tally).toFixed(2)}, cpu ${(rawCpu / tallyCpu).toFixed(2)}`,
  )
  for (const t of [...timings].sort((a, b) => b.cpu - a.cpu).slice(0, Number(process.env.TOP ?? 15)))
    console.log(`${t.ms.toFixed(0).padStart(7)} ms wall ${t.cpu.toFixed(0).padStart(6)} ms cpu  ${t.sql}`)
} finally {
  await engine.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

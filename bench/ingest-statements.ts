/**
 * Where an ingest's time goes, statement by statement: `engine.ingest` of one CSV with every
 * statement on the ingest lane timed, beside raw `CREATE TABLE AS SELECT * FROM read_csv(...)` of
 * the same file on the same engine's DuckDB (2 threads, same storage). A profiling aid for
 * bench/README.md, not part of `npm run bench`.
 * Then the first question on the table, with the statements of the value index it builds (a large
 * table's is deferred to that question), and the same question again.
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
  const ingestTimings = timings.splice(0)
  // The first question on the table builds a deferred value index; the parser is warmed first, on a
  // small table of its own, so that loading it is not counted.
  const ask = async (collection: string, artifact: string, content: string) => {
    const context = [
      { type: 'ingested_artifact' as const, context_filter: { collection, artifacts: [artifact] } },
    ]
    const cpu = process.cpuUsage()
    const reply = await engine.messages.create(
      { messages: [{ role: 'user', content }], tool_context: context },
      { org: 'default' },
    )
    if (reply.content[1].is_error) throw new Error(`declined: ${content}`)
    return cpuMs(cpu)
  }
  await engine.ingest({
    org: 'default',
    collection: 'warm',
    artifact: 'warm',
    file: Buffer.from('status,n\nshipped,1\nopen,2\n'),
    fileName: 'w.csv',
  })
  await ask('warm', 'warm', 'what is the total n?')
  lane.query = timed(query)
  lane.transaction = async (work) => transaction((session) => work({ query: timed(session.query) }))
  const firstCpu = await ask('default', 'timed', 'how many orders were shipped?')
  const built = timings.splice(0)
  const againCpu = await ask('default', 'timed', 'how many orders were shipped?')
  lane.query = query
  lane.transaction = transaction
  console.log(
    `engine.ingest ${tally.toFixed(0)} ms wall, ${tallyCpu.toFixed(0)} ms cpu (statements ${statements.toFixed(0)} ms wall, ${statementsCpu.toFixed(0)} ms cpu); raw read_csv ${raw.toFixed(0)} ms wall, ${rawCpu.toFixed(0)} ms cpu; ratio wall ${(raw / tally).toFixed(2)}, cpu ${(rawCpu / tallyCpu).toFixed(2)}`,
  )
  const print = (list: typeof timings) => {
    for (const t of [...list].sort((a, b) => b.cpu - a.cpu).slice(0, Number(process.env.TOP ?? 15)))
      console.log(`${t.ms.toFixed(0).padStart(7)} ms wall ${t.cpu.toFixed(0).padStart(6)} ms cpu  ${t.sql}`)
  }
  print(ingestTimings)
  const builtCpu = built.reduce((sum, t) => sum + t.cpu, 0)
  console.log(
    `first question on the table ${firstCpu.toFixed(0)} ms cpu, of which ingest-lane statements (a deferred value index) ${builtCpu.toFixed(0)} ms; the same question again ${againCpu.toFixed(0)} ms cpu`,
  )
  print(built)
} finally {
  await engine.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

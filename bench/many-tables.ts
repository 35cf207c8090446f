/**
 * Questions in an organization with many tables: N small generated CSV tables are ingested into one
 * organization of a file-backed engine, then the same question is asked with no tool_context (every
 * table in scope) and scoped to the one artifact it is about. Per question: p50/p99 ms through
 * `engine.messages.create`, and the ratio to raw DuckDB running the same final SQL (captured from
 * the engine) on the same organization file, measured in the same run after the engine closes.
 * Usage: `npm run bench:tables [-- --sizes 10,100,300 --repeat 60]`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api'
import { createEngine, type Engine } from '../src/index.js'
import { random } from './generate-csv.js'

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : String(process.argv[at + 1])
}
const sizes = arg('sizes', '10,100,300').split(',').map(Number)
const repeat = Number(arg('repeat', '60'))
const ROWS = 20

const SYLLABLES = 'ka lo mi ru te sa no vi be du ze po ga li fo ne'.split(' ')
/** Invented words, different for every (table, slot): "kalomi", "rutesa". */
const word = (table: number, slot: number) => {
  let n = table * 97 + slot * 7919 + 13
  let out = ''
  for (let i = 0; i < 3 || n > 0; i++) {
    out += SYLLABLES[n % SYLLABLES.length]
    n = Math.floor(n / SYLLABLES.length)
  }
  return out
}

interface GeneratedTable {
  readonly artifact: string
  readonly csv: string
  /** A question this table answers, and only this one. */
  readonly question: string
}

function generateTable(i: number): GeneratedTable {
  const next = random(i + 1)
  const thing = word(i, 1)
  const group = word(i, 2)
  const measure = word(i, 3)
  const groups = [0, 1, 2, 3].map((g) => word(i, 10 + g))
  const lines = [`${thing} name,${group},${measure} points,year`]
  for (let r = 0; r < ROWS; r++) {
    const g = groups[r % groups.length]
    lines.push(`${word(i, 100 + r)},${g},${Math.floor(next() * 1000)},${2000 + (r % 10)}`)
  }
  return {
    artifact: `t${i}`,
    csv: `${lines.join('\n')}\n`,
    question: `what is the total ${measure} points for ${groups[1]}?`,
  }
}

interface Captured {
  sql: string
  params: readonly unknown[]
}

/** Remembers the last SELECT the engine ran, to time the same statement on raw DuckDB later. */
function captureQueries(engine: Engine): { last: Captured | undefined } {
  const box: { last: Captured | undefined } = { last: undefined }
  const db = engine.database as { query: Engine['database']['query'] }
  const original = db.query.bind(engine.database)
  db.query = (sql, params) => {
    box.last = { sql, params: params ?? [] }
    return original(sql, params)
  }
  return box
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

interface Row {
  tables: number
  scope: string
  p50: number
  p99: number
  query: Captured
  answer: string
  raw?: { p50: number }
}

const dataDir = mkdtempSync(join(tmpdir(), 'tally-bench-tables-'))
const rows: Row[] = []
let orgId = ''
try {
  const engine = await createEngine({ dataDir })
  const captured = captureQueries(engine)
  orgId = (await engine.organizations.resolve('default')).id
  const tables: GeneratedTable[] = []
  try {
    for (const n of sizes) {
      const started = performance.now()
      while (tables.length < n) {
        const table = generateTable(tables.length)
        tables.push(table)
        await engine.ingest({
          org: 'default',
          artifact: table.artifact,
          file: Buffer.from(table.csv),
          fileName: `${table.artifact}.csv`,
        })
      }
      console.log(`${n} tables ingested (${((performance.now() - started) / 1000).toFixed(1)} s)`)
      const target = tables[Math.floor(n / 2)] as GeneratedTable
      const scopes = [
        { scope: 'all tables', tool_context: undefined },
        {
          scope: 'one artifact',
          tool_context: [
            {
              type: 'ingested_artifact' as const,
              context_filter: { collection: 'default', artifacts: [target.artifact] },
            },
          ],
        },
      ]
      for (const { scope, tool_context } of scopes) {
        const ask = () =>
          engine.messages.create(
            {
              messages: [{ role: 'user', content: target.question }],
              ...(tool_context ? { tool_context } : {}),
            },
            { org: 'default' },
          )
        const first = await ask()
        for (let k = 0; k < 5; k++) await ask()
        const times: number[] = []
        for (let k = 0; k < repeat; k++) {
          const t0 = performance.now()
          await ask()
          times.push(performance.now() - t0)
        }
        const text = first.content[2]?.type === 'text' ? first.content[2].text : ''
        if (!captured.last || first.content[1]?.is_error) throw new Error(`not answered: ${text}`)
        rows.push({
          tables: n,
          scope,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          query: captured.last,
          answer: text.split('\n')[0] ?? '',
        })
      }
    }
  } finally {
    await engine.close()
  }

  // Raw DuckDB: the same statements on the same organization file, engine closed.
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' })
  const connection = await instance.connect()
  try {
    const file = join(dataDir, 'orgs', `${orgId}.duckdb`).replaceAll("'", "''")
    await connection.run(`ATTACH '${file}' AS "org_${orgId}" (READ_ONLY)`)
    for (const row of rows) {
      const run = () => connection.runAndReadAll(row.query.sql, row.query.params as DuckDBValue[])
      await run()
      const times: number[] = []
      for (let k = 0; k < repeat; k++) {
        const t0 = performance.now()
        await run()
        times.push(performance.now() - t0)
      }
      row.raw = { p50: percentile(times, 50) }
    }
  } finally {
    connection.closeSync()
    instance.closeSync()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

console.log(`\n${repeat} questions each; p50/p99 of engine.messages.create; raw = DuckDB alone, same SQL\n`)
console.log('tables  scope          p50 ms   p99 ms   raw p50 ms   p50 / raw')
for (const r of rows) {
  const raw = r.raw?.p50 ?? Number.NaN
  console.log(
    `${String(r.tables).padStart(6)}  ${r.scope.padEnd(13)} ${r.p50.toFixed(1).padStart(7)}  ${r.p99
      .toFixed(1)
      .padStart(7)}  ${raw.toFixed(2).padStart(11)}  ${(r.p50 / raw).toFixed(0).padStart(9)}x`,
  )
}
console.log(`\nanswer at ${rows.at(-2)?.tables} tables: ${rows.at(-2)?.answer}`)

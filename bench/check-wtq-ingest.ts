/**
 * Ingests every WikiTableQuestions CSV into one in-memory engine and prints failures and totals,
 * plus tables where a backslash-escaped quote (`\"`) survived into a value, which would mean the
 * escape was misread. Usage: `node --import tsx bench/check-wtq-ingest.ts [csv-root]`.
 */
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createEngine, TallyError } from '../src/index.js'

const root = resolve(process.argv[2] ?? '../shared/datasets/wtq-train/csv')
const engine = await createEngine()
const failures: string[] = []
const escapesLeft: string[] = []
const types = new Map<string, number>()
const conversions = new Map<string, number>()
let tables = 0
let rows = 0
const started = performance.now()
try {
  for (const folder of readdirSync(root).sort()) {
    const files = readdirSync(join(root, folder)).filter((f) => f.endsWith('.csv'))
    for (const file of files.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))) {
      const path = join(root, folder, file)
      try {
        const info = await engine.ingest({
          org: 'default',
          collection: folder,
          artifact: file.replace(/\.csv$/, ''),
          file: path,
        })
        const table = info.tables[0]
        if (!table) throw new Error('no table')
        tables++
        rows += table.rowCount
        for (const column of table.columns) {
          types.set(column.type, (types.get(column.type) ?? 0) + 1)
          const kind = column.profile.conversion?.replace(/ \(ambiguous.*\)$/, ' (ambiguous)')
          if (kind) conversions.set(kind, (conversions.get(kind) ?? 0) + 1)
        }
        const text = table.columns
          .filter((c) => c.type === 'VARCHAR')
          .map((c) => `"${c.name.replaceAll('"', '""')}"`)
        if (text.length > 0) {
          const name = `"${table.database}"."${table.collection}"."${table.name}"`
          const { rows: found } = await engine.database.query(
            `SELECT count(*) FROM ${name} WHERE ${text.map((c) => `contains(${c}, '\\"')`).join(' OR ')}`,
          )
          if (Number(found[0]?.[0]) > 0) escapesLeft.push(`${folder}/${file}`)
        }
      } catch (error) {
        const code = error instanceof TallyError ? error.code : 'unexpected'
        failures.push(
          `${folder}/${file}: ${code}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        )
      }
    }
  }
} finally {
  await engine.close()
}
const seconds = (performance.now() - started) / 1000
console.log(
  `${tables} tables ingested, ${failures.length} failed, ${rows.toLocaleString('en')} rows, ${seconds.toFixed(1)} s`,
)
console.log('column types:', Object.fromEntries([...types].sort((a, b) => b[1] - a[1])))
console.log('conversions:', Object.fromEntries([...conversions].sort((a, b) => b[1] - a[1])))
console.log(`tables with a literal \\" left in a value: ${escapesLeft.length}`, escapesLeft.slice(0, 10))
for (const failure of failures) console.log('FAILED', failure)
process.exitCode = failures.length > 0 ? 1 : 0

/**
 * A CPU profile of the main thread during one `engine.ingest` only (module loading before it
 * excluded): where an ingest's JavaScript time goes, beside the statements DuckDB runs.
 * Usage: `node --import tsx bench/ingest-profile.ts <file.csv> [out.cpuprofile]`.
 */
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { createEngine } from '../src/index.js'

const [csv, out = 'ingest.cpuprofile'] = process.argv.slice(2)
if (!csv) throw new Error('usage: bench/ingest-profile.ts <file.csv> [out.cpuprofile]')
const engine = await createEngine({ threads: 2 })
const session = new Session()
session.connect()
try {
  await engine.ingest({ org: 'default', artifact: 'warm', file: 'fixtures/sales.csv' })
  await session.post('Profiler.enable')
  await session.post('Profiler.start')
  const cpu = process.cpuUsage()
  await engine.ingest({ org: 'default', artifact: 'profiled', file: csv })
  const used = process.cpuUsage(cpu)
  const { profile } = await session.post('Profiler.stop')
  writeFileSync(out, JSON.stringify(profile))
  console.log(`ingest ${((used.user + used.system) / 1000).toFixed(0)} ms cpu; profile in ${out}`)
} finally {
  session.disconnect()
  await engine.close()
}

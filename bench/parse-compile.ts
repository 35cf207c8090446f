/**
 * Parse + compile on a 50-column table: question -> Intent -> { sql, params }, no query run.
 * A generated 50-column CSV (measures, dimensions, dates, names) under the bench directory; the
 * question set asked `--repeat` times; p50 and p99 per question in ms.
 * Usage: `node --import tsx bench/parse-compile.ts [--repeat 50]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CatalogStore } from '../src/catalog/catalog-store.js'
import { createEngine } from '../src/index.js'
import { tableModel } from '../src/intent/table-model.js'
import { parseAmongTables } from '../src/intent/table-prefilter.js'
import { compileIntent } from '../src/sql/intent-compiler.js'
import { BENCH_DIR, benchArg } from './bench-args.js'
import { random } from './generate-csv.js'

const REGIONS = ['North', 'South', 'East', 'West']
const MEASURES = [
  'revenue',
  'cost',
  'margin',
  'units',
  'returns',
  'discount',
  'tax',
  'shipping',
  'weight',
  'volume',
]

/** 50 columns: id, date, 4 dimensions, 10 named measures, 34 further metrics; 2,000 rows. */
function wideCsv(path: string): void {
  const next = random(7)
  const extra = Array.from({ length: 34 }, (_, i) => `metric_${i + 1}`)
  const header = ['id', 'order_date', 'region', 'product', 'channel', 'manager', ...MEASURES, ...extra]
  const lines = [header.join(',')]
  for (let i = 1; i <= 2000; i++) {
    const day = new Date(Date.UTC(2022, 0, 1) + Math.floor(next() * 730) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    const cells = [
      i,
      day,
      REGIONS[i % 4],
      `Product ${i % 12}`,
      i % 3 ? 'online' : 'store',
      `Manager ${i % 9}`,
    ]
    for (let m = 0; m < MEASURES.length + extra.length; m++) cells.push((next() * 1000).toFixed(2))
    lines.push(cells.join(','))
  }
  writeFileSync(path, `${lines.join('\n')}\n`)
}

export const WIDE_QUESTIONS = [
  'what is the total revenue?',
  'what is the total revenue by region?',
  'top 5 products by margin',
  'what is the average cost in the North region?',
  'how many rows have units above 500?',
  'which manager has the highest total revenue?',
  'what is the total shipping in 2023?',
  'how many distinct products are there?',
] as const

export async function parseCompile(repeat: number) {
  mkdirSync(BENCH_DIR, { recursive: true })
  const csv = join(BENCH_DIR, 'wide-50.csv')
  wideCsv(csv)
  const engine = await createEngine()
  try {
    await engine.ingest({ org: 'default', artifact: 'wide', file: csv })
    const { id } = await engine.organizations.resolve('default')
    const store = new CatalogStore(engine.database.system, await engine.database.organizationCatalog(id))
    const [table] = await store.listTables()
    if (!table) throw new Error('nothing ingested')
    const model = await tableModel({
      ...table,
      values: () => store.columnValues(table.collection, table.name),
    })
    const times: number[] = []
    let answered = 0
    for (let i = 0; i < repeat + 1; i++) {
      for (const question of WIDE_QUESTIONS) {
        const started = performance.now()
        const parsed = parseAmongTables(question, [model])
        if (parsed.ok) compileIntent(parsed.intent, [model])
        const ms = performance.now() - started
        if (i === 0) continue // warm-up
        if (parsed.ok) answered++
        times.push(ms)
      }
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN
    return { p50: at(0.5), p99: at(0.99), understood: answered / repeat, of: WIDE_QUESTIONS.length }
  } finally {
    await engine.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await parseCompile(benchArg('repeat', 50))
  console.log(
    `parse + compile, 50 columns: p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (${r.understood} of ${r.of} questions understood)`,
  )
}

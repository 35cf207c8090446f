/**
 * XLSX reading benchmark, 200k rows x 8 columns by default: rows/s and peak RSS of Tally's
 * streaming reader (read to staged tables, and a whole ingest into an in-memory engine) against
 * SheetJS's own `dense` parse and exceljs's streaming reader, each in a fresh process, in the same
 * run. Usage: `npm run bench:xlsx [-- --rows 200000 --rounds 2]`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(process.argv[at + 1])
}

/** The sheet as a person would keep it: ids, dates, repeated labels, quantities, prices. */
async function generate(file: string, rows: number): Promise<void> {
  const XLSX = await import('xlsx')
  const regions = ['North', 'South', 'East', 'West']
  const products = Array.from({ length: 40 }, (_, i) => `Product ${i + 1}`)
  const data: unknown[][] = [
    ['order_id', 'order_date', 'region', 'product', 'customer', 'quantity', 'unit_price', 'revenue'],
  ]
  let seed = 7
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  for (let i = 0; i < rows; i++) {
    const quantity = 1 + Math.floor(next() * 50)
    const price = Math.round(next() * 50000) / 100
    data.push([
      100000 + i,
      new Date(Date.UTC(2020, 0, 1 + Math.floor(next() * 1500))),
      regions[Math.floor(next() * 4)],
      products[Math.floor(next() * 40)],
      `C${Math.floor(next() * 20000)}`,
      quantity,
      price,
      Math.round(quantity * price * 100) / 100,
    ])
  }
  const sheet = XLSX.utils.aoa_to_sheet(data, { cellDates: true, dateNF: 'yyyy-mm-dd', dense: true })
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'Orders')
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }))
}

type Mode = 'tally-read' | 'tally-ingest' | 'sheetjs-dense' | 'exceljs-stream'

/** One measured run in this (fresh) process; prints `{ ms, rows, rssMb }`. */
async function run(mode: Mode, file: string): Promise<void> {
  const started = performance.now()
  let rows = 0
  if (mode === 'tally-read') {
    const { readWorkbook } = await import('../src/ingest/spreadsheet/workbook-reader.js')
    const { resolveOptions } = await import('../src/options.js')
    const dir = mkdtempSync(join(tmpdir(), 'tally-bench-'))
    const head = readFileSync(file).subarray(0, 8)
    const tables = await readWorkbook(file, head, { kind: 'stage', dir }, resolveOptions())
    rows = tables.reduce((sum, t) => sum + t.rowCount, 0)
    rmSync(dir, { recursive: true, force: true })
  } else if (mode === 'tally-ingest') {
    const { createEngine } = await import('../src/index.js')
    const engine = await createEngine({ threads: 2 })
    const info = await engine.ingest({ org: 'default', artifact: 'orders', file })
    rows = info.tables.reduce((sum, t) => sum + t.rowCount, 0)
    await engine.close()
  } else if (mode === 'sheetjs-dense') {
    const XLSX = await import('xlsx')
    const book = XLSX.read(readFileSync(file), { type: 'buffer', dense: true })
    const sheet = book.Sheets[book.SheetNames[0] ?? ''] as { '!data': unknown[][] }
    rows = sheet['!data'].length - 1
  } else {
    const ExcelJS = (await import('exceljs')).default
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {})
    for await (const sheet of reader) for await (const _row of sheet) rows++
    rows--
  }
  const ms = performance.now() - started
  process.stdout.write(`${JSON.stringify({ ms, rows, rssMb: process.resourceUsage().maxRSS / 1024 })}\n`)
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--run')
  if (at !== -1) return run(process.argv[at + 1] as Mode, process.argv[at + 2] ?? '')
  const rows = arg('rows', 200_000)
  const rounds = arg('rounds', 2)
  const dir = resolve('bench/.data')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `orders-${rows}.xlsx`)
  if (!existsSync(file)) {
    console.log(`generating ${rows.toLocaleString('en')} rows x 8 into ${file} ...`)
    await generate(file, rows)
  }
  const modes: Mode[] = ['tally-read', 'tally-ingest', 'sheetjs-dense', 'exceljs-stream']
  const best = new Map<Mode, { ms: number; rows: number; rssMb: number }>()
  for (let round = 0; round < rounds; round++) {
    for (const mode of modes) {
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'bench/xlsx-read.ts', '--run', mode, file],
        {
          encoding: 'utf8',
          maxBuffer: 1 << 20,
        },
      )
      const line = child.stdout.trim().split('\n').at(-1) ?? ''
      if (child.status !== 0 || !line.startsWith('{')) {
        console.log(`${mode}: failed (${child.stderr.trim().split('\n').at(-1)})`)
        continue
      }
      const result = JSON.parse(line) as { ms: number; rows: number; rssMb: number }
      const seen = best.get(mode)
      if (!seen || result.ms < seen.ms)
        best.set(mode, { ...result, rssMb: Math.max(result.rssMb, seen?.rssMb ?? 0) })
    }
  }
  const baseline = best.get('sheetjs-dense')
  console.log(`best of ${rounds} (peak RSS: the highest seen), ${rows.toLocaleString('en')} rows x 8:`)
  for (const [mode, r] of best) {
    const rate = Math.round(r.rows / (r.ms / 1000))
    const ratio = baseline ? ` (${(baseline.ms / r.ms).toFixed(2)}x SheetJS dense speed)` : ''
    console.log(
      `  ${mode.padEnd(15)} ${(r.ms / 1000).toFixed(2)} s  ${rate.toLocaleString('en')} rows/s  peak RSS ${Math.round(r.rssMb)} MB${ratio}`,
    )
  }
}

await main()

/**
 * Pages per second of the PDF table extractor on a 100-page ruled table, against pdfjs's bare
 * text extraction (`getTextContent` on every page) measured in the same run on the same file.
 * The baseline runs in this process with pdfjs already loaded; the extractor's ratio is its best
 * run on its warm worker (as in a server reading file after file), and its first run, worker
 * start included, is printed beside it. Usage: `npm run bench:pdf-pages [-- --pages 100 --repeat 3]`.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { extractPdfTables } from '../src/ingest/pdf/pdf-extractor.js'
import { random } from './generate-csv.js'
import { ruledPdf } from './pdf-tables/ruled-pdf-writer.js'

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : String(process.argv[at + 1])
}
const pages = Number(arg('pages', '100'))
const repeat = Number(arg('repeat', '3'))
const ROWS_PER_PAGE = 45

const next = random(7)
const regions = ['North', 'South', 'East', 'West']
const rows = Array.from({ length: pages * ROWS_PER_PAGE }, (_, i) => [
  String(10_000 + i),
  `2025-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
  regions[Math.floor(next() * 4)] ?? 'North',
  `Item ${Math.floor(next() * 500)}`,
  String(1 + Math.floor(next() * 90)),
  (next() * 1000).toFixed(2),
])
const bytes = ruledPdf({
  header: ['id', 'date', 'region', 'item', 'units', 'amount'],
  rows,
  rowsPerPage: ROWS_PER_PAGE,
})

async function textOnly(): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise
  let items = 0
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    items += (await page.getTextContent()).items.length
    page.cleanup()
  }
  await doc.destroy()
  return items
}

const best = async (run: () => Promise<unknown>) => {
  let fastest = Number.POSITIVE_INFINITY
  for (let i = 0; i < repeat; i++) {
    const start = performance.now()
    await run()
    fastest = Math.min(fastest, performance.now() - start)
  }
  return fastest
}

await textOnly() // warm: pdfjs loaded and compiled in this process
const baseline = await best(textOnly)
let found = 0
const extract = async () => {
  const tables = await extractPdfTables(bytes)
  found = tables.reduce((sum, t) => sum + t.rows.length, 0)
}
const coldStart = performance.now()
await extract()
const cold = performance.now() - coldStart
const extractor = await best(extract)
const rate = (ms: number) => (pages / ms) * 1000
console.log(
  `${pages} pages, ${rows.length} rows (${(bytes.length / 1024).toFixed(0)} KiB), best of ${repeat}`,
)
console.log(`pdfjs getTextContent  ${rate(baseline).toFixed(1)} pages/s (${baseline.toFixed(0)} ms)`)
console.log(
  `extractPdfTables      ${rate(extractor).toFixed(1)} pages/s (${extractor.toFixed(0)} ms), ${found} rows found`,
)
console.log(`  first file, worker start included: ${rate(cold).toFixed(1)} pages/s (${cold.toFixed(0)} ms)`)
console.log(`ratio ${(baseline / extractor).toFixed(2)}x (first file ${(baseline / cold).toFixed(2)}x)`)

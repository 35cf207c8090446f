/**
 * Pages per second of the PDF table extractor on a 100-page ruled table, against pdfjs's bare
 * text extraction (`getTextContent` on every page) measured in the same run on the same file, in
 * alternating rounds. The baseline runs in this process with pdfjs already loaded, twice a round:
 * with the native `Array.prototype.push` (the ratio's baseline: the reader worker puts it back
 * too) and with the core-js polyfill that pdfjs's legacy build installs (pdfjs as loaded). The
 * extractor runs on its warm worker (as in a server reading file after file); its first run, worker
 * start included, is printed beside it. Each side's best round is compared, and CPU time (the
 * whole process, worker included) is printed beside wall time.
 * Usage: `npm run bench:pdf-pages [-- --pages 100 --repeat 5]`.
 */
import { extractPdfTables } from '../src/ingest/pdf/pdf-extractor.js'
import { random } from './generate-csv.js'
import { ruledPdf } from './pdf-tables/ruled-pdf-writer.js'

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : String(process.argv[at + 1])
}
const pages = Number(arg('pages', '100'))
const repeat = Number(arg('repeat', '5'))
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

const nativePush = Array.prototype.push
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
const polyfillPush = Array.prototype.push

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

interface Timing {
  wall: number
  cpu: number
}
const timed = async (run: () => Promise<unknown>): Promise<Timing> => {
  const cpu = process.cpuUsage()
  const start = performance.now()
  await run()
  const used = process.cpuUsage(cpu)
  return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 }
}
const withPush = (push: typeof Array.prototype.push) => async () => {
  Array.prototype.push = push
  try {
    await textOnly()
  } finally {
    Array.prototype.push = nativePush
  }
}

let found = 0
const extract = async () => {
  const tables = await extractPdfTables(bytes)
  found = tables.reduce((sum, t) => sum + t.rows.length, 0)
}
await withPush(polyfillPush)() // warm: pdfjs loaded and compiled in this process
await withPush(nativePush)()
const cold = await timed(extract)
const rounds: { native: Timing; polyfill: Timing; extractor: Timing }[] = []
for (let i = 0; i < repeat; i++) {
  // Alternate which side goes first.
  const extractor = i % 2 === 1 ? await timed(extract) : undefined
  const native = await timed(withPush(nativePush))
  const polyfill = await timed(withPush(polyfillPush))
  rounds.push({ native, polyfill, extractor: extractor ?? (await timed(extract)) })
}
const best = (pick: (r: (typeof rounds)[number]) => Timing) =>
  rounds.map(pick).reduce((a, b) => (b.wall < a.wall ? b : a))
const rate = (t: Timing) =>
  `${((pages / t.wall) * 1000).toFixed(1)} pages/s (${t.wall.toFixed(0)} ms, cpu ${t.cpu.toFixed(0)} ms)`
const native = best((r) => r.native)
const polyfill = best((r) => r.polyfill)
const extractor = best((r) => r.extractor)
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
console.log(
  `${pages} pages, ${rows.length} rows (${(bytes.length / 1024).toFixed(0)} KiB), best of ${repeat} alternating rounds`,
)
console.log(`pdfjs getTextContent, native push     ${rate(native)}`)
console.log(`pdfjs getTextContent, core-js push    ${rate(polyfill)}`)
console.log(`extractPdfTables (warm worker)        ${rate(extractor)}, ${found} rows found`)
console.log(`  first file, worker start included:  ${rate(cold)}`)
console.log(
  `ratio ${(native.wall / extractor.wall).toFixed(2)}x (cpu ${(native.cpu / extractor.cpu).toFixed(2)}x, median of rounds ${median(rounds.map((r) => r.native.wall / r.extractor.wall)).toFixed(2)}x); ` +
    `against pdfjs as loaded ${(polyfill.wall / extractor.wall).toFixed(2)}x; first file ${(native.wall / cold.wall).toFixed(2)}x`,
)
await import('../src/ingest/reader-thread.js').then(({ readerWorker }) => readerWorker.close())

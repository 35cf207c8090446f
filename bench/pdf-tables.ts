/**
 * PDF table extraction against the cells other projects assert (`../shared/datasets/pdf-tables`):
 * every entry's PDF goes through `extractPdfTables`; each expected table is matched one-to-one
 * with the extracted table on its page that scores best. Prints the mean cell F1 over all
 * expected tables (entries asserting only some cells score the share of those found in place),
 * and the share of tables extracted exactly among entries whose quality is `clean`.
 * Tables are read page by page (`joinPages: false`), as the expected tables are.
 * Usage: `npm run bench:pdf-tables [-- --dir ../shared/datasets/pdf-tables --verbose]`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractPdfTables } from '../src/ingest/pdf/pdf-extractor.js'
import type { PdfTable } from '../src/ingest/pdf/pdf-types.js'
import {
  cellF1,
  exactMatch,
  type Grid,
  type PartialCell,
  parseCsv,
  partialScore,
} from './pdf-tables/table-score.js'

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : String(process.argv[at + 1])
}
const dir = arg('dir', join(import.meta.dirname, '../../shared/datasets/pdf-tables'))
const verbose = process.argv.includes('--verbose')
const only = arg('only', '')

interface Expected {
  readonly file: string
  readonly table_index_on_page?: number
}
interface Entry {
  readonly name: string
  readonly pdf: string
  readonly pages: readonly number[]
  readonly quality: string
  readonly layout: string
  readonly expected: readonly Expected[]
}

const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { entries: Entry[] }
const scores: number[] = []
let clean = 0
let exact = 0
for (const entry of manifest.entries) {
  if (only && !entry.name.includes(only)) continue
  let tables: PdfTable[] = []
  let failure = ''
  try {
    tables = await extractPdfTables(readFileSync(join(dir, entry.pdf)), { joinPages: false })
  } catch (error) {
    failure = (error as { code?: string }).code ?? 'error'
  }
  const onPage = tables.filter((t) => t.pages.includes(entry.pages[0] ?? 1))
  const used = new Set<PdfTable>()
  for (const expected of entry.expected) {
    const text = readFileSync(join(dir, expected.file), 'utf8')
    const partial = expected.file.endsWith('.json')
      ? (JSON.parse(text) as { cells: PartialCell[] }).cells
      : undefined
    const want: Grid = partial ? [] : parseCsv(text)
    const score = (t: PdfTable) => (partial ? partialScore(partial, t.rows) : cellF1(want, t.rows))
    const best = onPage.filter((t) => !used.has(t)).sort((a, b) => score(b) - score(a))[0]
    if (best) used.add(best)
    const f1 = best ? score(best) : 0
    scores.push(f1)
    const isExact = !partial && best !== undefined && exactMatch(want, best.rows)
    if (entry.quality === 'clean') {
      clean++
      if (isExact) exact++
    }
    const shape = best ? `${best.rows.length}x${best.rows[0]?.length ?? 0}` : failure || 'none'
    console.log(
      `${f1.toFixed(3)} ${isExact ? 'exact' : '     '} ${entry.quality.padEnd(16)} ${entry.layout.padEnd(7)} ${expected.file} (${shape}, ${onPage.length} on page)`,
    )
    if (verbose && best) {
      for (const row of best.rows) console.log(`    | ${row.join(' | ')}`)
    }
  }
}
const mean = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length)
console.log(`\nmean cell F1 ${mean.toFixed(3)} over ${scores.length} tables`)
console.log(`exact ${exact}/${clean} clean tables (${((100 * exact) / Math.max(1, clean)).toFixed(1)}%)`)

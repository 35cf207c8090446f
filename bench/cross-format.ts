/**
 * Cross-format agreement: DataBench train's questions asked of each table as CSV and as its
 * LibreOffice xlsx, ods and pdf, every form ingested through the HTTP JSON route of a real server.
 *
 *   npm run bench:formats -- [--ids all|even|odd] [--pdf-rows 2000] [--max-rows N] [--match REGEX]
 *                            [--forms xlsx,ods,pdf] [--show] [--dump FILE]
 *
 * Prints the questions answered right on the CSV (DataBench's scorer, the gold answers) and the
 * share of those also right on each other form. A table longer than --pdf-rows is printed to PDF
 * from its first --pdf-rows rows only; there the gold answers do not hold, so its PDF answers are
 * compared with the answers the same truncated CSV gets (the same result table, cell for cell),
 * and reported on their own line. Converted files are cached under $TALLY_BENCH_DIR/cross-format.
 * Needs LibreOffice and its Python bridge (`apt-get install libreoffice-calc-nogui python3-uno`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type DatabenchExample, type IdSplit, readDatabench } from './accuracy/databench-dataset.js'
import { databenchMatches } from './accuracy/databench-scorer.js'
import { BENCH_DIR } from './bench-args.js'
import { type Answer, openServer } from './cross-format/http-client.js'
import { type Form, headOfCsv, libreOfficeForm } from './cross-format/libreoffice-forms.js'

const { values: args } = parseArgs({
  options: {
    ids: { type: 'string', default: 'all' },
    'pdf-rows': { type: 'string', default: '2000' },
    'max-rows': { type: 'string' },
    match: { type: 'string' },
    forms: { type: 'string', default: 'xlsx,ods,pdf' },
    show: { type: 'boolean', default: false },
    dump: { type: 'string' },
  },
})

const datasetDir = resolve('../shared/datasets/databench-train')
const cacheDir = join(BENCH_DIR, 'cross-format')
const pdfRows = Number(args['pdf-rows'])
const maxRows = args['max-rows'] ? Number(args['max-rows']) : Number.POSITIVE_INFINITY
const forms = (args.forms ?? '').split(',').filter(Boolean) as Form[]
const ids: IdSplit = args.ids === 'even' || args.ids === 'odd' ? args.ids : 'all'

interface Row {
  readonly id: string
  readonly dataset: string
  readonly question: string
  readonly form: string
  /** 'gold': judged by the gold answer; 'head': compared with the truncated CSV's answer. */
  readonly reference: 'gold' | 'head'
  readonly right: boolean
  readonly answer: Answer
  readonly expected: string
}

const same = (a: Answer, b: Answer) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b)

function rowsOf(csv: string): number {
  // Records, not lines: a quoted cell may hold newlines.
  const text = readFileSync(csv, 'utf8')
  let quoted = false
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 34) quoted = !quoted
    else if (c === 10 && !quoted) n++
  }
  return n - 1
}

async function main() {
  const pattern = args.match ? new RegExp(args.match, 'i') : undefined
  const examples = (await readDatabench(datasetDir, ids)).filter((e) => !pattern || pattern.test(e.dataset))
  const byDataset = new Map<string, DatabenchExample[]>()
  for (const e of examples) byDataset.set(e.dataset, [...(byDataset.get(e.dataset) ?? []), e])
  // Every conversion first: soffice runs synchronously, and the server shares this process.
  const tables = [...byDataset.keys()]
    .map((dataset) => ({ dataset, csv: join(datasetDir, `tables/${dataset}.csv`) }))
    .map((t) => ({ ...t, n: rowsOf(t.csv) }))
    .filter((t) => t.n <= maxRows)
  for (const { dataset, csv, n } of tables) {
    for (const form of forms) {
      process.stderr.write(`converting ${dataset} to ${form}\n`)
      libreOfficeForm(form === 'pdf' && n > pdfRows ? headOfCsv(csv, pdfRows, cacheDir) : csv, form, cacheDir)
    }
  }
  const server = await openServer()
  const rows: Row[] = []
  const failures: string[] = []
  const started = process.cpuUsage()
  try {
    for (const { dataset, csv, n } of tables) {
      const questions = byDataset.get(dataset) ?? []
      process.stderr.write(`${dataset} (${n} rows, ${questions.length} questions)\n`)
      const ask = async (collection: string, file: string, name: string) => {
        const refused = await server.ingest(collection, dataset, file, name)
        if (refused) failures.push(`${dataset} ${collection}: ingest refused (${refused})`)
        const answers: Answer[] = []
        for (const q of questions)
          answers.push(refused ? undefined : await server.ask(collection, dataset, q.question))
        await server.remove(collection, dataset)
        return answers
      }
      const judge = (q: DatabenchExample, a: Answer) =>
        a !== undefined && databenchMatches(q.type, q.answer, a)
      const csvAnswers = await ask('csv', csv, `${dataset}.csv`)
      questions.forEach((q, i) => {
        rows.push(row(q, 'csv', 'gold', judge(q, csvAnswers[i]), csvAnswers[i], q.answer))
      })
      for (const form of forms) {
        const head = form === 'pdf' && n > pdfRows
        const source = head ? headOfCsv(csv, pdfRows, cacheDir) : csv
        const file = libreOfficeForm(source, form, cacheDir)
        const answers = await ask(form, file, `${dataset}.${form}`)
        if (!head) {
          questions.forEach((q, i) => {
            rows.push(row(q, form, 'gold', judge(q, answers[i]), answers[i], q.answer))
          })
          continue
        }
        const reference = await ask('csv-head', source, `${dataset}.csv`)
        questions.forEach((q, i) => {
          if (reference[i] === undefined) return
          rows.push(row(q, 'csv-head', 'head', true, reference[i], ''))
          rows.push(
            row(q, form, 'head', same(answers[i], reference[i]), answers[i], JSON.stringify(reference[i])),
          )
        })
      }
    }
  } finally {
    await server.close()
  }
  const cpu = process.cpuUsage(started)
  report(rows, failures)
  console.log(
    `  bench process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (LibreOffice conversions not counted)`,
  )
  if (args.dump) writeFileSync(args.dump, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`)
}

const row = (
  q: DatabenchExample,
  form: string,
  reference: Row['reference'],
  right: boolean,
  answer: Answer,
  expected: string,
): Row => ({ id: q.id, dataset: q.dataset, question: q.question, form, reference, right, answer, expected })

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`)

function report(rows: readonly Row[], failures: readonly string[]) {
  const csvRight = new Set(rows.filter((r) => r.form === 'csv' && r.right).map((r) => r.id))
  const csvAll = rows.filter((r) => r.form === 'csv')
  const tables = new Set(csvAll.map((r) => r.dataset)).size
  console.log(
    `Cross-format agreement, DataBench train (${ids} ids), ${tables} tables, through the HTTP JSON route`,
  )
  console.log(`  csv: ${csvRight.size} of ${csvAll.length} questions right (gold answers)`)
  for (const form of forms) {
    const gold = rows.filter((r) => r.form === form && r.reference === 'gold' && csvRight.has(r.id))
    const right = gold.filter((r) => r.right).length
    console.log(
      `  ${form.padEnd(4)}: ${right} of the ${gold.length} right on CSV also right: ${pct(right, gold.length)}` +
        ` (${new Set(gold.map((r) => r.dataset)).size} tables, whole)`,
    )
    const head = rows.filter((r) => r.form === form && r.reference === 'head')
    if (head.length > 0) {
      const agree = head.filter((r) => r.right).length
      console.log(
        `        ${agree} of ${head.length} answers the same as on the CSV's first ${pdfRows} rows: ${pct(agree, head.length)}` +
          ` (${new Set(head.map((r) => r.dataset)).size} longer tables, truncated)`,
      )
    }
  }
  for (const f of failures) console.log(`  ${f}`)
  if (!args.show) return
  for (const r of rows) {
    if (r.form === 'csv' || r.form === 'csv-head' || r.right) continue
    if (r.reference === 'gold' && !csvRight.has(r.id)) continue
    console.log(
      `\n[${r.form}] ${r.id} ${r.question}\n  expected ${r.expected}\n  got      ${JSON.stringify(r.answer)}`,
    )
  }
}

await main()

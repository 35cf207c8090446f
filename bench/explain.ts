/**
 * Shows how the parser reads one question over one file: the links it found and what every
 * recognizer proposed, with the words each left unexplained. A tuning aid, not part of the engine.
 *
 *   node --import tsx bench/explain.ts <file.csv> "<question>"
 */
import { basename } from 'node:path'
import { CatalogStore } from '../src/catalog/catalog-store.js'
import { createEngine } from '../src/index.js'
import { type Analysis, analyze } from '../src/intent/question-analysis.js'
import { tokenizeQuestion } from '../src/intent/question-tokens.js'
import { RECOGNIZERS } from '../src/intent/recognizers/recognizer-list.js'
import { tableModel } from '../src/intent/table-model.js'

const [file, question] = process.argv.slice(2)
if (!file || !question) {
  console.error('Usage: node --import tsx bench/explain.ts <file.csv> "<question>"')
  process.exit(2)
}

const engine = await createEngine()
try {
  // The file's own name: a table's name is part of its vocabulary ("flights" of flight_delays).
  const artifact = basename(file).replace(/\.\w+$/, '')
  await engine.ingest({ org: 'default', artifact, file })
  const { id } = await engine.organizations.resolve('default')
  const store = new CatalogStore(engine.database.system, await engine.database.organizationCatalog(id))
  const [table] = await store.listTables()
  if (!table) throw new Error('nothing ingested')
  const model = await tableModel({ ...table, values: () => store.columnValues(table.collection, table.name) })
  const a = analyze(question, tokenizeQuestion(question), model)
  printLinks(a)
  for (const recognize of RECOGNIZERS) {
    const c = recognize(a)
    if (!c) continue
    console.log(
      `\n${c.recognizer}: unexplained [${c.unexplained.join(', ')}] blocking [${c.blocking.join(', ')}]`,
    )
    console.log(`  ${JSON.stringify(c.intent)}`)
  }
} finally {
  await engine.close()
}

function printLinks(a: Analysis) {
  const said = (s: { start: number; end: number }) =>
    a.tokens
      .slice(s.start, s.end)
      .map((t) => t.text)
      .join(' ')
  console.log(`tokens: ${a.tokens.map((t) => `${t.text}/${t.stem}`).join(' ')}`)
  for (const l of a.columns) console.log(`column  '${said(l)}' -> ${l.column.name} (${l.tier})`)
  for (const v of a.values)
    console.log(
      `value   '${said(v)}' -> ${JSON.stringify({ ...v, cells: v.cells.slice(0, 2) }).slice(0, 400)}`,
    )
  for (const n of a.numbers) console.log(`number  '${said(n)}' -> ${JSON.stringify(n).slice(0, 120)}`)
  for (const p of a.periods) console.log(`period  '${said(p)}' -> ${JSON.stringify(p).slice(0, 120)}`)
}

import { basename } from 'node:path'
import { CatalogStore } from './src/catalog/catalog-store.js'
import { createEngine } from './src/index.js'
import { linkColumns } from './src/intent/column-linker.js'
import { tokenizeQuestion } from './src/intent/question-tokens.js'
import { tableModel } from './src/intent/table-model.js'
const [file, q] = process.argv.slice(2)
const engine = await createEngine()
await engine.ingest({ org: 'default', artifact: basename(file!).replace(/\.\w+$/, ''), file: file! })
const { id } = await engine.organizations.resolve('default')
const store = new CatalogStore(engine.database.system, await engine.database.organizationCatalog(id))
const [table] = await store.listTables()
const model = await tableModel({ ...table!, values: () => store.columnValues(table!.collection, table!.name) })
for (const l of linkColumns(tokenizeQuestion(q!), model.columns)) console.log(l.start, l.end, l.column.name, l.tier, l.coverage, l.said)
await engine.close()

import type { ArtifactInfo, CatalogColumn, CatalogTable, Engine } from '../../src/index.js'
import { TallyError } from '../../src/index.js'

export const fixture = (name: string) => `fixtures/ingest/${name}`

/** The table's qualified name, as DESIGN.md gives it: "<database>"."<collection>"."<table>". */
export const qualifiedName = (table: CatalogTable) =>
  [table.database, table.collection, table.name].map((part) => `"${part.replaceAll('"', '""')}"`).join('.')

export function onlyTable(info: ArtifactInfo): CatalogTable {
  const [table] = info.tables
  if (!table || info.tables.length !== 1) throw new Error(`expected one table, got ${info.tables.length}`)
  return table
}

export function column(table: CatalogTable, name: string): CatalogColumn {
  const found = table.columns.find((c) => c.name === name)
  if (!found) throw new Error(`no column ${name} in ${table.columns.map((c) => c.name).join(', ')}`)
  return found
}

/** The stored types by column name. */
export const typesOf = (table: CatalogTable) => Object.fromEntries(table.columns.map((c) => [c.name, c.type]))

/** The values of some columns in file order, read back through the engine's own database. */
export async function valuesOf(engine: Engine, table: CatalogTable, ...columns: string[]) {
  const list = columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ')
  const { rows } = await engine.database.query(`SELECT ${list} FROM ${qualifiedName(table)} ORDER BY "__row"`)
  return rows.map((row) => (columns.length === 1 ? row[0] : [...row]))
}

/** The TallyError code a failing promise rejects with. */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof TallyError) return error.code
    throw error
  }
  throw new Error('expected the promise to fail')
}

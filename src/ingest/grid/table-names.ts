import type { AssembledTable } from './grid-types.js'

/**
 * Names of an artifact's tables (DESIGN.md): the artifact's own name when there is one table;
 * otherwise `<artifact>/<sheet name>` (`.t<k>` added when a sheet holds several tables), or
 * `<artifact>/p<page>.t<k>` for tables of a PDF page.
 */
export function tableNames(artifact: string, tables: readonly AssembledTable[]): string[] {
  if (tables.length === 1) return [artifact]
  const perSheet = new Map<number, number>()
  for (const t of tables) perSheet.set(t.sheet, (perSheet.get(t.sheet) ?? 0) + 1)
  return tables.map((t) => {
    if (t.sheetName === undefined) return `${artifact}/p${t.sheet}.t${t.index}`
    const several = (perSheet.get(t.sheet) ?? 0) > 1
    return `${artifact}/${t.sheetName}${several ? `.t${t.index}` : ''}`
  })
}

/** Where a table was found, as the first of its notes. */
export function sourceNote(table: AssembledTable): string {
  if (table.source) return `${table.source}: ${table.rowCount} rows x ${table.header.length} columns`
  const place =
    table.sheetName === undefined ? `page ${table.sheet}` : `sheet ${table.sheet} "${table.sheetName}"`
  return `${place}, table ${table.index}: ${table.rowCount} rows x ${table.header.length} columns`
}

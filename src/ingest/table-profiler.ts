import type { CatalogColumn, ColumnValues } from '../catalog/catalog-types.js'
import type { DbSession } from '../db/duckdb-database.js'
import { scanColumnStats, type TableColumn, type TableStats } from './column-stats.js'
import type { FinishedTypes } from './table-finisher.js'
import { sampleValues } from './text-sample.js'
import {
  countsExactly,
  exactValueIndexes,
  sampledValueIndex,
  textRange,
  valueIndexOf,
} from './value-index.js'

const TOP_VALUES = 5

export interface TableProfile {
  readonly rowCount: number
  readonly columns: CatalogColumn[]
  readonly values: ColumnValues[]
}

/**
 * Builds the catalog profile from the loader's one stats scan (columns whose values were converted
 * are scanned again, alone), then for each text column a GROUP BY: exact when the distinct estimate
 * says the values fit the index, over a sample of rows otherwise, and the profile says which. The
 * exact ones the finisher already counted (a large table's) are taken as they are.
 */
export async function profileTable(
  session: DbSession,
  target: string,
  columns: readonly TableColumn[],
  loaded: TableStats,
  finished: FinishedTypes,
): Promise<TableProfile> {
  const rescanned = columns.filter((c) => finished.converted.has(c.name))
  const fresh = rescanned.length > 0 ? (await scanColumnStats(session, target, rescanned)).columns : new Map()
  const { rowCount } = loaded
  const statsOf = (name: string) => fresh.get(name) ?? loaded.columns.get(name)
  const text = columns.filter((c) => c.type === 'VARCHAR').map((c) => c.name)
  const exact = text.filter((name) => countsExactly(statsOf(name)?.distinctEstimate ?? 0, rowCount))
  // A small table's text columns were read whole for type inference: count them in memory.
  const { textSample } = finished
  const counted = textSample.complete ? exact.filter((name) => textSample.columns.includes(name)) : []
  const indexes = new Map([...finished.indexes].filter(([name]) => text.includes(name)))
  const rest = exact.filter((name) => !counted.includes(name) && !indexes.has(name))
  for (const [name, index] of await exactValueIndexes(session, target, rest)) indexes.set(name, index)
  for (const name of counted) indexes.set(name, valueIndexOf(name, sampleValues(textSample, name)))
  for (const name of text) {
    if (!indexes.has(name)) indexes.set(name, await sampledValueIndex(session, target, name, rowCount))
  }
  const profiled: CatalogColumn[] = []
  for (const { name, type } of columns) {
    const stats = statsOf(name)
    const index = indexes.get(name)
    const range = index ? await textRange(session, target, index) : [stats?.min ?? null, stats?.max ?? null]
    const complete = index?.complete === true
    profiled.push({
      name,
      type,
      profile: {
        nullCount: stats?.nullCount ?? 0,
        distinctCount: complete ? (index?.values.length ?? 0) : (stats?.distinctEstimate ?? 0),
        distinctApproximate: !complete,
        min: range[0] ?? null,
        max: range[1] ?? null,
        topValues: index?.values.slice(0, TOP_VALUES) ?? [],
        ...(index && !exact.includes(name) ? { topValuesApproximate: true } : {}),
        ...finished.notes.get(name),
      },
    })
  }
  return { rowCount, columns: profiled, values: [...indexes.values()] }
}

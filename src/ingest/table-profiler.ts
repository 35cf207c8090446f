import type { CatalogColumn, ColumnProfile, ColumnValues } from '../catalog/catalog-types.js'
import type { DbSession } from '../db/duckdb-database.js'
import { type ColumnStats, scanColumnStats, type TableColumn, type TableStats } from './column-stats.js'
import type { FinishedTypes } from './table-finisher.js'
import { sampleValues } from './text-sample.js'
import { countsExactly, indexFromTable, textRange, valueIndexOf } from './value-index.js'

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
 * exact ones the finisher already counted are taken as they are. A table over `deferAbove` rows
 * leaves the rest for the first question that reads them (deferred-values.ts): their profile says
 * so, and costs no scan.
 */
export async function profileTable(
  session: DbSession,
  target: string,
  columns: readonly TableColumn[],
  loaded: TableStats,
  finished: FinishedTypes,
  deferAbove: number,
): Promise<TableProfile> {
  const rescanned = columns.filter((c) => finished.converted.has(c.name))
  const fresh = rescanned.length > 0 ? (await scanColumnStats(session, target, rescanned)).columns : new Map()
  const { rowCount } = loaded
  const statsOf = (name: string) => fresh.get(name) ?? loaded.columns.get(name)
  const text = columns.filter((c) => c.type === 'VARCHAR').map((c) => c.name)
  // A small table's text columns were read whole for type inference: count them in memory.
  const { textSample } = finished
  const counted = textSample.complete ? text.filter((name) => textSample.columns.includes(name)) : []
  const indexes = new Map([...finished.indexes].filter(([name]) => text.includes(name)))
  for (const name of counted) indexes.set(name, valueIndexOf(name, sampleValues(textSample, name)))
  const rest = text.filter((name) => !indexes.has(name))
  const deferred = new Set(rowCount > deferAbove ? rest : [])
  const estimate = (name: string) => statsOf(name)?.distinctEstimate ?? 0
  if (deferred.size === 0) {
    for (const [name, index] of await indexFromTable(session, target, rest, estimate, rowCount)) {
      indexes.set(name, index)
    }
  }
  const profiled: CatalogColumn[] = []
  for (const { name, type } of columns) {
    const stats = statsOf(name)
    const index = indexes.get(name)
    const profile = deferred.has(name)
      ? pendingProfile(stats)
      : index
        ? await indexedProfile(session, target, stats, index, countsExactly(estimate(name), rowCount))
        : statsProfile(stats)
    profiled.push({ name, type, profile: { ...profile, ...finished.notes.get(name) } })
  }
  return { rowCount, columns: profiled, values: [...indexes.values()] }
}

type Counts = Pick<ColumnStats, 'nullCount' | 'distinctEstimate'>

/** A column without a value index: its figures are the stats scan's. */
function statsProfile(stats: ColumnStats | undefined): ColumnProfile {
  return {
    nullCount: stats?.nullCount ?? 0,
    distinctCount: stats?.distinctEstimate ?? 0,
    distinctApproximate: true,
    min: stats?.min ?? null,
    max: stats?.max ?? null,
    topValues: [],
  }
}

/** A text column whose value index waits for the first question. */
function pendingProfile(stats: Counts | undefined): ColumnProfile {
  return {
    nullCount: stats?.nullCount ?? 0,
    distinctCount: stats?.distinctEstimate ?? 0,
    distinctApproximate: true,
    min: null,
    max: null,
    topValues: [],
    valuesPending: true,
  }
}

/**
 * A text column's profile from its value index: exact distinct count, min and max when the index is
 * complete (else the estimate, and a scan for min and max), the most frequent values first.
 * `exact`: the index was counted over every row, not a sample.
 */
export async function indexedProfile(
  session: DbSession,
  target: string,
  stats: Counts | undefined,
  index: ColumnValues,
  exact: boolean,
): Promise<ColumnProfile> {
  const [min, max] = await textRange(session, target, index)
  return {
    nullCount: stats?.nullCount ?? 0,
    distinctCount: index.complete ? index.values.length : (stats?.distinctEstimate ?? 0),
    distinctApproximate: !index.complete,
    min,
    max,
    topValues: index.values.slice(0, TOP_VALUES),
    ...(exact ? {} : { topValuesApproximate: true }),
  }
}

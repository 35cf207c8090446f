import { storageTableName } from '../catalog/catalog-schema.js'
import { CatalogStore } from '../catalog/catalog-store.js'
import type { CatalogColumn } from '../catalog/catalog-types.js'
import { qualifiedName } from '../catalog/table-storage.js'
import type { DbLane } from '../db/duckdb-database.js'
import { indexedProfile } from './table-profiler.js'
import { countsExactly, indexFromTable } from './value-index.js'

/**
 * Builds the value indexes a large table's ingest left for later (see profileTable) and completes
 * those columns' profiles, in one transaction. Callers run it one at a time per organization, as
 * ingests are, so the table cannot be replaced meanwhile; a second call finds nothing pending and
 * does nothing. Returns how many columns it indexed.
 */
export async function buildPendingValues(
  lane: DbLane,
  database: string,
  collection: string,
  table: string,
): Promise<number> {
  return lane.transaction(async (session) => {
    const store = new CatalogStore(session, database)
    const { rowCount, columns } = await store.pendingValues(collection, table)
    if (columns.length === 0) return 0
    const target = qualifiedName(database, collection, storageTableName(table))
    // While pending, a profile's distinct count is the load's estimate, as profileTable had it.
    const estimate = (name: string) => columns.find((c) => c.name === name)?.profile.distinctCount ?? 0
    const names = columns.map((c) => c.name)
    const indexes = await indexFromTable(session, target, names, estimate, rowCount)
    const completed: CatalogColumn[] = []
    for (const { name, type, profile } of columns) {
      const index = indexes.get(name)
      if (!index) continue
      const counts = { nullCount: profile.nullCount, distinctEstimate: profile.distinctCount }
      const exact = countsExactly(profile.distinctCount, rowCount)
      completed.push({ name, type, profile: await indexedProfile(session, target, counts, index, exact) })
    }
    await store.recordValues(collection, table, [...indexes.values()])
    await store.updateProfiles(collection, table, completed)
    return completed.length
  })
}

import type { CatalogTable, ColumnValues } from '../catalog/catalog-types.js'

/** What the Messages service needs of the catalog, per organization. */
export interface CatalogReader {
  /** Organization slug or id -> id; throws not_found_error. */
  resolveOrg(slugOrId: string): Promise<string>
  /** The organization's tables (cached until one of its artifacts changes). */
  tables(orgId: string): Promise<readonly CatalogTable[]>
  /** The value index of a table's text columns (cached until the table changes). */
  values(orgId: string, table: CatalogTable): Promise<readonly ColumnValues[]>
}

/** Where the cached reader reads from: the catalog store of each organization. */
export interface CatalogSource {
  resolveOrg(slugOrId: string): Promise<string>
  listTables(orgId: string): Promise<CatalogTable[]>
  columnValues(orgId: string, collection: string, table: string): Promise<ColumnValues[]>
}

/** A reader that keeps each organization's listing and value indexes until told they changed. */
export interface CachedCatalogReader extends CatalogReader {
  /** Forgets what is cached of one artifact; call after every ingest, replace or delete of it. */
  changed(orgId: string, collection: string, artifact: string): void
}

/**
 * Value indexes loaded at once: a question over hundreds of cold tables would otherwise queue one
 * catalog query per table at the same moment and overflow the system lane's queue.
 */
const LOADS_AT_ONCE = 4

export function cachedCatalogReader(source: CatalogSource): CachedCatalogReader {
  const listings = new Map<string, Promise<CatalogTable[]>>()
  /** orgId -> `collection\0artifact\0table` -> value index. */
  const values = new Map<string, Map<string, Promise<readonly ColumnValues[]>>>()
  const load = limiter(LOADS_AT_ONCE)
  const keep = <K, V>(map: Map<K, Promise<V>>, key: K, pending: Promise<V>) => {
    map.set(key, pending)
    pending.catch(() => {
      if (map.get(key) === pending) map.delete(key)
    })
    return pending
  }

  return {
    resolveOrg: (slugOrId) => source.resolveOrg(slugOrId),
    tables(orgId) {
      return listings.get(orgId) ?? keep(listings, orgId, source.listTables(orgId))
    },
    values(orgId, table) {
      let forOrg = values.get(orgId)
      if (!forOrg) {
        forOrg = new Map()
        values.set(orgId, forOrg)
      }
      const key = `${table.collection}\u0000${table.artifact}\u0000${table.name}`
      return (
        forOrg.get(key) ??
        keep(
          forOrg,
          key,
          load(() => source.columnValues(orgId, table.collection, table.name)),
        )
      )
    },
    changed(orgId, collection, artifact) {
      listings.delete(orgId)
      const forOrg = values.get(orgId)
      const prefix = `${collection}\u0000${artifact}\u0000`
      for (const key of forOrg?.keys() ?? []) if (key.startsWith(prefix)) forOrg?.delete(key)
    },
  }
}

/** Runs at most `limit` tasks at once; the rest wait their turn (never refused). */
function limiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: (() => void)[] = []
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

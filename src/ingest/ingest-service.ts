import { ensureCatalogSchema, STAGING_PREFIX } from '../catalog/catalog-schema.js'
import { CatalogStore } from '../catalog/catalog-store.js'
import type { ArtifactInfo } from '../catalog/catalog-types.js'
import { publishTable, qualifiedName, sweepStaging } from '../catalog/table-storage.js'
import type { Database } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'
import { invalidRequest } from '../errors.js'
import { RESOURCE_ID, randomHex } from '../ids.js'
import type { ResolvedOptions } from '../options.js'
import { detectFormat } from './file-format.js'
import type { IngestRequest } from './ingest-types.js'
import { stageFile } from './staging.js'
import { finishTypes } from './table-finisher.js'
import { loadTable } from './table-loader.js'
import { profileTable } from './table-profiler.js'

export const DEFAULT_COLLECTION = 'default'

const swept = new WeakMap<Database, Set<string>>()

/** Staging tables can only be left by an earlier process: sweep each organization once per engine. */
async function sweepOnce(db: Database, database: string): Promise<void> {
  const done = swept.get(db) ?? new Set<string>()
  swept.set(db, done)
  if (done.has(database)) return
  await sweepStaging(db, database)
  done.add(database)
}

export function checkResourceId(kind: 'collection' | 'artifact', id: string): string {
  if (!RESOURCE_ID.test(id)) {
    throw invalidRequest(`invalid_${kind}_id`, `Invalid ${kind} id: it must match ${RESOURCE_ID.source}.`)
  }
  return id
}

/**
 * Stages the file and loads it into a staging table (retrying reads as needed), then in one
 * transaction settles the types, profiles the table, drops the artifact's previous version and
 * publishes the new one with its catalog rows: a failed ingest leaves the old version as it was.
 */
export async function ingestArtifact(
  db: Database,
  options: ResolvedOptions,
  orgId: string,
  request: IngestRequest,
): Promise<ArtifactInfo> {
  const collection = checkResourceId('collection', request.collection ?? DEFAULT_COLLECTION)
  const artifact = checkResourceId('artifact', request.artifact)
  const staged = await stageFile(db.stagingDir, request.file, request.fileName, options.maxFileBytes)
  try {
    const format = await detectFormat(staged.path, staged.fileName)
    if (format === 'xlsx' || format === 'pdf') {
      throw invalidRequest('unsupported_file_type', `Reading .${format} files is not supported yet.`)
    }
    const database = await db.organizationCatalog(orgId)
    await ensureCatalogSchema(db, database)
    await db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(database)}.${quoteIdentifier(collection)}`)
    const staging = `${STAGING_PREFIX}${randomHex(8)}`
    await sweepOnce(db, database)
    const target = qualifiedName(database, collection, staging)
    try {
      const plan = await loadTable(db.ingest, format, staged.path, target, options)
      return await db.ingest.transaction(async (session) => {
        const finished = await finishTypes(session, target, plan)
        const profile = await profileTable(session, target, finished.columns, plan.stats, finished)
        const store = new CatalogStore(session, database)
        await store.removeArtifact(collection, artifact)
        await publishTable(session, database, collection, staging, artifact)
        const ingestedAt = new Date().toISOString()
        const table = {
          collection,
          artifact,
          name: artifact,
          database,
          rowCount: profile.rowCount,
          columns: profile.columns,
        }
        await store.recordArtifact(collection, artifact, staged.fileName, ingestedAt)
        await store.recordTable(table, 0, profile.values)
        const notes = plan.notes?.length ? { notes: plan.notes } : {}
        return { collection, artifact, fileName: staged.fileName, ingestedAt, tables: [table], ...notes }
      })
    } finally {
      await db.query(`DROP TABLE IF EXISTS ${target}`)
    }
  } finally {
    await staged.remove()
  }
}

import { ensureCatalogSchema } from '../catalog/catalog-schema.js'
import { CatalogStore } from '../catalog/catalog-store.js'
import { type ArtifactInfo, type CatalogTable, ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { Database, DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'
import { invalidRequest } from '../errors.js'
import { RESOURCE_ID } from '../ids.js'
import type { ResolvedOptions } from '../options.js'
import { loadCsv } from './csv-reader.js'
import { detectFormat } from './file-format.js'
import type { IngestRequest } from './ingest-types.js'
import { stageFile } from './staging.js'
import { loadStructured } from './structured-reader.js'
import { addRowNumber, describeTable, narrowWholeNumbers } from './table-finisher.js'
import { profileTable } from './table-profiler.js'

export const DEFAULT_COLLECTION = 'default'

export function checkResourceId(kind: 'collection' | 'artifact', id: string): string {
  if (!RESOURCE_ID.test(id)) {
    throw invalidRequest(`invalid_${kind}_id`, `Invalid ${kind} id: it must match ${RESOURCE_ID.source}.`)
  }
  return id
}

/**
 * Stages the file, then in one transaction drops the artifact's previous tables, loads the new
 * ones, profiles them and records them in the catalog: a failed ingest leaves the old version.
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
    return await db.transaction(async (session) => {
      await ensureCatalogSchema(session, database)
      await session.query(
        `CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(database)}.${quoteIdentifier(collection)}`,
      )
      const store = new CatalogStore(session, database)
      await store.removeArtifact(collection, artifact)
      const target = `${quoteIdentifier(database)}.${quoteIdentifier(collection)}.${quoteIdentifier(artifact)}`
      let wholeNumberCandidates: string[] = []
      if (format === 'csv') ({ wholeNumberCandidates } = await loadCsv(session, staged.path, target, options))
      else await loadStructured(session, staged.path, target, format)
      const identity = { collection, artifact, name: artifact, database }
      const table = await finishTable(session, target, identity, wholeNumberCandidates)
      const ingestedAt = new Date().toISOString()
      await store.recordArtifact(collection, artifact, staged.fileName, ingestedAt)
      await store.recordTable(table.table, 0, table.values)
      return { collection, artifact, fileName: staged.fileName, ingestedAt, tables: [table.table] }
    })
  } finally {
    await staged.remove()
  }
}

async function finishTable(
  session: DbSession,
  target: string,
  identity: Pick<CatalogTable, 'collection' | 'artifact' | 'name' | 'database'>,
  wholeNumberCandidates: readonly string[],
) {
  const columns = await describeTable(session, target)
  if (columns.length === 0) throw invalidRequest('no_table', 'The file holds no table.')
  await addRowNumber(session, target)
  await narrowWholeNumbers(session, target, wholeNumberCandidates)
  const finalColumns = await describeTable(session, target)
  const visible = finalColumns.filter((c) => c.name !== ROW_NUMBER_COLUMN)
  const profile = await profileTable(session, target, visible)
  return {
    table: { ...identity, rowCount: profile.rowCount, columns: profile.columns },
    values: profile.values,
  }
}

import { dirname } from 'node:path'
import { ensureCatalogSchema, STAGING_PREFIX } from '../catalog/catalog-schema.js'
import { CatalogStore } from '../catalog/catalog-store.js'
import type { ArtifactInfo, CatalogTable, ColumnValues } from '../catalog/catalog-types.js'
import { publishTable, qualifiedName, sweepStaging } from '../catalog/table-storage.js'
import type { Database, DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'
import { invalidRequest } from '../errors.js'
import { randomHex } from '../ids.js'
import type { ResolvedOptions } from '../options.js'
import { detectFormat, readHead } from './file-format.js'
import { gridFormatOf } from './grid/grid-formats.js'
import { loadGridTable } from './grid/grid-loader.js'
import { sourceNote, tableNames } from './grid/table-names.js'
import type { IngestRequest } from './ingest-types.js'
import { checkResourceId, DEFAULT_COLLECTION } from './resource-ids.js'
import { stageFile } from './staging.js'
import { finishTypes, type TypePlan } from './table-finisher.js'
import { loadTable } from './table-loader.js'
import { profileTable } from './table-profiler.js'

const swept = new WeakMap<Database, Set<string>>()

/** Staging tables can only be left by an earlier process: sweep each organization once per engine. */
async function sweepOnce(db: Database, database: string): Promise<void> {
  const done = swept.get(db) ?? new Set<string>()
  swept.set(db, done)
  if (done.has(database)) return
  await sweepStaging(db, database)
  done.add(database)
}

function checkDateOrder(order: string | undefined): 'dmy' | 'mdy' | 'auto' {
  if (order === undefined || order === 'dmy' || order === 'mdy' || order === 'auto') return order ?? 'auto'
  throw invalidRequest('invalid_date_order', "dateOrder must be 'dmy', 'mdy' or 'auto'.")
}

interface TableSource {
  readonly name: string
  readonly notes: readonly string[]
  readonly load: (session: DbSession, target: string) => Promise<TypePlan>
}

/** The tables a staged file holds: one for CSV, JSON and Parquet; one per table found for grids. */
async function tableSources(
  options: ResolvedOptions,
  artifact: string,
  path: string,
  fileName: string,
): Promise<TableSource[]> {
  const head = await readHead(path)
  const format = detectFormat(head, fileName)
  const grid = gridFormatOf(format)
  if (!grid) {
    const fixed = format as 'csv' | 'json' | 'parquet'
    return [
      {
        name: artifact,
        notes: [],
        load: (session, target) => loadTable(session, fixed, path, target, options),
      },
    ]
  }
  const tables = await grid.read(path, head, { kind: 'stage', dir: dirname(path) }, options)
  if (tables.length === 0) {
    throw invalidRequest(
      'no_table_found',
      'No table was found in the file: no sheet or page holds a header over rows.',
    )
  }
  const names = tableNames(artifact, tables)
  return tables.map((table, i) => ({
    name: names[i] ?? artifact,
    notes: [sourceNote(table), ...table.notes],
    load: (session, target) => loadGridTable(session, table, target),
  }))
}

/**
 * Stages the file and loads each of its tables into a staging table (retrying reads as needed),
 * then in one transaction settles the types, profiles the tables, drops the artifact's previous
 * version and publishes the new one with its catalog rows: a failed ingest leaves the old version
 * as it was.
 */
export async function ingestArtifact(
  db: Database,
  options: ResolvedOptions,
  orgId: string,
  request: IngestRequest,
): Promise<ArtifactInfo> {
  const collection = checkResourceId('collection', request.collection ?? DEFAULT_COLLECTION)
  const artifact = checkResourceId('artifact', request.artifact)
  const progress = request.onProgress
  const staged = await stageFile(
    db.stagingDir,
    request.file,
    request.fileName,
    options.maxFileBytes,
    progress && ((bytes) => progress({ phase: 'staging', bytes, percent: 0 })),
  )
  const bytes = staged.bytes
  try {
    progress?.({ phase: 'staged', bytes, percent: 0 })
    const sources = await tableSources(options, artifact, staged.path, staged.fileName)
    const database = await db.organizationCatalog(orgId)
    await ensureCatalogSchema(db, database)
    await db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(database)}.${quoteIdentifier(collection)}`)
    await sweepOnce(db, database)
    const staging = sources.map(() => `${STAGING_PREFIX}${randomHex(8)}`)
    const target = (i: number) => qualifiedName(database, collection, staging[i] ?? '')
    try {
      const plans: TypePlan[] = []
      for (const [i, source] of sources.entries()) plans.push(await source.load(db.ingest, target(i)))
      const rowsRead = plans.reduce((sum, plan) => sum + plan.stats.rowCount, 0)
      progress?.({ phase: 'read', bytes, percent: 100, rows: rowsRead })
      const info = await db.ingest.transaction(async (session) => {
        const store = new CatalogStore(session, database)
        const tables: CatalogTable[] = []
        const values: ColumnValues[][] = []
        for (const [i, source] of sources.entries()) {
          const plan = { ...(plans[i] as TypePlan), dateOrder: checkDateOrder(request.dateOrder) }
          const finished = await finishTypes(session, target(i), plan)
          const profile = await profileTable(
            session,
            target(i),
            finished.columns,
            (plans[i] as TypePlan).stats,
            finished,
            options.deferValueIndexRows,
          )
          tables.push({
            collection,
            artifact,
            name: source.name,
            database,
            rowCount: profile.rowCount,
            columns: profile.columns,
            notes: [...source.notes, ...((plans[i] as TypePlan).notes ?? [])],
          })
          values.push(profile.values)
        }
        await store.removeArtifact(collection, artifact)
        const ingestedAt = new Date().toISOString()
        await store.recordArtifact(collection, artifact, staged.fileName, ingestedAt)
        for (const [i, table] of tables.entries()) {
          await publishTable(session, database, collection, staging[i] ?? '', table.name)
          await store.recordTable(table, i, values[i] ?? [])
        }
        const notes = plans.flatMap((plan) => plan.notes ?? [])
        return {
          collection,
          artifact,
          fileName: staged.fileName,
          ingestedAt,
          tables,
          ...(notes.length ? { notes } : {}),
        }
      })
      const rows = info.tables.reduce((sum, table) => sum + table.rowCount, 0)
      progress?.({ phase: 'done', bytes, percent: 100, rows })
      return info
    } finally {
      for (const i of staging.keys()) await db.query(`DROP TABLE IF EXISTS ${target(i)}`)
    }
  } finally {
    await staged.remove()
  }
}

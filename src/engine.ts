import { CatalogStore } from './catalog/catalog-store.js'
import type { ArtifactInfo } from './catalog/catalog-types.js'
import { type Database, openDatabase } from './db/duckdb-database.js'
import { notFound } from './errors.js'
import type { IngestRequest } from './ingest/ingest-types.js'
import { checkResourceId, DEFAULT_COLLECTION } from './ingest/resource-ids.js'
import { cachedCatalogReader } from './messages/catalog-reader.js'
import { createMessages, type Messages } from './messages/message-service.js'
import { type EngineOptions, type ResolvedOptions, resolveOptions } from './options.js'
import { createDuckDbOrganizationStore, type OrganizationStore } from './workspace/organization-store.js'
import type { WorkspaceOptions } from './workspace/workspace-context.js'
import { createWorkspace, type Workspace } from './workspace/workspace-service.js'

/**
 * The ingest pipeline (readers, type inference, profile, value index: about 30 modules, ~40 ms of
 * CPU to load) comes with the first ingest: createEngine() does not wait for it.
 */
let ingestService: Promise<typeof import('./ingest/ingest-service.js')> | undefined
const loadIngest = () => {
  ingestService ??= import('./ingest/ingest-service.js')
  return ingestService
}

/** Starts loading the ingest pipeline without waiting (see preloadAnswering). */
export const preloadIngest = (): Promise<unknown> => loadIngest()

/** The engine: ingest files, ask questions, list and delete artifacts. One per data directory. */
export interface Engine {
  readonly options: ResolvedOptions
  readonly messages: Messages
  readonly organizations: OrganizationStore
  /** Accounts, memberships, roles, API tokens and sessions, in the system database. */
  readonly workspace: Workspace
  /** The hardened DuckDB instance, for adapters and stores that keep state in the system database. */
  readonly database: Database
  ingest(request: IngestRequest): Promise<ArtifactInfo>
  listArtifacts(org: string, collection?: string): Promise<ArtifactInfo[]>
  /** Deletes an artifact and its tables; not_found_error when there is none. */
  deleteArtifact(org: string, collection: string, artifact: string): Promise<void>
  close(): Promise<void>
}

export async function createEngine(
  options: EngineOptions & { readonly workspace?: WorkspaceOptions } = {},
): Promise<Engine> {
  const resolved = resolveOptions(options)
  const db = await openDatabase(resolved)
  const organizations = await createDuckDbOrganizationStore(db.system)
  const workspace = await createWorkspace(db, organizations, options.workspace)
  const orgLocks = new Map<string, Promise<unknown>>()

  const storeFor = async (orgId: string) => new CatalogStore(db.system, await db.organizationCatalog(orgId))
  // Organizations are never renamed or deleted: a resolved slug is remembered (one query less a question).
  const orgIds = new Map<string, string>()
  const orgId = async (org: string) => {
    const known = orgIds.get(org)
    if (known) return known
    const { id } = await organizations.resolve(org)
    if (orgIds.size >= 10_000) orgIds.clear()
    orgIds.set(org, id)
    return id
  }

  /** Writes to one organization's database run one at a time. */
  function exclusive<T>(id: string, work: () => Promise<T>): Promise<T> {
    const previous = orgLocks.get(id) ?? Promise.resolve()
    const next = previous.then(work, work)
    orgLocks.set(
      id,
      next.catch(() => undefined),
    )
    return next
  }

  /**
   * A large table's value index is built by the first question that reads it (the reader shares
   * that one load among questions); builds take the organization's turn, as ingests do, so a table
   * replaced meanwhile is never indexed as the old one.
   */
  const columnValues = async (id: string, collection: string, table: string) => {
    const store = await storeFor(id)
    if ((await store.pendingValues(collection, table)).columns.length > 0) {
      const { buildPendingValues } = await import('./ingest/deferred-values.js')
      await exclusive(id, () => buildPendingValues(db.ingest, store.database, collection, table))
    }
    return store.columnValues(collection, table)
  }

  const catalog = cachedCatalogReader({
    resolveOrg: orgId,
    listTables: async (id) => (await storeFor(id)).listTables(),
    columnValues,
  })

  return {
    options: resolved,
    messages: createMessages(db, resolved, catalog),
    organizations,
    workspace,
    database: db,
    async ingest(request) {
      const id = await orgId(request.org)
      const { ingestArtifact } = await loadIngest()
      try {
        return await exclusive(id, () => ingestArtifact(db, resolved, id, request))
      } finally {
        catalog.changed(id, request.collection ?? DEFAULT_COLLECTION, request.artifact)
      }
    },
    async listArtifacts(org, collection) {
      if (collection !== undefined) checkResourceId('collection', collection)
      return (await storeFor(await orgId(org))).listArtifacts(collection)
    },
    async deleteArtifact(org, collection = DEFAULT_COLLECTION, artifact) {
      checkResourceId('collection', collection)
      checkResourceId('artifact', artifact)
      const id = await orgId(org)
      const database = await db.organizationCatalog(id)
      const removed = await exclusive(id, () =>
        db.transaction((session) => new CatalogStore(session, database).removeArtifact(collection, artifact)),
      )
      catalog.changed(id, collection, artifact)
      if (!removed)
        throw notFound('artifact_not_found', `No artifact '${artifact}' in collection '${collection}'.`)
    },
    close: () => db.close(),
  }
}

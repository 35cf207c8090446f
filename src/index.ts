/**
 * Tally's public surface.
 *
 * @example
 * import { createEngine } from 'tally'
 * const engine = await createEngine()
 * await engine.ingest({ org: 'default', artifact: 'sales', file: 'fixtures/sales.csv' })
 * const reply = await engine.messages.create(
 *   { messages: [{ role: 'user', content: 'how many rows are there?' }] },
 *   { org: 'default' },
 * )
 * await engine.close()
 */

export type { ArtifactInfo, CatalogColumn, CatalogTable, ColumnProfile } from './catalog/catalog-types.js'
export type { Engine } from './engine.js'
export { createEngine } from './engine.js'
export type { ErrorType } from './errors.js'
export { TallyError } from './errors.js'
/**
 * Writes every table of a workbook or PDF as `<outDir>/<stem>.p<page>.t<k>.csv` (no engine needed).
 *
 * @example
 * const tables = await extractTables('report.xlsx', 'out')
 * for (const t of tables) console.log(t.file, t.rows, t.columns)
 */
export { extractTables } from './ingest/grid/extract-tables.js'
export type { ExtractedTable, ExtractOptions } from './ingest/grid/extract-writer.js'
export type { IngestProgress, IngestRequest, IngestResult } from './ingest/ingest-types.js'
export type { MessageReply, MessageRequest } from './messages/message-schemas.js'
export type { MessageContext, Messages } from './messages/message-service.js'
export type { MessageStreamEvent, StreamOptions } from './messages/message-stream.js'
export type { EngineOptions } from './options.js'
export type { Organization } from './workspace/organization-store.js'
export type { Provider, Role } from './workspace/roles.js'
export { hasRole, PROVIDERS, ROLES } from './workspace/roles.js'
export type { WorkspaceOptions } from './workspace/workspace-context.js'
export type { BootstrapRequest, BootstrapResult, Workspace } from './workspace/workspace-service.js'
export type {
  AccessContext,
  Account,
  AccountRecord,
  CreatedToken,
  TokenInfo,
  User,
} from './workspace/workspace-types.js'

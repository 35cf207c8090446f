import type { CatalogTable, ColumnValues } from '../catalog/catalog-types.js'

/** What the Messages service needs of the catalog, per organization. */
export interface CatalogReader {
  /** Organization slug or id -> id; throws not_found_error. */
  resolveOrg(slugOrId: string): Promise<string>
  tables(orgId: string): Promise<CatalogTable[]>
  /** The value index of a table's text columns (cached until the table changes). */
  values(orgId: string, table: CatalogTable): Promise<readonly ColumnValues[]>
}

import type { Cell } from '../db/query-result.js'

/** What ingest learned about one column. Approximate figures say so. */
export interface ColumnProfile {
  readonly nullCount: number
  readonly distinctCount: number
  /** True when distinctCount is an estimate (HyperLogLog) rather than exact. */
  readonly distinctApproximate: boolean
  readonly min: Cell
  readonly max: Cell
  /** Most frequent values of a text column, most frequent first. */
  readonly topValues: readonly { readonly value: string; readonly count: number }[]
  /** Present and true when topValues come from a sample of rows (counts scaled to the table). */
  readonly topValuesApproximate?: boolean
  /**
   * Present and true while a text column's value index waits for the first question that reads it
   * (tables over the engine's `deferValueIndexRows`): until then distinctCount is an estimate and
   * min, max and topValues are empty; building the index fills them in and drops this flag.
   */
  readonly valuesPending?: true
  /** How text was turned into this column's type, e.g. 'currency $', 'percent', 'date MM/DD/YYYY'. */
  readonly conversion?: string
  /** The unit stripped from the values, e.g. '%' or '$'. */
  readonly unit?: string
}

export interface CatalogColumn {
  readonly name: string
  /** DuckDB type name: BIGINT, DOUBLE, VARCHAR, DATE, TIMESTAMP, BOOLEAN, ... */
  readonly type: string
  readonly profile: ColumnProfile
}

/**
 * Name of the hidden 1-based file-order column every ingested table carries. Tables are views over
 * their stored rows that add it from DuckDB's rowid, which costs nothing at ingest.
 */
export const ROW_NUMBER_COLUMN = '__row'

export interface CatalogTable {
  readonly collection: string
  readonly artifact: string
  /** The table's name inside the collection's schema. */
  readonly name: string
  /** DuckDB catalog (attached database) holding the organization's data. */
  readonly database: string
  readonly rowCount: number
  /** Visible columns in file order; the hidden row-number column is not listed. */
  readonly columns: readonly CatalogColumn[]
  /**
   * What ingest decided for the whole table, in plain words: where it was found (sheet, page),
   * title rows skipped, a totals row left out, the date order chosen, rows padded or dropped.
   */
  readonly notes?: readonly string[]
}

export interface ArtifactInfo {
  readonly collection: string
  readonly artifact: string
  readonly fileName: string
  readonly ingestedAt: string
  readonly tables: readonly CatalogTable[]
  /** Said once, in the ingest reply: what the reader decided that changes what a person may expect. */
  readonly notes?: readonly string[]
}

/**
 * Distinct values of one text column with their counts. `complete` is false when capped; the
 * values are then the most frequent ones, from a sample of rows when the column has many.
 */
export interface ColumnValues {
  readonly column: string
  readonly values: readonly { readonly value: string; readonly count: number }[]
  readonly complete: boolean
}

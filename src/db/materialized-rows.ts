import type { DuckDBMaterializedResult } from '@duckdb/node-api'
import { loadDuckDbApi } from './duckdb-api.js'

const { JsonDuckDBValueConverter } = loadDuckDbApi()

/** A statement's result as JSON values, with its column names and DuckDB type names. */
export interface JsonRows {
  readonly names: readonly string[]
  readonly types: readonly string[]
  readonly rows: readonly (readonly unknown[])[]
}

/**
 * Reads a materialized result (what `run()` of a connection or prepared statement returns) chunk by
 * chunk without awaiting: its chunks are already in memory. The reader of @duckdb/node-api awaits
 * `fetchChunk` once per chunk and once more for the end, each a round trip through libuv's thread
 * pool; a question's statement cost ~0.3 ms more CPU that way (1.6 against 1.3 ms, 2 at once).
 * The values are the ones that reader's `getRowsJson()` gives (the same converter, row by row).
 */
export function materializedRows(result: DuckDBMaterializedResult): JsonRows {
  const rows: unknown[][] = []
  for (let i = 0; i < result.chunkCount; i++)
    rows.push(...result.getChunk(i).convertRows(JsonDuckDBValueConverter))
  return {
    names: result.columnNames(),
    types: result.columnTypes().map((t) => t.toString()),
    rows,
  }
}

import type { CatalogTable, ColumnValues } from '../catalog/catalog-types.js'
import type { SqlParam } from '../db/duckdb-database.js'
import type { QueryResult } from '../db/query-result.js'

/** A table in scope of a question, with its value index loaded on demand (cached by the engine). */
export interface TableInScope extends CatalogTable {
  values(): Promise<readonly ColumnValues[]>
}

export interface CompiledQuery {
  readonly sql: string
  readonly params: readonly SqlParam[]
}

export interface AnswerContext {
  /** The last user message. */
  readonly question: string
  /** Earlier user messages, oldest first, for follow-up questions. */
  readonly history: readonly string[]
  readonly tables: readonly TableInScope[]
  /** Runs a compiled SELECT on the organization's database (timeout and concurrency applied). */
  readonly execute: (query: CompiledQuery) => Promise<QueryResult>
  readonly maxResultRows: number
}

/** What the three content blocks of a reply carry. */
export interface Answer {
  /** The question restated as the engine understood it (tool_use.input.query). */
  readonly query: string
  readonly isError: boolean
  /** tool_result content texts: [TABLE, SQL] on success, [explanation] on a decline. */
  readonly resultTexts: readonly string[]
  /** The direct answer for a person, Markdown. */
  readonly text: string
}

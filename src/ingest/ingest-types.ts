import type { Readable } from 'node:stream'
import type { ArtifactInfo } from '../catalog/catalog-types.js'

/** What to ingest: a path, bytes, or a stream (the last two need a file name for the format). */
export interface IngestRequest {
  readonly org: string
  readonly collection?: string
  readonly artifact: string
  readonly file: string | Buffer | Readable
  /** Required for a Buffer or stream; taken from the path otherwise. */
  readonly fileName?: string
}

export type IngestResult = ArtifactInfo

/** One table a reader produced in the staging area, before profiling. */
export interface LoadedTable {
  /** Suffix for the table name: '' for the artifact's only table, else e.g. 'p1.t2'. */
  readonly suffix: string
}

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
  /**
   * Dates that read both ways (`03/04/2024`): 'dmy' day-first, 'mdy' month-first, 'auto' (the
   * default) month-first with slashes, day-first with dashes and dots. A value that only reads one
   * way (a day above 12) still decides its column; the column's profile says what was chosen.
   */
  readonly dateOrder?: 'dmy' | 'mdy' | 'auto'
  /** Told how a long ingest is going: as a stream arrives, once staged, once read, once published. */
  readonly onProgress?: (progress: IngestProgress) => void
}

/**
 * An ingest's progress. `bytes` is what has arrived so far while a stream is staged (`staging`,
 * every 4 MiB), then the file's size; `percent` is 0 until DuckDB has read it all, then 100 (it
 * reports no estimate while it reads: `enable_progress_bar` cannot be set on the hardened
 * instance); `rows` is known from the read on.
 */
export interface IngestProgress {
  readonly phase: 'staging' | 'staged' | 'read' | 'done'
  readonly bytes: number
  readonly percent: number
  readonly rows?: number
}

export type IngestResult = ArtifactInfo

/** What a reader leaves in its staging table for the finisher: which DOUBLE columns stand for integers. */
export interface LoadedColumns {
  /** Columns sniffed as integers but read as DOUBLE, so that a late `12.5` survives. */
  readonly integerCandidates: readonly string[]
  /** Every column read as DOUBLE (sniffed integers and decimals). */
  readonly doubleColumns: readonly string[]
  /** What the reader had to decide for the caller to know (e.g. rows longer than the header). */
  readonly notes?: readonly string[]
}

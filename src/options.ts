/** Every setting of the engine. Adapters read the environment and pass these in; `src/` never does. */
export interface EngineOptions {
  /** Directory for the system database, one DuckDB file per organization and staging. Omit for memory. */
  readonly dataDir?: string
  /** DuckDB worker threads (default 2). */
  readonly threads?: number
  /** DuckDB memory limit, e.g. '2GB' (default '2GB'). */
  readonly memoryLimit?: string
  /** A query running longer than this is interrupted (default 30 000 ms). */
  readonly queryTimeoutMs?: number
  /** Loading and profiling one file may take this long (default 30 minutes). */
  readonly ingestTimeoutMs?: number
  /** Rows shown in a result table at most (default 1000). */
  readonly maxResultRows?: number
  /** Longest question (and earlier user turn) accepted, in characters (default 4000). */
  readonly maxQuestionChars?: number
  /** Largest file accepted by ingest, in bytes (default 1 GiB). */
  readonly maxFileBytes?: number
  /** Longest line accepted in a text file, in bytes (default 2 MiB). */
  readonly maxLineBytes?: number
  /** Queries running at once (default: threads). */
  readonly maxConcurrentQueries?: number
  /**
   * Questions whose tables hold at most this many rows in all run in a lane of their own, so they
   * keep flowing while big scans run (default 1 000 000).
   */
  readonly quickLaneRows?: number
  /**
   * Tables with more rows than this get the value index of their text columns (and with it those
   * columns' exact distinct counts, min, max and top values) on the first question that reads it,
   * not at ingest: it costs about a tenth of a large ingest (default 100 000; 0 defers every
   * table's, Infinity none).
   */
  readonly deferValueIndexRows?: number
  /** Queries waiting for a slot before the engine answers "overloaded" (default 64). */
  readonly maxQueuedQueries?: number
  /** Workbooks and PDFs: cells read at most from one file (default 50 million). */
  readonly maxCells?: number
  /** Zip-based workbooks: the most their entries may unpack to, in bytes (default 2 GiB). */
  readonly maxUnpackedBytes?: number
  /** Workbooks and PDFs are read in a worker thread with this much heap, in MB (default 1024). */
  readonly readerMemoryMb?: number
  /** ... and stopped after this long (default 5 minutes). */
  readonly readerTimeoutMs?: number
}

export type ResolvedOptions = Required<Omit<EngineOptions, 'dataDir'>> & {
  readonly dataDir: string | undefined
}

export function resolveOptions(options: EngineOptions = {}): ResolvedOptions {
  const threads = options.threads ?? 2
  return {
    dataDir: options.dataDir === ':memory:' ? undefined : options.dataDir,
    threads,
    memoryLimit: options.memoryLimit ?? '2GB',
    queryTimeoutMs: options.queryTimeoutMs ?? 30_000,
    ingestTimeoutMs: options.ingestTimeoutMs ?? 30 * 60_000,
    maxResultRows: options.maxResultRows ?? 1000,
    maxQuestionChars: options.maxQuestionChars ?? 4000,
    maxFileBytes: options.maxFileBytes ?? 1024 ** 3,
    maxLineBytes: options.maxLineBytes ?? 2 * 1024 ** 2,
    maxConcurrentQueries: options.maxConcurrentQueries ?? threads,
    maxQueuedQueries: options.maxQueuedQueries ?? 64,
    quickLaneRows: options.quickLaneRows ?? 1_000_000,
    deferValueIndexRows: options.deferValueIndexRows ?? 100_000,
    maxCells: options.maxCells ?? 50_000_000,
    maxUnpackedBytes: options.maxUnpackedBytes ?? 2 * 1024 ** 3,
    readerMemoryMb: options.readerMemoryMb ?? 1024,
    readerTimeoutMs: options.readerTimeoutMs ?? 5 * 60_000,
  }
}

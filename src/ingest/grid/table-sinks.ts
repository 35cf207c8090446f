import { closeSync, openSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { csvLine } from './grid-csv.js'
import type { AssembledTable, GridCell, TableSink } from './grid-types.js'

/** A table read from a file: its rows staged as a header-less CSV file, or held in memory. */
export interface ReadTable extends AssembledTable {
  /** The staged CSV of the data rows (no header; short rows end early, NULL is an empty field). */
  readonly file?: string
  readonly rows?: readonly (readonly GridCell[])[]
  /** Some staged cell holds a line break (DuckDB must then read the file in one thread). */
  readonly lineBreaks?: boolean
}

/** Where the tables of a file go: staged files in `dir` (ingest), or memory (`tally extract`). */
export type TableTarget = { readonly kind: 'stage'; readonly dir: string } | { readonly kind: 'collect' }

const BUFFER_BYTES = 1 << 20

function hasLineBreak(row: readonly GridCell[]): boolean {
  for (const cell of row)
    if (typeof cell === 'string' && (cell.includes('\n') || cell.includes('\r'))) return true
  return false
}

/** Makes sinks for `target` and gathers what they produced, table by table. */
export class TableCollector {
  readonly tables: ReadTable[] = []
  private count = 0

  constructor(private readonly target: TableTarget) {}

  /** Drops the tables from position `from` on (a grid read again), their staged files deleted. */
  discard(from: number): void {
    for (const table of this.tables.splice(from)) if (table.file) rmSync(table.file, { force: true })
  }

  sink(): TableSink {
    // Tables are numbered per sheet or page across all the grids read from it.
    const done = (table: ReadTable) =>
      this.tables.push({ ...table, index: this.tables.filter((t) => t.sheet === table.sheet).length + 1 })
    if (this.target.kind === 'collect') {
      const rows: (readonly GridCell[])[] = []
      return { write: (row) => rows.push(row), close: (table) => done({ ...table, rows }) }
    }
    const file = join(this.target.dir, `table-${++this.count}.csv`)
    const fd = openSync(file, 'w')
    // Each line goes into a buffer as it is made, so lines die young: a long string of pending
    // lines outlived the young generation's collections, and copying it made GC a quarter of a read.
    const buffer = Buffer.allocUnsafe(BUFFER_BYTES)
    let used = 0
    let lineBreaks = false
    return {
      write(row) {
        if (!lineBreaks) lineBreaks = hasLineBreak(row)
        const line = csvLine(row)
        if (used + line.length * 3 > BUFFER_BYTES) {
          writeSync(fd, buffer, 0, used)
          used = 0
        }
        if (line.length * 3 > BUFFER_BYTES) writeSync(fd, line)
        else used += buffer.write(line, used)
      },
      close(table) {
        if (used > 0) writeSync(fd, buffer, 0, used)
        closeSync(fd)
        done({ ...table, file, ...(lineBreaks ? { lineBreaks } : {}) })
      },
    }
  }
}

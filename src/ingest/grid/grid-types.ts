/**
 * The format-neutral path from any reader of cells (workbooks, PDF pages) to tables. A reader
 * produces grids; the table assembler finds the tables on each grid (header rows below titles,
 * two-row headers, merged cells, totals rows, several tables split by blank rows) and hands each
 * table's rows to a sink: a staged file for DuckDB, or memory for `tally extract`.
 */

/** One cell as read: text, a number, a boolean, a date (UTC) or nothing. */
export type GridCell = string | number | boolean | Date | null

/** A merged range of cells, 0-based and inclusive, in the grid's row and column numbers. */
export interface GridMerge {
  readonly r0: number
  readonly c0: number
  readonly r1: number
  readonly c1: number
}

/** What a reader knows of a grid before its rows. */
export interface GridInfo {
  /** 1-based sheet number of a workbook, or the (first) page of a PDF table. */
  readonly sheet: number
  /** 1-based position of this grid on its sheet or page (a PDF page may hold several). */
  readonly index: number
  /** The sheet's name; absent for PDF pages. */
  readonly name?: string
  readonly merges?: readonly GridMerge[]
  /** The reader already knows the header: its first row is the header, nothing is searched. */
  readonly headerKnown?: boolean
}

/** A whole grid in memory: what PDF and SheetJS readers produce. */
export interface Grid extends GridInfo {
  readonly rows: readonly (readonly GridCell[])[]
}

/** How a column's cells were written, which decides the type it is read with. */
export type CellKind = 'number' | 'date' | 'timestamp' | 'boolean' | 'text'

/** A table found on a grid, once all its rows have gone to the sink. */
export interface AssembledTable {
  readonly sheet: number
  /** 1-based among the tables found on that sheet or page. */
  readonly index: number
  readonly sheetName?: string
  readonly header: readonly string[]
  /** Per column: the kind shared by every non-empty cell, else 'text'. */
  readonly kinds: readonly CellKind[]
  readonly rowCount: number
  /** Where the table came from when it is not a sheet or a page ("Arrow IPC file"). */
  readonly source?: string
  /** DuckDB types of the columns, from a reader that knows them exactly (Arrow); else from `kinds`. */
  readonly types?: readonly string[]
  /** What the assembler decided, for the profile: title rows skipped, totals row left out, ... */
  readonly notes: readonly string[]
}

/** Where a table's data rows go (the header is given when the table opens). */
export interface TableSink {
  write(row: readonly GridCell[]): void
  /** Called once after the last row; returns what the sink keeps of the table (a path, the rows). */
  close(table: AssembledTable): void
}

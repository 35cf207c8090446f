import { columnNames } from '../column-names.js'
import type { AssembledTable, CellKind, GridCell, GridInfo, TableSink } from './grid-types.js'
import { findHeader, isEmpty } from './header-rows.js'
import { MergeFiller } from './merged-cells.js'
import { ColumnSums, isTotalsRow } from './totals-row.js'

/** Rows of a block read before its header is decided; the rest stream straight to the sink. */
const HEAD_ROWS = 24

interface OpenTable {
  readonly sink: TableSink
  readonly colStart: number
  readonly names: readonly string[]
  readonly kinds: (CellKind | undefined)[]
  readonly sums: ColumnSums
  readonly notes: string[]
  width: number
  rows: number
  pending: readonly GridCell[] | undefined
}

function filledCount(row: readonly GridCell[]): number {
  let count = 0
  for (let c = 0; c < row.length; c++) if (!isEmpty(row[c])) count++
  return count
}

function kindOf(cell: GridCell): CellKind {
  if (typeof cell === 'number') return 'number'
  if (typeof cell === 'boolean') return 'boolean'
  if (cell instanceof Date) return cell.getTime() % 86_400_000 === 0 ? 'date' : 'timestamp'
  return 'text'
}

/**
 * Finds the tables of one grid as its rows stream in. Blank rows end a block; a block's first rows
 * decide its columns and header (see findHeader); a block that starts with values where the open
 * table has them continues that table across the blank rows. A last row that totals the table is
 * left out and noted. Call `push` for each row in order, then `finish`.
 */
export class TableAssembler {
  private readonly merges: MergeFiller
  private readonly tables: AssembledTable[] = []
  private head: (readonly GridCell[])[] = []
  private open: OpenTable | undefined
  private skipping = false
  private blankSeen = false
  private rowNumber = 0

  constructor(
    private readonly info: GridInfo,
    private readonly openSink: () => TableSink,
  ) {
    this.merges = new MergeFiller(info.merges)
  }

  push(raw: readonly GridCell[]): void {
    const row = this.merges.fill(this.rowNumber++, raw)
    if (filledCount(row) === 0) {
      this.endBlock()
      return
    }
    if (this.skipping) return
    if (this.open && this.blankSeen) {
      if (this.continues(this.open, row)) {
        this.blankSeen = false
        this.write(this.open, row)
        return
      }
      this.closeTable()
    }
    if (this.open) this.write(this.open, row)
    else {
      this.head.push(row)
      if (this.head.length >= HEAD_ROWS) this.decideHead()
    }
  }

  finish(): AssembledTable[] {
    this.endBlock()
    this.closeTable()
    return this.tables
  }

  private endBlock(): void {
    if (this.head.length > 0) this.decideHead()
    this.skipping = false
    if (this.open) this.blankSeen = true
  }

  /** After blank rows, a row with numbers or dates in the open table's columns is more of it. */
  private continues(table: OpenTable, row: readonly GridCell[]): boolean {
    const cells = row.slice(table.colStart)
    return cells.some((cell, c) => {
      const pending = table.pending?.[c]
      const kind = table.kinds[c] ?? (pending === null || pending === undefined ? undefined : kindOf(pending))
      return !isEmpty(cell) && kind !== undefined && kind !== 'text' && kindOf(cell as GridCell) === kind
    })
  }

  private decideHead(): void {
    const rows = this.head
    this.head = []
    const wide = rows.filter((row) => filledCount(row) >= 2)
    const span = wide.length > 0 ? wide : rows
    const colStart = Math.min(...span.map((row) => row.findIndex((cell) => !isEmpty(cell))))
    const colEnd = Math.max(...span.map((row) => row.findLastIndex((cell) => !isEmpty(cell))))
    const width = colEnd - colStart + 1
    const cut = rows.map((row) => Array.from({ length: width }, (_, c) => row[colStart + c] ?? null))
    const header = findHeader(cut, width, this.info.headerKnown)
    const data = rows.slice(header.titleRows + header.headerRows)
    if (width < 2 || (data.length === 0 && !this.info.headerKnown)) {
      this.skipping = rows.length >= HEAD_ROWS
      return
    }
    this.closeTable()
    const notes = header.titleRows > 0 ? [`${header.titleRows} title row(s) above the header skipped`] : []
    if (header.headerRows === 2) notes.push('two header rows combined')
    if (header.headerRows === 0) notes.push('no header row: columns named column1..n')
    const table: OpenTable = {
      sink: this.openSink(),
      colStart,
      names: header.names,
      kinds: [],
      sums: new ColumnSums(),
      notes,
      width,
      rows: 0,
      pending: undefined,
    }
    this.open = table
    this.blankSeen = false
    for (const row of data) this.write(table, row)
  }

  /**
   * The row cut to the table's columns, blanks as null, trailing blanks dropped: one array a row.
   * A gap (no cell at all in a sparse row) stays a gap, which `emit` counts as text, as it always
   * has (the column's type then comes from type inference over its text).
   */
  private write(table: OpenTable, row: readonly GridCell[]): void {
    let end = row.length
    while (end > table.colStart && isEmpty(row[end - 1])) end--
    const width = Math.max(0, end - table.colStart)
    const cells: GridCell[] = new Array(width)
    for (let c = 0; c < width; c++) {
      const at = table.colStart + c
      const cell = row[at]
      if (cell !== undefined) cells[c] = isEmpty(cell) ? null : cell
      else if (at in row) cells[c] = null
    }
    if (width > table.width) table.width = width
    if (table.pending) this.emit(table, table.pending)
    table.pending = cells
  }

  private emit(table: OpenTable, cells: readonly GridCell[]): void {
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c]
      if (cell === null) continue
      const kind = cell === undefined ? 'text' : kindOf(cell)
      const seen = table.kinds[c]
      if (seen !== kind) table.kinds[c] = seen === undefined ? kind : widen(seen, kind)
    }
    table.sums.add(cells)
    table.sink.write(cells)
    table.rows++
  }

  private closeTable(): void {
    const table = this.open
    if (!table) return
    this.open = undefined
    if (table.pending) {
      if (table.rows > 0 && isTotalsRow(table.pending, table.sums)) table.notes.push('totals row left out')
      else this.emit(table, table.pending)
    }
    const names = columnNames(
      Array.from({ length: table.width }, (_, c) => table.names[c] ?? ''),
      table.width,
    )
    const assembled: AssembledTable = {
      sheet: this.info.sheet,
      index: this.tables.length + 1,
      ...(this.info.name === undefined ? {} : { sheetName: this.info.name }),
      header: names,
      kinds: names.map((_, c) => table.kinds[c] ?? 'text'),
      rowCount: table.rows,
      notes: table.notes,
    }
    table.sink.close(assembled)
    this.tables.push(assembled)
  }
}

/** Dates with and without times read as timestamps; anything else mixed is text. */
const widen = (a: CellKind, b: CellKind): CellKind =>
  (a === 'date' && b === 'timestamp') || (a === 'timestamp' && b === 'date') ? 'timestamp' : 'text'

/** Runs a whole in-memory grid through an assembler. */
export function assembleGrid(
  grid: GridInfo & { rows: readonly (readonly GridCell[])[] },
  openSink: () => TableSink,
) {
  const assembler = new TableAssembler(grid, openSink)
  for (const row of grid.rows) assembler.push(row)
  return assembler.finish()
}

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

const filledCount = (row: readonly GridCell[]) => row.filter((cell) => !isEmpty(cell)).length

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

  private write(table: OpenTable, row: readonly GridCell[]): void {
    const cells = row.slice(table.colStart)
    while (cells.length > 0 && isEmpty(cells[cells.length - 1] ?? null)) cells.pop()
    table.width = Math.max(table.width, cells.length)
    if (table.pending) this.emit(table, table.pending)
    table.pending = cells.map((cell) => (isEmpty(cell) ? null : (cell ?? null)))
  }

  private emit(table: OpenTable, cells: readonly GridCell[]): void {
    for (const [c, cell] of cells.entries()) {
      if (cell === null) continue
      const kind = kindOf(cell)
      const seen = table.kinds[c]
      table.kinds[c] = seen === undefined || seen === kind ? kind : widen(seen, kind)
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

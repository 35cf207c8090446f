import { readFileSync } from 'node:fs'
import * as XLSX from 'xlsx'
import { invalidRequest, tooLarge } from '../../errors.js'
import type { GridCell, GridMerge } from '../grid/grid-types.js'
import { TableAssembler } from '../grid/table-assembler.js'
import { type ReadTable, TableCollector, type TableTarget } from '../grid/table-sinks.js'
import { numberCell } from './cell-values.js'

function cellValue(cell: XLSX.CellObject | undefined, date1904: boolean): GridCell {
  if (!cell) return null
  switch (cell.t) {
    case 'n':
      return numberCell(cell.v as number, typeof cell.z === 'string' ? cell.z : undefined, date1904, cell.w)
    case 's':
      return String(cell.v ?? '')
    case 'b':
      return Boolean(cell.v)
    case 'd':
      return cell.v instanceof Date ? cell.v : null
    case 'e':
      return cell.w ?? null
    default:
      return null
  }
}

function parseWorkbook(path: string): XLSX.WorkBook {
  try {
    return XLSX.read(readFileSync(path), {
      type: 'buffer',
      dense: true,
      cellNF: true,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/password|encrypt/i.test(message)) {
      throw invalidRequest(
        'encrypted_file',
        'The workbook is password-protected: save it without a password.',
      )
    }
    throw invalidRequest('unreadable_workbook', 'The file could not be read as a workbook.')
  }
}

/**
 * Reads every sheet of a workbook with SheetJS (xls, ods, xlsb and small xlsx files) and finds the
 * tables on each; cells are counted against `maxCells` as the sheets are walked.
 */
export function readWithSheetJs(path: string, target: TableTarget, maxCells: number): ReadTable[] {
  const book = parseWorkbook(path)
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904)
  const collector = new TableCollector(target)
  let cells = 0
  for (const [i, name] of book.SheetNames.entries()) {
    const sheet = book.Sheets[name]
    const rows = (sheet?.['!data'] as XLSX.CellObject[][] | undefined) ?? []
    const merges: GridMerge[] = ((sheet?.['!merges'] as XLSX.Range[] | undefined) ?? []).map((m) => ({
      r0: m.s.r,
      c0: m.s.c,
      r1: m.e.r,
      c1: m.e.c,
    }))
    const assembler = new TableAssembler({ sheet: i + 1, index: 1, name, merges }, () => collector.sink())
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] ?? []
      cells += row.length
      if (cells > maxCells) throw tooLarge('too_many_cells', `The workbook has more than ${maxCells} cells.`)
      const values: GridCell[] = new Array(row.length)
      for (let c = 0; c < row.length; c++) values[c] = cellValue(row[c], date1904)
      assembler.push(values)
    }
    assembler.finish()
  }
  return collector.tables
}

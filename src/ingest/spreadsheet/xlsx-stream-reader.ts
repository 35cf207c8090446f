import { tooLarge } from '../../errors.js'
import type { GridCell, GridMerge } from '../grid/grid-types.js'
import { TableAssembler } from '../grid/table-assembler.js'
import { type ReadTable, TableCollector, type TableTarget } from '../grid/table-sinks.js'
import { numberCell, serialDate } from './cell-values.js'
import { type CellType, SheetCells } from './sheet-cells.js'
import { readBook, unescapeXml, type XlsxBook } from './xlsx-parts.js'
import { XmlTags } from './xml-tags.js'
import type { ZipEntries } from './zip-entries.js'

/** Shared strings, rich text runs joined, phonetic runs left out. */
async function sharedStrings(zip: ZipEntries): Promise<string[]> {
  const strings: string[] = []
  if (!zip.has('xl/sharedStrings.xml')) return strings
  let current = ''
  let inText = false
  let phonetic = 0
  const scanner = new XmlTags({
    open(name, _tag, selfClosing) {
      if (name === 'si') current = ''
      else if (name === 'rPh') phonetic += selfClosing ? 0 : 1
      else if (name === 't' && phonetic === 0) inText = !selfClosing
    },
    text(source, start, end) {
      if (inText) current += source.slice(start, end)
    },
    close(name) {
      if (name === 't') inText = false
      else if (name === 'rPh') phonetic--
      else if (name === 'si') strings.push(unescapeXml(current))
    },
  })
  for await (const chunk of zip.text('xl/sharedStrings.xml')) scanner.write(chunk)
  scanner.close()
  return strings
}

interface Counter {
  cells: number
  readonly max: number
}

/** Streams one sheet's cells into the assembler, row by row; returns the merged ranges listed after them. */
async function readSheet(
  zip: ZipEntries,
  path: string,
  book: XlsxBook,
  strings: readonly string[],
  assembler: TableAssembler,
  counter: Counter,
): Promise<GridMerge[]> {
  let row: GridCell[] = []
  let rowNumber = 0
  const scanner = new SheetCells({
    startRow(r) {
      const at = r > 0 ? r - 1 : rowNumber
      for (; rowNumber < at; rowNumber++) assembler.push([])
      row = []
    },
    endRow() {
      assembler.push(row)
      rowNumber++
    },
    cell(col, type, style, text) {
      if (++counter.cells > counter.max)
        throw tooLarge('too_many_cells', `The workbook has more than ${counter.max} cells.`)
      row[col < 0 ? row.length : col] = cellValue(type, text, book, style, strings)
    },
  })
  for await (const chunk of zip.text(path)) scanner.write(chunk)
  scanner.close()
  return scanner.merges
}

function cellValue(
  type: CellType,
  text: string,
  book: XlsxBook,
  style: number,
  strings: readonly string[],
): GridCell {
  switch (type) {
    case 's':
      return strings[Number(text)] ?? null
    case 'str':
    case 'inlineStr':
    case 'e':
      return text === '' ? null : unescapeXml(text)
    case 'b':
      return text === '1' || text === 'true'
    case 'd': {
      const date = new Date(/Z|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`)
      return Number.isNaN(date.getTime()) ? text : date
    }
    default: {
      if (text === '') return null
      const value = Number(text)
      const kind = book.styleKinds[style]
      if (kind === undefined || kind === 'number') return value
      if (kind === 'date' && value >= 1) return serialDate(value, book.date1904)
      return numberCell(value, book.styleFormats[style], book.date1904)
    }
  }
}

/** True when the package has the parts the streaming reader reads. */
export const isStreamable = (zip: ZipEntries) =>
  zip.has('xl/workbook.xml') && zip.has('xl/_rels/workbook.xml.rels')

/**
 * Reads an .xlsx package without building the workbook in memory: the small parts (workbook,
 * relationships, styles, shared strings) whole, each sheet streamed from the zip through a tag
 * scanner into the table assembler, so memory holds the shared strings and the rows of the current
 * block's head only. A sheet with merged cells is read twice (see above).
 */
export async function readXlsxStreaming(
  zip: ZipEntries,
  target: TableTarget,
  maxCells: number,
): Promise<ReadTable[]> {
  const book = readBook(
    await zip.whole('xl/workbook.xml'),
    await zip.whole('xl/_rels/workbook.xml.rels'),
    await zip.whole('xl/styles.xml'),
  )
  const strings = await sharedStrings(zip)
  const collector = new TableCollector(target)
  const counter = { cells: 0, max: maxCells }
  for (const [i, sheet] of book.sheets.entries()) {
    if (!zip.has(sheet.path)) continue
    const info = { sheet: i + 1, index: 1, name: sheet.name }
    const read = async (merges: readonly GridMerge[]) => {
      const assembler = new TableAssembler({ ...info, merges }, () => collector.sink())
      const found = await readSheet(zip, sheet.path, book, strings, assembler, counter)
      assembler.finish()
      return found
    }
    // Merged ranges are listed after the data: the sheet is read as if it had none, and read again
    // with them when it has some (unpacking it twice for every sheet cost a third of the read).
    const tables = collector.tables.length
    const cells = counter.cells
    const merges = await read([])
    if (merges.length > 0) {
      collector.discard(tables)
      counter.cells = cells
      await read(merges)
    }
  }
  return collector.tables
}

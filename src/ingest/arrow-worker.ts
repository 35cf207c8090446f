import { closeSync, openSync, writeSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'
import { RecordBatchReader } from 'apache-arrow'
import { invalidRequest, TallyError, tooLarge } from '../errors.js'
import { arrowColumn, chunkVector } from './arrow-columns.js'
import { columnNames } from './column-names.js'
import { csvField } from './grid/grid-csv.js'
import type { GridCell } from './grid/grid-types.js'
import type { ReadTable, TableTarget } from './grid/table-sinks.js'

export interface ArrowJob {
  readonly path: string
  readonly target: TableTarget
  readonly maxCells: number
}

const FLUSH_BYTES = 1 << 20

/** A staged field: NULL is an empty field, an empty string a quoted one (read with allow_quoted_nulls off). */
const stagedField = (text: string | null) => (text === null ? '' : text === '' ? '""' : csvField(text))

/**
 * Reads an Arrow IPC file or stream batch by batch (never the whole table at once) and stages its
 * rows as a header-less CSV of exact text, or collects them for `tally extract`.
 */
export async function readArrowFile(job: ArrowJob): Promise<ReadTable[]> {
  const handle = await open(job.path)
  const stageFile = job.target.kind === 'stage' ? join(job.target.dir, 'arrow-table.csv') : undefined
  const fd = stageFile ? openSync(stageFile, 'w') : undefined
  const rows: GridCell[][] = []
  try {
    const reader = await RecordBatchReader.from(handle)
    await reader.open()
    const fields = reader.schema.fields
    const columns = fields.map(arrowColumn)
    let rowCount = 0
    let chunk = ''
    for await (const batch of reader) {
      rowCount += batch.numRows
      if (rowCount * Math.max(1, fields.length) > job.maxCells) {
        throw tooLarge('too_many_cells', `The file has more than ${job.maxCells} cells.`)
      }
      const children = columns.map((_, c) => batch.getChildAt(c)?.data[0])
      for (let i = 0; i < batch.numRows; i++) {
        const cells = columns.map((column, c) => {
          const data = children[c]
          return data ? column.text(data, chunkVector(data), i) : null
        })
        if (fd === undefined) rows.push(cells)
        else {
          chunk += `${cells.map(stagedField).join(',')}\r\n`
          if (chunk.length >= FLUSH_BYTES) {
            writeSync(fd, chunk)
            chunk = ''
          }
        }
      }
    }
    if (fd !== undefined && chunk) writeSync(fd, chunk)
    const table: ReadTable = {
      sheet: 1,
      index: 1,
      source: 'Arrow IPC file',
      header: columnNames(
        fields.map((f) => f.name),
        fields.length,
      ),
      kinds: columns.map((c) => c.kind),
      types: columns.map((c) => c.type),
      rowCount,
      notes: [],
      ...(stageFile ? { file: stageFile } : { rows }),
    }
    return [table]
  } catch (error) {
    if (error instanceof TallyError) throw error
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : ''
    throw invalidRequest(
      'unreadable_arrow',
      'The file could not be read as an Arrow IPC (Feather v2) file: it is truncated or damaged.',
      reason.slice(0, 200),
    )
  } finally {
    if (fd !== undefined) closeSync(fd)
    await handle.close()
  }
}

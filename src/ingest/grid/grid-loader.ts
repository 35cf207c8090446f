import type { DbSession } from '../../db/duckdb-database.js'
import { quoteLiteral } from '../../db/sql-text.js'
import { describeTable, scanColumnStats } from '../column-stats.js'
import type { TypePlan } from '../table-finisher.js'
import type { CellKind } from './grid-types.js'
import type { ReadTable } from './table-sinks.js'

const TYPE_OF: Record<CellKind, string> = {
  number: 'DOUBLE',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
  boolean: 'BOOLEAN',
  text: 'VARCHAR',
}

/** A cell of a workbook holds at most 32 767 characters; a staged row may hold many of them. */
const MAX_LINE_BYTES = 64 * 1024 ** 2

/**
 * Loads a table staged by a grid reader into `target`. The staged file is ours (no sniffing): a
 * column whose cells were all numbers is read as DOUBLE (the finisher narrows whole ones to
 * BIGINT), all dates as DATE or TIMESTAMP, all booleans as BOOLEAN; any other column is text and
 * goes through the same type inference as a CSV's text (currency, percent, dates written as text).
 * Lines end in CRLF (csvLine); DuckDB's parallel reader takes no quoted line breaks with
 * null_padding, so a table with a multi-line cell is read in one thread.
 */
export async function loadGridTable(session: DbSession, table: ReadTable, target: string): Promise<TypePlan> {
  if (!table.file) throw new Error('loadGridTable needs a staged table')
  const types = table.header.map((_, c) => table.types?.[c] ?? TYPE_OF[table.kinds[c] ?? 'text'])
  const columns = table.header.map(
    (name, c) => `${quoteLiteral(name)}: ${quoteLiteral(types[c] ?? 'VARCHAR')}`,
  )
  await session.query(
    `CREATE TABLE ${target} AS SELECT * FROM read_csv(${quoteLiteral(table.file)}, auto_detect=false,
     header=false, delim=',', quote='"', escape='"', new_line='\\r\\n', null_padding=true,
     allow_quoted_nulls=false, parallel=${!table.lineBreaks},
     max_line_size=${MAX_LINE_BYTES},
     columns={${columns.join(', ')}})`,
  )
  // Columns read as DOUBLE from numbers may hold whole numbers: candidates for BIGINT.
  const numbers = table.header.filter((_, c) => types[c] === 'DOUBLE' && !table.types)
  const described = await describeTable(session, target)
  return {
    integerCandidates: numbers,
    columns: described,
    stats: await scanColumnStats(session, target, described, numbers),
    excelSerials: false,
  }
}

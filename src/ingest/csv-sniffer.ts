import type { DbSession } from '../db/duckdb-database.js'
import { quoteLiteral } from '../db/sql-text.js'

/** The dialect and column types DuckDB's sniffer settled on for a CSV file. */
export interface CsvSniff {
  readonly delimiter: string
  readonly quote: string
  readonly escape: string
  readonly newLine: string | undefined
  readonly comment: string
  readonly skipRows: number
  readonly header: boolean
  readonly columns: readonly { readonly name: string; readonly type: string }[]
  /** Formats DuckDB chose for DATE/TIMESTAMP columns; undefined means its ISO 8601 parser. */
  readonly dateFormat: string | undefined
  readonly timestampFormat: string | undefined
}

const NEW_LINES = new Set(['\\n', '\\r\\n', '\\r'])

const text = (value: unknown) => (value === null || value === '(empty)' ? '' : String(value))

/** Runs `sniff_csv` with the given read_csv options (already SQL text, e.g. `escape='\\'`). */
export async function sniffCsv(
  session: DbSession,
  path: string,
  options: readonly string[],
): Promise<CsvSniff> {
  const args = [quoteLiteral(path), ...options].join(', ')
  const { rows } = await session.query(
    `SELECT Delimiter, Quote, Escape, NewLineDelimiter, Comment, SkipRows, HasHeader,
       to_json(Columns)::VARCHAR, DateFormat, TimestampFormat FROM sniff_csv(${args})`,
  )
  const [
    delimiter,
    quote,
    escapeChar,
    newLine,
    comment,
    skipRows,
    header,
    columns,
    dateFormat,
    timestampFormat,
  ] = rows[0] ?? []
  return {
    delimiter: text(delimiter),
    quote: text(quote),
    escape: text(escapeChar),
    newLine: NEW_LINES.has(text(newLine)) ? text(newLine) : undefined,
    comment: text(comment),
    skipRows: Number(skipRows ?? 0),
    header: header === true,
    columns: JSON.parse(String(columns ?? '[]')) as CsvSniff['columns'],
    dateFormat: text(dateFormat) || undefined,
    timestampFormat: text(timestampFormat) || undefined,
  }
}

/** The read_csv options that reproduce a sniffed dialect without sniffing again. */
export function dialectOptions(sniff: CsvSniff): string[] {
  const options = [
    'auto_detect=false',
    `delim=${quoteLiteral(sniff.delimiter)}`,
    `quote=${quoteLiteral(sniff.quote)}`,
    `escape=${quoteLiteral(sniff.escape)}`,
    `skip=${sniff.skipRows}`,
    `header=${sniff.header}`,
  ]
  if (sniff.comment) options.push(`comment=${quoteLiteral(sniff.comment)}`)
  if (sniff.newLine) options.push(`new_line=${quoteLiteral(sniff.newLine)}`)
  return options
}

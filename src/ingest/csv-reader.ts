import type { DbSession } from '../db/duckdb-database.js'
import { isIntegerType } from '../db/query-result.js'
import { quoteLiteral } from '../db/sql-text.js'
import { invalidRequest } from '../errors.js'

export interface CsvLimits {
  readonly maxLineBytes: number
}

/**
 * Loads a CSV/TSV file into `target` with DuckDB's own reader. Integer columns are read as DOUBLE
 * and narrowed back later only when every value is whole, because DuckDB rounds a late `12.5` in
 * a column it sniffed as an integer (see DESIGN.md, known traps).
 */
export async function loadCsv(
  session: DbSession,
  path: string,
  target: string,
  limits: CsvLimits,
): Promise<{ wholeNumberCandidates: string[] }> {
  const options = [`max_line_size=${limits.maxLineBytes}`]
  const sniffed = await sniff(session, path, options)
  const integers = sniffed.filter((c) => isIntegerType(c.type)).map((c) => c.name)
  const overrides = integers.map((name) => `${quoteLiteral(name)}: 'DOUBLE'`)
  if (overrides.length > 0) options.push(`types={${overrides.join(', ')}}`)
  try {
    await session.query(
      `CREATE TABLE ${target} AS SELECT * FROM read_csv(${quoteLiteral(path)}, ${options.join(', ')})`,
    )
  } catch (error) {
    throw csvError(error)
  }
  return { wholeNumberCandidates: integers }
}

async function sniff(session: DbSession, path: string, options: string[]) {
  try {
    const { rows } = await session.query(
      `SELECT unnest(Columns, recursive := true) FROM sniff_csv(${quoteLiteral(path)}, ${options.join(', ')})`,
    )
    return rows.map(([name, type]) => ({ name: String(name), type: String(type) }))
  } catch (error) {
    throw csvError(error)
  }
}

/** Maps DuckDB's CSV errors to our codes without leaking paths. */
function csvError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  if (/maximum line size|max_line_size/i.test(message)) {
    return invalidRequest('line_too_long', 'A line of the file is longer than the allowed maximum.')
  }
  return invalidRequest('unreadable_csv', 'The file could not be read as CSV.', firstLine(message))
}

const firstLine = (message: string) => message.split('\n')[0]?.replace(/'[^']*\/[^']*'/g, "'<file>'") ?? ''

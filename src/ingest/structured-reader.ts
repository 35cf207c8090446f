import type { DbSession } from '../db/duckdb-database.js'
import { isIntegerType } from '../db/query-result.js'
import { quoteIdentifier, quoteLiteral } from '../db/sql-text.js'
import { invalidRequest } from '../errors.js'
import { columnNames } from './column-names.js'
import { describeTable } from './column-stats.js'
import type { LoadedColumns } from './ingest-types.js'

const SCALAR =
  /^(BOOLEAN|BIGINT|INTEGER|SMALLINT|TINYINT|HUGEINT|UBIGINT|UINTEGER|DOUBLE|FLOAT|DATE|TIME|TIMESTAMP|VARCHAR|DECIMAL.*)$/

/**
 * Loads JSON (an array, or an object per line) or Parquet with DuckDB's own readers. JSON types are
 * sniffed from a sample, so its integers are read as DOUBLE like CSV's (a late 12.5 would be cut);
 * if a late value fits no sniffed type, scalar fields are read as text for type inference.
 */
export async function loadStructured(
  session: DbSession,
  path: string,
  target: string,
  format: 'json' | 'parquet',
  textColumns: ReadonlySet<string> = new Set(),
): Promise<LoadedColumns> {
  const file = quoteLiteral(path)
  try {
    if (format === 'parquet') {
      await session.query(`CREATE TABLE ${target} AS SELECT * FROM read_parquet(${file})`)
      await renameColumns(session, target)
      return { integerCandidates: [], doubleColumns: [] }
    }
    const { rows } = await session.query(`DESCRIBE SELECT * FROM read_json_auto(${file})`)
    const sniffed = rows.map(([name, type]) => ({ name: String(name), type: String(type) }))
    const read = (types: string[]) => {
      const columns = sniffed.map((c, i) => `${quoteLiteral(c.name)}: ${quoteLiteral(types[i] ?? c.type)}`)
      return session.query(
        `CREATE TABLE ${target} AS SELECT * FROM read_json_auto(${file}, columns={${columns.join(', ')}})`,
      )
    }
    let types = sniffed.map((c) =>
      textColumns.has(c.name) ? 'VARCHAR' : isIntegerType(c.type) ? 'DOUBLE' : c.type,
    )
    try {
      await read(types)
    } catch {
      types = sniffed.map((c) => (SCALAR.test(c.type) ? 'VARCHAR' : c.type))
      await read(types)
    }
    await renameColumns(session, target)
    const names = (await describeTable(session, target)).map((c) => c.name)
    return {
      integerCandidates: names.filter(
        (_, i) => isIntegerType(sniffed[i]?.type ?? '') && types[i] === 'DOUBLE',
      ),
      doubleColumns: names.filter((_, i) => types[i] === 'DOUBLE'),
    }
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : ''
    throw invalidRequest(
      `unreadable_${format}`,
      `The file could not be read as ${format.toUpperCase()}.`,
      message.replace(/(["'])[^"']*\/[^"']*\1/g, "'<file>'").slice(0, 300),
    )
  }
}

/** Gives JSON/Parquet columns the same names a CSV header would get (unique, non-empty, not reserved). */
async function renameColumns(session: DbSession, target: string): Promise<void> {
  const current = (await describeTable(session, target)).map((c) => c.name)
  const wanted = columnNames(current, current.length)
  for (const [i, name] of current.entries()) {
    if (wanted[i] !== name) {
      await session.query(
        `ALTER TABLE ${target} RENAME ${quoteIdentifier(name)} TO ${quoteIdentifier(wanted[i] ?? name)}`,
      )
    }
  }
}

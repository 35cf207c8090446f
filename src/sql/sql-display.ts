import type { SqlParam } from '../db/duckdb-database.js'
import { quoteLiteral } from '../db/sql-text.js'

/** A statement as it ran: text with `?` placeholders and the values bound to them. */
export interface BoundSql {
  readonly sql: string
  readonly params: readonly SqlParam[]
}

/** One bound value written as a DuckDB literal that reads back as the same value. */
export function sqlLiteral(value: SqlParam): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number') {
    // The driver binds a whole number as an integer: write all its digits (String(2 ** 60) rounds).
    if (Number.isInteger(value)) return BigInt(value).toString()
    if (Number.isFinite(value)) return String(value)
    return `'${Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf'}'::DOUBLE`
  }
  return quoteLiteral(value)
}

/**
 * The statement for a person to read and re-run: each `?` outside quotes becomes its value as a
 * literal, and a leading `"<database>".` naming one of `hiddenDatabases` is left out, so tables
 * read as `"collection"."table"`. Execution keeps binding; this text is for display only.
 */
export function displaySql(query: BoundSql, hiddenDatabases: Iterable<string> = []): string {
  const hidden = new Set(hiddenDatabases)
  const { sql, params } = query
  let out = ''
  let next = 0
  let i = 0
  while (i < sql.length) {
    const ch = sql[i] as string
    if (ch === "'" || ch === '"') {
      const end = closingQuote(sql, i)
      const token = sql.slice(i, end)
      i = end
      if (ch === '"' && sql[i] === '.' && hidden.has(token.slice(1, -1).replaceAll('""', '"'))) {
        i++
        continue
      }
      out += token
    } else if (ch === '?') {
      out += next < params.length ? sqlLiteral(params[next] as SqlParam) : '?'
      next++
      i++
    } else {
      out += ch
      i++
    }
  }
  return out
}

/** The index just past the quote that closes the one at `start` (a doubled quote is part of it). */
function closingQuote(sql: string, start: number): number {
  const quote = sql[start]
  let i = start + 1
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2
      else return i + 1
    } else i++
  }
  return sql.length
}

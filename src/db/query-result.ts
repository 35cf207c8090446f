/** One cell of a result as plain JSON: DuckDB integers become numbers when exact, dates ISO strings. */
export type Cell = string | number | boolean | null

export interface ResultColumn {
  readonly name: string
  /** DuckDB's type name, e.g. BIGINT, DOUBLE, VARCHAR, DATE. */
  readonly type: string
}

export interface QueryResult {
  readonly columns: readonly ResultColumn[]
  readonly rows: readonly (readonly Cell[])[]
}

const INTEGER_TYPES = new Set([
  'TINYINT',
  'SMALLINT',
  'INTEGER',
  'BIGINT',
  'HUGEINT',
  'UTINYINT',
  'USMALLINT',
  'UINTEGER',
  'UBIGINT',
  'UHUGEINT',
])

export const isIntegerType = (type: string) => INTEGER_TYPES.has(type)

export const isNumericType = (type: string) =>
  isIntegerType(type) || type === 'DOUBLE' || type === 'FLOAT' || type.startsWith('DECIMAL')

export const isTemporalType = (type: string) =>
  type === 'DATE' || type.startsWith('TIMESTAMP') || type === 'TIME'

/** Turns a JSON-converted DuckDB value into a Cell, keeping integers exact (large ones stay strings). */
export function toCell(value: unknown, type: string): Cell {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'string') {
    if (isIntegerType(type) || type.startsWith('DECIMAL')) {
      const n = Number(value)
      if (Number.isSafeInteger(n) || (!isIntegerType(type) && Number.isFinite(n))) return n
    }
    return value
  }
  return JSON.stringify(value)
}

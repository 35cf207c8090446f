/** Quotes an identifier for DuckDB; callers must have allow-listed it first. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** A string literal, for the few statements DuckDB cannot parameterise (ATTACH paths, SET values). */
export function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`
}

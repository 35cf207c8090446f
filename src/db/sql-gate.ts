import { TallyError } from '../errors.js'

/**
 * The last check before a question's SQL runs, on top of the compiler's own guarantees: DuckDB's
 * own parser (`json_serialize_sql`) gives the tree, and the gate admits exactly one SELECT that
 * reads only base tables of `database` (or its own CTEs), calls no table function and none of
 * the scalar functions that reach outside the data (settings, files, sequences).
 */
export const GATE_SQL = 'SELECT json_serialize_sql(?::VARCHAR)'

const QUERY_NODES = new Set(['SELECT_NODE', 'SET_OPERATION_NODE'])
const TABLE_REFS = new Set(['BASE_TABLE', 'SUBQUERY', 'JOIN', 'EMPTY', 'EXPRESSION_LIST'])
const REFUSED_FUNCTION =
  /^(read_|duckdb_|pragma_|parquet_|sniff_|glob$|getenv$|current_setting$|query$|query_table$|json_execute_serialized_sql$|nextval$|currval$|setseed$)/i

export const refused = (why: string) =>
  new TallyError('api_error', 'sql_refused', `The generated statement was refused before it ran: ${why}.`)

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Node = { [key: string]: Json }

const isNode = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Checks the serialized tree; throws `sql_refused` naming the first thing outside the policy. */
export function checkSerializedSelect(serialized: string, database: string): void {
  let tree: Json
  try {
    tree = JSON.parse(serialized) as Json
  } catch {
    throw refused('it could not be parsed')
  }
  if (!isNode(tree) || tree.error !== false) throw refused('it is not a single SELECT')
  const statements = tree.statements
  if (!Array.isArray(statements) || statements.length !== 1) throw refused('it is not exactly one statement')
  const ctes = new Set<string>()
  collectCtes(statements, ctes)
  visit(statements[0], database, ctes)
}

function collectCtes(value: Json | undefined, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectCtes(item, into)
  else if (isNode(value)) {
    const map = isNode(value.cte_map) ? value.cte_map.map : undefined
    if (Array.isArray(map))
      for (const entry of map) if (isNode(entry)) into.add(String(entry.key).toLowerCase())
    for (const child of Object.values(value)) collectCtes(child, into)
  }
}

function visit(value: Json | undefined, database: string, ctes: ReadonlySet<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, database, ctes)
    return
  }
  if (!isNode(value)) return
  const type = typeof value.type === 'string' ? value.type : ''
  if ('cte_map' in value && !QUERY_NODES.has(type)) throw refused(`a ${type || 'query'} node`)
  const isTableRef = 'sample' in value && !('class' in value) && !('select_list' in value)
  if (isTableRef && !TABLE_REFS.has(type))
    throw refused(type === 'TABLE_FUNCTION' ? 'a table function' : `a ${type} source`)
  if (type === 'BASE_TABLE') checkTable(value, database, ctes)
  if (value.class === 'FUNCTION' && REFUSED_FUNCTION.test(String(value.function_name)))
    throw refused(`the function ${String(value.function_name).slice(0, 40)}`)
  for (const child of Object.values(value)) visit(child, database, ctes)
}

function checkTable(table: Node, database: string, ctes: ReadonlySet<string>): void {
  const catalog = String(table.catalog_name ?? '')
  const schema = String(table.schema_name ?? '')
  if (catalog === '' && schema === '' && ctes.has(String(table.table_name).toLowerCase())) return
  if (catalog !== database) throw refused('a table outside the organization')
}

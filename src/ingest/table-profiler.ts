import type { CatalogColumn, ColumnProfile, ColumnValues } from '../catalog/catalog-types.js'
import type { DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'
import type { TableColumn } from './table-finisher.js'

/** Distinct values kept per text column in the value index; beyond it the index keeps the most frequent. */
export const VALUE_INDEX_CAP = 5000
const TOP_VALUES = 5

export interface TableProfile {
  readonly rowCount: number
  readonly columns: CatalogColumn[]
  readonly values: ColumnValues[]
}

/**
 * One aggregate scan for counts, min and max of every column (distinct counts by HyperLogLog, so
 * approximate), then one GROUP BY per text column for its value index and top values.
 */
export async function profileTable(
  session: DbSession,
  target: string,
  columns: readonly TableColumn[],
  notes: ReadonlyMap<string, Pick<ColumnProfile, 'conversion' | 'unit'>> = new Map(),
): Promise<TableProfile> {
  const parts = ['count(*)']
  for (const { name, type } of columns) {
    const q = quoteIdentifier(name)
    const comparable = !type.endsWith('[]') && !type.startsWith('STRUCT') && !type.startsWith('MAP')
    parts.push(`count(*) - count(${q})`, `approx_count_distinct(${q})`)
    parts.push(comparable ? `min(${q})::VARCHAR, max(${q})::VARCHAR` : 'NULL, NULL')
  }
  const { rows } = await session.query(`SELECT ${parts.join(', ')} FROM ${target}`)
  const stats = rows[0] ?? []
  const rowCount = Number(stats[0] ?? 0)
  const values: ColumnValues[] = []
  const profiled: CatalogColumn[] = []
  for (const [i, { name, type }] of columns.entries()) {
    const base = 1 + i * 4
    let distinctCount = Number(stats[base + 1] ?? 0)
    let distinctApproximate = true
    let topValues: ColumnProfile['topValues'] = []
    if (type === 'VARCHAR') {
      const index = await columnValues(session, target, name)
      values.push(index)
      topValues = index.values.slice(0, TOP_VALUES)
      if (index.complete) {
        distinctCount = index.values.length
        distinctApproximate = false
      }
    }
    profiled.push({
      name,
      type,
      profile: {
        nullCount: Number(stats[base] ?? 0),
        distinctCount,
        distinctApproximate,
        min: stats[base + 2] ?? null,
        max: stats[base + 3] ?? null,
        topValues,
        ...notes.get(name),
      },
    })
  }
  return { rowCount, columns: profiled, values }
}

async function columnValues(session: DbSession, target: string, column: string): Promise<ColumnValues> {
  const q = quoteIdentifier(column)
  const { rows } = await session.query(
    `SELECT ${q}, count(*) AS n FROM ${target} WHERE ${q} IS NOT NULL GROUP BY ${q}
     ORDER BY n DESC, ${q} LIMIT ${VALUE_INDEX_CAP + 1}`,
  )
  const complete = rows.length <= VALUE_INDEX_CAP
  return {
    column,
    complete,
    values: rows
      .slice(0, VALUE_INDEX_CAP)
      .map(([value, count]) => ({ value: String(value), count: Number(count) })),
  }
}

import type { CatalogColumn, ColumnProfile, ColumnValues } from '../catalog/catalog-types.js'
import type { DbSession } from '../db/duckdb-database.js'
import type { Cell } from '../db/query-result.js'
import { quoteIdentifier } from '../db/sql-text.js'
import { scanColumnStats, type TableColumn, type TableStats } from './column-stats.js'
import type { FinishedTypes } from './table-finisher.js'

/** Distinct values kept per text column in the value index; beyond it the index keeps the most frequent. */
export const VALUE_INDEX_CAP = 5000
/** Rows sampled for the value index of a text column with more distinct values than the cap. */
export const VALUE_SAMPLE_ROWS = 100_000
const TOP_VALUES = 5
// HyperLogLog errs by a few percent: columns estimated under this get an exact GROUP BY.
const EXACT_BELOW = Math.round(VALUE_INDEX_CAP * 1.2)

export interface TableProfile {
  readonly rowCount: number
  readonly columns: CatalogColumn[]
  readonly values: ColumnValues[]
}

/**
 * Builds the catalog profile from the loader's one stats scan (columns whose values were converted
 * are scanned again, alone), then for each text column a GROUP BY: exact when the distinct estimate
 * says the values fit the index, over a sample of rows otherwise, and the profile says which.
 */
export async function profileTable(
  session: DbSession,
  target: string,
  columns: readonly TableColumn[],
  loaded: TableStats,
  finished: FinishedTypes,
): Promise<TableProfile> {
  const rescanned = columns.filter((c) => finished.converted.has(c.name))
  const fresh = rescanned.length > 0 ? (await scanColumnStats(session, target, rescanned)).columns : new Map()
  const { rowCount } = loaded
  const values: ColumnValues[] = []
  const profiled: CatalogColumn[] = []
  for (const { name, type } of columns) {
    const stats = fresh.get(name) ?? loaded.columns.get(name)
    const nullCount = stats?.nullCount ?? 0
    let distinctCount = stats?.distinctEstimate ?? 0
    let distinctApproximate = true
    let topValues: ColumnProfile['topValues'] = []
    let topValuesApproximate = false
    let [min, max] = [stats?.min ?? null, stats?.max ?? null]
    if (type === 'VARCHAR') {
      const exact = distinctCount < EXACT_BELOW || rowCount <= VALUE_SAMPLE_ROWS
      const index = exact
        ? await valueIndex(session, target, name)
        : await sampledValueIndex(session, target, name, rowCount)
      values.push(index)
      topValues = index.values.slice(0, TOP_VALUES)
      topValuesApproximate = !exact
      if (index.complete) {
        distinctCount = index.values.length
        distinctApproximate = false
        ;[min, max] = textRange(index)
      } else [min, max] = await scanTextRange(session, target, name)
    }
    profiled.push({
      name,
      type,
      profile: {
        nullCount,
        distinctCount,
        distinctApproximate,
        min,
        max,
        topValues,
        ...(topValuesApproximate ? { topValuesApproximate } : {}),
        ...finished.notes.get(name),
      },
    })
  }
  return { rowCount, columns: profiled, values }
}

/** Smallest and largest of a complete index, in DuckDB's (byte-wise) VARCHAR order. */
function textRange(index: ColumnValues): [Cell, Cell] {
  if (index.values.length === 0) return [null, null]
  const sorted = index.values.map((v) => Buffer.from(v.value)).sort(Buffer.compare)
  return [String(sorted[0]), String(sorted[sorted.length - 1])]
}

async function scanTextRange(session: DbSession, target: string, column: string): Promise<[Cell, Cell]> {
  const q = quoteIdentifier(column)
  const { rows } = await session.query(`SELECT min(${q}), max(${q}) FROM ${target}`)
  return [rows[0]?.[0] ?? null, rows[0]?.[1] ?? null]
}

/** Every distinct value with its exact count, most frequent first, cut at the cap. */
async function valueIndex(session: DbSession, target: string, column: string): Promise<ColumnValues> {
  const q = quoteIdentifier(column)
  const { rows } = await session.query(
    `SELECT ${q}, count(*) AS n FROM ${target} WHERE ${q} IS NOT NULL GROUP BY ${q}
     ORDER BY n DESC, ${q} LIMIT ${VALUE_INDEX_CAP + 1}`,
  )
  return {
    column,
    complete: rows.length <= VALUE_INDEX_CAP,
    values: rows
      .slice(0, VALUE_INDEX_CAP)
      .map(([value, count]) => ({ value: String(value), count: Number(count) })),
  }
}

/** The most frequent values of a sample of rows; counts are scaled up to the table, so estimates. */
async function sampledValueIndex(
  session: DbSession,
  target: string,
  column: string,
  rowCount: number,
): Promise<ColumnValues> {
  const q = quoteIdentifier(column)
  const scale = rowCount / VALUE_SAMPLE_ROWS
  const { rows } = await session.query(
    `SELECT ${q}, count(*) AS n FROM (SELECT ${q} FROM ${target} USING SAMPLE reservoir(${VALUE_SAMPLE_ROWS} ROWS) REPEATABLE (7))
     WHERE ${q} IS NOT NULL GROUP BY ${q} ORDER BY n DESC, ${q} LIMIT ${VALUE_INDEX_CAP}`,
  )
  return {
    column,
    complete: false,
    values: rows.map(([value, count]) => ({
      value: String(value),
      count: Math.round(Number(count) * scale),
    })),
  }
}

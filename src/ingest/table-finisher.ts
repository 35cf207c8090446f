import type { ColumnProfile, ColumnValues } from '../catalog/catalog-types.js'
import type { DbSession } from '../db/duckdb-database.js'
import { quoteIdentifier } from '../db/sql-text.js'
import type { TableColumn, TableStats } from './column-stats.js'
import { type DateOrder, dateExpression } from './date-formats.js'
import { excelSerialExpression, isExcelSerialColumn } from './excel-serials.js'
import { numberExpression } from './number-formats.js'
import { readTextSample, sampleValues, type TextSample } from './text-sample.js'
import { inferTextTypes, mayConvert, textValue } from './type-inference.js'
import { countsExactly, exactValueIndexes } from './value-index.js'

/** How a column's values were turned into its type, for the column profile. */
export type ColumnNote = Pick<ColumnProfile, 'conversion' | 'unit'>

/** What the loader leaves for the finisher to settle. */
export interface TypePlan {
  /** Columns read as DOUBLE in place of the integers DuckDB sniffed. */
  readonly integerCandidates: readonly string[]
  readonly columns: readonly TableColumn[]
  readonly stats: TableStats
  /** Only CSV numbers may be Excel serial dates; JSON and Parquet carry their own types. */
  readonly excelSerials: boolean
  /** Day-first or month-first for dates that read both ways (default 'auto'). */
  readonly dateOrder?: DateOrder
  /** Notes for the ingest reply, from the reader. */
  readonly notes?: readonly string[]
}

export interface FinishedTypes {
  /** The table's columns with their final types. */
  readonly columns: readonly TableColumn[]
  readonly notes: ReadonlyMap<string, ColumnNote>
  /** Columns whose values changed representation (text to number or date), to profile again. */
  readonly converted: ReadonlySet<string>
  /** The first rows of the loaded text columns (the whole table when `complete`). */
  readonly textSample: TextSample
  /** Exact value indexes counted before type inference, of the text columns that stayed text. */
  readonly indexes: ReadonlyMap<string, ColumnValues>
}

/**
 * Gives each column the type a person expects, never changing a value: integers read as DOUBLE
 * go back to BIGINT when every value is whole, Excel serials under a date header become dates,
 * and text columns that are cleanly numbers or dates are converted. One ALTER per changed column.
 */
export async function finishTypes(
  session: DbSession,
  target: string,
  plan: TypePlan,
): Promise<FinishedTypes> {
  const notes = new Map<string, ColumnNote>()
  const converted = new Set<string>()
  const types = new Map(plan.columns.map((c) => [c.name, c.type]))
  const alter = async (column: string, type: string, using?: string) => {
    await session.query(
      `ALTER TABLE ${target} ALTER ${quoteIdentifier(column)} TYPE ${type}${using ? ` USING ${using}` : ''}`,
    )
    types.set(column, type)
  }
  for (const { name, type } of plan.columns) {
    const stats = plan.stats.columns.get(name)
    if (type !== 'DOUBLE' || !stats) continue
    if (plan.excelSerials && isExcelSerialColumn(name, stats)) {
      await alter(name, stats.whole ? 'DATE' : 'TIMESTAMP', excelSerialExpression(name, stats.whole))
      notes.set(name, { conversion: 'date from Excel serial day numbers' })
      converted.add(name)
    } else if (plan.integerCandidates.includes(name) && stats.whole && !stats.beyondExact) {
      await alter(name, 'BIGINT')
    }
  }
  const text = plan.columns.filter((c) => c.type === 'VARCHAR').map((c) => c.name)
  const textSample = await readTextSample(session, target, text, plan.stats.rowCount)
  const indexes = await indexesBeforeInference(session, target, textSample, plan.stats)
  const complete = (column: string) => indexes.get(column)?.complete === true
  const known = (column: string) =>
    complete(column)
      ? { values: indexes.get(column)?.values.map((v) => v.value) ?? [], distinct: true }
      : { values: sampleValues(textSample, column), distinct: false }
  const decisions = await inferTextTypes(session, target, text, known, plan.dateOrder)
  for (const [column, decision] of decisions) {
    const v = textValue(column)
    if (decision.kind === 'boolean') {
      await alter(column, 'BOOLEAN', `CAST(${v} AS BOOLEAN)`)
    } else {
      const using = decision.kind === 'date' ? dateExpression(v, decision) : numberExpression(v, decision)
      await alter(column, decision.type, using)
      const unit = decision.kind === 'number' ? decision.unit : undefined
      notes.set(column, { conversion: decision.conversion, ...(unit ? { unit } : {}) })
    }
    converted.add(column)
  }
  for (const column of converted) indexes.delete(column)
  const columns = plan.columns.map((c) => ({ name: c.name, type: types.get(c.name) ?? c.type }))
  return { columns, notes, converted, textSample, indexes }
}

/**
 * The exact value index of each text column of a large table that its sample leaves a type test
 * for: its every distinct value then rules out tests better than the sample does, and the tests
 * left run over those values instead of the rows. A small table's sample is the whole table.
 */
async function indexesBeforeInference(
  session: DbSession,
  target: string,
  sample: TextSample,
  stats: TableStats,
): Promise<Map<string, ColumnValues>> {
  if (sample.complete) return new Map()
  const estimate = (column: string) => stats.columns.get(column)?.distinctEstimate ?? 0
  const counted = sample.columns.filter(
    (column) =>
      countsExactly(estimate(column), stats.rowCount) && mayConvert(column, sampleValues(sample, column)),
  )
  return exactValueIndexes(session, target, counted)
}

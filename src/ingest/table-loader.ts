import type { DbSession } from '../db/duckdb-database.js'
import type { Cell } from '../db/query-result.js'
import { quoteIdentifier } from '../db/sql-text.js'
import type { ResolvedOptions } from '../options.js'
import { describeTable, scanColumnStats } from './column-stats.js'
import { loadCsv } from './csv-reader.js'
import { loadStructured } from './structured-reader.js'
import type { TypePlan } from './table-finisher.js'

const isTemporal = (type: string) => type === 'DATE' || type.startsWith('TIMESTAMP')

/**
 * DuckDB's ISO parser takes a hockey record `3-4-2` for the date 0003-04-02. Dates people write
 * have four-digit years: a column whose earliest date is before the year 1000 is read as text.
 */
function plausibleDate(min: Cell | undefined): boolean {
  if (min === null || min === undefined) return true
  const year = /^(\d{4,})-/.exec(String(min))?.[1]
  return year !== undefined && Number(year) >= 1000
}

const isFloat = (type: string) => type === 'DOUBLE' || type === 'FLOAT'

/**
 * "NaN" is how a data frame writes a missing number (pandas' to_csv): DuckDB reads it as the float
 * NaN, which sorts above every number, passes `> 4.5` and turns an average into NaN. Such cells
 * are empty. (A column's max is NaN exactly when it holds one, so only those columns are written.)
 */
async function blankNotANumber(db: DbSession, target: string, columns: readonly string[]): Promise<void> {
  const sets = columns.map(
    (c) =>
      `${quoteIdentifier(c)} = CASE WHEN isnan(${quoteIdentifier(c)}) THEN NULL ELSE ${quoteIdentifier(c)} END`,
  )
  await db.query(`UPDATE ${target} SET ${sets.join(', ')}`)
}

/**
 * Loads a staged CSV, JSON or Parquet file into the staging table `target` (each statement commits
 * on its own, so a failed read can be retried), then scans every column once for the profile and
 * the integer checks. Integers at or past 2^53 would have lost digits as DOUBLE, and dates before
 * the year 1000 are misreadings: those columns are read again as text, which type inference turns
 * into exact BIGINT/HUGEINT or leaves as written.
 */
export async function loadTable(
  db: DbSession,
  format: 'csv' | 'json' | 'parquet',
  path: string,
  target: string,
  options: Pick<ResolvedOptions, 'maxLineBytes'>,
): Promise<TypePlan> {
  const load = async (textColumns: ReadonlySet<string>) => {
    const loaded =
      format === 'csv'
        ? await loadCsv(db, path, target, options, textColumns)
        : await loadStructured(db, path, target, format, textColumns)
    const columns = await describeTable(db, target)
    const stats = await scanColumnStats(db, target, columns, loaded.integerCandidates)
    const unknown = columns.filter(
      (c) => isFloat(c.type) && Number.isNaN(Number(stats.columns.get(c.name)?.max)),
    )
    if (unknown.length === 0) return { loaded, columns, stats }
    await blankNotANumber(
      db,
      target,
      unknown.map((c) => c.name),
    )
    return { loaded, columns, stats: await scanColumnStats(db, target, columns, loaded.integerCandidates) }
  }
  let read = await load(new Set())
  const inexact = read.loaded.integerCandidates.filter((c) => read.stats.columns.get(c)?.beyondExact)
  const misread = read.columns.filter(
    (c) => format !== 'parquet' && isTemporal(c.type) && !plausibleDate(read.stats.columns.get(c.name)?.min),
  )
  if (inexact.length > 0 || misread.length > 0) {
    await db.query(`DROP TABLE ${target}`)
    read = await load(new Set([...inexact, ...misread.map((c) => c.name)]))
  }
  return {
    integerCandidates: read.loaded.integerCandidates,
    columns: read.columns,
    stats: read.stats,
    excelSerials: format === 'csv',
    ...(read.loaded.notes?.length ? { notes: read.loaded.notes } : {}),
  }
}

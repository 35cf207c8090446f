import type { DbSession } from '../db/duckdb-database.js'
import type { ResolvedOptions } from '../options.js'
import { describeTable, scanColumnStats } from './column-stats.js'
import { loadCsv } from './csv-reader.js'
import { loadStructured } from './structured-reader.js'
import type { TypePlan } from './table-finisher.js'

/**
 * Loads a staged CSV, JSON or Parquet file into the staging table `target` (each statement commits
 * on its own, so a failed read can be retried), then scans every column once for the profile and
 * the integer checks. Integers at or past 2^53 would have lost digits as DOUBLE: those columns are
 * read again as text, which type inference turns into exact BIGINT/HUGEINT.
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
    return { loaded, columns, stats: await scanColumnStats(db, target, columns, loaded.integerCandidates) }
  }
  let read = await load(new Set())
  const inexact = read.loaded.integerCandidates.filter((c) => read.stats.columns.get(c)?.beyondExact)
  if (inexact.length > 0) {
    await db.query(`DROP TABLE ${target}`)
    read = await load(new Set(inexact))
  }
  return {
    integerCandidates: read.loaded.integerCandidates,
    columns: read.columns,
    stats: read.stats,
    excelSerials: format === 'csv',
  }
}

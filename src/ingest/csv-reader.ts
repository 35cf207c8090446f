import type { DbSession } from '../db/duckdb-database.js'
import { isIntegerType } from '../db/query-result.js'
import { quoteIdentifier, quoteLiteral } from '../db/sql-text.js'
import { columnNames } from './column-names.js'
import { type CsvHead, inspectCsvHead } from './csv-dialect.js'
import { classifyCsvError, csvError } from './csv-errors.js'
import { type CsvSniff, dialectOptions, sniffCsv } from './csv-sniffer.js'
import type { LoadedColumns } from './ingest-types.js'

export interface CsvLimits {
  readonly maxLineBytes: number
}

/** Attempts before every column is read as text; each retry is a full read, and they are rare. */
const MAX_ATTEMPTS = 6

interface Plan {
  sniff: CsvSniff
  nullPadding: boolean
  textColumns: Set<string>
  allText: boolean
  /** Columns before any were added for rows longer than the header. */
  headerWidth?: number
}

/**
 * Loads a CSV/TSV file into `target` with DuckDB's reader and a dialect checked against the file's
 * head. Integer columns are read as DOUBLE (DuckDB rounds a late `12.5` in a column it sniffed as
 * an integer); dates in non-ISO formats and columns named in `textColumns` are read as VARCHAR for
 * type inference to decide from every value. A late value that does not fit its sniffed type
 * makes that column text and the file is read again: nothing is dropped or rounded.
 */
export async function loadCsv(
  session: DbSession,
  path: string,
  target: string,
  limits: CsvLimits,
  textColumns: ReadonlySet<string> = new Set(),
): Promise<LoadedColumns> {
  const head = await inspectCsvHead(path, limits.maxLineBytes)
  const base = baseOptions(head, limits)
  const plan = await planRead(session, path, head, base, limits.maxLineBytes)
  plan.textColumns = new Set(textColumns)
  for (let attempt = 1; ; attempt++) {
    let names: string[] = []
    try {
      names = await headerNames(session, path, base, plan)
      const types = columnTypes(plan, names)
      const options = [...base, ...readOptions(plan)]
      const columns = names.map((name, i) => `${quoteLiteral(name)}: ${quoteLiteral(types[i] ?? 'VARCHAR')}`)
      await session.query(
        `CREATE TABLE ${target} AS SELECT * FROM read_csv(${quoteLiteral(path)}, ${options.join(', ')},
         columns={${columns.join(', ')}})`,
      )
      const sniffedInteger = (i: number) => isIntegerType(plan.sniff.columns[i]?.type ?? '')
      const notes = plan.sniff.header ? await longRowsNote(session, target, names) : undefined
      return {
        integerCandidates: names.filter((_, i) => sniffedInteger(i) && types[i] === 'DOUBLE'),
        doubleColumns: names.filter((_, i) => types[i] === 'DOUBLE'),
        ...(notes ? { notes: [notes] } : {}),
      }
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !adapt(plan, error, names)) throw csvError(error, limits.maxLineBytes)
    }
  }
}

/**
 * Rows with more fields than the header keep their extra values (nothing is dropped) in the
 * trailing columns the header does not name, `column<n>`; the reply says so.
 */
async function longRowsNote(session: DbSession, target: string, names: readonly string[]) {
  let first = names.length
  while (first > 0 && names[first - 1] === `column${first}`) first--
  const extra = names.slice(first)
  if (first === 0 || extra.length === 0) return undefined
  const filled = extra.map((name) => `${quoteIdentifier(name)} IS NOT NULL`).join(' OR ')
  const { rows } = await session.query(`SELECT count(*) FROM ${target} WHERE ${filled}`)
  const count = Number(rows[0]?.[0] ?? 0)
  if (count === 0) return undefined
  return `${count} row${count === 1 ? ' has' : 's have'} more fields than the header's ${first}; the extra values are kept in ${extra.join(', ')}.`
}

function baseOptions(head: CsvHead, limits: CsvLimits): string[] {
  const options = [`max_line_size=${limits.maxLineBytes}`]
  if (head.encoding !== 'utf-8') options.push(`encoding=${quoteLiteral(head.encoding)}`)
  return options
}

async function planRead(
  session: DbSession,
  path: string,
  head: CsvHead,
  base: string[],
  maxLineBytes: number,
): Promise<Plan> {
  const dialectHints = [
    ...(head.backslashEscape ? [`escape='\\'`] : []),
    ...(head.crlfRows ? [`new_line=${quoteLiteral('\\r\\n')}`] : []),
  ]
  let sniff: CsvSniff | undefined
  let nullPadding = false
  try {
    sniff = await sniffWithSoleDelimiter(session, path, [...base, ...dialectHints], head)
    sniff ??= await sniffCsv(session, path, [...base, ...dialectHints])
  } catch (error) {
    if (!head.delimiter) throw csvError(error, maxLineBytes)
  }
  // A ragged row inside the sample makes DuckDB fall back to one column; a delimiter a person can
  // see in every first line says otherwise, and short rows are then padded with NULL.
  if (head.delimiter && (!sniff || (sniff.columns.length === 1 && sniff.delimiter !== head.delimiter))) {
    const options = [...base, ...dialectHints, `delim=${quoteLiteral(head.delimiter)}`, 'null_padding=true']
    try {
      sniff = await sniffCsv(session, path, options)
      nullPadding = true
    } catch (error) {
      if (!sniff) throw csvError(error, maxLineBytes)
    }
  }
  if (!sniff) throw csvError(new Error('no dialect'), maxLineBytes)
  // No quote in the sniffer's sample does not mean none later: `"Smith, John"` at row 30 000 must
  // still be one field. A `"` inside an unquoted field stays an ordinary character.
  if (sniff.quote === '') sniff = { ...sniff, quote: '"', escape: head.backslashEscape ? '\\' : '"' }
  const plan: Plan = { sniff, nullPadding, textColumns: new Set(), allText: false }
  if (!sniff.header && (await isHeaderWithBlanks(session, path, base, plan))) {
    const dialect = readOptions(plan).filter((o) => !/^(auto_detect|header)=/.test(o))
    const options = [...base, ...dialect, 'header=true']
    plan.sniff = { ...(await sniffCsv(session, path, options)), quote: sniff.quote, escape: sniff.escape }
  }
  return plan
}

/**
 * The only candidate delimiter in the file's head is the one DuckDB's sniffer settles on: naming
 * it spares the sniffer trying the others, about half of its time (the same result on 1,633 files
 * of WikiTableQuestions, DataBench and the fixtures). Anything but a table of several columns is
 * left to the full sniff.
 */
async function sniffWithSoleDelimiter(
  session: DbSession,
  path: string,
  options: readonly string[],
  head: CsvHead,
): Promise<CsvSniff | undefined> {
  if (!head.soleDelimiter) return undefined
  const sniff = await sniffCsv(session, path, [
    ...options,
    `delim=${quoteLiteral(head.soleDelimiter)}`,
  ]).catch(() => undefined)
  return sniff && sniff.columns.length > 1 ? sniff : undefined
}

/** Rows read to judge a first row with empty cells. */
const HEADER_SAMPLE_ROWS = 2048

/**
 * DuckDB takes a first row with an empty cell for data. A file written from a data frame has
 * exactly that header: an empty cell above its index or row-label column (`"",Name,City`).
 * The first row is a header when its empty cells sit above columns filled on every other sampled
 * row, and its other cells are distinct.
 */
async function isHeaderWithBlanks(
  session: DbSession,
  path: string,
  base: string[],
  plan: Plan,
): Promise<boolean> {
  const count = plan.sniff.columns.length
  if (count < 2) return false
  const raw = Array.from({ length: count }, (_, i) => `'c${i}': 'VARCHAR'`)
  const options = [...base, ...readOptions(plan)]
  const { rows } = await session.query(
    `SELECT * FROM read_csv(${quoteLiteral(path)}, ${options.join(', ')}, columns={${raw.join(', ')}})
     LIMIT ${HEADER_SAMPLE_ROWS}`,
  )
  const [first, ...rest] = rows
  if (!first || rest.length === 0) return false
  const cells = first.map((cell) => (cell === null ? '' : String(cell).trim()))
  const blanks = cells.flatMap((cell, i) => (cell === '' ? [i] : []))
  const named = cells.filter((cell) => cell !== '')
  if (blanks.length === 0 || named.length === 0 || new Set(named).size !== named.length) return false
  const filled = (value: unknown) => value !== null && String(value).trim() !== ''
  return blanks.every((i) => rest.every((row) => filled(row[i])))
}

function readOptions(plan: Plan): string[] {
  const options = dialectOptions(plan.sniff)
  if (plan.nullPadding) options.push('null_padding=true')
  return options
}

/** The file's own header cells, read raw, made into unique non-empty names. */
async function headerNames(session: DbSession, path: string, base: string[], plan: Plan): Promise<string[]> {
  const count = plan.sniff.columns.length
  if (!plan.sniff.header) return columnNames(undefined, count)
  // DuckDB names empty header cells `column<i>` and repeats `<name>_<i>`; other names are the file's.
  const sniffed = plan.sniff.columns.map((c) => c.name)
  if (!sniffed.some((name) => /^column\d+$|_\d+$/.test(name))) return columnNames(sniffed, count)
  const raw = Array.from({ length: count }, (_, i) => `'c${i}': 'VARCHAR'`)
  const options = [...base, ...readOptions({ ...plan, sniff: { ...plan.sniff, header: false } })]
  const { rows } = await session.query(
    `SELECT * FROM read_csv(${quoteLiteral(path)}, ${options.join(', ')}, columns={${raw.join(', ')}}) LIMIT 1`,
  )
  return columnNames(
    (rows[0] ?? []).map((cell) => (cell === null ? null : String(cell))),
    count,
  )
}

const ISO_DATE = new Set(['%Y-%m-%d'])

/**
 * The types to read with. DuckDB reads `3:39` (a song's length) as TIME 03:39:00 and `Yes`/`No`
 * as BOOLEAN: both change what the file says, so those columns are read as text and type
 * inference keeps them (it makes BOOLEAN of `true`/`false` only).
 */
function columnTypes(plan: Plan, names: readonly string[]): string[] {
  return plan.sniff.columns.map(({ type }, i) => {
    if (plan.allText || plan.textColumns.has(names[i] ?? '')) return 'VARCHAR'
    if (type === 'TIME' || type === 'BOOLEAN') return 'VARCHAR'
    if (isIntegerType(type)) return 'DOUBLE'
    if (type === 'DATE' && plan.sniff.dateFormat && !ISO_DATE.has(plan.sniff.dateFormat)) return 'VARCHAR'
    if (type.startsWith('TIMESTAMP') && plan.sniff.timestampFormat) return 'VARCHAR'
    return type
  })
}

/** Extra fields a row past the sniffer's sample may bring; more is not a table a person wrote. */
const MAX_EXTRA_FIELDS = 16

/**
 * A row past the sniffer's sample has more fields than the header: read again with unnamed text
 * columns added for them, so the extra values are kept (and noted) as they are inside the sample.
 */
function widen(plan: Plan, error: unknown): boolean {
  const counts = /Expected Number of Columns: (\d+) Found: (\d+)/.exec(String((error as Error)?.message))
  const [expected, found] = [Number(counts?.[1]), Number(counts?.[2])]
  const width = plan.sniff.columns.length
  if (!plan.sniff.header || !(found > expected) || expected !== width) return false
  plan.headerWidth ??= width
  if (found - plan.headerWidth > MAX_EXTRA_FIELDS) return false
  const added = Array.from({ length: found - width }, (_, i) => ({
    name: `column${width + i + 1}`,
    type: 'VARCHAR',
  }))
  plan.sniff = { ...plan.sniff, columns: [...plan.sniff.columns, ...added] }
  return true
}

/** Changes the plan after a failed read; false when nothing more can be tried. */
function adapt(plan: Plan, error: unknown, names: readonly string[]): boolean {
  const problem = classifyCsvError(error)
  switch (problem.kind) {
    case 'conversion': {
      if (plan.allText || !names.includes(problem.column)) plan.allText = true
      else plan.textColumns.add(problem.column)
      return true
    }
    case 'unterminated_quote':
      if (plan.sniff.escape !== '\\' && plan.sniff.quote === '"') {
        plan.sniff = { ...plan.sniff, escape: '\\' }
        return true
      }
      return false
    case 'column_count':
      if (!plan.nullPadding) {
        plan.nullPadding = true
        return true
      }
      return widen(plan, error)
    default:
      return false
  }
}

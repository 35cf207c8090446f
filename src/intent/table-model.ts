import type { TableInScope } from '../answer/answer-types.js'
import type { CatalogColumn, ColumnValues } from '../catalog/catalog-types.js'
import { isNumericType, isTemporalType } from '../db/query-result.js'
import { naIsCode } from './cell-patterns.js'
import { type ColumnShape, shapeOf } from './column-shape.js'
import { columnWords, duplicateName, minutesAtEnd, namedAsCount } from './column-words.js'
import { itemCells, type ListSeparator, listSeparatorOf } from './list-cells.js'
import { oncePer } from './once-per.js'
import { normalizeText } from './text-normalizer.js'
import { buildValueIndex, type ValueIndex } from './value-index.js'
import { placeKindOf } from './vocabulary/value-codes.js'

export type { ColumnShape }
export type ColumnKind = 'number' | 'date' | 'text' | 'boolean' | 'other'

export interface ColumnModel {
  readonly name: string
  readonly type: string
  readonly position: number
  readonly kind: ColumnKind
  /** The name in normal form, word by word. */
  readonly words: readonly string[]
  /** Stems of the name's content words, with synonyms' canonical stems. */
  readonly stems: readonly string[]
  /** Stem of the word the name is about (see column-words). */
  readonly head: string | undefined
  /** The name's words outside parentheses, and what it writes inside them (see column-words). */
  readonly outside: readonly string[]
  readonly inParentheses: string | undefined
  readonly shape: ColumnShape
  readonly distinct: number
  readonly nonNull: number
  /** The smallest and largest number of a number column. */
  readonly range?: readonly [number, number]
  readonly values: ColumnValues | undefined
  /** The kind of place every cell names (see placeKindOf), when the header may not say so. */
  readonly places?: 'state' | 'country'
  /** "NA" is one of the column's codes (North America), not a missing value (see naIsCode). */
  readonly naIsCode?: true
  /**
   * Cells that list items ("[organic, vegan]", "Drama|Comedy"): grouped and matched item by item;
   * `values` and `distinct` are then of the items.
   */
  readonly list?: { readonly separator: ListSeparator }
}

/** Rows that sum up the others (a `Total` row), found by a label column's value. */
export interface AggregateRows {
  readonly column: string
  readonly values: readonly string[]
}

/** Everything the parser knows about one table, built once per table and cached. */
export interface TableModel {
  readonly table: TableInScope
  readonly columns: readonly ColumnModel[]
  readonly byName: ReadonlyMap<string, ColumnModel>
  readonly values: ValueIndex
  readonly aggregateRows: AggregateRows | undefined
  /** A column of game results (W/L, Won/Lost): verbs like "won" then filter rows. */
  readonly resultColumn: ColumnModel | undefined
  readonly rowCount: number
}

const AGGREGATE_LABEL =
  /^(total|totals|grand total|overall|career|career total|career totals|all|sum|combined|average|world)s?\b[^a-z]*(\(.*\))?[^a-z]*$/

const cache = new WeakMap<readonly ColumnValues[], TableModel>()

/** The model of a table in scope; cached on the engine's value index, so re-ingest refreshes it. */
export async function tableModel(table: TableInScope): Promise<TableModel> {
  const values = await table.values()
  let model = cache.get(values)
  if (!model || model.table.name !== table.name || model.table.collection !== table.collection) {
    model = buildTableModel(table, values)
    cache.set(values, model)
  }
  return model
}

export function buildTableModel(table: TableInScope, values: readonly ColumnValues[]): TableModel {
  const valuesByColumn = new Map(values.map((v) => [v.column, v]))
  const names = new Set(table.columns.map((c) => c.name))
  const columns = table.columns.map((c, position) =>
    columnModel(c, position, valuesByColumn.get(c.name), table.rowCount, {
      minutes: minutesAtEnd(c.name, names),
      duplicate: duplicateName(c.name, names),
    }),
  )
  return {
    table,
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    values: buildValueIndex(columns),
    aggregateRows: findAggregateRows(columns),
    resultColumn: columns.find(isResultColumn),
    rowCount: table.rowCount,
  }
}

function columnModel(
  column: CatalogColumn,
  position: number,
  values: ColumnValues | undefined,
  rowCount: number,
  name: { readonly minutes: boolean; readonly duplicate: boolean },
): ColumnModel {
  const { words, stems, head, outside, inParentheses } = columnWords(
    column.name,
    name.minutes,
    name.duplicate,
  )
  const nonNull = Math.max(0, rowCount - column.profile.nullCount)
  const shape = shapeOf(column, values, position === 0)
  const separator = column.type === 'VARCHAR' && values ? listSeparatorOf(values.values) : undefined
  // A column of lists holds its items: the value index, the distinct count and the kind of place
  // read "vegan", not "[organic, vegan]". Shapes are of the cells as written.
  const held = values && separator ? { ...values, values: itemCells(values.values, separator) } : values
  return {
    name: column.name,
    type: column.type,
    position,
    kind: kindOf(column.type),
    words,
    stems,
    head,
    outside,
    inParentheses,
    // ("Number of products sold" of 13 to 993 on 520 rows fills its range like a serial; its
    // name says it counts.)
    shape: namedAsCount(words) ? { ...shape, sequence: 0 } : shape,
    distinct: held && (held.complete || separator) ? held.values.length : column.profile.distinctCount,
    nonNull,
    ...(typeof column.profile.min === 'number' && typeof column.profile.max === 'number'
      ? { range: [column.profile.min, column.profile.max] as const }
      : {}),
    values: held,
    places:
      held?.complete && column.type === 'VARCHAR' ? placeKindOf(held.values.map((v) => v.value)) : undefined,
    ...(separator ? { list: { separator } } : {}),
    ...(held && column.type === 'VARCHAR' && naIsCode(held.values.map((v) => v.value))
      ? { naIsCode: true }
      : {}),
  }
}

function kindOf(type: string): ColumnKind {
  if (isNumericType(type)) return 'number'
  if (isTemporalType(type)) return 'date'
  if (type === 'BOOLEAN') return 'boolean'
  if (type === 'VARCHAR') return 'text'
  return 'other'
}

// "W 3–1", "Lost", "D": a result first; "D-1000" is an identifier.
const RESULT_MARK = /^(w|l|d|t|won|lost|win|loss|draw|drawn|tie|tied|victory|defeat)\b(?!-\d)/i

function isResultColumn(c: ColumnModel): boolean {
  if (!c.values || c.values.values.length === 0) return false
  let total = 0
  let marked = 0
  for (const { value, count } of c.values.values) {
    total += count
    if (RESULT_MARK.test(value.trim())) marked += count
  }
  return marked >= 0.6 * total
}

/**
 * Rows that are not data: a summary row (`Total`, `Career`) or the header written again inside the
 * table (a cell equal to its own column's name), found in one of the first columns.
 */
function findAggregateRows(columns: readonly ColumnModel[]): AggregateRows | undefined {
  for (const column of columns.slice(0, 3)) {
    if (!column.values) continue
    const own = normalizeText(column.name)
    // A summary row comes once, or once a period where every label comes once a period (a panel
    // of countries by year with a World row each year).
    const counts = column.values.values.map((v) => v.count).sort((x, y) => x - y)
    const once = Math.max(2, counts[Math.floor(counts.length / 2)] ?? 0)
    const labels = column.values.values
      .filter(
        (v) =>
          (v.count <= once && AGGREGATE_LABEL.test(v.value.trim().toLowerCase().replace(/[:.]$/, ''))) ||
          (own !== '' && normalizeText(v.value) === own),
      )
      .map((v) => v.value)
    if (labels.length > 0 && labels.length <= 3) return { column: column.name, values: labels }
  }
  return undefined
}

/**
 * The words of the table's own name (its artifact's, and the table's): "kiln_firings" -> kiln,
 * fire. The last word of the artifact's name is the head, what each row is ("firings").
 */
/**
 * "rental" of beach_umbrella_rentals, "fitting" of saddle_fittings: a word of the table's own name,
 * which says what every row is and picks none of them.
 */
export const ownNameWord = (model: TableModel, stem: string): boolean => tableName(model).stems.includes(stem)

/**
 * "rented" of karaoke_machine_rentals, "booked" of tennis_bookings: the stem of a verb that opens
 * the head of the table's name says the table's own event, which every row is.
 */
export function tableEvent(model: TableModel, stem: string): boolean {
  const head = tableName(model).head ?? ''
  return stem.length >= 3 && head.length > stem.length && head.startsWith(stem)
}

export const tableName = oncePer(
  (model: TableModel): { stems: readonly string[]; head: string | undefined } => {
    const artifact = columnWords(model.table.artifact)
    const stems = [...new Set([...artifact.stems, ...columnWords(model.table.name).stems])]
    return { stems, head: artifact.stems.at(-1) }
  },
)

import type { CatalogTable } from '../catalog/catalog-types.js'
import { CURRENCY_CODES } from '../catalog/currency-codes.js'
import type { QueryResult } from '../db/query-result.js'
import type { Intent, Measure, ValueOf } from '../intent/intent-types.js'
import type { Money, Unit } from './number-format.js'

/**
 * The currencies ingest strips from money columns (the profile's `unit`): symbols and ISO codes
 * ("CHF 70.00"); `%` is not money.
 */
const CURRENCIES = new Set(['$', '€', '£', '¥', ...CURRENCY_CODES])

/** Aggregates whose result is in the unit of the column they read; counts are not. */
const KEEPS_UNIT = new Set<Measure['aggregate']>([
  'sum',
  'avg',
  'min',
  'max',
  'median',
  'per_value',
  'per_period',
])

/** The currency of a money column read as it is, if the profile keeps one. */
function columnCurrency(table: CatalogTable, value: ValueOf | undefined): Money | undefined {
  if (!value || (value.reading !== 'raw' && value.reading !== 'number')) return undefined
  const column = table.columns.find((c) => c.name === value.column)
  const unit = column?.profile.unit
  if (!column || unit === undefined || !CURRENCIES.has(unit)) return undefined
  return {
    kind: 'money',
    symbol: unit,
    cents: column.type === 'DOUBLE' || /^DECIMAL\(\d+, ?[1-9]/.test(column.type),
  }
}

function measureCurrency(table: CatalogTable, measure: Measure | undefined): Money | undefined {
  return measure && KEEPS_UNIT.has(measure.aggregate) ? columnCurrency(table, measure.of) : undefined
}

/** A difference of two money measures is money only when both are in the same currency. */
function sameCurrency(a: Money | undefined, b: Money | undefined): Money | undefined {
  return a && b && a.symbol === b.symbol
    ? { kind: 'money', symbol: a.symbol, cents: a.cents || b.cents }
    : undefined
}

const FRACTION: Unit = { kind: 'fraction' }

/** Unit of each column of the result, by the shape the SQL planners give each kind of intent. */
function unitsByPosition(intent: Intent, table: CatalogTable): readonly (Unit | undefined)[] {
  switch (intent.kind) {
    case 'aggregate':
      return [
        ...intent.dimensions.map(() => undefined),
        ...intent.measures.map((m) => (m.aggregate === 'rate' ? FRACTION : measureCurrency(table, m))),
      ]
    case 'rows':
    case 'adjacent':
      return intent.columns.map((v) => columnCurrency(table, v))
    case 'extreme': {
      const shown = intent.labels.includes(intent.measure.column)
        ? intent.labels
        : [...intent.labels, intent.measure.column]
      return shown.map((c) =>
        c === intent.measure.column ? columnCurrency(table, intent.measure) : undefined,
      )
    }
    case 'choice':
      return [undefined, intent.by.kind === 'measure' ? measureCurrency(table, intent.by.measure) : undefined]
    case 'difference':
      return [
        sameCurrency(
          measureCurrency(table, intent.left.measure),
          measureCurrency(table, intent.right.measure),
        ),
      ]
    case 'share': {
      const part = measureCurrency(table, intent.part.measure)
      const whole = measureCurrency(table, intent.whole.measure)
      return [part, whole, FRACTION]
    }
    case 'compare': {
      // (Rates compared are fractions, and so is their difference.)
      const unit = intent.measure.aggregate === 'rate' ? FRACTION : measureCurrency(table, intent.measure)
      return [undefined, unit, unit, FRACTION]
    }
    default:
      return []
  }
}

/**
 * What the numbers of each result column are: money in a currency (a measure over a column that
 * ingest stored from text like "£1,234.56" keeps its currency), a fraction to show in percent, or
 * undefined for a plain number or a cell.
 */
export function resultUnits(
  intent: Intent,
  result: QueryResult,
  table: CatalogTable | undefined,
): readonly (Unit | undefined)[] {
  const byPosition = table ? unitsByPosition(intent, table) : []
  return result.columns.map((_, i) => byPosition[i])
}

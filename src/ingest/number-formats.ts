import { CURRENCY_CODES } from '../catalog/currency-codes.js'
import { quoteLiteral } from '../db/sql-text.js'

/** Which character groups thousands and which marks decimals. */
export type NumberStyle = 'us' | 'eu'

const SIGN = '[+\\-\u2212]'
const CODE = `(?:${CURRENCY_CODES.join('|')})`
// Each unit is counted on its own: a column takes one of them on every value, or none.
const UNIT_SYMBOLS = ['$', '€', '£', '¥', '%', ...CURRENCY_CODES]
const CURRENCY = `(?:[$€£¥]|${CODE})`
/** The units that settle `1.234` as European notation (see `euroCount`). */
const EURO_UNITS = ['€', 'EUR']
const isEuro = (unit: string | undefined) => EURO_UNITS.some((euro) => euro === unit)
// The integer part never has a leading zero ("01234" is a code, not a number).
const DIGITS: Record<NumberStyle, string> = {
  us: '(?:0|[1-9][0-9]{0,2}(?:,[0-9]{3})+|[1-9][0-9]*)(?:\\.[0-9]+)?|\\.[0-9]+',
  eu: '(?:0|[1-9][0-9]{0,2}(?:\\.[0-9]{3})+|[1-9][0-9]*)(?:,[0-9]+)?',
}
const DECIMAL_MARK: Record<NumberStyle, string> = { us: '.', eu: ',' }
const GROUP_MARK: Record<NumberStyle, string> = { us: ',', eu: '.' }

/** Thousands, millions and billions written after an amount: "€110.5M", "€565K", "$1.2B". */
const MAGNITUDE = '[KMB]'
const MAGNITUDES: readonly (readonly [letter: string, size: string])[] = [
  ['K', '1e3'],
  ['M', '1e6'],
  ['B', '1e9'],
]

/**
 * The accountant's zero: a currency sign and a dash, as spreadsheets' accounting format writes 0
 * (" $-   "). A dash alone stays a blank.
 */
const ACCOUNTING_ZERO = `${CURRENCY}\\s*[-\u2013\u2014]+`

/**
 * A whole value: optional sign, a currency sign or code before or after ("CHF 70.00", "70.00 CHF"),
 * a percent after, a magnitude letter, the accountant's `(987.65)`, or the accountant's zero `$-`.
 */
export function numberPattern(style: NumberStyle): string {
  const body = `(?:${DIGITS[style]})`
  const plain = `${SIGN}?\\s*(?:${CURRENCY}\\s*${SIGN}?\\s*)?${body}(?:\\s*${MAGNITUDE})?\\s*(?:%|${CURRENCY})?`
  const bracketed = `\\(\\s*(?:${CURRENCY}\\s*)?${body}\\s*(?:%|${CURRENCY})?\\s*\\)`
  return `^(?:${plain}|${bracketed}|${ACCOUNTING_ZERO})$`
}

/** SQL that is true when the text value `v` is a number written in `style`. */
export const numberTest = (v: string, style: NumberStyle) =>
  `regexp_full_match(${v}, ${quoteLiteral(numberPattern(style))})`

const digitsOnly = (v: string, style: NumberStyle) =>
  `regexp_replace(${v}, ${quoteLiteral(`[^0-9${DECIMAL_MARK[style] === '.' ? '.' : ','}]`)}, '', 'g')`

/** Aggregates (in this order) that `decideNumber` reads, over values already known to match `style`. */
export function numberStats(v: string, style: NumberStyle): string[] {
  const core = digitsOnly(v, style)
  const mark = quoteLiteral(DECIMAL_MARK[style])
  return [
    ...UNIT_SYMBOLS.map((symbol) => `count_if(contains(${v}, ${quoteLiteral(symbol)}))`),
    `count_if(contains(${v}, '('))`,
    `count_if(contains(${v}, ${quoteLiteral(GROUP_MARK[style])}))`,
    `coalesce(max(length(split_part(${core}, ${mark}, 1))), 0)`,
    `coalesce(max(length(split_part(${core}, ${mark}, 2))), 0)`,
    `count_if(regexp_matches(${v}, ${quoteLiteral(ONLY_EUROPEAN)}))`,
    `count(${v})`,
    `count_if(${magnitudeTest(v, MAGNITUDE)})`,
  ]
}

/**
 * SQL that is true when `v` has one of these magnitude letters after its digits. The currency code
 * is taken out first: the B of "70.00 BRL" and the M of "5 MXN" multiply nothing.
 */
const magnitudeTest = (v: string, letters: string) =>
  `regexp_matches(regexp_replace(${v}, ${quoteLiteral(CODE)}, ''), ${quoteLiteral(`[0-9]\\s*${letters}`)})`

// A dot, or a comma followed by one or two digits: only European notation explains it.
// A lone `16,416` is a thousands separator to most readers, whatever else the column holds.
const ONLY_EUROPEAN = '\\.|,[0-9]{1,2}([^0-9]|$)'

/** How many values read only as European notation ("1.234", "12,5"), from the stats of `numberStats`. */
export const europeanCount = (stats: readonly unknown[]) => Number(stats[UNIT_SYMBOLS.length + 4] ?? 0)

/** How many values carry `symbol`, from the stats of `numberStats`. */
const unitCount = (stats: readonly unknown[], symbol: string) =>
  Number(stats[UNIT_SYMBOLS.indexOf(symbol)] ?? 0)

/** How many values are in euros, by sign or by code, from the stats of `numberStats`. */
export const euroCount = (stats: readonly unknown[]) =>
  EURO_UNITS.reduce((sum, unit) => sum + unitCount(stats, unit), 0)

export interface NumberDecision {
  readonly kind: 'number'
  readonly style: NumberStyle
  readonly type: string
  readonly conversion: string
  readonly unit: string | undefined
  /** Some values end in K, M or B, which multiply them. */
  readonly scaled: boolean
}

/** Decides a column's numeric type from its stats; undefined when it must stay text. */
export function decideNumber(style: NumberStyle, stats: readonly unknown[]): NumberDecision | undefined {
  const counts = stats.map((value) => Number(value ?? 0))
  const unitCounts = counts.slice(0, UNIT_SYMBOLS.length)
  const [parens = 0, grouped = 0, intDigits = 0, scale = 0, european = 0, values = 0, scaled = 0] =
    counts.slice(UNIT_SYMBOLS.length)
  const units = UNIT_SYMBOLS.filter((_, i) => (unitCounts[i] ?? 0) > 0)
  // One unit on every value, or none: `837.27` next to `22.7%` are different quantities.
  if (
    units.length > 1 ||
    (units.length === 1 && unitCounts[UNIT_SYMBOLS.indexOf(units[0] ?? '%')] !== values)
  ) {
    return undefined
  }
  const unit = units[0]
  if (style === 'eu' && european === 0 && !isEuro(unit)) return undefined
  const type =
    scaled > 0
      ? 'DOUBLE'
      : unit && unit !== '%' && scale > 0
        ? moneyType(intDigits, scale)
        : numericType(intDigits, scale)
  if (!type) return undefined
  const notes: string[] = []
  if (scaled > 0) notes.push('K/M/B multipliers')
  if (unit === '%') notes.push('percent')
  else if (unit) notes.push(`currency ${unit}`)
  if (grouped > 0) notes.push(`thousands separator '${GROUP_MARK[style]}'`)
  if (style === 'eu' && scale > 0) notes.push('decimal comma')
  if (parens > 0) notes.push('negatives in parentheses')
  if (notes.length === 0) notes.push('numbers written as text')
  return { kind: 'number', style, type, conversion: notes.join(', '), unit, scaled: scaled > 0 }
}

/** Money with cents is stored as DECIMAL, so that sums carry no binary-fraction noise. */
function moneyType(intDigits: number, scale: number): string | undefined {
  if (intDigits + scale <= 18) return `DECIMAL(18,${scale})`
  return intDigits + scale <= 38 ? `DECIMAL(38,${scale})` : undefined
}

/** Exact types only: whole numbers as BIGINT/HUGEINT, decimals as DOUBLE while 15 digits hold them. */
function numericType(intDigits: number, scale: number): string | undefined {
  if (scale === 0) return intDigits <= 18 ? 'BIGINT' : intDigits <= 38 ? 'HUGEINT' : undefined
  if (intDigits + scale <= 15) return 'DOUBLE'
  return intDigits + scale <= 38 ? `DECIMAL(38, ${scale})` : undefined
}

/** SQL turning the text value `v` into the decided number; it fails loudly rather than yield NULL. */
export function numberExpression(v: string, decision: NumberDecision): string {
  const digits = digitsOnly(v, decision.style)
  const plain = decision.style === 'eu' ? `replace(${digits}, ',', '.')` : digits
  const negative = `regexp_matches(${v}, ${quoteLiteral('[(\\-\u2212]')})`
  const signed = `CAST(CASE WHEN ${negative} THEN '-' ELSE '' END || ${plain} AS ${decision.type})`
  const zero = `regexp_full_match(${v}, ${quoteLiteral(`^${ACCOUNTING_ZERO}$`)})`
  const number = `CASE WHEN ${zero} THEN CAST(0 AS ${decision.type}) ELSE ${signed} END`
  if (!decision.scaled) return number
  const sizes = MAGNITUDES.map(([letter, size]) => `WHEN ${magnitudeTest(v, letter)} THEN ${size}`)
  return `(${number} * CASE ${sizes.join(' ')} ELSE 1 END)`
}

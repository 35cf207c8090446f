/**
 * What cell text looks like, judged in JavaScript from the value index. The SQL side reads the
 * same shapes with the expressions of src/sql/cell-readings.ts; the patterns here and there agree.
 */

/**
 * The first word of a cell, past any leading code or number ("13 CONDOS - ELEVATOR" -> CONDOS,
 * "W 27–24" -> W). One pattern for both sides: the parser reads cells with it, and the SQL of a
 * 'first-word' condition (src/sql/sql-allow-lists.ts) with the same text.
 */
export const FIRST_WORD_PATTERN = '^[^A-Za-z]*([A-Za-z]+)'

/** Cells that stand for "no value". */
export const PLACEHOLDER = /^\s*(|-|--|---|—|–|n\/a|na|n\.a\.|\?|tba|tbd|unknown|none|nil|\*)\s*$/i

const FIRST_NUMBER = /-?[0-9][0-9,]*(\.[0-9]+)?/
const WHOLE_NUMBER = /^\s*[-+]?[$£€¥]?\s*[0-9][0-9,]*(\.[0-9]+)?\s*%?\s*$/
/**
 * A number with at most a short unit and a note after it: `12 km`, `£103.3 million`, `9.7° S`,
 * `1.07 (2)`, a unit written on (`4.52m`, `80kg`), but not an ordinal (`1st`), a code (`1A`) or a
 * range (`2 to 10`).
 */
const MEASURED =
  /^\s*[-+~≈]?[$£€¥]?\s*[0-9][0-9,]*(\.[0-9]+)?\s*(%|°|′|″|'|"|(?<=[0-9])(?!st\b|nd\b|rd\b|th\b)[a-z]{1,3}\b|\s(?!(?:to|or|and)\s)[\p{L}][\p{L}.²³/]{0,11}(\s[\p{L}0-9.²³/]{1,10})?)?\s*(\([^)]*\)|\[[^\]]*\])?\s*[*†‡§]*\s*$/u
const YEAR = /\b(1[5-9][0-9]{2}|20[0-9]{2})\b/
const DURATION = /^\s*([0-9]+:)?[0-9]{1,2}:[0-9]{2}(\.[0-9]+)?\s*$/
const TEXT_DATE =
  /\b((jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? [0-9]{1,2},? [0-9]{4}|[0-9]{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? [0-9]{4}|[0-9]{4}-[0-9]{2}-[0-9]{2})\b/i
const SCORE = /^\s*[a-z]?\s*[0-9]+\s*[-–—:]\s*[0-9]+\b/i

/** The first number in a cell, as the SQL number reading extracts it. */
export function firstNumber(cell: string): number | undefined {
  const m = FIRST_NUMBER.exec(cell.replaceAll('−', '-'))
  if (!m) return undefined
  const n = Number(m[0].replaceAll(',', ''))
  return Number.isFinite(n) ? n : undefined
}

const UNIT_AFTER_NUMBER = /^\s*[-+~≈]?[$£€¥]?\s*[0-9][0-9,]*(?:\.[0-9]+)?\s*(\p{L}[\p{L}/]*)/u

/** The word written right after a cell's leading number: `67 mph (108 km/h)` -> mph. */
export function unitAfterNumber(cell: string): string | undefined {
  return UNIT_AFTER_NUMBER.exec(cell)?.[1]?.toLowerCase()
}

export const isWholeNumber = (cell: string) => WHOLE_NUMBER.test(cell)
export const isMeasured = (cell: string) => MEASURED.test(cell)
export const hasNumber = (cell: string) => FIRST_NUMBER.test(cell)
export const hasYear = (cell: string) => YEAR.test(cell)
export const isDuration = (cell: string) => DURATION.test(cell)
export const isTextDate = (cell: string) => TEXT_DATE.test(cell)
export const isScore = (cell: string) => SCORE.test(cell)
export const isPlaceholder = (cell: string) => PLACEHOLDER.test(cell)

/**
 * "NA" among upper-case codes (TERRITORY of NA, EMEA, APAC; ISO country codes, where it is
 * Namibia) is a code, not a missing value: two other codes at least, and most other cells codes.
 */
export function naIsCode(cells: readonly string[]): boolean {
  if (!cells.includes('NA')) return false
  const others = cells.filter((c) => !isPlaceholder(c))
  const codes = others.filter((c) => /^[A-Z]{2,5}$/.test(c)).length
  return codes >= 2 && codes * 2 >= others.length
}

export function yearOf(cell: string): number | undefined {
  const m = YEAR.exec(cell)
  return m ? Number(m[1]) : undefined
}

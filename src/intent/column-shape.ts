import type { CatalogColumn, ColumnValues } from '../catalog/catalog-types.js'
import { isIntegerType, isNumericType, isTemporalType } from '../db/query-result.js'
import {
  hasNumber,
  hasYear,
  isDuration,
  isMeasured,
  isPlaceholder,
  isScore,
  isTextDate,
  isWholeNumber,
  unitAfterNumber,
} from './cell-patterns.js'
import { unitOf } from './vocabulary/unit-conversions.js'

/** Shares of a column's non-empty cells (weighted by count) that have each shape. */
export interface ColumnShape {
  readonly number: number
  readonly wholeNumber: number
  /** A number, maybe with a unit or note after it (`12 km`, `1.07 (2)`). */
  readonly measured: number
  readonly year: number
  readonly date: number
  readonly duration: number
  readonly score: number
  readonly placeholder: number
  /** Cells holding several lines (a name, then its members or notes). */
  readonly multiline: number
  /** 1 for whole numbers that run through a range with few gaps (1, 2, 3 ... 9684): serial numbers. */
  readonly sequence: number
  /** 1 for numbers between 0 and 1 with fractions (a discount of 0.2, a danceability of 0.71). */
  readonly fraction: number
  /**
   * Share of cells whose leading number is in another unit than most (`196 km/h (122 mph)` among
   * `122 mph (196 km/h)`): the leading numbers do not compare.
   */
  readonly otherUnits: number
}

const NO_SHAPE: ColumnShape = {
  number: 0,
  wholeNumber: 0,
  measured: 0,
  year: 0,
  date: 0,
  duration: 0,
  score: 0,
  placeholder: 0,
  multiline: 0,
  sequence: 0,
  fraction: 0,
  otherUnits: 0,
}

/** The year share given a number column of years with a placeholder for unknown (its share is not counted). */
export const YEARS_BUT_UNKNOWN = 0.7

/** The shapes of a column's cells, from its type and its value index. */
export function shapeOf(column: CatalogColumn, values: ColumnValues | undefined, first = false): ColumnShape {
  const none: ColumnShape = { ...NO_SHAPE }
  if (isNumericType(column.type)) {
    const min = Number(column.profile.min)
    const max = Number(column.profile.max)
    const yearLike = isIntegerType(column.type) && min >= 1000 && max <= 2100
    // "Founded" with -1 or 0 for unknown: years but for a placeholder (read as years when named for time).
    const yearsButUnknown =
      isIntegerType(column.type) && (min === -1 || min === 0) && max >= 1000 && max <= 2100
    const whole = isIntegerType(column.type) ? 1 : 0
    return {
      ...none,
      number: 1,
      wholeNumber: whole,
      measured: 1,
      year: yearLike ? 1 : yearsButUnknown ? YEARS_BUT_UNKNOWN : 0,
      sequence: whole && isSerial(column.profile.distinctCount, min, max, first) ? 1 : 0,
      fraction: !whole && min >= 0 && max <= 1 && column.profile.distinctCount > 2 ? 1 : 0,
    }
  }
  if (isTemporalType(column.type)) return { ...none, date: 1, year: 1 }
  if (!values || values.values.length === 0) return none
  let total = 0
  let placeholder = 0
  const counts: { -readonly [K in keyof ColumnShape]: number } = { ...NO_SHAPE }
  const noneWord = noneAmongNumbers(values)
  for (const { value, count } of values.values) {
    total += count
    if (isPlaceholder(value) || value === noneWord) {
      placeholder += count
      continue
    }
    if (hasNumber(value)) counts.number += count
    if (isWholeNumber(value)) counts.wholeNumber += count
    if (isMeasured(value)) counts.measured += count
    if (hasYear(value)) counts.year += count
    if (isTextDate(value)) counts.date += count
    if (isDuration(value)) counts.duration += count
    if (isScore(value)) counts.score += count
    if (value.includes('\n')) counts.multiline += count
  }
  const real = total - placeholder
  if (real === 0) return { ...none, placeholder: 1 }
  const shares: { -readonly [K in keyof ColumnShape]: number } = { ...counts }
  for (const key of Object.keys(shares) as (keyof ColumnShape)[]) shares[key] = counts[key] / real
  return { ...shares, placeholder: placeholder / total, otherUnits: otherUnits(values) }
}

/**
 * "FALSE" among heights where a squirrel was on the ground, "No" among counts: in a column of
 * numbers otherwise, one word for none (a fifth of the cells or more hold numbers) is a blank.
 */
function noneAmongNumbers(values: ColumnValues): string | undefined {
  if (!values.complete) return undefined
  const words = values.values.filter((v) => !isMeasured(v.value) && !isPlaceholder(v.value))
  const [word] = words
  if (words.length !== 1 || !word || !NONE_WORDS.has(word.value.trim().toLowerCase())) return undefined
  const total = values.values.reduce((n, v) => n + v.count, 0)
  const numbers = values.values.reduce((n, v) => n + (isMeasured(v.value) ? v.count : 0), 0)
  return numbers * 5 >= total ? word.value : undefined
}

const NONE_WORDS = new Set(['false', 'no', 'none'])

/** How many cells write each word right after their number ("1,450 tonnes"), over cells of a number and a unit. */
export function unitWords(values: ColumnValues): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { value, count } of values.values) {
    const word = isMeasured(value) ? unitAfterNumber(value) : undefined
    if (word !== undefined) counts.set(word, (counts.get(word) ?? 0) + count)
  }
  return counts
}

/** The share of unit-carrying cells not in the most common unit ("1 day" and "3 days" are one unit). */
function otherUnits(values: ColumnValues): number {
  const byUnit = new Map<string, number>()
  let carrying = 0
  for (const [word, count] of unitWords(values)) {
    const unit = unitOf(word)
    const key = unit ? `${unit.dimension} ${unit.size}` : word.length > 3 ? word.replace(/s$/, '') : word
    byUnit.set(key, (byUnit.get(key) ?? 0) + count)
    carrying += count
  }
  return carrying === 0 ? 0 : 1 - Math.max(...byUnit.values()) / carrying
}

/**
 * Serial numbers (a transaction or ticket number): many distinct whole numbers filling much of
 * their range. Amounts and counts spread out (revenue, population), and levels (age, a score) have
 * far fewer distinct values. The distinct count is DuckDB's stored estimate, which falls short by
 * half or more on runs of repeated values (635 for 1,200 receipt numbers), hence the loose bounds.
 * A smaller table's row numbers come first and fill their range exactly (within the estimate's error).
 */
function isSerial(distinct: number, min: number, max: number, first: boolean): boolean {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return false
  if (distinct >= 500) return distinct * 3 >= max - min + 1
  // A survey's first column Respondent 1..240: every number from 0 or 1 up, each once, numbers the rows.
  const span = max - min + 1
  return first && distinct >= 20 && min >= 0 && min <= 1 && Math.abs(span - distinct) <= 0.05 * distinct
}

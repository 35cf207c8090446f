/**
 * DataBench's scoring rules, as its README gives them: strip `[ ] ' "` and spaces from both ends,
 * nulls match nulls, booleans by truth, categories equal (or the same calendar date), numbers
 * truncated (or rounded) to 2 decimals, lists compared as sets of equal length.
 */
import type { AnswerType } from './databench-dataset.js'

const strip = (text: string) => text.replace(/^[\s[\]'"]+|[\s[\]'"]+$/g, '')

const NULLS = new Set(['', 'nan', 'none', 'null'])
const isNull = (text: string) => NULLS.has(strip(text).toLowerCase())

const TRUE = new Set(['true', 'yes', 'y'])
const FALSE = new Set(['false', 'no', 'n'])

function booleanMatches(answer: string, gold: string): boolean {
  const a = strip(answer).toLowerCase()
  const g = strip(gold).toLowerCase()
  return (TRUE.has(a) && TRUE.has(g)) || (FALSE.has(a) && FALSE.has(g))
}

function numberOf(text: string): number | undefined {
  const kept = strip(text).replace(/[^\d.-]/g, '')
  if (kept === '' || kept === '-' || kept === '.') return undefined
  const n = Number(kept)
  return Number.isFinite(n) ? n : undefined
}

function numberMatches(answer: string, gold: string): boolean {
  const a = numberOf(answer)
  const g = numberOf(gold)
  if (a === undefined || g === undefined) return false
  // Compared in hundredths as integers, with a tolerance for binary fractions (0.29 * 100).
  const hundredths = (x: number) => x * 100 + (x >= 0 ? 1e-9 : -1e-9)
  return (
    Math.trunc(hundredths(a)) === Math.trunc(hundredths(g)) || Math.round(a * 100) === Math.round(g * 100)
  )
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/
function calendarDay(text: string): string | undefined {
  const iso = ISO_DAY.exec(text)
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`
  if (!/\d/.test(text) || !/[-/ ]/.test(text)) return undefined
  const t = Date.parse(text)
  return Number.isNaN(t) ? undefined : new Date(t).toISOString().slice(0, 10)
}

function categoryMatches(answer: string, gold: string): boolean {
  const a = strip(answer)
  const g = strip(gold)
  if (a === g) return true
  const da = calendarDay(a)
  return da !== undefined && da === calendarDay(g)
}

function itemMatches(answer: string, gold: string, type: AnswerType): boolean {
  if (isNull(answer) || isNull(gold)) return isNull(answer) && isNull(gold)
  if (type === 'boolean') return booleanMatches(answer, gold)
  if (type === 'number' || type === 'list[number]') return numberMatches(answer, gold)
  return categoryMatches(answer, gold)
}

const splitList = (text: string) => (strip(text) === '' ? [] : strip(text).split(',').map(strip))

/** Items of two lists pair up one to one (duplicates count), in any order. */
function listMatches(answer: readonly string[], gold: readonly string[], type: AnswerType): boolean {
  if (answer.length !== gold.length) return false
  const unused = [...answer]
  for (const g of gold) {
    const i = unused.findIndex((a) => itemMatches(a, g, type))
    if (i < 0) return false
    unused.splice(i, 1)
  }
  return true
}

/**
 * Is a result table (column-wise cells) the gold answer? A one-cell table for single answers, or
 * the right cell in a one-row table that carries a label beside the measure; a list in one of the
 * columns, a row per item.
 */
export function databenchMatches(
  type: AnswerType,
  gold: string,
  columns: readonly (readonly string[])[],
): boolean {
  const rows = columns[0]?.length ?? 0
  if (type === 'list[number]' || type === 'list[category]') {
    const items = splitList(gold)
    return columns.some((column) => listMatches(column, items, type))
  }
  if (rows !== 1) return false
  return columns.some((column) => itemMatches(column[0] ?? '', gold, type))
}

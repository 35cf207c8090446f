import { isIntegerType, isNumericType, isTemporalType } from '../db/query-result.js'
import type { Reading } from '../intent/intent-types.js'
import type { SqlConstant } from './sql-allow-lists.js'
import type { Expr } from './sql-ast.js'

/** Tolerant casts: a number, date, year or duration read out of a cell, NULL where there is none. */

const col = (name: string): Expr => ({ kind: 'column', name })
const k = (name: SqlConstant): Expr => ({ kind: 'constant', name })
const call = (fn: Extract<Expr, { kind: 'call' }>['fn'], ...args: Expr[]): Expr => ({
  kind: 'call',
  fn,
  args,
})
const tryCast = (operand: Expr, type: 'DOUBLE' | 'BIGINT' | 'DATE' | 'VARCHAR'): Expr => ({
  kind: 'cast',
  operand,
  type,
  tolerant: true,
})
const asText = (name: string, type: string): Expr =>
  type === 'VARCHAR' ? col(name) : tryCast(col(name), 'VARCHAR')
const binary = (op: '+' | '*', left: Expr, right: Expr): Expr => ({ kind: 'binary', op, left, right })

/** `£103.3 million` -> 103.3, `W 27–24` -> 27, `1,234` -> 1234, `n/a` -> NULL. */
export function numberFromText(text: Expr): Expr {
  const unified = call('replace', text, k('minusSign'), k('asciiMinus'))
  const digits = call('regexp_extract', unified, k('numberPattern'), k('wholeMatch'))
  return tryCast(call('replace', digits, k('comma'), k('empty')), 'DOUBLE')
}

export function yearFromText(text: Expr): Expr {
  return tryCast(call('regexp_extract', text, k('yearPattern'), k('groupOne')), 'BIGINT')
}

export function dateFromText(text: Expr): Expr {
  const found = call('regexp_extract', text, k('textDatePattern'), k('groupOne'))
  return tryCast(call('try_strptime', found, k('dateFormats')), 'DATE')
}

/** `1:23.45` -> 83.45 seconds, `2:01:05` -> 7265; a plain number is taken as it is. */
export function durationFromText(text: Expr): Expr {
  const part = (group: SqlConstant) =>
    tryCast(call('regexp_extract', text, k('durationPattern'), k(group)), 'DOUBLE')
  const hours = call('coalesce', part('groupTwo'), k('zero'))
  const seconds = binary(
    '+',
    binary('*', binary('+', binary('*', hours, k('sixty')), part('groupThree')), k('sixty')),
    part('groupFour'),
  )
  return call('coalesce', seconds, numberFromText(text))
}

function scoreSide(text: Expr, group: 'groupOne' | 'groupTwo'): Expr {
  return tryCast(call('regexp_extract', text, k('scorePattern'), k(group)), 'DOUBLE')
}

/** A year column's cell with -1 or 0 written for an unknown year ("Founded" -1) read as no year. */
export const knownYear = (year: Expr): Expr => call('nullif', call('greatest', year, k('zero')), k('zero'))

/** The expression reading `column` (of DuckDB type `type`) as `reading`. */
export function readingExpr(column: string, type: string, reading: Reading): Expr {
  const numeric = isNumericType(type)
  const temporal = isTemporalType(type)
  switch (reading) {
    case 'raw':
      return col(column)
    case 'number':
      if (numeric) return col(column)
      if (temporal) return call('year', col(column))
      return numberFromText(asText(column, type))
    case 'year':
      if (isIntegerType(type)) return col(column)
      if (temporal) return call('year', col(column))
      return yearFromText(asText(column, type))
    case 'date':
      if (type === 'DATE') return col(column)
      if (temporal) return tryCast(col(column), 'DATE')
      return dateFromText(asText(column, type))
    case 'month':
      return call('month', readingExpr(column, type, 'date'))
    case 'duration':
      if (numeric) return col(column)
      return durationFromText(asText(column, type))
    case 'score-first':
      return scoreSide(asText(column, type), 'groupOne')
    case 'first-line':
      return call('split_part', asText(column, type), k('newline'), k('groupOne'))
    case 'score-second':
      return scoreSide(asText(column, type), 'groupTwo')
  }
}

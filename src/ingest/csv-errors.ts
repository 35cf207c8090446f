import { invalidRequest, type TallyError } from '../errors.js'
import { lineTooLong } from './csv-dialect.js'

/** What went wrong in DuckDB's CSV reader, in terms the loader can react to. */
export type CsvProblem =
  | { readonly kind: 'conversion'; readonly column: string }
  | { readonly kind: 'unterminated_quote' }
  | { readonly kind: 'column_count' }
  | { readonly kind: 'line_too_long' }
  | { readonly kind: 'encoding' }
  | { readonly kind: 'dialect' }
  | { readonly kind: 'other' }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Reads DuckDB's error text; the wording is DuckDB 1.5's, checked by the ingest tests. */
export function classifyCsvError(error: unknown): CsvProblem {
  const message = messageOf(error)
  const conversion = /Error when converting column "(.*?)"\. Could not convert/s.exec(message)
  if (conversion?.[1] !== undefined) return { kind: 'conversion', column: conversion[1] }
  if (/Maximum line size/i.test(message)) return { kind: 'line_too_long' }
  if (/unterminated quote/i.test(message)) return { kind: 'unterminated_quote' }
  if (/Expected Number of Columns/i.test(message)) return { kind: 'column_count' }
  if (/Invalid unicode|encoding/i.test(message)) return { kind: 'encoding' }
  if (/not possible to automatically detect the CSV parsing dialect/i.test(message))
    return { kind: 'dialect' }
  return { kind: 'other' }
}

/** The 400 a caller sees; the explanation is DuckDB's line locator, without file paths or the raw line. */
export function csvError(error: unknown, maxLineBytes: number): TallyError {
  const problem = classifyCsvError(error)
  const where = /CSV Error on Line: \d+/.exec(messageOf(error))?.[0]
  const explain = (text: string) => (where ? `${where}: ${text}` : text)
  switch (problem.kind) {
    case 'line_too_long':
      return lineTooLong(maxLineBytes)
    case 'unterminated_quote':
      return invalidRequest(
        'csv_unterminated_quote',
        'The file could not be read as CSV: a quoted value never ends.',
        explain('a value opens a quote that is not closed.'),
      )
    case 'column_count':
      return invalidRequest(
        'csv_inconsistent_columns',
        'The file could not be read as CSV: its rows have different numbers of fields.',
        explain('this row has more or fewer fields than the header.'),
      )
    case 'encoding':
      return invalidRequest('csv_encoding', 'The file is not valid text in a known encoding.', where)
    case 'dialect':
      return invalidRequest(
        'unreadable_csv',
        'The file could not be read as CSV: no consistent delimiter and quoting were found.',
      )
    default:
      return invalidRequest('unreadable_csv', 'The file could not be read as CSV.', where)
  }
}

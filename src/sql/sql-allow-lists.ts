import { FIRST_WORD_PATTERN } from '../intent/cell-patterns.js'
import { LIST_ITEM_PATTERNS } from '../intent/list-cells.js'

/** Everything generated SQL may call or use, besides columns and bound values. */

export const AGGREGATE_FNS = [
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'median',
  'stddev_samp',
  'any_value',
] as const
export type AggregateFn = (typeof AGGREGATE_FNS)[number]

export const SCALAR_FNS = [
  'regexp_extract',
  'regexp_matches',
  'replace',
  'lower',
  'trim',
  'strip_accents',
  'try_strptime',
  'year',
  'month',
  'date_trunc',
  'strftime',
  'coalesce',
  'abs',
  'round',
  'greatest',
  'least',
  'to_days',
  'to_months',
  'to_years',
  'nullif',
  'split_part',
  'contains',
  // The items of a list cell ("[organic, vegan]"), matched or unnested one row per item.
  'regexp_extract_all',
  'list_distinct',
  'list_contains',
  'list_has_all',
  'unnest',
] as const
export type ScalarFn = (typeof SCALAR_FNS)[number]

export const WINDOW_FNS = ['rank', 'row_number', 'dense_rank'] as const
export type WindowFn = (typeof WINDOW_FNS)[number]

export const BINARY_OPS = [
  '=',
  '<>',
  '>',
  '>=',
  '<',
  '<=',
  'AND',
  'OR',
  '+',
  '-',
  '*',
  '/',
  '||',
  'ILIKE',
  'NOT ILIKE',
  'IS DISTINCT FROM',
  'IS NOT DISTINCT FROM',
] as const
export type BinaryOp = (typeof BINARY_OPS)[number]

export const CAST_TYPES = ['DOUBLE', 'BIGINT', 'VARCHAR', 'DATE', 'TIMESTAMP', 'BOOLEAN'] as const
export type CastType = (typeof CAST_TYPES)[number]

/**
 * Literals the compiler owns: patterns and formats for reading numbers and dates out of text.
 * They are constants of the code, not user input, and are written into the SQL so DuckDB can
 * compile each pattern once.
 */
export const SQL_CONSTANTS = {
  minusSign: '−',
  asciiMinus: '-',
  comma: ',',
  empty: '',
  numberPattern: '-?[0-9][0-9,]*(\\.[0-9]+)?',
  yearPattern: '(1[5-9][0-9]{2}|20[0-9]{2})',
  scorePattern: '([0-9]+)\\s*[-–—:]\\s*([0-9]+)',
  durationPattern: '^\\s*(([0-9]+):)?([0-9]{1,2}):([0-9]{2}(\\.[0-9]+)?)\\s*$',
  textDatePattern:
    // A cell of a year alone ("1986" among full dates, "1990[citation needed]") is that year's first day.
    '([A-Za-z]{3,9}\\.? [0-9]{1,2},? [0-9]{4}|[0-9]{1,2} [A-Za-z]{3,9}\\.? [0-9]{4}|[0-9]{4}-[0-9]{2}-[0-9]{2}|[A-Za-z]{3,9} [0-9]{4}|^[0-9]{4}\\b)',
  wildcard: '%',
  colon: ':',
  firstWordPattern: FIRST_WORD_PATTERN,
  newline: '\n',
  dateFormats: [
    '%B %d, %Y',
    '%B %d %Y',
    '%b %d, %Y',
    '%b %d %Y',
    '%d %B %Y',
    '%d %b %Y',
    '%Y-%m-%d',
    '%B %Y',
    '%b %Y',
    '%Y',
  ],
  groupOne: 1,
  groupTwo: 2,
  groupThree: 3,
  groupFour: 4,
  wholeMatch: 0,
  sixty: 60,
  hundred: 100,
  one: 1,
  zero: 0,
  year: 'year',
  quarter: 'quarter',
  month: 'month',
  week: 'week',
  day: 'day',
  yearFormat: '%Y',
  monthFormat: '%Y-%m',
  dayFormat: '%Y-%m-%d',
  /** The last year written in a cell: the end of a range such as `1995–2001`. */
  lastYearPattern: '.*(1[5-9][0-9]{2}|20[0-9]{2})',
  /** A range ending in two digits (`1954–76`): century, first year's last two digits, end's two. */
  shortRangePattern: '^[^0-9]*(1[5-9]|20)([0-9]{2})\\s*[-–—]\\s*([0-9]{2})[^0-9A-Za-z]*$',
  yearUnit: ' year',
  yearsUnit: ' years',
  dayUnit: ' day',
  daysUnit: ' days',
  /** One item of a list cell, by separator (see list-cells). */
  listItemComma: LIST_ITEM_PATTERNS[','],
  listItemSemicolon: LIST_ITEM_PATTERNS[';'],
  listItemPipe: LIST_ITEM_PATTERNS['|'],
  listItemSlash: LIST_ITEM_PATTERNS['/'],
  /** The group of a list item pattern that holds the item. */
  listItemGroup: 1,
} as const satisfies Record<string, string | number | readonly string[]>

export type SqlConstant = keyof typeof SQL_CONSTANTS

export const isAllowed = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

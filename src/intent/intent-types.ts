/**
 * The Intent: what a question asks, as a readonly tree that names columns of one table and holds
 * every value the user gave. src/sql/ turns it into SQL; src/answer/ puts it back into words.
 */

/** How a column's cells are read: as they are, or a number/date/year/duration read out of text. */
export type Reading =
  | 'raw'
  | 'number'
  | 'date'
  | 'year'
  | 'month'
  | 'duration'
  | 'score-first'
  | 'score-second'
  /** The first line of a multi-line cell. */
  | 'first-line'

export interface ValueOf {
  readonly column: string
  readonly reading: Reading
}

export type Aggregate =
  | 'count'
  | 'count_distinct'
  | 'sum'
  | 'avg'
  | 'min'
  | 'max'
  | 'median'
  | 'stddev'
  /** The largest value minus the smallest. */
  | 'range'
  /** The fraction of the rows that meet `when` ("the churn rate"), shown in percent. */
  | 'rate'
  /** The sum of `of` divided by the sum of `per` ("the cost per click"). */
  | 'ratio'
  /** The sum of `of` divided by the number of different periods of `period` ("average daily sales"). */
  | 'per_period'
  /** The sum of `of` divided by the number of different values of `per` ("the average tip per order"). */
  | 'per_value'

export interface Measure {
  readonly aggregate: Aggregate
  /** Omitted for count(*) and rates. */
  readonly of?: ValueOf
  /** For a rate: the conditions of the rows counted in it. */
  readonly when?: readonly Condition[]
  /** For a ratio: what `of` is divided by; for a per-value average, whose different values. */
  readonly per?: ValueOf
  /** For a per-period average: the date column and the period counted. */
  readonly period?: Dimension
}

export type Grain = 'year' | 'quarter' | 'month' | 'week' | 'day'

export interface Dimension {
  readonly column: string
  /** A time grain groups a date column by period; omitted groups by the value itself. */
  readonly grain?: Grain
}

export type CompareOp = '=' | '<>' | '>' | '>=' | '<' | '<='

/** Where the rows of an anchor (a named row) are found. */
export type Condition =
  /**
   * A text column equals one of the values (OR); contains one when `mode` is 'contains'; starts
   * with one as its first word when 'first-word' ("W 27–24" is a win); is that value alone when
   * 'whole' ("Taylor Swift as the only artist": a list cell naming no other item).
   */
  | {
      readonly kind: 'equals'
      readonly column: string
      readonly values: readonly string[]
      readonly mode: 'exact' | 'contains' | 'first-word' | 'whole'
      readonly negated: boolean
    }
  /** A value read from a column compared with a number (or an ISO date for date readings). */
  | {
      readonly kind: 'compare'
      readonly value: ValueOf
      readonly op: CompareOp
      readonly operand: number | string
    }
  /** One column against another on the same row: "over budget" is Actual > Budget. */
  | {
      readonly kind: 'compare-columns'
      readonly value: ValueOf
      readonly op: CompareOp
      readonly other: ValueOf
    }
  /** A period [from, until) of a date or year reading; ISO dates. */
  | { readonly kind: 'period'; readonly value: ValueOf; readonly from: string; readonly until: string }
  /** The last N units up to the column's latest date. */
  | {
      readonly kind: 'recent'
      readonly column: string
      readonly amount: number
      readonly unit: 'day' | 'week' | 'month' | 'year'
    }
  | { readonly kind: 'present'; readonly value: ValueOf }
  /** The cell is empty (NULL, '' or a placeholder such as '-'), or 0 when `zero` (no medals). */
  | { readonly kind: 'absent'; readonly value: ValueOf; readonly zero: boolean }
  | { readonly kind: 'any'; readonly conditions: readonly Condition[] }
  | { readonly kind: 'not'; readonly condition: Condition }
  /** Rows sharing a column's value with the anchor rows. */
  | { readonly kind: 'same-as'; readonly column: string; readonly anchor: readonly Condition[] }
  /** A value compared with the same value of the anchor row(s). */
  | {
      readonly kind: 'compare-to-row'
      readonly value: ValueOf
      readonly op: CompareOp
      readonly anchor: readonly Condition[]
    }
  /** The value is the largest (or smallest) of the rows in `scope`: "also the oldest". */
  | {
      readonly kind: 'at-extreme'
      readonly value: ValueOf
      readonly direction: 'max' | 'min'
      readonly scope: readonly Condition[]
    }
  /** Rows after (or before) the anchor row in an order. */
  | {
      readonly kind: 'beyond-row'
      readonly direction: 'after' | 'before'
      readonly anchor: readonly Condition[]
    }

export type OrderKey = { readonly kind: 'row' } | { readonly kind: 'value'; readonly value: ValueOf }

/** A number computed over the rows meeting the conditions. */
export interface Scalar {
  readonly measure: Measure
  readonly where: readonly Condition[]
}

/** A loose link, disclosed in the answer: "matched 'Calif.' to 'California'". */
export interface LinkNote {
  readonly said: string
  readonly matched: string
  /**
   * 'absent': the word names a value the column does not hold. 'others': the cell matched exactly,
   * while other cells of its column (`matched`: "column: cell, cell") also hold the word.
   */
  readonly what: 'value' | 'column' | 'absent' | 'others'
}

interface IntentBase {
  /** Which table of those in scope (index into the tables given to the parser). */
  readonly table: number
  readonly notes: readonly LinkNote[]
}

/** Measures over the rows, optionally grouped; covers totals, by-group, top N, trends, HAVING. */
export interface AggregateIntent extends IntentBase {
  readonly kind: 'aggregate'
  readonly measures: readonly Measure[]
  readonly dimensions: readonly Dimension[]
  readonly where: readonly Condition[]
  readonly having: readonly { readonly measure: number; readonly op: CompareOp; readonly operand: number }[]
  readonly order?: {
    readonly by: 'measure' | 'dimension'
    readonly index: number
    readonly descending: boolean
  }
  readonly limit?: number
  /** Keep every group tied with the last one kept. */
  readonly withTies?: boolean
  /** Keep only the groups ranked this in the order, ties kept ("the second most common"). */
  readonly rank?: number
  /** Add each group's share of the total of measure 0, in percent. */
  readonly share?: boolean
}

/** Cells of rows meeting conditions: lookups, lists, first/last and n-th rows. */
export interface RowsIntent extends IntentBase {
  readonly kind: 'rows'
  readonly columns: readonly ValueOf[]
  readonly where: readonly Condition[]
  readonly order?: { readonly key: OrderKey; readonly descending: boolean }
  readonly limit?: number
  readonly offset?: number
  readonly distinct?: boolean
}

/** The row(s) with the largest or smallest value, every row on a tie. */
export interface ExtremeIntent extends IntentBase {
  readonly kind: 'extreme'
  readonly labels: readonly string[]
  readonly measure: ValueOf
  readonly direction: 'max' | 'min'
  readonly where: readonly Condition[]
}

/** The row next to (after or before) an anchor row in an order. */
export interface AdjacentIntent extends IntentBase {
  readonly kind: 'adjacent'
  readonly columns: readonly ValueOf[]
  readonly anchor: readonly Condition[]
  readonly direction: 'next' | 'previous'
  readonly where: readonly Condition[]
}

/** Which of two or more named options (values of one column) wins on a measure or order. */
export interface ChoiceIntent extends IntentBase {
  readonly kind: 'choice'
  readonly column: string
  readonly options: readonly string[]
  readonly by:
    | { readonly kind: 'measure'; readonly measure: Measure }
    | { readonly kind: 'order'; readonly key: OrderKey }
  readonly direction: 'max' | 'min'
  /** Rows the options are compared on ("in 2000"); all rows when omitted. */
  readonly where?: readonly Condition[]
}

/** left - right. */
export interface DifferenceIntent extends IntentBase {
  readonly kind: 'difference'
  readonly left: Scalar
  readonly right: Scalar
  readonly absolute: boolean
}

/** The part of a measure that some rows make of a whole: "what share of revenue came from the West". */
export interface ShareIntent extends IntentBase {
  readonly kind: 'share'
  readonly part: Scalar
  readonly whole: Scalar
}

/** Two or more sides (groups or periods) of one measure, each against the first: "Q1 vs Q2 2023". */
export interface CompareIntent extends IntentBase {
  readonly kind: 'compare'
  readonly measure: Measure
  /** Conditions every side shares. */
  readonly where: readonly Condition[]
  /** What the sides are, the name of their column in the answer: a column's name or "period". */
  readonly sidesAre: string
  readonly sides: readonly { readonly label: string; readonly where: readonly Condition[] }[]
}

/** "more or less", "above or below", "before or after": which of two words a comparison bears out. */
export interface EitherIntent extends IntentBase {
  readonly kind: 'either'
  readonly left: Scalar
  readonly right: Scalar | number
  /** The question's word for a left side larger than the right, then for a smaller one. */
  readonly words: readonly [string, string]
}

/** A yes/no question answered with a boolean. */
export interface YesNoIntent extends IntentBase {
  readonly kind: 'yes-no'
  readonly test: /** "are there orders above 500"; `negated`: "there are no orders above 500". */
    | { readonly kind: 'exists'; readonly where: readonly Condition[]; readonly negated?: boolean }
    /** "are all smokers hypertensive": no row in `scope` fails `claim`. */
    | { readonly kind: 'every'; readonly scope: readonly Condition[]; readonly claim: readonly Condition[] }
    /** "does the person with the highest glucose have diabetes": the first row of `scope` in `order` meets `claim`. */
    | {
        readonly kind: 'top-row'
        readonly order: ValueOf
        readonly descending: boolean
        readonly scope: readonly Condition[]
        readonly claim: readonly Condition[]
      }
    | {
        readonly kind: 'compare'
        readonly left: Scalar
        readonly op: CompareOp
        readonly right: Scalar | number
      }
    | { readonly kind: 'mode-is'; readonly column: string; readonly value: string }
}

/** How long a row lasted: its end year (or date) minus its start, in years or days. */
export interface SpanIntent extends IntentBase {
  readonly kind: 'span'
  readonly start: ValueOf
  /** Omitted when `start` is a range cell ("1995–2001"): its last year ends the span. */
  readonly end?: ValueOf
  readonly unit: 'years' | 'days'
  readonly where: readonly Condition[]
}

/** The longest run of consecutive rows (in an order) meeting the conditions. */
export interface StreakIntent extends IntentBase {
  readonly kind: 'streak'
  readonly order: OrderKey
  readonly where: readonly Condition[]
}

export type Intent =
  | AggregateIntent
  | RowsIntent
  | ExtremeIntent
  | AdjacentIntent
  | ChoiceIntent
  | DifferenceIntent
  | ShareIntent
  | CompareIntent
  | EitherIntent
  | YesNoIntent
  | SpanIntent
  | StreakIntent

export type IntentKind = Intent['kind']

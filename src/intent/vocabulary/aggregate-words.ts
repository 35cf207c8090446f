import type { Aggregate } from '../intent-types.js'
import { wordTable } from '../word-table.js'

/** Words that name an aggregate of a column: "total revenue", "average quantity", "the median price". */
export const AGGREGATE_WORDS: Readonly<Record<string, Aggregate>> = wordTable({
  total: 'sum',
  sum: 'sum',
  combined: 'sum',
  cumulative: 'sum',
  altogether: 'sum',
  average: 'avg',
  mean: 'avg',
  avg: 'avg',
  median: 'median',
  stddev: 'stddev',
  std: 'stddev',
  stdev: 'stddev',
  range: 'range',
  maximum: 'max',
  minimum: 'min',
  max: 'max',
  min: 'min',
})

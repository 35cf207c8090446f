import { type Cell, isNumericType, isTemporalType, type QueryResult } from '../db/query-result.js'
import type { Grain, Intent } from '../intent/intent-types.js'

/** Most bars a ranking or comparison is drawn with, and most slices of a share; more reads better as a table. */
const MOST_BARS = 40
const MOST_SLICES = 12
const SCHEMA = 'https://vega.github.io/schema/vega-lite/v5.json'
/** Periods are ISO dates (UTC midnight); the axis names them by the question's grain. */
const TIME_UNITS: Record<Grain, string> = {
  year: 'utcyear',
  quarter: 'utcyearquarter',
  month: 'utcyearmonth',
  week: 'utcyearmonthdate',
  day: 'utcyearmonthdate',
}

export type ChartMark = 'line' | 'bar' | 'arc'

/** A Vega-Lite v5 spec with the result inlined; plain JSON so any client can render it. */
export interface ChartSpec {
  readonly $schema: string
  readonly description: string
  readonly data: { readonly values: readonly Record<string, Cell>[] }
  readonly mark: { readonly type: ChartMark; readonly tooltip: true; readonly point?: true }
  readonly encoding: Record<string, Record<string, unknown>>
}

/** Vega-Lite reads `.` and `[]` in a field name as nested access; a backslash keeps them literal. */
const field = (name: string) => name.replace(/[\\.[\]]/g, (ch) => `\\${ch}`)

/**
 * The chart for an answer a person would rather look at: a trend over time (line), a share
 * (arc), a ranking or comparison of groups (bar). Only grouped aggregates with one dimension and
 * at least two rows get one; anything else (one value, a list, a lookup) returns undefined.
 */
export function chartSpec(intent: Intent, result: QueryResult, description: string): ChartSpec | undefined {
  if (intent.kind !== 'aggregate' || intent.dimensions.length !== 1) return undefined
  const [label, measure] = result.columns
  if (!label || !measure || !isNumericType(measure.type) || result.rows.length < 2) return undefined
  const grain = intent.dimensions[0]?.grain
  const overTime = grain !== undefined || isTemporalType(label.type)
  const mark: ChartMark = overTime ? 'line' : intent.share ? 'arc' : 'bar'
  if (mark === 'bar' && result.rows.length > MOST_BARS) return undefined
  if (mark === 'arc' && result.rows.length > MOST_SLICES) return undefined
  const values = result.rows.map((row) => ({
    [label.name]: row[0] ?? null,
    [measure.name]: toNumber(row[1]),
  }))
  const x = { field: field(label.name), title: label.name }
  const y = { field: field(measure.name), title: measure.name, type: 'quantitative' }
  const encoding: ChartSpec['encoding'] =
    mark === 'line'
      ? { x: { ...x, type: 'temporal', timeUnit: TIME_UNITS[grain ?? 'day'] }, y }
      : mark === 'arc'
        ? { theta: { ...y, stack: true }, color: { ...x, type: 'nominal' } }
        : { x: { ...x, type: 'nominal', sort: null }, y }
  return {
    $schema: SCHEMA,
    description,
    data: { values },
    mark: mark === 'line' ? { type: mark, tooltip: true, point: true } : { type: mark, tooltip: true },
    encoding,
  }
}

/** Large integers arrive as exact strings; a chart only needs their magnitude. */
const toNumber = (cell: Cell | undefined): Cell =>
  typeof cell === 'string' && cell.trim() !== '' && Number.isFinite(Number(cell))
    ? Number(cell)
    : (cell ?? null)

/** The spec as the third text block of tool_result: a ```vega-lite fence around its JSON. */
export const chartFence = (spec: ChartSpec) => `\`\`\`vega-lite\n${JSON.stringify(spec)}\n\`\`\``

/** The chart block for an answer, as an array to spread into tool_result's texts (empty: no chart). */
export function chartBlocks(intent: Intent, result: QueryResult, description: string): string[] {
  const spec = chartSpec(intent, result, description)
  return spec ? [chartFence(spec)] : []
}

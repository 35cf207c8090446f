import type { Cell, QueryResult } from '../db/query-result.js'

/** A cell as raw text for a Markdown table: `|` escaped, newlines as spaces, NULL empty. */
export function markdownCell(value: Cell): string {
  if (value === null) return ''
  return String(value)
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replace(/\r\n|\r|\n/g, ' ')
}

/** DECIMAL(18,2) -> 2: exact decimals are shown with the digits they were stored with. */
const decimalScale = (type: string) => Number(/^DECIMAL\(\d+, ?(\d+)\)$/.exec(type)?.[1] ?? 0)

/** A raw cell as its column stores it: money stored as DECIMAL keeps its cents ("60000.00"). */
function rawCell(value: Cell, scale: number): Cell {
  if (typeof value !== 'number' || scale === 0 || !Number.isFinite(value)) return value
  const fixed = value.toFixed(scale)
  return Number(fixed) === value ? fixed : value
}

/**
 * The raw result as a GitHub-flavoured Markdown table (no number formatting), at most `maxRows`
 * rows, with a line saying how many were left out.
 */
export function markdownTable(result: QueryResult, maxRows: number): string {
  const header = `| ${result.columns.map((c) => markdownCell(c.name)).join(' | ')} |`
  const rule = `|${result.columns.map(() => '---').join('|')}|`
  const scales = result.columns.map((c) => decimalScale(c.type))
  const shown = result.rows.slice(0, maxRows)
  const cells = (row: readonly Cell[]) => row.map((v, i) => markdownCell(rawCell(v, scales[i] ?? 0)))
  const lines = [header, rule, ...shown.map((row) => `| ${cells(row).join(' | ')} |`)]
  const omitted = result.rows.length - shown.length
  if (omitted > 0) lines.push('', `${omitted} more ${omitted === 1 ? 'row' : 'rows'} not shown.`)
  return lines.join('\n')
}

/** The SQL that ran, in a sql code fence. */
export const sqlFence = (sql: string) => `\`\`\`sql\n${sql}\n\`\`\``

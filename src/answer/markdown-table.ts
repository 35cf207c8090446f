import type { Cell, QueryResult } from '../db/query-result.js'

/** A cell as raw text for a Markdown table: `|` escaped, newlines as spaces, NULL empty. */
export function markdownCell(value: Cell): string {
  if (value === null) return ''
  return String(value)
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replace(/\r\n|\r|\n/g, ' ')
}

/**
 * The raw result as a GitHub-flavoured Markdown table (no number formatting), at most `maxRows`
 * rows, with a line saying how many were left out.
 */
export function markdownTable(result: QueryResult, maxRows: number): string {
  const header = `| ${result.columns.map((c) => markdownCell(c.name)).join(' | ')} |`
  const rule = `|${result.columns.map(() => '---').join('|')}|`
  const shown = result.rows.slice(0, maxRows)
  const lines = [header, rule, ...shown.map((row) => `| ${row.map(markdownCell).join(' | ')} |`)]
  const omitted = result.rows.length - shown.length
  if (omitted > 0) lines.push('', `${omitted} more ${omitted === 1 ? 'row' : 'rows'} not shown.`)
  return lines.join('\n')
}

/** The SQL that ran, in a sql code fence. */
export const sqlFence = (sql: string) => `\`\`\`sql\n${sql}\n\`\`\``

import type { QueryResult } from '../db/query-result.js'
import type { Intent, LinkNote } from '../intent/intent-types.js'
import { markdownCell } from './markdown-table.js'
import { formatCell, type Unit } from './number-format.js'

/** Rows the answer's text shows: a year of months fits whole; the result table holds them all. */
const SHORT_TABLE_ROWS = 12

/** Which result columns hold computed values (formatted) rather than cells (shown as they are). */
function computedColumns(intent: Intent, result: QueryResult): boolean[] {
  const computedKinds =
    intent.kind === 'difference' ||
    intent.kind === 'share' ||
    intent.kind === 'yes-no' ||
    intent.kind === 'span' ||
    intent.kind === 'streak'
  const labelled = intent.kind === 'aggregate' || intent.kind === 'choice' || intent.kind === 'compare'
  const dims = intent.kind === 'aggregate' ? intent.dimensions.length : labelled ? 1 : 0
  return result.columns.map((_, i) => computedKinds || (labelled && i >= dims))
}

type Units = readonly (Unit | undefined)[]

function shortTable(result: QueryResult, computed: readonly boolean[], units: Units): string {
  const header = `| ${result.columns.map((c) => markdownCell(c.name)).join(' | ')} |`
  const rule = `|${result.columns.map(() => '---').join('|')}|`
  const rows = result.rows
    .slice(0, SHORT_TABLE_ROWS)
    .map(
      (row) =>
        `| ${row.map((v, i) => markdownCell(formatCell(v, computed[i] ?? false, units[i]))).join(' | ')} |`,
    )
  const more = result.rows.length - SHORT_TABLE_ROWS
  return [header, rule, ...rows, ...(more > 0 ? [`\n…and ${more} more.`] : [])].join('\n')
}

function notesText(notes: readonly LinkNote[]): string {
  return notes
    .map((n) => {
      if (n.what === 'column') return `Matched '${n.said}' to the column ${n.matched}.`
      if (n.what === 'absent') return `'${n.said}' is not among the values of ${n.matched}.`
      if (n.what === 'others')
        return `Only '${n.said}' itself was read; other values hold the word too (${n.matched}).`
      return `Matched '${n.said}' to '${n.matched}'.`
    })
    .join(' ')
}

/**
 * The direct answer for a person: the value in bold, or a short table, with the reading and loose
 * matches. `units` says which result columns hold money (and its currency) or fractions.
 */
export function answerText(
  intent: Intent,
  restated: string,
  result: QueryResult,
  tableNote: string,
  units: Units = [],
): string {
  const computed = computedColumns(intent, result)
  const extras = [notesText(intent.notes), tableNote].filter((t) => t.length > 0).join(' ')
  const tail = extras ? `\n\n${extras}` : ''
  const first = result.rows[0]
  if (result.rows.length === 1 && first && first.length === 1) {
    if (intent.kind === 'yes-no') return `**${first[0] === true ? 'Yes' : 'No'}.** ${restated}.${tail}`
    return `${restated}: **${formatCell(first[0] ?? null, computed[0] ?? false, units[0])}**.${tail}`
  }
  // A span is one number shown with its unit ("4 years").
  if (intent.kind === 'span' && result.rows.length === 1 && first)
    return `${restated}: **${formatCell(first[1] ?? null, false)}**.${tail}`
  const rankedGroups =
    (intent.kind === 'aggregate' && intent.limit === 1 && intent.dimensions.length === 1) ||
    intent.kind === 'extreme'
  if (rankedGroups && first && first.length === 2 && result.rows.length <= 3) {
    const labels = result.rows.map((r) => `**${formatCell(r[0] ?? null, false)}**`)
    const value = formatCell(first[1] ?? null, computed[1] ?? false, units[1])
    const who = labels.length === 1 ? labels[0] : `${labels.join(' and ')} (tied)`
    return `${who}: ${value} — ${restated}.${tail}`
  }
  if (intent.kind === 'share' && first) {
    const [part, whole, share] = first.map((v, i) => formatCell(v ?? null, true, units[i]))
    const percent = typeof first[2] === 'number' ? `${(first[2] * 100).toFixed(2)}%` : share
    return `${restated}: **${percent}** (${part} of ${whole}).${tail}`
  }
  if (result.rows.length === 0) return `No rows match: ${restated}.${tail}`
  return `${restated} (${result.rows.length} ${result.rows.length === 1 ? 'row' : 'rows'}):\n\n${shortTable(result, computed, units)}${tail}`
}

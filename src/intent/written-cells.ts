import type { ColumnLink } from './column-linker.js'
import { type Draft, wordAt } from './draft.js'
import type { Condition } from './intent-types.js'
import type { NumberLink } from './number-finder.js'
import type { Analysis } from './question-analysis.js'
import type { ColumnModel } from './table-model.js'
import { normalizeText } from './text-normalizer.js'

export interface WrittenCells {
  readonly used: ReadonlySet<NumberLink>
  readonly conditions: readonly Condition[]
}

/** Words between a column's name and the cell written after it: "a score of 4-0", "time was 1:38". */
const JOINERS = new Set(['of', 'was', 'is', 'as', 'at', 'with'])

const DIGITS = /^\d+(\.\d+)?$/

/**
 * "a score of 4-0", "a time of 6:47", "a result of w 9-1": numbers written the way a text
 * column's cells are (the question's "4-0" reads "4 0", as the cell "4–0" does) match those
 * cells whole. Only when the column holds such a cell; otherwise the numbers are left to the
 * numeric comparisons.
 */
export function writtenCells(d: Draft, numbers: readonly NumberLink[]): WrittenCells {
  const a = d.a
  const used = new Set<NumberLink>()
  const conditions: Condition[] = []
  for (const link of a.columns) {
    if (link.column.kind !== 'text' || !link.column.values) continue
    let at = link.end
    while (JOINERS.has(wordAt(a, at))) at++
    const values: string[] = []
    const spans: [number, number][] = []
    for (;;) {
      const run = numberRun(a, at)
      if (!run) break
      const cells = cellsWritten(link.column, run.text)
      if (cells.length === 0) break
      values.push(...cells)
      spans.push([run.start, run.end])
      // "a score of 2-3 or 3-2": either cell.
      if (wordAt(a, run.end) !== 'or') break
      at = run.end + 1
    }
    if (values.length === 0) continue
    mark(d, link, spans, numbers, used)
    conditions.push({ kind: 'equals', column: link.column.name, values, mode: 'exact', negated: false })
  }
  return { used, conditions }
}

function mark(
  d: Draft,
  link: ColumnLink,
  spans: readonly [number, number][],
  numbers: readonly NumberLink[],
  used: Set<NumberLink>,
) {
  d.use(link)
  const first = spans[0]?.[0] ?? link.end
  const last = spans.at(-1)?.[1] ?? link.end
  for (let i = link.end; i < last; i++) d.useWord(i)
  for (const n of numbers) if (n.start >= first && n.end <= last) used.add(n)
}

/** Numbers one after another, with a one-letter result before them ("w 9 1"), as one cell text. */
function numberRun(a: Analysis, start: number): { start: number; end: number; text: string } | undefined {
  let end = start
  if (/^[wldt]$/.test(wordAt(a, end)) && DIGITS.test(wordAt(a, end + 1))) end++
  while (DIGITS.test(wordAt(a, end))) end++
  if (end === start || !DIGITS.test(wordAt(a, end - 1))) return undefined
  const words = a.tokens.slice(start, end).map((t) => t.text)
  return { start, end, text: withoutLeadingZeros(words.join(' ')) }
}

/** "06:47" is written "6:47" too. */
const withoutLeadingZeros = (text: string) => text.replace(/\b0+(?=\d)/g, '')

const writtenCache = new WeakMap<ColumnModel, ReadonlyMap<string, readonly string[]>>()

/** The column's cells whose normal form is the text (the forms worked out once per column). */
function cellsWritten(column: ColumnModel, text: string): readonly string[] {
  let byForm = writtenCache.get(column)
  if (!byForm) {
    const forms = new Map<string, string[]>()
    for (const v of column.values?.values ?? []) {
      const form = withoutLeadingZeros(normalizeText(v.value))
      forms.set(form, [...(forms.get(form) ?? []), v.value])
    }
    byForm = forms
    writtenCache.set(column, byForm)
  }
  return byForm.get(text) ?? []
}

import { isQuantity, numericReading } from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import type { CompareOp, Condition, ValueOf } from './intent-types.js'
import type { ColumnModel } from './table-model.js'
import { COMPARATIVE_LESS, COMPARATIVE_MORE } from './word-lists.js'
import { stemWord } from './word-stem.js'
import { wordTable } from './word-table.js'

const CUES: Readonly<Record<string, CompareOp>> = wordTable({
  over: '>',
  above: '>',
  exceeded: '>',
  exceeding: '>',
  exceeds: '>',
  exceed: '>',
  beyond: '>',
  under: '<',
  below: '<',
  within: '<=',
})
/** "more than", "lower than": the comparison a comparative before "than" makes. */
const thanOp = (word: string): CompareOp | undefined =>
  COMPARATIVE_MORE.has(word) ? '>' : COMPARATIVE_LESS.has(word) ? '<' : undefined
const ARTICLES = new Set(['the', 'their', 'its', 'his', 'her', 'our'])
/** General business words for the realised side of a plan: what was spent against a budget. */
const REALISED = new Set(
  ['actual', 'actuals', 'spent', 'spend', 'spending', 'cost', 'expense', 'expenditure'].map(stemWord),
)

/**
 * Counts are whole numbers and amounts of money are not: "below their reorder level" (a count)
 * is never read against UnitCost.
 */
const wholeNumbers = (c: ColumnModel) => /INT/.test(c.type)

const numberOf = (c: ColumnModel): ValueOf => ({ column: c.name, reading: numericReading(c) ?? 'number' })

/**
 * "went over budget", "spending above the target": one numeric column against another on the same
 * row. The other side is a numeric column the question names, else the table's realised amount
 * (Actual, Spent, Cost), disclosed.
 */
export function columnComparisons(d: Draft): Condition[] {
  const a = d.a
  const out: Condition[] = []
  for (const t of a.tokens) {
    // "spent more than their budget", "more clicks than conversions": a comparative before "than"
    // (or before the column named before it) and a column after it.
    const between = a.columns.find((l) => l.end === t.index && isQuantity(l.column))
    const degreeAt =
      t.index - 1 - (thanOp(wordAt(a, t.index - 1)) || !between ? 0 : between.end - between.start)
    const comparative = t.text === 'than' ? thanOp(wordAt(a, degreeAt)) : undefined
    const op = CUES[t.text] ?? comparative
    if (!op || d.used.has(t.index)) continue
    // ("a SystolicBP more than 50 above their DiastolicBP": a margin between the two is not read
    // here; the words are left to decline.)
    if (a.numbers.some((n) => n.end === t.index)) continue
    let at = t.index + 1
    while (ARTICLES.has(wordAt(a, at))) at++
    const link = a.columns.find((l) => l.start === at && isQuantity(l.column))
    if (!link || a.numbers.some((n) => n.start >= t.index && n.start <= at + 1)) continue
    const named = a.columns.find(
      (l) => l !== link && !d.used.has(l.start) && isQuantity(l.column) && l.column.name !== link.column.name,
    )
    const realised = a.model.columns.filter(
      (c) =>
        c !== link.column &&
        isQuantity(c) &&
        c.stems.some((s) => REALISED.has(s)) &&
        wholeNumbers(c) === wholeNumbers(link.column),
    )
    const other = named?.column ?? (realised.length === 1 ? realised[0] : undefined)
    if (!other) continue
    d.useWord(comparative ? degreeAt : t.index)
    for (let i = t.index; i < at; i++) d.useWord(i)
    d.use(link).use(named)
    if (!named)
      d.note({
        said: `${t.text} ${link.said}`,
        matched: `${other.name} ${op} ${link.column.name}`,
        what: 'column',
      })
    out.push({ kind: 'compare-columns', value: numberOf(other), op, other: numberOf(link.column) })
  }
  return out
}

import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import { numericReading } from './column-roles.js'
import { type Draft, wordAt } from './draft.js'
import type { Condition } from './intent-types.js'
import { numberColumn, onlyAgeColumn } from './number-conditions.js'
import type { NumberLink } from './number-finder.js'
import type { ColumnModel } from './table-model.js'
import { stemWord } from './word-stem.js'
import { wordTable } from './word-table.js'

export interface RangeResult {
  readonly used: ReadonlySet<NumberLink>
  readonly conditions: readonly Condition[]
}

/**
 * "capacity between 6000 and 8000", "from 10 to 20 goals": both bounds of one numeric column,
 * inclusive. Undefined when the range names no numeric column.
 */
export function rangeConditions(d: Draft, numbers: readonly NumberLink[]): RangeResult | undefined {
  const a = d.a
  const used = new Set<NumberLink>()
  const conditions: Condition[] = []
  for (const low of numbers) {
    const opener = wordAt(a, low.start - 1)
    const joiner = opener === 'between' ? 'and' : opener === 'from' ? 'to' : undefined
    if (!joiner || low.ordinal || low.decade || wordAt(a, low.end) !== joiner) continue
    const high = numbers.find((n) => n.start === low.end + 1 && !n.ordinal && !n.decade)
    if (!high || high.value < low.value) continue
    const link = numberColumn(a, low.start - 1, high.end)
    const reading = link ? numericReading(link.column) : undefined
    if (!link || !reading || reading === 'date') return undefined
    d.use(low)
      .use(high)
      .use(link)
      .useWord(low.start - 1)
      .useWord(low.end)
    used.add(low).add(high)
    const value = { column: link.column.name, reading }
    conditions.push(
      { kind: 'compare', value, op: '>=', operand: low.value },
      { kind: 'compare', value, op: '<=', operand: high.value },
    )
  }
  return { used, conditions }
}

/** The decades of a life, as a question says them ("in their twenties"). */
export const AGE_DECADES: Readonly<Record<string, number>> = wordTable({
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
})

/**
 * "people in their twenties", "in their 30s": an age from the decade's first year up to the next
 * decade, on the table's one age column.
 */
export function ageDecades(d: Draft): Condition[] {
  const a = d.a
  const conditions: Condition[] = []
  for (const t of a.tokens) {
    const decade = AGE_DECADES[t.text] ?? (/^[1-9]0s$/.test(t.text) ? Number(t.text.slice(0, 2)) : undefined)
    if (decade === undefined || !['their', 'his', 'her'].includes(wordAt(a, t.index - 1))) continue
    const age = onlyAgeColumn(a)
    const reading = age && numericReading(age)
    if (!age || !reading) continue
    d.useWord(t.index - 1).useWord(t.index)
    if (wordAt(a, t.index - 2) === 'in') d.useWord(t.index - 2)
    for (const n of a.numbers.filter((n) => n.start === t.index)) d.use(n)
    const value = { column: age.name, reading }
    conditions.push(
      { kind: 'compare', value, op: '>=', operand: decade },
      { kind: 'compare', value, op: '<', operand: decade + 10 },
    )
  }
  return conditions
}

const RANK_COLUMN_STEMS = new Set(
  ['rank', 'position', 'pos', 'place', 'placing', 'finish', 'standing'].map(stemWord),
)

const isRankColumn = (c: ColumnModel) =>
  c.stems.some((s) => RANK_COLUMN_STEMS.has(s)) && numericReading(c) === 'number'

/**
 * "in the top 10", "the top 3 finishers": the rank column at most N. Without a rank column "top"
 * is left unread: file order says nothing of rank.
 */
export function topConditions(d: Draft, numbers: readonly NumberLink[]): RangeResult {
  const a = d.a
  const used = new Set<NumberLink>()
  const conditions: Condition[] = []
  for (const n of numbers) {
    const top = n.start - 1
    // A reading that took "top" for its own ("the top 3 by points") keeps the number too.
    if (n.ordinal || n.decade || wordAt(a, top) !== 'top' || d.used.has(top) || n.value < 1) continue
    const named = a.columns.find((l) => isRankColumn(l.column) && Math.abs(l.start - n.end) <= 1)
    const ranks = a.model.columns.filter(isRankColumn)
    const column = named?.column ?? (ranks.length === 1 ? ranks[0] : undefined)
    if (!column) continue
    d.use(n).use(named).useWord(top)
    used.add(n)
    const byRow: Condition = {
      kind: 'compare',
      value: { column: ROW_NUMBER_COLUMN, reading: 'number' },
      op: '<=',
      operand: n.value,
    }
    const byRank: Condition = { ...byRow, value: { column: column.name, reading: 'number' } }
    // Medal rows often leave the rank empty: the first rows of a ranked table are its top.
    conditions.push(column.nonNull < a.model.rowCount ? { kind: 'any', conditions: [byRank, byRow] } : byRank)
  }
  return { used, conditions }
}

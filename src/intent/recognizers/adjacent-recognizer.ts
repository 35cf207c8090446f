import { isPersonColumn, numericReading, shownValue } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Condition } from '../intent-types.js'
import { periodCondition } from '../period-condition.js'
import type { Analysis } from '../question-analysis.js'
import { askedColumn } from '../target-finder.js'
import { valueColumns, valueCondition } from '../value-conditions.js'
import { isRowWord } from '../vocabulary/row-nouns.js'
import { wordTable } from '../word-table.js'

const NEXT: Readonly<Record<string, number>> = wordTable({
  after: 1,
  following: 1,
  below: 1,
  succeeding: 1,
  next: 1,
  behind: 1,
  under: 1,
})
const PREVIOUS: Readonly<Record<string, number>> = wordTable({
  before: 1,
  preceding: 1,
  above: 1,
  previous: 1,
  prior: 1,
  ahead: 1,
})
/** Cues that also bound a time ("after 1950"); the others only name a neighbour ("next"). */
const BOUND_CUES = new Set(['after', 'before', 'prior'])
const ORDER_CUES = new Set(['next', 'previous', 'following', 'preceding', 'succeeding'])
const BRIDGE = new Set([
  'to',
  'of',
  'the',
  'right',
  'immediately',
  'directly',
  'just',
  'after',
  'before',
  'that',
  'from',
])

/** "which X came after/before Y", "the next X after Y": the row next to Y's in file order. */
export function recognizeAdjacent(a: Analysis): Candidate | undefined {
  for (let i = 0; i < a.tokens.length; i++) {
    const w = wordAt(a, i)
    const next = NEXT[w] !== undefined
    if (!next && PREVIOUS[w] === undefined) continue
    let j = i + 1
    while (BRIDGE.has(wordAt(a, j)) && !a.values.some((v) => v.start === j)) j++
    const anchor = a.values.find((v) => v.start === j)
    if (!anchor) {
      const byTime = timeAnchor(a, i, j, next)
      if (byTime) return byTime
      continue
    }
    const d = new Draft(a)
    for (let k = i; k < j; k++) d.useWord(k)
    // "the next rider after X": the other direction words only repeat the cue.
    for (const t of a.tokens) if ((next ? NEXT : PREVIOUS)[t.text] !== undefined) d.useWord(t.index)
    if (wordAt(a, i - 1) === 'right' || wordAt(a, i - 1) === 'immediately' || wordAt(a, i - 1) === 'directly')
      d.useWord(i - 1)
    const columns = valueColumns(a, anchor)
    const anchorCondition = valueCondition(d, anchor, columns.length === 1 ? columns[0] : undefined)
    // Unless the question names another column, the answer is in the anchor's own column.
    const asked = askedColumn(d)
    const anchorColumn = a.model.byName.get(columns[0] ?? '')
    // The answer is in the anchor's own column unless the question names or implies another
    // ("who won the race after Monaco": a person, not a race).
    const column =
      asked?.how === 'named' || (asked?.how === 'person' && anchorColumn && !isPersonColumn(anchorColumn))
        ? asked.column
        : anchorColumn
    if (!column) return undefined
    for (const l of a.columns) if (l.column === anchorColumn) d.use(l)
    const target = { column }
    const where = gatherConditions(d, { skipValues: [anchor] })
    if (!where) return undefined
    return d.candidate('adjacent', {
      kind: 'adjacent',
      columns: [shownValue(target.column)],
      anchor: [anchorCondition],
      direction: next ? 'next' : 'previous',
      where: withoutAggregateRows(a, where),
    })
  }
  return undefined
}

/**
 * "the next album after 1993", "the year previous to 2005", "the entry previous to no. 16": the
 * row next to the one holding that year, date or number.
 */
function timeAnchor(a: Analysis, cue: number, at: number, next: boolean): Candidate | undefined {
  const d = new Draft(a)
  let anchor: Condition | undefined
  let anchorColumn: string | undefined
  const period = a.periods.find((p) => p.start === at && !p.recent && p.monthOfYear === undefined)
  const number = a.numbers.find((n) => n.start === at && !n.ordinal)
  if (period) {
    const c = periodCondition(d, { ...period, bound: undefined })
    if (!c) return undefined
    anchor = c
    anchorColumn = c.kind === 'period' || c.kind === 'compare' ? c.value.column : undefined
  } else if (number) {
    const named = a.columns.find((l) => l.end === at && numericReading(l.column) === 'number')
    if (!named) return undefined
    d.use(number).use(named)
    anchor = {
      kind: 'compare',
      value: { column: named.column.name, reading: 'number' },
      op: '=',
      operand: number.value,
    }
    anchorColumn = named.column.name
  }
  if (!anchor || !anchorColumn) return undefined
  for (let k = cue; k < at; k++) d.useWord(k)
  for (const t of a.tokens) if ((next ? NEXT : PREVIOUS)[t.text] !== undefined) d.useWord(t.index)
  const asked = askedColumn(d)
  const column = asked?.column ?? a.model.byName.get(anchorColumn)
  if (!column) return undefined
  // "which parish was founded after 1950": after a verb, a bound on the time, not the row after
  // 1950's, unless the question says next/previous or asks for the time ("what year came after 2010");
  // so after the rows' noun ("records before 1900").
  const before = a.tokens[cue - 1]
  const verbBefore =
    before !== undefined && (before.tags.has('Verb') || a.rowNouns.includes(cue - 1) || isRowWord(before))
  const boundWord =
    BOUND_CUES.has(wordAt(a, cue)) && verbBefore && !a.tokens.some((t) => ORDER_CUES.has(t.text))
  if (period && boundWord && column.name !== anchorColumn) return undefined
  const where = gatherConditions(d, {
    skipPeriodLinks: period ? [period] : [],
    skipNumbers: number ? [number] : [],
  })
  if (!where) return undefined
  return d.candidate('adjacent', {
    kind: 'adjacent',
    columns: [shownValue(column)],
    anchor: [anchor],
    direction: next ? 'next' : 'previous',
    where: withoutAggregateRows(a, where),
  })
}

import { namesEntity } from '../column-linker.js'
import { isQuantity, numericReading, shownValue } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows, wordAt } from '../draft.js'
import type { Measure } from '../intent-types.js'
import { numericLinkAfter } from '../measure-finder.js'
import { comparisonAt, moneyColumn, saidAsMoney } from '../number-conditions.js'
import type { Analysis } from '../question-analysis.js'
import { askedColumn } from '../target-finder.js'
import { valueColumns, valueCondition } from '../value-conditions.js'
import {
  ADJECTIVE_MEASURES,
  CURRENCY_SIGNS,
  CURRENCY_WORDS,
  MEASUREMENT_UNITS,
  TOTAL_WORDS,
} from '../word-lists.js'

const SUMS = new Set(['total', 'combined', 'sum'])
const AVERAGES = new Set(['average', 'averages', 'averaged', 'mean'])
/** "which countries have more than 60 orders", "which cities have at least three call signs": HAVING. */
export function recognizeGroupFilter(a: Analysis): Candidate | undefined {
  for (const n of a.numbers) {
    const cmp = comparisonAt(a, n)
    if (!cmp) continue
    // "which marinas have an average invoice above 300 euros", "which property types average more
    // than 10 zones": the groups' average held to the bound, in the amount's own unit.
    const mean = a.tokens.findIndex((t, i) => AVERAGES.has(t.text) && i < Math.min(...cmp.cue))
    const unitSaid = MEASUREMENT_UNITS.has(wordAt(a, n.end)) || CURRENCY_WORDS.has(wordAt(a, n.end))
    // "longer than 5,000 ft": a measurement, not a count of rows.
    if (
      cmp.cue.some((i) => ADJECTIVE_MEASURES[wordAt(a, i)] !== undefined) ||
      (MEASUREMENT_UNITS.has(wordAt(a, n.end)) && mean < 0)
    )
      continue
    const d = new Draft(a)
    const target = askedColumn(d)
    if (!target || target.column.distinct >= target.column.nonNull) return undefined
    d.use(n)
    for (const i of cmp.cue) d.useWord(i)
    let measure: Measure = { aggregate: 'count' }
    const sum = a.tokens.findIndex((t, i) => SUMS.has(t.text) && i < Math.min(...cmp.cue))
    const summed = sum >= 0 ? numericLinkAfter(d, sum + 1, 2) : undefined
    const after = a.columns.find((l) => l.start === n.end || l.start === n.end + 1)
    const averaged =
      mean < 0
        ? undefined
        : (numericLinkAfter(d, mean + 1, 2) ?? (after && isQuantity(after.column) ? after : undefined))
    // ("the average price of wines that scored more than 92": an average asked before the groups is
    // no bound on them.)
    if (averaged && (averaged.column === target.column || (target.link && mean < target.link.end)))
      return undefined
    if (averaged) {
      d.useWord(mean).use(averaged)
      if (unitSaid) d.useWord(n.end)
      measure = {
        aggregate: 'avg',
        of: { column: averaged.column.name, reading: numericReading(averaged.column) ?? 'number' },
      }
    } else if (summed) {
      d.useWord(sum).use(summed)
      measure = {
        aggregate: 'sum',
        of: { column: summed.column.name, reading: numericReading(summed.column) ?? 'number' },
      }
    } else if (after && isQuantity(after.column)) {
      return undefined
    } else if (saidAsMoney(a, n)) {
      // ("which classes brought in more than 5000 GBP in total": money, the table's one money
      // column summed per group, never a count of rows; with none or several, no answer.)
      const money = moneyColumn(a, n, undefined)
      if (!money) return undefined
      if (CURRENCY_WORDS.has(wordAt(a, n.end))) d.useWord(n.end)
      if (CURRENCY_SIGNS.has(wordAt(a, n.start - 1))) d.useWord(n.start - 1)
      for (const t of a.tokens) if (TOTAL_WORDS.has(t.text)) d.useWord(t.index)
      d.note({ said: `${n.said} ${wordAt(a, n.end)}`.trim(), matched: money.name, what: 'column' })
      measure = { aggregate: 'sum', of: { column: money.name, reading: 'number' } }
    } else {
      // The counted noun ("orders", "call signs"): rows of the table, or the column it names.
      const unit = a.tokens[n.end]
      const times = ['once', 'twice', 'thrice'].includes(n.said) || unit?.text === 'times'
      if (!after && !unit?.tags.has('Noun') && !times) return undefined
      if (after) d.use(after)
      // ("which intersections have more than one camera" over CAMERA ID, on many rows each: the
      // things the identifiers name are counted, each once.)
      // (Identifiers of the rows themselves count the rows: count(*) says it.)
      const repeated = after !== undefined && after.column.distinct < after.column.nonNull
      if (after && repeated && namesEntity(after) && after.column !== target.column)
        measure = { aggregate: 'count_distinct', of: { column: after.column.name, reading: 'raw' } }
      if (unit?.tags.has('Noun') && !a.values.some((v) => v.start === unit.index)) d.useWord(unit.index)
      if (unit && a.tokens[unit.index + 1]?.tags.has('Noun') && !after) d.useWord(unit.index + 1)
    }
    const where = gatherConditions(d, { skipNumbers: [n] })
    if (!where) return undefined
    return d.candidate('group-filter', {
      kind: 'aggregate',
      measures: [measure],
      dimensions: [{ column: target.column.name }],
      where: withoutAggregateRows(a, where),
      having: [{ measure: 0, op: cmp.op, operand: n.value }],
      order: { by: 'measure', index: 0, descending: true },
    })
  }
  return undefined
}

const NONE = new Set(['no', 'never', 'without', 'zero'])

/** "which regions had no returns": the groups none of whose rows has the value. */
export function recognizeGroupWithout(a: Analysis): Candidate | undefined {
  const link = a.values.find((v) => NONE.has(wordAt(a, v.start - 1)))
  if (!link) return undefined
  const d = new Draft(a).useWord(link.start - 1)
  const target = askedColumn(d)
  if (!target || valueColumns(a, link).includes(target.column.name)) return undefined
  const positive = valueCondition(d, link)
  const rest = gatherConditions(d, { skipValues: [link] })
  if (!rest) return undefined
  return d.candidate('group-without', {
    kind: 'rows',
    columns: [shownValue(target.column)],
    where: withoutAggregateRows(a, [
      ...rest,
      { kind: 'present', value: { column: target.column.name, reading: 'raw' } },
      { kind: 'not', condition: { kind: 'same-as', column: target.column.name, anchor: [positive] } },
    ]),
    distinct: true,
  })
}

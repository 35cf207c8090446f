import { numericReading, shownValue } from '../column-roles.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, indexOfPhrase, withoutAggregateRows, wordAt } from '../draft.js'
import type { CompareOp, Condition } from '../intent-types.js'
import { measureAt, topIsSmallest } from '../measure-finder.js'
import type { Analysis } from '../question-analysis.js'
import { askedColumn } from '../target-finder.js'
import { valueColumns, valueCondition } from '../value-conditions.js'
import { COMPARATIVE_LESS, COMPARATIVE_MORE } from '../word-lists.js'

/** Rows counted ("how many") or listed (the asked column) under the conditions. */
function answer(
  d: Draft,
  name: string,
  where: Condition[],
  exclude: string,
  shared?: string,
): Candidate | undefined {
  const a = d.a
  const howMany = indexOfPhrase(a, 'how many')
  if (howMany >= 0) {
    d.useWord(howMany).useWord(howMany + 1)
    const noun = a.tokens[howMany + 2]
    if (noun?.tags.has('Noun') && !a.values.some((v) => v.start === howMany + 2)) d.useWord(howMany + 2)
    const link = a.columns.find((l) => l.start === howMany + 2)
    if (link) d.use(link)
    return d.candidate(name, {
      kind: 'aggregate',
      measures: [{ aggregate: 'count' }],
      dimensions: [],
      where: withoutAggregateRows(a, where),
      having: [],
    })
  }
  const target = askedColumn(d, new Set(shared ? [shared] : [])) ?? { column: a.model.byName.get(exclude) }
  if (!target.column) return undefined
  return d.candidate(name, {
    kind: 'rows',
    columns: [shownValue(target.column)],
    where,
    distinct: true,
  })
}

/** "which X had the same Y as A": rows sharing A's Y, A itself left out. */
export function recognizeSameAs(a: Analysis): Candidate | undefined {
  const same = a.tokens.findIndex((t) => t.text === 'same')
  if (same < 0) return undefined
  const as = a.tokens.findIndex((t, i) => i > same && (t.text === 'as' || t.text === 'that'))
  const anchor = a.values.find((v) => v.start > same && (as < 0 || v.start > as))
  const shared = a.columns.find((l) => l.start > same && (as < 0 || l.end <= as))
  if (!anchor || !shared) return undefined
  const d = new Draft(a).useWord(same).useWord(as).use(shared)
  for (const w of ['other', 'else', 'also']) {
    const i = a.tokens.findIndex((t) => t.text === w)
    if (i >= 0) d.useWord(i)
  }
  const anchorColumns = valueColumns(a, anchor)
  const anchorCondition = valueCondition(d, anchor, anchorColumns[0])
  const rest = gatherConditions(d, { skipValues: [anchor] })
  if (!rest) return undefined
  const where: Condition[] = [
    ...rest,
    { kind: 'same-as', column: shared.column.name, anchor: [anchorCondition] },
    { kind: 'not', condition: anchorCondition },
  ]
  return answer(d, 'same-as', where, anchorColumns[0] ?? '', shared.column.name)
}

/** "which X scored more M than A": rows whose M beats A's. */
export function recognizeCompareToRow(a: Analysis): Candidate | undefined {
  const than = a.tokens.findIndex((t) => t.text === 'than')
  if (than < 0 || wordAt(a, than - 1) === 'other') return undefined
  const anchor = a.values.find(
    (v) => v.start === than + 1 || (v.start === than + 2 && wordAt(a, than + 1) === 'the'),
  )
  if (!anchor) return undefined
  let cue = -1
  for (let i = than - 1; i >= 0 && cue < 0; i--) {
    const w = wordAt(a, i)
    if (COMPARATIVE_MORE.has(w) || COMPARATIVE_LESS.has(w) || a.tokens[i]?.tags.has('Comparative')) cue = i
  }
  if (cue < 0 || indexOfPhrase(a, 'how many more') >= 0 || indexOfPhrase(a, 'how much') >= 0) return undefined
  const d = new Draft(a).useWord(cue).useWord(than)
  if (wordAt(a, than + 1) === 'the') d.useWord(than + 1)
  const less = COMPARATIVE_LESS.has(wordAt(a, cue))
  const found = measureAt(d, cue, !less)
  const link = found ? undefined : a.columns.find((l) => l.end <= than && numericReading(l.column))
  const value =
    found?.value ??
    (link ? { column: link.column.name, reading: numericReading(link.column) ?? 'number' } : undefined)
  if (!value || value.reading === 'date' || value.reading === 'raw') return undefined
  if (link) d.use(link)
  // ("a higher rank than": the better rank is the smaller number.)
  const larger = (found ? found.largerWins : !less) !== topIsSmallest(a, value, wordAt(a, cue))
  const op: CompareOp = larger ? '>' : '<'
  const anchorColumns = valueColumns(a, anchor)
  const anchorCondition = valueCondition(d, anchor, anchorColumns[0])
  const rest = gatherConditions(d, { skipValues: [anchor] })
  if (!rest) return undefined
  const where: Condition[] = [
    ...withoutAggregateRows(a, rest),
    { kind: 'compare-to-row', value, op, anchor: [anchorCondition] },
  ]
  return answer(d, 'compare-to-row', where, anchorColumns[0] ?? '')
}

import { conditionColumns } from '../condition-columns.js'
import { gatherConditions } from '../condition-gatherer.js'
import { type Candidate, Draft, withoutAggregateRows } from '../draft.js'
import type { Condition, Measure } from '../intent-types.js'
import { statedMeasure } from '../measure-finder.js'
import { periodCondition } from '../period-condition.js'
import type { PeriodLink } from '../period-finder.js'
import type { Analysis } from '../question-analysis.js'
import { saidNegated, valueColumns, valueCondition } from '../value-conditions.js'
import type { ValueLink } from '../value-linker.js'
import { COMPARE_WORDS } from '../word-lists.js'
import { optionPair } from './choice-recognizer.js'
import { flagSides } from './flag-sides.js'
import { flagRate } from './rate-recognizer.js'

const JOINERS = new Set(['and', 'to', 'with', 'vs', 'versus', 'of', 'between', 'in', 'for'])

/**
 * "compare revenue of Q1 and Q2 2023", "East compared to West": the measure on each side, with the
 * difference from the first side and the change. Sides are two periods, two values of one column,
 * or a yes/no column's yes and no ("rush vs non-rush").
 */
export function recognizeCompare(a: Analysis): Candidate | undefined {
  const cue = a.tokens.findIndex((t) => COMPARE_WORDS.has(t.text) || periodsAgainst(a, t.index))
  if (cue < 0) return undefined
  const d = new Draft(a).useWord(cue)
  for (const t of a.tokens) if (JOINERS.has(t.text)) d.useWord(t.index)
  const periods = a.periods.filter((p) => !p.recent && !p.bound)
  const found = periods.length === 2 ? undefined : (optionPair(a, true) ?? twoValues(a))
  // ("insured versus uninsured renters": two words for the same cells are no two sides.)
  const pair =
    found && (!sameCells(found.options, found.column) || found.options.some((o) => saidNegated(a, o)))
      ? found
      : undefined
  let sides: { label: string; where: Condition[] }[]
  let sidesAre = 'period'
  let flagValues: readonly ValueLink[] = []
  if (pair) {
    sidesAre = pair.column
    sides = pair.options.map((o) => {
      const c = valueCondition(d, o, pair.column)
      // ("booked online versus not booked online": the second side is "not Yes", never "Yes".)
      const cells = c.kind === 'equals' ? c.values.join(', ') : undefined
      const label = cells === undefined ? o.said : c.kind === 'equals' && c.negated ? `not ${cells}` : cells
      return { label, where: [c] }
    })
    for (const l of a.columns) if (l.column.name === pair.column) d.use(l)
  } else if (periods.length === 2) {
    const conditions = periods.map((p) => periodCondition(d, p))
    if (conditions.some((c) => c === undefined)) return undefined
    const first = conditions[0] as Condition
    sides = periods.map((p, i) => ({
      label: periodLabel(p),
      where: [onSameDates(conditions[i] as Condition, first)],
    }))
  } else {
    const flag = flagSides(d)
    if (!flag) return undefined
    ;({ sides } = flag)
    sidesAre = flag.column
    flagValues = flag.values
  }
  // ("accepted and not accepted estimates" read as Accepted true twice: a side compared with itself
  // is never what is asked.)
  if (new Set(sides.map((s) => JSON.stringify(s.where))).size < sides.length) return undefined
  const measure =
    statedMeasure(
      d,
      sides.flatMap((s) => s.where.flatMap(conditionColumns)),
    ) ?? ratedMeasure(d)
  if (!measure) return undefined
  const rest = gatherConditions(d, {
    skipValues: [...(pair?.options ?? []), ...flagValues],
    skipPeriodLinks: periods,
  })
  if (!rest) return undefined
  return d.candidate('compare', {
    kind: 'compare',
    measure,
    where: withoutAggregateRows(a, rest),
    sidesAre,
    sides,
  })
}

/** Whether the options name the same cells of the column ("insured" and "renters" both true). */
function sameCells(options: readonly ValueLink[], column: string): boolean {
  const cells = options.map((o) =>
    o.cells
      .filter((c) => c.column === column)
      .map((c) => c.value)
      .join('\n'),
  )
  return cells.every((c) => c === cells[0])
}

/** "compare the certification rate of A with B": a flag's rate, its words used on the draft. */
function ratedMeasure(d: Draft): Measure | undefined {
  const rate = flagRate(d.a)
  if (!rate) return undefined
  for (const i of rate.d.used) d.useWord(i)
  for (const note of rate.d.notes) d.note(note)
  return { aggregate: 'rate', when: [rate.isSet] }
}

/**
 * "the total due in Q1 2024 compared with Q2 2024": the second period is of the dates the first
 * was read on (dueDate), never another date column the bare period would fall to (issueDate).
 */
function onSameDates(c: Condition, first: Condition): Condition {
  if ((c.kind !== 'period' && c.kind !== 'compare') || (first.kind !== 'period' && first.kind !== 'compare'))
    return c
  return c.value.reading === first.value.reading ? { ...c, value: first.value } : c
}

/** "the first quarter against the second quarter of 2024": 'against' between two periods. */
function periodsAgainst(a: Analysis, at: number): boolean {
  return (
    a.tokens[at]?.text === 'against' &&
    a.periods.some((p) => p.end === at) &&
    a.periods.some((p) => p.start === at + 1 || (p.start === at + 2 && a.tokens[at + 1]?.text === 'the'))
  )
}

const HALVES = ['01-01', '07-01']
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
)

/** A period as a person writes it: "Q1 2023", "January 2024", "2023", "March" (of any year). */
function periodLabel(p: PeriodLink): string {
  if (p.monthOfYear !== undefined) return MONTHS[p.monthOfYear - 1] ?? p.said
  const year = p.from.slice(0, 4)
  const month = Number(p.from.slice(5, 7))
  if (p.grain === 'quarter') return `Q${Math.ceil(month / 3)} ${year}`
  if (p.grain === 'month') return `${MONTHS[month - 1]} ${year}`
  if (p.grain === 'year') return year
  // "the first half of 2024": six months from January or July.
  const half = HALVES.indexOf(p.from.slice(5))
  if (half >= 0 && p.until === (half === 0 ? `${year}-07-01` : `${Number(year) + 1}-01-01`))
    return `${half === 0 ? 'first' : 'second'} half of ${year}`
  return p.from && p.until ? `${p.from} to ${p.until}` : p.said
}

/** "East compared to West": the two values of one column the question names. */
function twoValues(a: Analysis) {
  if (a.values.length !== 2) return undefined
  const [left, right] = a.values as [(typeof a.values)[0], (typeof a.values)[0]]
  const shared = valueColumns(a, left).find((c) => valueColumns(a, right).includes(c))
  return shared === undefined ? undefined : { options: [left, right], column: shared }
}

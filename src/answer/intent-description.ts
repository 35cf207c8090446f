import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'
import type { Condition, Intent, Measure, OrderKey, Scalar, ValueOf } from '../intent/intent-types.js'

const OPS: Readonly<Record<string, string>> = {
  '=': 'is',
  '<>': 'is not',
  '>': 'is more than',
  '>=': 'is at least',
  '<': 'is less than',
  '<=': 'is at most',
}
const AGGREGATES: Readonly<Record<string, string>> = {
  count: 'Count of rows',
  count_distinct: 'Count of distinct',
  sum: 'Sum of',
  avg: 'Average of',
  min: 'Minimum of',
  max: 'Maximum of',
  median: 'Median of',
  stddev: 'Standard deviation of',
  range: 'Range (largest minus smallest) of',
  rate: 'Percentage of rows where',
  ratio: 'Ratio of',
  per_period: 'Average per period of',
  per_value: 'Average per value of',
}

const quote = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v}'`)

/** Puts an Intent back into words; `textColumns` are the columns whose numbers are read out of text. */
export class IntentDescriber {
  constructor(
    private readonly textColumns: ReadonlySet<string> = new Set(),
    /** Columns of lists, grouped item by item ("by each item of Color"). */
    private readonly listColumns: ReadonlySet<string> = new Set(),
  ) {}

  private value(v: ValueOf): string {
    if (v.column === ROW_NUMBER_COLUMN) return 'the row number in file order'
    if (v.reading === 'month') return `the month number of ${v.column}`
    if (v.reading === 'raw' || !this.textColumns.has(v.column)) return v.column
    return `${v.column} (as ${v.reading.replace('-', ' ')})`
  }

  measure(m: Measure): string {
    if (m.aggregate === 'rate') return `Percentage of rows where ${this.conditions(m.when ?? [])}`
    if (m.aggregate === 'ratio' && m.of && m.per)
      return `Sum of ${this.value(m.of)} divided by sum of ${this.value(m.per)}`
    if (m.aggregate === 'per_value' && m.of && m.per)
      return `Sum of ${this.value(m.of)} divided by the number of different ${m.per.column}`
    if (m.aggregate === 'per_period' && m.of && m.period)
      return `Sum of ${this.value(m.of)} divided by the number of different ${m.period.grain ?? 'day'}s of ${m.period.column}`
    if (!m.of) return AGGREGATES.count as string
    // "how many different days": the calendar days of a column of times.
    if (m.aggregate === 'count_distinct' && (m.of.reading === 'date' || m.of.reading === 'year'))
      return `Count of distinct ${m.of.reading === 'date' ? 'days' : 'years'} of ${m.of.column}`
    return `${AGGREGATES[m.aggregate]} ${this.value(m.of)}`
  }

  condition(c: Condition): string {
    switch (c.kind) {
      case 'equals': {
        if (c.mode === 'first-word')
          return `${c.column} ${c.negated ? 'does not start' : 'starts'} with ${c.values.map(quote).join(' or ')}`
        // ("PolicePrecinct(s) lists '14'": a list column's cell holds the value among others.)
        const listed = c.mode === 'exact' && this.listColumns.has(c.column)
        const verb =
          c.mode === 'contains'
            ? 'contains'
            : c.mode === 'whole'
              ? 'is only'
              : listed
                ? c.values.length > 1
                  ? 'lists one of'
                  : 'lists'
                : c.values.length > 1
                  ? 'is one of'
                  : 'is'
        const negated =
          verb === 'is'
            ? 'is not'
            : verb === 'is one of'
              ? 'is none of'
              : verb === 'contains'
                ? 'does not contain'
                : listed
                  ? c.values.length > 1
                    ? 'lists none of'
                    : 'does not list'
                  : `not ${verb}`
        return `${c.column} ${c.negated ? negated : verb} ${c.values.map(quote).join(', ')}`
      }
      case 'compare':
        return `${this.value(c.value)} ${OPS[c.op]} ${quote(c.operand)}`
      case 'compare-columns':
        return `${this.value(c.value)} ${OPS[c.op]} ${this.value(c.other)}`
      case 'period':
        return `${this.value(c.value)} from ${c.from} up to ${c.until}`
      case 'recent':
        return `${c.column} in the last ${c.amount} ${c.unit}${c.amount === 1 ? '' : 's'} up to its latest date`
      case 'present':
        return `${c.value.column} is not empty`
      case 'absent':
        return `${c.value.column} is empty${c.zero ? ' or 0' : ''}`
      case 'any':
        return `(${c.conditions.map((x) => this.condition(x)).join(' or ')})`
      case 'not':
        if (c.condition.kind === 'equals')
          return this.condition({ ...c.condition, negated: !c.condition.negated })
        if (c.condition.kind === 'period')
          return `${this.value(c.condition.value)} is outside ${c.condition.from} up to ${c.condition.until}`
        if (c.condition.kind === 'same-as')
          return `${c.condition.column} has no row where ${this.conditions(c.condition.anchor)}`
        return `not ${this.condition(c.condition)}`
      case 'same-as':
        return `${c.column} is the same as where ${this.conditions(c.anchor)}`
      case 'compare-to-row':
        return `${this.value(c.value)} ${OPS[c.op]} where ${this.conditions(c.anchor)}`
      case 'beyond-row':
        return `the row is ${c.direction} the one where ${this.conditions(c.anchor)}`
      case 'at-extreme':
        return `${this.value(c.value)} is the ${c.direction === 'max' ? 'highest' : 'lowest'}${this.where(c.scope)}`
    }
  }

  conditions(cs: readonly Condition[]): string {
    return cs.map((c) => this.condition(c)).join(' and ')
  }

  private where(cs: readonly Condition[]): string {
    return cs.length > 0 ? ` where ${this.conditions(cs)}` : ''
  }

  private order(k: OrderKey): string {
    return k.kind === 'row' ? 'file order' : this.value(k.value)
  }

  private scalar(s: Scalar): string {
    return `${this.measure(s.measure)}${this.where(s.where)}`
  }

  /** The question restated as the engine understood it (tool_use.input.query). */
  intent(intent: Intent): string {
    switch (intent.kind) {
      case 'aggregate': {
        const measures = intent.measures.map((m) => this.measure(m)).join(', ')
        const dims = intent.dimensions.map((d) =>
          d.grain
            ? `${d.grain} of ${d.column}`
            : this.listColumns.has(d.column)
              ? `each item of ${d.column}`
              : d.column,
        )
        const by = dims.length > 0 ? ` by ${dims.join(', ')}` : ''
        const having = intent.having
          .map(
            (h) =>
              ` having ${this.measure(intent.measures[h.measure] ?? { aggregate: 'count' })} ${OPS[h.op]} ${h.operand}`,
          )
          .join('')
        const n = intent.limit ?? 0
        const top =
          intent.rank !== undefined && intent.order
            ? `, ranked ${ordinal(intent.rank)} ${intent.order.descending ? 'highest' : 'lowest'} (ties kept)`
            : intent.limit !== undefined && intent.order
              ? `, ${intent.order.descending ? 'highest' : 'lowest'} ${n === 1 ? '' : `${n} `}first${intent.withTies ? ' (ties kept)' : ''}`
              : intent.order?.by === 'measure'
                ? `, ${intent.order.descending ? 'highest' : 'lowest'} first`
                : ''
        const share = intent.share ? ', with each share of the total' : ''
        return `${measures}${by}${this.where(intent.where)}${having}${top}${share}`
      }
      case 'rows': {
        const cols = intent.columns.map((c) => this.value(c)).join(', ')
        if (intent.limit !== undefined && intent.order) {
          const offset = intent.offset ?? 0
          const end = intent.order.descending ? 'end' : 'start'
          const which =
            intent.limit > 1
              ? `the ${intent.limit} ${!intent.distinct ? 'rows' : intent.columns.length === 1 ? 'different values' : 'different pairs'} from the ${end}`
              : offset > 0
                ? `row number ${offset + 1} from the ${end}`
                : intent.order.descending
                  ? 'the last row'
                  : 'the first row'
          return `${cols} of ${which} by ${this.order(intent.order.key)}${this.where(intent.where)}`
        }
        const key = intent.order?.key
        // ("list the regions alphabetically": text is in the order of the alphabet.)
        const alphabetical =
          key?.kind === 'value' && key.value.reading === 'raw' && this.textColumns.has(key.value.column)
        const sorted = !intent.order
          ? ''
          : alphabetical
            ? `, in ${intent.order.descending ? 'reverse ' : ''}alphabetical order`
            : `, ${intent.order.descending ? 'highest' : 'lowest'} ${this.order(intent.order.key)} first`
        return `${cols}${this.where(intent.where)}${sorted}`
      }
      case 'extreme':
        return `${intent.labels.join(', ')} with the ${intent.direction === 'max' ? 'highest' : 'lowest'} ${this.value(intent.measure)}${this.where(intent.where)}`
      case 'adjacent': {
        const among = intent.where.length > 0 ? `, among rows where ${this.conditions(intent.where)}` : ''
        const side = intent.direction === 'next' ? 'after' : 'before'
        return `${intent.columns.map((c) => this.value(c)).join(', ')} of the row ${side} the one where ${this.conditions(intent.anchor)}${among}`
      }
      case 'choice': {
        const by = intent.by.kind === 'measure' ? this.measure(intent.by.measure) : this.order(intent.by.key)
        const word =
          intent.by.kind === 'order'
            ? intent.direction === 'max'
              ? 'comes last by'
              : 'comes first by'
            : intent.direction === 'max'
              ? 'has the higher'
              : 'has the lower'
        return `Which of ${intent.options.map(quote).join(' or ')} (${intent.column}) ${word} ${by}${this.where(intent.where ?? [])}`
      }
      case 'difference':
        return `${intent.absolute ? 'Absolute difference' : 'Difference'}: ${this.scalar(intent.left)} minus ${this.scalar(intent.right)}`
      case 'share':
        return `Share of ${this.scalar(intent.part)} in ${this.scalar(intent.whole)}`
      case 'compare': {
        const sides = intent.sides.map((side) => `${quote(side.label)} (${this.conditions(side.where)})`)
        return `${this.measure(intent.measure)}${this.where(intent.where)}, compared: ${sides.join(' against ')}`
      }
      case 'either': {
        const right = typeof intent.right === 'number' ? intent.right : this.scalar(intent.right)
        const [larger, smaller] = intent.words.map(quote)
        return `${larger} if ${this.scalar(intent.left)} is larger than ${right}, ${smaller} if smaller`
      }
      case 'yes-no': {
        const t = intent.test
        if (t.kind === 'exists')
          return `Whether ${t.negated ? 'no' : 'any'} row has ${this.conditions(t.where)}`
        if (t.kind === 'top-row') {
          const which = `the row with the ${t.descending ? 'highest' : 'lowest'} ${this.value(t.order)}`
          return `Whether ${which}${this.where(t.scope)} has ${this.conditions(t.claim)}`
        }
        if (t.kind === 'every') {
          const scope = t.scope.length > 0 ? ` with ${this.conditions(t.scope)}` : ''
          return `Whether every row${scope} has ${this.conditions(t.claim)}`
        }
        if (t.kind === 'mode-is') return `Whether the most common ${t.column} is ${quote(t.value)}`
        const right = typeof t.right === 'number' ? t.right : this.scalar(t.right)
        return `Whether ${this.scalar(t.left)} ${OPS[t.op]} ${right}`
      }
      case 'span': {
        const from = intent.end
          ? `from ${this.value(intent.start)} to ${this.value(intent.end)}`
          : `from the first to the last year of ${intent.start.column}`
        return `${intent.unit === 'years' ? 'Years' : 'Days'} ${from}${this.where(intent.where)}`
      }
      case 'streak': {
        const among = intent.where.length > 0 ? ` where ${this.conditions(intent.where)}` : ''
        return `Most consecutive rows (by ${this.order(intent.order)})${among}`
      }
    }
  }
}

/** 2 -> "2nd", 3 -> "3rd", 11 -> "11th". */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}

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
}

const quote = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v}'`)
const valueName = (v: ValueOf) =>
  v.reading === 'raw' ? v.column : `${v.column} (as ${v.reading.replace('-', ' ')})`

export function describeMeasure(m: Measure): string {
  if (!m.of) return AGGREGATES.count as string
  return `${AGGREGATES[m.aggregate]} ${valueName(m.of)}`
}

export function describeCondition(c: Condition): string {
  switch (c.kind) {
    case 'equals': {
      const verb = c.mode === 'contains' ? 'contains' : c.values.length > 1 ? 'is one of' : 'is'
      return `${c.column} ${c.negated ? 'not ' : ''}${verb} ${c.values.map(quote).join(', ')}`
    }
    case 'compare':
      return `${valueName(c.value)} ${OPS[c.op]} ${quote(c.operand)}`
    case 'period':
      return `${valueName(c.value)} from ${c.from} up to ${c.until}`
    case 'recent':
      return `${c.column} in the last ${c.amount} ${c.unit}${c.amount === 1 ? '' : 's'} up to its latest date`
    case 'present':
      return `${c.value.column} is not empty`
    case 'any':
      return `(${c.conditions.map(describeCondition).join(' or ')})`
    case 'not':
      return c.condition.kind === 'equals'
        ? describeCondition({ ...c.condition, negated: true })
        : `not ${describeCondition(c.condition)}`
    case 'same-as':
      return `${c.column} is the same as where ${describeConditions(c.anchor)}`
    case 'compare-to-row':
      return `${valueName(c.value)} ${OPS[c.op]} where ${describeConditions(c.anchor)}`
    case 'beyond-row':
      return `the row is ${c.direction} the one where ${describeConditions(c.anchor)}`
  }
}

export const describeConditions = (cs: readonly Condition[]) => cs.map(describeCondition).join(' and ')
const where = (cs: readonly Condition[]) => (cs.length > 0 ? ` where ${describeConditions(cs)}` : '')
const orderName = (k: OrderKey) => (k.kind === 'row' ? 'file order' : valueName(k.value))
const scalar = (s: Scalar) => `${describeMeasure(s.measure)}${where(s.where)}`

/** The question restated as the engine understood it (tool_use.input.query). */
export function describeIntent(intent: Intent): string {
  switch (intent.kind) {
    case 'aggregate': {
      const measures = intent.measures.map(describeMeasure).join(', ')
      const by =
        intent.dimensions.length > 0
          ? ` by ${intent.dimensions.map((d) => (d.grain ? `${d.grain} of ${d.column}` : d.column)).join(', ')}`
          : ''
      const having = intent.having
        .map(
          (h) =>
            ` having ${describeMeasure(intent.measures[h.measure] ?? { aggregate: 'count' })} ${OPS[h.op]} ${h.operand}`,
        )
        .join('')
      const top =
        intent.limit !== undefined && intent.order
          ? `, ${intent.order.descending ? 'highest' : 'lowest'} ${intent.limit === 1 ? '' : `${intent.limit} `}first${intent.withTies ? ' (ties kept)' : ''}`
          : ''
      const share = intent.share ? ', with each share of the total' : ''
      return `${measures}${by}${where(intent.where)}${having}${top}${share}`
    }
    case 'rows': {
      const cols = intent.columns.map(valueName).join(', ')
      if (intent.limit === 1 && intent.order) {
        const nth =
          (intent.offset ?? 0) > 0
            ? `row number ${(intent.offset ?? 0) + 1} from the ${intent.order.descending ? 'end' : 'start'}`
            : intent.order.descending
              ? 'last row'
              : 'first row'
        return `${cols} of the ${nth} by ${orderName(intent.order.key)}${where(intent.where)}`
      }
      return `${cols}${where(intent.where)}`
    }
    case 'extreme':
      return `${intent.labels.join(', ')} with the ${intent.direction === 'max' ? 'highest' : 'lowest'} ${valueName(intent.measure)}${where(intent.where)}`
    case 'adjacent':
      return `${intent.columns.map(valueName).join(', ')} of the row ${intent.direction === 'next' ? 'after' : 'before'} the one where ${describeConditions(intent.anchor)}${intent.where.length > 0 ? `, among rows where ${describeConditions(intent.where)}` : ''}`
    case 'choice': {
      const by = intent.by.kind === 'measure' ? describeMeasure(intent.by.measure) : orderName(intent.by.key)
      const word =
        intent.by.kind === 'order'
          ? intent.direction === 'max'
            ? 'comes last by'
            : 'comes first by'
          : intent.direction === 'max'
            ? 'has the higher'
            : 'has the lower'
      return `Which of ${intent.options.map(quote).join(' or ')} (${intent.column}) ${word} ${by}`
    }
    case 'difference':
      return `${intent.absolute ? 'Absolute difference' : 'Difference'}: ${scalar(intent.left)} minus ${scalar(intent.right)}`
    case 'yes-no': {
      const t = intent.test
      if (t.kind === 'exists') return `Whether any row has ${describeConditions(t.where)}`
      if (t.kind === 'mode-is') return `Whether the most common ${t.column} is ${quote(t.value)}`
      return `Whether ${scalar(t.left)} ${OPS[t.op]} ${typeof t.right === 'number' ? t.right : scalar(t.right)}`
    }
  }
}

/**
 * Scoring as WikiTableQuestions' evaluator does: values are numbers, dates or normalised strings;
 * an answer is right when it has as many items as the target and every target item matches one.
 */

type Value =
  | { readonly kind: 'number'; readonly amount: number; readonly text: string }
  | { readonly kind: 'date'; readonly ymd: readonly [number, number, number]; readonly text: string }
  | { readonly kind: 'string'; readonly text: string }

export function normalizeAnswer(raw: string): string {
  let x = raw.normalize('NFKD').replace(/\p{Mn}/gu, '')
  x = x
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
  for (;;) {
    const old = x
    x = x.trim().replace(/((?<!^)\[[^\]]*\]|\[\d+\]|[•♦†‡*#+])*$/u, '')
    x = x.trim().replace(/(?<!^)( \([^)]*\))*$/u, '')
    x = x.trim().replace(/^"([^"]*)"$/u, '$1')
    if (x === old) break
  }
  if (x.endsWith('.')) x = x.slice(0, -1)
  return x.replace(/\s+/gu, ' ').toLowerCase().trim()
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]
const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1

function parseNumber(text: string): number | undefined {
  const t = text.trim()
  if (!/^[-+]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?([eE][-+]?\d+)?$/.test(t) || !/\d/.test(t)) return undefined
  const n = Number(t.replaceAll(',', ''))
  return Number.isFinite(n) ? n : undefined
}

/** ISO dates (as the evaluator) and the textual forms CoreNLP would have normalised for the targets. */
function parseDate(text: string): [number, number, number] | undefined {
  const t = text.trim().toLowerCase()
  let m = /^(\d{4}|xx|xxxx)-(\d{1,2}|xx)-(\d{1,2}|xx)$/.exec(t)
  if (m) {
    const part = (s: string | undefined) => (s === undefined || s.startsWith('x') ? -1 : Number(s))
    return [part(m[1]), part(m[2]), part(m[3])]
  }
  m = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(t)
  if (m?.[1] && monthOf(m[1]) > 0) return [Number(m[3]), monthOf(m[1]), Number(m[2])]
  m = /^(\d{1,2}) ([a-z]{3,9})\.?,? (\d{4})$/.exec(t)
  if (m?.[2] && monthOf(m[2]) > 0) return [Number(m[3]), monthOf(m[2]), Number(m[1])]
  m = /^([a-z]{3,9}),? (\d{4})$/.exec(t)
  if (m?.[1] && monthOf(m[1]) > 0) return [Number(m[2]), monthOf(m[1]), -1]
  return undefined
}

export function toValue(raw: string): Value {
  const amount = parseNumber(raw)
  if (amount !== undefined) return { kind: 'number', amount, text: normalizeAnswer(raw) }
  const ymd = parseDate(raw)
  if (ymd) {
    if (ymd[1] === -1 && ymd[2] === -1) return { kind: 'number', amount: ymd[0], text: normalizeAnswer(raw) }
    return { kind: 'date', ymd, text: normalizeAnswer(raw) }
  }
  return { kind: 'string', text: normalizeAnswer(raw) }
}

function matches(target: Value, predicted: Value): boolean {
  if (target.text === predicted.text) return true
  if (target.kind === 'number' && predicted.kind === 'number')
    return Math.abs(target.amount - predicted.amount) < 1e-6
  if (target.kind === 'date' && predicted.kind === 'date')
    return target.ymd.every((part, i) => part === predicted.ymd[i])
  return false
}

/** Tally answers yes/no questions with a boolean cell (DESIGN.md); the dataset writes yes/no. */
const asWords = (cell: string) => (cell === 'true' ? 'yes' : cell === 'false' ? 'no' : cell)

/** True when the predicted list denotes the target list. */
export function denotationMatches(targets: readonly string[], predicted: readonly string[]): boolean {
  if (targets.length !== predicted.length) return false
  const p = predicted.map(asWords).map(toValue)
  return targets.map(toValue).every((t) => p.some((v) => matches(t, v)))
}

/** A result table counts when one of its columns equals the target list. */
export function tableMatches(targets: readonly string[], columns: readonly (readonly string[])[]): boolean {
  return columns.some((column) => denotationMatches(targets, column))
}

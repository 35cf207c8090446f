import { type Draft, wordAt } from '../draft.js'
import { equals } from '../flag-conditions.js'
import { flagAnswers } from '../flag-linker.js'
import type { Condition } from '../intent-types.js'
import type { ValueLink } from '../value-linker.js'

/** Words that say the second side lacks what the first has: "rush vs non-rush", "with and without". */
const LACKING = new Set(['non', 'not', 'without', 'no'])
/** Words standing for the rows of the first side again: "members versus those not on auto-renew". */
const AGAIN = new Set(['those', 'ones', 'the', 'on', 'a', 'an'])

export interface FlagSides {
  readonly column: string
  readonly sides: { label: string; where: Condition[] }[]
  /** The value links the sides are made of, which name no other condition. */
  readonly values: readonly ValueLink[]
}

/**
 * "rush vs non-rush tickets", "deliveries with assembly and without", "loyalty members and
 * non-members": the rows where a yes/no column says yes against those where it says no. The side
 * lacking the flag must be said (non-, not, without, un-); the words of both sides are used.
 */
export function flagSides(d: Draft): FlagSides | undefined {
  const a = d.a
  for (const column of a.model.columns) {
    const cells = flagAnswers(a.model, column)
    if (!cells) continue
    const onCell = (v: ValueLink, cell: string) =>
      v.cells.some((c) => c.column === column.name && c.value === cell)
    const named = [
      ...a.columns.filter((l) => l.column === column).map((l) => ({ span: l, value: undefined })),
      ...a.values.filter((v) => onCell(v, cells.yes)).map((v) => ({ span: v, value: v })),
    ]
    const yes = named.find((n) => !LACKING.has(wordAt(a, n.span.start - 1)))
    if (!yes) continue
    const lacking = lackingSide(d, yes.span, (v) => onCell(v, cells.no), named)
    if (!lacking) continue
    for (const n of named) d.use(n.span)
    for (const i of lacking.words) d.useWord(i)
    if (lacking.value) d.use(lacking.value)
    if (wordAt(a, yes.span.start - 1) === 'with') d.useWord(yes.span.start - 1)
    const sides = [
      { label: cells.yes, where: [equals(column.name, cells.yes)] },
      { label: cells.no, where: [equals(column.name, cells.no)] },
    ]
    return {
      column: column.name,
      sides: lacking.first ? sides.reverse() : sides,
      values: [
        ...named.flatMap((n) => (n.value ? [n.value] : [])),
        ...(lacking.value ? [lacking.value] : []),
      ],
    }
  }
  return undefined
}

/** Where the question names the rows lacking the flag, and the words that say so. */
function lackingSide(
  d: Draft,
  yes: { start: number; end: number },
  isNo: (v: ValueLink) => boolean,
  named: readonly { span: { start: number; end: number } }[],
): { words: number[]; value?: ValueLink; first: boolean } | undefined {
  const a = d.a
  // "non-rush" read as the cell N.
  const value = a.values.find(isNo)
  if (value) return { words: [], value, first: value.start < yes.start }
  // "non-rush", "not on auto-renew", "without a deposit": the flag named again after a negation.
  for (const n of named) {
    if (n.span === yes) continue
    let at = n.span.start - 1
    while (AGAIN.has(wordAt(a, at))) at--
    if (!LACKING.has(wordAt(a, at))) continue
    // ("those not on auto-renew": the words standing for the rows again are part of the side.)
    let from = at
    while (AGAIN.has(wordAt(a, from - 1))) from--
    return { words: range(from, n.span.start), first: n.span.start < yes.start }
  }
  // "with assembly and without", "loyalty members and non-members": the negation alone, or before
  // the noun the first side was said with.
  for (let i = yes.end; i < a.tokens.length; i++) {
    if (!LACKING.has(wordAt(a, i))) continue
    const noun = wordAt(a, i + 1)
    if (i === a.tokens.length - 1 || AGAIN.has(noun)) return { words: [i], first: false }
    const stem = a.tokens[i + 1]?.stem
    if (stem === a.tokens[yes.end - 1]?.stem) return { words: [i, i + 1], first: false }
    if (stem === a.tokens[yes.end]?.stem) return { words: [yes.end, i, i + 1], first: false }
  }
  // "insured versus uninsured": the flag's word with un- before it.
  const said = a.tokens[yes.end - 1]?.text ?? ''
  const un = a.tokens.find((t) => t.text === `un${said}` || t.text === `non${said}`)
  return un ? { words: [un.index], first: un.index < yes.start } : undefined
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i)

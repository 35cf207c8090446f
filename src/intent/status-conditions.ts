import { FIRST_WORD_PATTERN } from './cell-patterns.js'
import type { Draft } from './draft.js'
import type { Condition } from './intent-types.js'
import { conjugations } from './language-libraries.js'
import type { Token } from './question-tokens.js'
import { overlaps } from './spans.js'
import { wordTable } from './word-table.js'

const FINISH = ['dnf', 'did not finish']
const START = ['dns', 'did not start']
const QUALIFY = ['dnq', 'did not qualify']

/** Verbs after "not" and the cells results tables write for them (the usual abbreviations). */
const STATUS_CELLS: Readonly<Record<string, readonly string[]>> = wordTable({
  finish: FINISH,
  finished: FINISH,
  complete: FINISH,
  completed: FINISH,
  start: START,
  started: START,
  qualify: QUALIFY,
  qualified: QUALIFY,
})

/**
 * "competitors who did not finish", "did not start the race", "years they did not qualify": rows
 * whose cell is the status the table writes for it (DNF, DNS, DNQ, "Did not qualify").
 */
export function statusConditions(d: Draft): Condition[] {
  const a = d.a
  const out: Condition[] = []
  for (const t of a.tokens) {
    if ((t.text !== 'not' && t.text !== 'never') || d.used.has(t.index)) continue
    const verb = a.tokens[t.index + 1]
    if (!verb || d.used.has(verb.index)) continue
    if (a.values.some((v) => overlaps(v, { start: t.index, end: verb.index + 1 }))) continue
    const codes = STATUS_CELLS[verb.text]
    if (!codes) {
      const fate = verbCondition(d, verb)
      if (fate) {
        d.useWord(t.index).useWord(verb.index)
        out.push(...fate)
      }
      continue
    }
    const parts: Condition[] = []
    for (const column of a.model.columns) {
      const cells = (column.values?.values ?? [])
        .map((v) => v.value)
        .filter((v) => codes.includes(v.trim().toLowerCase()))
      if (cells.length > 0)
        parts.push({ kind: 'equals', column: column.name, values: cells, mode: 'exact', negated: false })
    }
    // Several columns holding the status (one per race) leave open which one is meant.
    const [only] = parts
    if (!only || parts.length > 1) continue
    d.useWord(t.index).useWord(verb.index)
    out.push(only)
  }
  return out
}

/** Verbs of results, read by the result column instead. */
const RESULT_VERBS = new Set(['win', 'won', 'lose', 'lost', 'beat', 'defeat', 'draw', 'drew', 'tie', 'tied'])

const FIRST_WORD = new RegExp(FIRST_WORD_PATTERN)

/**
 * "the only ship that did not sink": the one text column some of whose cells start with a form of
 * the verb ("Sunk in action 1943"); the rows whose cell does not, among those with a cell.
 */
function verbCondition(d: Draft, verb: Token): Condition[] | undefined {
  if (
    !verb.tags.has('Verb') ||
    RESULT_VERBS.has(verb.text) ||
    d.a.columns.some((l) => l.start === verb.index)
  )
    return undefined
  const forms = verbForms(verb.text)
  const found: { column: string; words: string[] }[] = []
  for (const column of d.a.model.columns) {
    if (column.kind !== 'text' || !column.values?.complete) continue
    const firsts = column.values.values.map((v) => FIRST_WORD.exec(v.value)?.[1]?.toLowerCase() ?? '')
    const words = [...new Set(firsts.filter((w) => forms.has(w)))]
    // The verb must tell rows apart: some cells start with it, some do not.
    if (words.length > 0 && firsts.some((w) => !forms.has(w))) found.push({ column: column.name, words })
  }
  const [only] = found
  if (!only || found.length > 1) return undefined
  return [
    { kind: 'equals', column: only.column, values: only.words, mode: 'first-word', negated: true },
    { kind: 'present', value: { column: only.column, reading: 'raw' } },
  ]
}

function verbForms(word: string): Set<string> {
  return new Set([word, ...Object.values(conjugations(word))])
}

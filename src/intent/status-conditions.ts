import type { Draft } from './draft.js'
import type { Condition } from './intent-types.js'
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
    const codes = verb ? STATUS_CELLS[verb.text] : undefined
    if (!verb || !codes || d.used.has(verb.index)) continue
    if (a.values.some((v) => overlaps(v, { start: t.index, end: verb.index + 1 }))) continue
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

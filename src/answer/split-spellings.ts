import type { Intent } from '../intent/intent-types.js'
import type { TableModel } from '../intent/table-model.js'
import { normalizeText } from '../intent/text-normalizer.js'
import { CODE_ALIASES } from '../intent/vocabulary/value-codes.js'

/**
 * "which sex has more total deaths" over Sex written F, Female, M and Male: grouped by the column,
 * one value written two ways makes two groups. The groups stay as the table writes them, and the
 * answer says which cells are the same value ("F and Female"), so no total is silently halved.
 */
export function splitSpellings(intent: Intent, model: TableModel | undefined): string | undefined {
  if (intent.kind !== 'aggregate' || !model) return undefined
  const notes: string[] = []
  for (const dimension of intent.dimensions) {
    if (dimension.grain !== undefined) continue
    const column = model.byName.get(dimension.column)
    // (Coded columns hold a handful of values; a column of names is no place to look.)
    const cells =
      column && column.distinct <= MAX_CODES ? (column.values?.values.map((v) => v.value) ?? []) : []
    const pairs = sameValues(cells)
    if (column && pairs.length > 0)
      notes.push(`${column.name} writes one value two ways (${pairs.join('; ')})`)
  }
  return notes.length > 0 ? `(${notes.join('. ')}; they are grouped apart.)` : undefined
}

const MAX_CODES = 60

/** Cells naming one coded value ("F" and "Female", "TX" and "Texas", "Y" and "Yes"). */
function sameValues(cells: readonly string[]): string[] {
  const byNormal = new Map(cells.map((c) => [normalizeText(c), c] as const))
  const pairs: string[] = []
  for (const [normal, cell] of byNormal) {
    const alias = CODE_ALIASES[normal]
    if (!alias) continue
    const others = alias.cells.filter((c) => c !== normal && byNormal.has(c)).map((c) => byNormal.get(c))
    if (others.length > 0) pairs.push(`${others.join(', ')} and ${cell}`)
  }
  return pairs
}

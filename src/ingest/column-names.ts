import { ROW_NUMBER_COLUMN } from '../catalog/catalog-types.js'

/** Names a table column may not take: the hidden file-order column and DuckDB's row id. */
const RESERVED = [ROW_NUMBER_COLUMN, 'rowid']

/**
 * Column names as a person reads a header: whitespace runs (quoted newlines included) become one
 * space; an empty cell becomes `column<n>` (1-based position); a repeated name gets `_2`, `_3`...
 * DuckDB compares identifiers case-insensitively, so `Name` and `name` count as the same.
 * Without a header every column is `column<n>`.
 */
export function columnNames(header: readonly (string | null)[] | undefined, count: number): string[] {
  const taken = new Set(RESERVED.map((name) => name.toLowerCase()))
  const wanted = Array.from({ length: count }, (_, i) => {
    const cell = header?.[i]?.replace(/\s+/g, ' ').trim() ?? ''
    return cell === '' ? `column${i + 1}` : cell
  })
  // Names the file gives keep them first; generated and repeated names step aside.
  for (const name of new Set(wanted)) if (!taken.has(name.toLowerCase())) taken.add(name.toLowerCase())
  const seen = new Set<string>()
  return wanted.map((name) => {
    const key = name.toLowerCase()
    if (!seen.has(key) && !RESERVED.includes(key)) {
      seen.add(key)
      return name
    }
    let n = 2
    while (taken.has(`${key}_${n}`)) n++
    taken.add(`${key}_${n}`)
    seen.add(`${key}_${n}`)
    return `${name}_${n}`
  })
}

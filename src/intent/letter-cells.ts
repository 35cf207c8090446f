import type { ColumnLink } from './column-linker.js'
import type { Token } from './question-tokens.js'
import type { ValueLink } from './value-linker.js'

/**
 * "grade A loans", "class B shares", "Group C": a column's name, then one capital letter that is
 * one of its cells. The letter alone reads as the article "a" or is too short to link; after the
 * column's name, written as a capital, it names the cell. The link covers both words.
 */
export function letterCells(
  question: string,
  tokens: readonly Token[],
  columns: readonly ColumnLink[],
): ValueLink[] {
  const links: ValueLink[] = []
  for (const l of columns) {
    const letter = tokens[l.end]?.text ?? ''
    if (!/^[a-z]$/.test(letter) || !new RegExp(`\\b${letter.toUpperCase()}\\b`).test(question)) continue
    const cell = l.column.values?.values.find((v) => v.value.trim().toLowerCase() === letter)
    if (!cell) continue
    links.push({
      start: l.start,
      end: l.end + 1,
      cells: [{ column: l.column.name, value: cell.value, count: cell.count, tokens: [letter] }],
      tier: 'exact',
      said: `${l.said} ${letter.toUpperCase()}`,
    })
  }
  return links
}

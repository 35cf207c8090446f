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
  const capital = (letter: string) =>
    /^[a-z]$/.test(letter) && new RegExp(`\\b${letter.toUpperCase()}\\b`).test(question)
  for (const l of columns) {
    // "grade A loans", and "A grades", "got a B grade": the letter after the name or before it.
    const after = tokens[l.end]?.text ?? ''
    const before = tokens[l.start - 1]?.text ?? ''
    // ("a" is the article unless written as a capital inside the question: "how many A grades".)
    const article = before === 'a' && !/\S\s+A\s/.test(question)
    const letter = capital(after) ? after : capital(before) && !article ? before : ''
    if (!letter) continue
    const cell = l.column.values?.values.find((v) => v.value.trim().toLowerCase() === letter)
    if (!cell) continue
    const first = letter === after
    links.push({
      start: first ? l.start : l.start - 1,
      end: first ? l.end + 1 : l.end,
      cells: [{ column: l.column.name, value: cell.value, count: cell.count, tokens: [letter] }],
      tier: 'exact',
      said: first ? `${l.said} ${letter.toUpperCase()}` : `${letter.toUpperCase()} ${l.said}`,
    })
  }
  return links
}

import type { ColumnLink } from './column-linker.js'
import type { Token } from './question-tokens.js'
import type { TableModel } from './table-model.js'
import type { ValueLink } from './value-linker.js'

const HAVING = new Set(['have', 'has', 'had', 'having', 'with', 'without', 'lack', 'lacks', 'missing'])

/**
 * "grade A loans", "class B shares", "Group C": a column's name, then one capital letter that is
 * one of its cells. The letter alone reads as the article "a" or is too short to link; after the
 * column's name, written as a capital, it names the cell. The link covers both words.
 */
export function letterCells(
  question: string,
  tokens: readonly Token[],
  columns: readonly ColumnLink[],
  model?: TableModel,
): ValueLink[] {
  const links: ValueLink[] = []
  const capital = (letter: string) =>
    /^[a-z]$/.test(letter) && new RegExp(`\\b${letter.toUpperCase()}\\b`).test(question)
  for (const l of columns) {
    // "grade A loans", and "A grades", "got a B grade": the letter after the name or before it.
    const after = tokens[l.end]?.text ?? ''
    const before = tokens[l.start - 1]?.text ?? ''
    // ("a" is the article unless written as a capital inside the question: "how many A grades".)
    // ("returns that have a grade": after a verb of having, "a" is the article whatever else is capital.)
    const had = HAVING.has(tokens[l.start - 2]?.text ?? '')
    const article = before === 'a' && (had || !/\S\s+A\s/.test(question))
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
  return model ? [...links, ...articledLetters(question, tokens, model)] : links
}

/**
 * "did any student get an A", "students who got a B": a capital letter after an article is a
 * noun, the letter itself; it names the cell of the one column that holds it alone.
 */
function articledLetters(question: string, tokens: readonly Token[], model: TableModel): ValueLink[] {
  const links: ValueLink[] = []
  for (const t of tokens) {
    const before = tokens[t.index - 1]?.text ?? ''
    if (!/^[a-z]$/.test(t.text) || !['a', 'an', 'the'].includes(before)) continue
    // Written as a capital after the article ("an A", "a B"), never the article itself.
    if (!new RegExp(`\\b${before}\\s+${t.text.toUpperCase()}\\b`, 'i').test(question)) continue
    if (!new RegExp(`\\s${t.text.toUpperCase()}\\b`).test(question)) continue
    const cells = model.columns.flatMap((c) =>
      (c.values?.values ?? [])
        .filter((v) => v.value.trim().toLowerCase() === t.text)
        .map((v) => ({ column: c.name, value: v.value, count: v.count, tokens: [t.text] })),
    )
    if (cells.length !== 1) continue
    links.push({ start: t.index, end: t.index + 1, cells, tier: 'exact', said: t.text.toUpperCase() })
  }
  return links
}

/** Reads back the Markdown table of a tool_result (the inverse of src/answer/markdown-table.ts). */
export interface ReadTable {
  readonly header: readonly string[]
  /** Column-wise cells. */
  readonly columns: readonly (readonly string[])[]
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '')
  const cells: string[] = []
  let current = ''
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]
    if (c === '\\' && i + 1 < inner.length) {
      current += inner[i + 1]
      i++
    } else if (c === '|') {
      cells.push(current.trim())
      current = ''
    } else current += c
  }
  cells.push(current.trim())
  return cells
}

export function readMarkdownTable(text: string): ReadTable | undefined {
  const lines = text.split('\n')
  if (lines.length < 2 || !lines[0]?.startsWith('|') || !lines[1]?.startsWith('|---')) return undefined
  const header = splitRow(lines[0])
  const rows = lines
    .slice(2)
    .filter((l) => l.startsWith('|'))
    .map(splitRow)
  return { header, columns: header.map((_, i) => rows.map((r) => r[i] ?? '')) }
}

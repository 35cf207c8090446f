/** Scores an extracted table against an expected one, as the pdf-tables benchmark defines it. */

export type Grid = readonly (readonly string[])[]

/** RFC-4180 CSV (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i)
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += ch
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

export const normalise = (cell: string) => cell.replace(/\s+/g, ' ').trim().toLowerCase()

const cellsOf = (grid: Grid) =>
  grid
    .flat()
    .map(normalise)
    .filter((c) => c !== '')

/** F1 of the multisets of non-empty normalised cells. */
export function cellF1(expected: Grid, actual: Grid): number {
  const want = new Map<string, number>()
  for (const c of cellsOf(expected)) want.set(c, (want.get(c) ?? 0) + 1)
  const got = cellsOf(actual)
  let hit = 0
  for (const c of got) {
    const n = want.get(c) ?? 0
    if (n > 0) {
      hit++
      want.set(c, n - 1)
    }
  }
  const expectedCount = cellsOf(expected).length
  if (hit === 0) return expectedCount === 0 && got.length === 0 ? 1 : 0
  const precision = hit / got.length
  const recall = hit / expectedCount
  return (2 * precision * recall) / (precision + recall)
}

/** Same rows in the same order, each row's non-empty normalised cells equal. */
export function exactMatch(expected: Grid, actual: Grid): boolean {
  const rows = (grid: Grid) =>
    grid
      .map((row) =>
        row
          .map(normalise)
          .filter((c) => c !== '')
          .join('\u0000'),
      )
      .filter((r) => r !== '')
  const a = rows(expected)
  const b = rows(actual)
  return a.length === b.length && a.every((r, i) => r === b[i])
}

export interface PartialCell {
  readonly row: number
  readonly col: number
  readonly text: string
}

/** For entries whose tests assert some cells only: the share of asserted cells found in place. */
export function partialScore(cells: readonly PartialCell[], actual: Grid): number {
  if (cells.length === 0) return 0
  const hits = cells.filter((cell) => {
    const row = actual[cell.row < 0 ? actual.length + cell.row : cell.row]
    const found = row?.[cell.col < 0 ? row.length + cell.col : cell.col] ?? ''
    return normalise(found) === normalise(cell.text)
  })
  return hits.length / cells.length
}

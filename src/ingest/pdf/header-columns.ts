/** Header text lies in the table's first rows: this many at most. */
const HEADER_ROWS = 3

interface Span {
  readonly x0: number
  readonly x1: number
}

/**
 * Joins each column that holds only header text to the header-less column beside it: a
 * spreadsheet prints a header left-aligned and the numbers under it right-aligned, and in a cell
 * wider than both they do not overlap, so the whitespace between them reads as a gutter. The two
 * never hold text in the same row. The column to the right is tried first (left-aligned text over
 * right-aligned numbers), then the one to the left (a centred or right-aligned header).
 */
export function joinHeaderColumns(
  rows: readonly (readonly string[])[],
  ranges: readonly Span[],
): { rows: string[][]; ranges: Span[] } {
  const width = ranges.length
  const head = Math.min(HEADER_ROWS, rows.length - 2)
  const filled = (c: number) => rows.flatMap((row, r) => ((row[c] ?? '') === '' ? [] : [r]))
  const used = Array.from({ length: width }, (_, c) => filled(c))
  const headerOnly = (c: number) => used[c]?.every((r) => r < head) === true
  const disjoint = (a: number, b: number) => !used[a]?.some((r) => used[b]?.includes(r))
  const hasBody = (c: number) => used[c]?.some((r) => r >= head) === true
  // groups[c]: the index of the output column that column c joins.
  const groups = Array.from({ length: width }, (_, c) => c)
  let joined = false
  for (let c = 0; c < width; c++) {
    if (head < 1 || !headerOnly(c) || groups[c] !== c) continue
    const right = c + 1 < width && groups[c + 1] === c + 1 && hasBody(c + 1) && disjoint(c, c + 1)
    const left = c > 0 && hasBody(c - 1) && !headerAbove(used[c - 1] ?? [], head) && disjoint(c, c - 1)
    if (right) groups[c + 1] = c
    else if (left) groups[c] = groups[c - 1] ?? c
    else continue
    joined = true
    if (right) c++
  }
  if (!joined) return { rows: rows.map((row) => [...row]), ranges: [...ranges] }
  const kept = [...new Set(groups)]
  const outRows = rows.map((row) =>
    kept.map((g) =>
      groups.flatMap((owner, c) => (owner === g && (row[c] ?? '') !== '' ? [row[c] ?? ''] : [])).join(' '),
    ),
  )
  const outRanges = kept.map((g) => {
    const members = ranges.filter((_, c) => groups[c] === g)
    return { x0: Math.min(...members.map((m) => m.x0)), x1: Math.max(...members.map((m) => m.x1)) }
  })
  return { rows: outRows, ranges: outRanges }
}

const headerAbove = (rows: readonly number[], head: number) => rows.some((r) => r < head)

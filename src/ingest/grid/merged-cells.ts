import type { GridCell, GridMerge } from './grid-types.js'

const empty = (cell: GridCell | undefined) => cell === null || cell === undefined || cell === ''

/**
 * Fills merged ranges row by row as rows stream past: each covered cell takes the value of the
 * range's top-left cell. A lone value merged across a row (a title over the table) is left alone,
 * so that it still reads as a title rather than as a row of labels.
 */
export class MergeFiller {
  private readonly pending: GridMerge[]
  private active: { merge: GridMerge; value: GridCell }[] = []
  private next = 0

  constructor(merges: readonly GridMerge[] = []) {
    this.pending = [...merges].sort((a, b) => a.r0 - b.r0)
  }

  fill(r: number, row: readonly GridCell[]): readonly GridCell[] {
    if (this.pending.length === 0) return row
    while (this.next < this.pending.length && (this.pending[this.next]?.r0 ?? Infinity) <= r) {
      const merge = this.pending[this.next++] as GridMerge
      if (merge.r0 === r) this.active.push({ merge, value: row[merge.c0] ?? null })
    }
    this.active = this.active.filter((a) => a.merge.r1 >= r)
    if (this.active.length === 0) return row
    const lone = row.filter((cell) => !empty(cell)).length <= 1
    const out = [...row]
    for (const { merge, value } of this.active) {
      if (empty(value) || (lone && merge.r0 === merge.r1)) continue
      for (let c = merge.c0; c <= merge.c1; c++) if (r !== merge.r0 || c !== merge.c0) out[c] = value
    }
    return out
  }
}

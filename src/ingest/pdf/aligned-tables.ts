import { joinHeaderColumns } from './header-columns.js'
import type { PageTable, Word } from './pdf-types.js'
import { dropEmptyLines } from './table-grid.js'
import { cellText, groupLines, type Phrase, phrasesOf, type TextLine } from './text-lines.js'

/** Lines of a table are at most this many typical line pitches apart. */
const MAX_PITCHES = 3
/** Lines with a single phrase allowed in a row between two lines of a table. */
const MAX_LONE_LINES = 2
/** Prose, not a table: cells of this many words on average. */
const PROSE_WORDS = 7

interface Line extends TextLine {
  readonly phrases: Phrase[]
}

/**
 * Stream tables: runs of lines whose words fall into the same columns of whitespace. Lines of a
 * single phrase before the first or after the last such line (titles, page numbers, notes) are
 * page furniture; between them they are rows (a section title, a wrapped cell).
 */
export function alignedTables(page: number, words: readonly Word[], pageWords: readonly Word[]): PageTable[] {
  const lines: Line[] = groupLines(words).map((line) => ({ ...line, phrases: phrasesOf(line.words) }))
  const pitch = typicalPitch(groupLines(pageWords))
  const tables: PageTable[] = []
  for (const run of runs(lines, pitch)) {
    for (const part of sideBySide(run)) {
      const table = tableOf(page, part)
      if (table) tables.push(table)
    }
  }
  return tables
}

/** The usual distance between lines of the page, at most a few line heights. */
function typicalPitch(lines: readonly TextLine[]): number {
  const heights = lines.map((l) => l.bottom - l.top).sort((a, b) => a - b)
  const height = heights[Math.floor(heights.length / 2)] ?? 10
  const pitches = lines
    .slice(1)
    .map((line, i) => line.top - (lines[i]?.top ?? line.top))
    .filter((p) => p > 0)
    .sort((a, b) => a - b)
  return Math.min(pitches[Math.floor(pitches.length / 2)] ?? height, 3 * height)
}

/** Splits the page's lines into runs of multi-phrase lines, each a candidate table. */
function runs(lines: readonly Line[], pitch: number): Line[][] {
  const out: Line[][] = []
  let current: Line[] = []
  let lone: Line[] = []
  const close = () => {
    if (current.filter((l) => l.phrases.length > 1).length >= 2) out.push(current)
    current = []
    lone = []
  }
  for (const line of lines) {
    const last = lone[lone.length - 1] ?? current[current.length - 1]
    if (last && line.top - last.top > MAX_PITCHES * Math.max(pitch, last.bottom - last.top)) close()
    if (line.phrases.length > 1) {
      current.push(...lone, line)
      lone = []
    } else if (current.length > 0) {
      lone.push(line)
      if (lone.length > MAX_LONE_LINES) close()
    }
  }
  close()
  return out
}

/** Column ranges: the union of the phrases of the lines that have the usual number of cells. */
function columnRanges(run: readonly Line[]): { x0: number; x1: number }[] {
  const counts = run.map((l) => l.phrases.length).filter((n) => n > 1)
  const tally = new Map<number, number>()
  for (const n of counts) tally.set(n, (tally.get(n) ?? 0) + 1)
  const [mode = 2] = [...tally].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? []
  const full = run.filter((l) => l.phrases.length >= mode)
  const ranges = union(full.flatMap((l) => l.phrases))
  // Cells of sparse columns, in the gutters of the full lines, open columns of their own.
  const extra = run
    .filter((l) => l.phrases.length < mode)
    .flatMap((l) => l.phrases)
    .filter((p) => !ranges.some((r) => p.x0 <= r.x1 && p.x1 >= r.x0))
  return union([...ranges, ...extra])
}

function union(spans: readonly { x0: number; x1: number }[]): { x0: number; x1: number }[] {
  const sorted = [...spans].sort((a, b) => a.x0 - b.x0)
  const out: { x0: number; x1: number }[] = []
  for (const s of sorted) {
    const last = out[out.length - 1]
    if (last && s.x0 <= last.x1) last.x1 = Math.max(last.x1, s.x1)
    else out.push({ x0: s.x0, x1: s.x1 })
  }
  return out
}

/** A gutter this many times wider than every other gap between columns parts side-by-side tables. */
const HALVES_GAP = 2

/**
 * A table printed in two halves side by side (a long list set in two columns): as many columns
 * left and right of a gutter far wider than the gaps between the other columns. Each half is a table.
 */
function sideBySide(run: readonly Line[]): Line[][] {
  const ranges = columnRanges(run)
  const gaps = ranges.slice(1).map((range, i) => range.x0 - (ranges[i]?.x1 ?? range.x0))
  const widest = gaps.indexOf(Math.max(...gaps))
  const others = gaps.filter((_, i) => i !== widest)
  const equal = ranges.length >= 4 && ranges.length % 2 === 0 && widest === ranges.length / 2 - 1
  if (!equal || others.some((gap) => HALVES_GAP * gap > (gaps[widest] ?? 0))) return [[...run]]
  const cut = ((ranges[widest]?.x1 ?? 0) + (ranges[widest + 1]?.x0 ?? 0)) / 2
  const part = (keep: (w: Word) => boolean) =>
    run
      .map((line) => {
        const words = line.words.filter(keep)
        return { top: line.top, bottom: line.bottom, words, phrases: phrasesOf(words) }
      })
      .filter((line) => line.words.length > 0)
  return [part((w) => w.x1 <= cut), part((w) => w.x0 >= cut)]
}

function columnOf(ranges: readonly { x0: number; x1: number }[], x: number): number {
  for (const [c, range] of ranges.entries()) {
    const next = ranges[c + 1]
    if (!next || x < (range.x1 + next.x0) / 2) return c
  }
  return ranges.length - 1
}

function tableOf(page: number, run: readonly Line[]): PageTable | undefined {
  const ranges = columnRanges(run)
  if (ranges.length < 2) return undefined
  const grid = run.map((line) => {
    const cells: Word[][] = ranges.map(() => [])
    for (const word of line.words) cells[columnOf(ranges, (word.x0 + word.x1) / 2)]?.push(word)
    return cells.map(cellText)
  })
  const nonEmpty = dropEmptyLines(grid)
  const kept = joinHeaderColumns(
    nonEmpty.rows,
    nonEmpty.columns.flatMap((c) => ranges[c] ?? []),
  )
  if (kept.rows.length < 2 || kept.ranges.length < 2) return undefined
  const cells = kept.rows.flat().filter((c) => c !== '')
  const wordsPerCell = cells.reduce((sum, c) => sum + c.split(' ').length, 0) / cells.length
  if (wordsPerCell > PROSE_WORDS) return undefined
  const box = {
    x0: Math.min(...run.flatMap((l) => l.words.map((w) => w.x0))),
    x1: Math.max(...run.flatMap((l) => l.words.map((w) => w.x1))),
    top: Math.min(...run.map((l) => l.top)),
    bottom: Math.max(...run.map((l) => l.bottom)),
  }
  return { page, box, rows: kept.rows, columns: kept.ranges, ruled: false }
}

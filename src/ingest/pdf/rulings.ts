import type { Segment } from './pdf-types.js'
import { UnionFind } from './union-find.js'

/** Rulings closer than this (points) are one ruling: double lines, a cell's shared edge drawn twice. */
export const SNAP = 2
/** Collinear pieces with a gap up to this (points) are one line. */
const JOIN = 3

export interface Ruling {
  /** y of a horizontal ruling, x of a vertical one. */
  readonly at: number
  readonly from: number
  readonly to: number
}

export interface Rulings {
  readonly horizontal: Ruling[]
  readonly vertical: Ruling[]
}

/** Splits segments into horizontal and vertical rulings, snapping near positions and joining pieces. */
export function rulingsOf(segments: readonly Segment[]): Rulings {
  const horizontal: Ruling[] = []
  const vertical: Ruling[] = []
  for (const s of segments) {
    if (s.y0 === s.y1) horizontal.push({ at: s.y0, from: s.x0, to: s.x1 })
    else if (s.x0 === s.x1) vertical.push({ at: s.x0, from: s.y0, to: s.y1 })
  }
  return { horizontal: merge(horizontal), vertical: merge(vertical) }
}

function merge(rulings: Ruling[]): Ruling[] {
  const sorted = [...rulings].sort((a, b) => a.at - b.at)
  const groups: Ruling[][] = []
  for (const r of sorted) {
    const group = groups[groups.length - 1]
    if (group && r.at - (group[0]?.at ?? r.at) <= SNAP) group.push(r)
    else groups.push([r])
  }
  const out: Ruling[] = []
  for (const group of groups) {
    const at = group.reduce((sum, r) => sum + r.at, 0) / group.length
    const pieces = [...group].sort((a, b) => a.from - b.from)
    let current: { at: number; from: number; to: number } | undefined
    for (const piece of pieces) {
      if (current && piece.from <= current.to + JOIN) current.to = Math.max(current.to, piece.to)
      else {
        if (current) out.push(current)
        current = { at, from: piece.from, to: piece.to }
      }
    }
    if (current) out.push(current)
  }
  return out
}

/** Whether a horizontal and a vertical ruling meet (or nearly). */
export const meets = (h: Ruling, v: Ruling, tolerance = JOIN): boolean =>
  v.at >= h.from - tolerance &&
  v.at <= h.to + tolerance &&
  h.at >= v.from - tolerance &&
  h.at <= v.to + tolerance

/** Groups rulings into networks of lines that meet: each network is a candidate ruled table. */
export function networks(rulings: Rulings): Rulings[] {
  const all = [
    ...rulings.horizontal.map((r) => ({ r, h: true })),
    ...rulings.vertical.map((r) => ({ r, h: false })),
  ]
  const sets = new UnionFind(all.length)
  const nh = rulings.horizontal.length
  rulings.horizontal.forEach((h, i) => {
    rulings.vertical.forEach((v, j) => {
      if (meets(h, v)) sets.union(i, nh + j)
    })
  })
  const groups = new Map<number, Rulings>()
  all.forEach((entry, i) => {
    const root = sets.find(i)
    const group = groups.get(root) ?? { horizontal: [], vertical: [] }
    ;(entry.h ? group.horizontal : group.vertical).push(entry.r)
    groups.set(root, group)
  })
  return [...groups.values()]
}

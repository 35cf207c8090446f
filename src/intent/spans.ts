/** A run of question tokens [start, end). */
export interface Span {
  readonly start: number
  readonly end: number
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end

export const contains = (outer: Span, inner: Span) => outer.start <= inner.start && inner.end <= outer.end

/** The token indexes a span covers. */
export const indexesOf = (s: Span): number[] => Array.from({ length: s.end - s.start }, (_, k) => s.start + k)

/** Picks spans greedily by score, dropping any that overlap one already picked. */
export function pickNonOverlapping<T extends Span>(candidates: readonly T[], score: (c: T) => number): T[] {
  const sorted = [...candidates].sort((a, b) => score(b) - score(a) || a.start - b.start)
  const picked: T[] = []
  for (const c of sorted) if (!picked.some((p) => overlaps(p, c))) picked.push(c)
  return picked.sort((a, b) => a.start - b.start)
}

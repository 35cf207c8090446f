/** Disjoint sets over 0..n-1; a set's root is its smallest member. */
export class UnionFind {
  private readonly parent: number[]

  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i)
  }

  find(i: number): number {
    let root = i
    for (let up = this.parent[root] ?? root; up !== root; up = this.parent[root] ?? root) root = up
    return root
  }

  union(a: number, b: number): void {
    const [ra, rb] = [this.find(a), this.find(b)]
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb)
  }

  roots(): number[] {
    return this.parent.map((_, i) => this.find(i))
  }
}

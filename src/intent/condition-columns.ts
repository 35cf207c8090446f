import type { Condition } from './intent-types.js'

/** The columns a condition reads, its anchors' too ("same site as the game versus X"). */
export function conditionColumns(c: Condition): string[] {
  switch (c.kind) {
    case 'equals':
    case 'recent':
      return [c.column]
    case 'compare':
    case 'period':
    case 'present':
    case 'absent':
      return [c.value.column]
    case 'compare-columns':
      return [c.value.column, c.other.column]
    case 'any':
      return c.conditions.flatMap(conditionColumns)
    case 'not':
      return conditionColumns(c.condition)
    case 'same-as':
      return [c.column, ...c.anchor.flatMap(conditionColumns)]
    case 'compare-to-row':
      return [c.value.column, ...c.anchor.flatMap(conditionColumns)]
    case 'beyond-row':
      return c.anchor.flatMap(conditionColumns)
    case 'at-extreme':
      return [c.value.column, ...c.scope.flatMap(conditionColumns)]
  }
}

import type { Intent, IntentKind } from '../intent/intent-types.js'
import { planAggregate } from './aggregate-planner.js'
import { planChoice, planDifference, planYesNo } from './comparison-planners.js'
import type { PlanTable } from './condition-sql.js'
import { planEither } from './either-planner.js'
import { planAdjacent, planExtreme, planRows } from './row-planners.js'
import { planCompare, planShare } from './share-compare-planners.js'
import { planSpan, planStreak } from './span-planners.js'
import type { Select } from './sql-ast.js'

type Planners = {
  readonly [K in IntentKind]: (intent: Extract<Intent, { kind: K }>, table: PlanTable) => Select
}

/** One planner per kind of intent: a new kind that nobody plans is a type error. */
const PLANNERS: Planners = {
  aggregate: planAggregate,
  rows: planRows,
  extreme: planExtreme,
  adjacent: planAdjacent,
  choice: planChoice,
  difference: planDifference,
  share: planShare,
  compare: planCompare,
  either: planEither,
  'yes-no': planYesNo,
  span: planSpan,
  streak: planStreak,
}

/** Intent -> SELECT tree over the intent's table. */
export function planIntent(intent: Intent, table: PlanTable): Select {
  return (PLANNERS[intent.kind] as (i: Intent, t: PlanTable) => Select)(intent, table)
}

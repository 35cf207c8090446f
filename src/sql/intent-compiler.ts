import { TallyError } from '../errors.js'
import { YEARS_BUT_UNKNOWN } from '../intent/column-shape.js'
import type { Intent } from '../intent/intent-types.js'
import type { TableModel } from '../intent/table-model.js'
import type { PlanTable } from './condition-sql.js'
import { planIntent } from './intent-planner.js'
import { type CompiledSql, compileSelect, type SqlSchema } from './sql-compiler.js'

const planTable = (model: TableModel): PlanTable => ({
  ref: { database: model.table.database, schema: model.table.collection, name: model.table.name },
  types: new Map(model.columns.map((c) => [c.name, c.type])),
  unknownYears: new Set(model.columns.filter((c) => c.shape.year === YEARS_BUT_UNKNOWN).map((c) => c.name)),
  naCodes: new Set(model.columns.filter((c) => c.naIsCode).map((c) => c.name)),
  lists: new Map(model.columns.flatMap((c) => (c.list ? [[c.name, c.list.separator] as const] : []))),
})

/** The tables in scope and their real columns: all a compiled statement may name. */
export function schemaOf(models: readonly TableModel[]): SqlSchema {
  return {
    tables: models.map((m) => ({
      table: planTable(m).ref,
      columns: m.table.columns.map((c) => c.name),
    })),
  }
}

/** Intent -> frozen { sql, params } over its table, checked against the tables in scope. */
export function compileIntent(intent: Intent, models: readonly TableModel[]): CompiledSql {
  const model = models[intent.table]
  if (!model)
    throw new TallyError('api_error', 'sql_not_allowed', 'Generated SQL reads a table that is not in scope.')
  return compileSelect(planIntent(intent, planTable(model)), schemaOf(models))
}

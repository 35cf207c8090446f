import type { TableInScope } from '../../src/answer/answer-types.js'
import type { ColumnValues } from '../../src/catalog/catalog-types.js'
import { buildTableModel, type TableModel } from '../../src/intent/table-model.js'

export interface ColumnSpec {
  readonly name: string
  readonly type?: string
  /** Cells of a text column (each counted once unless repeated). */
  readonly cells?: readonly string[]
  readonly min?: number
  readonly max?: number
}

/** A table model from plain column data, as the catalog would describe it. */
export function modelOf(name: string, columns: readonly ColumnSpec[], rowCount = 10): TableModel {
  const values: ColumnValues[] = columns
    .filter((c) => (c.type ?? 'VARCHAR') === 'VARCHAR')
    .map((c) => {
      const counts = new Map<string, number>()
      for (const cell of c.cells ?? []) counts.set(cell, (counts.get(cell) ?? 0) + 1)
      return {
        column: c.name,
        complete: true,
        values: [...counts].map(([value, count]) => ({ value, count })),
      }
    })
  const table: TableInScope = {
    collection: 'test',
    artifact: name,
    name,
    database: 'org_test',
    rowCount,
    columns: columns.map((c) => ({
      name: c.name,
      type: c.type ?? 'VARCHAR',
      profile: {
        nullCount: 0,
        distinctCount: new Set(c.cells ?? []).size || rowCount,
        distinctApproximate: false,
        min: c.min ?? null,
        max: c.max ?? null,
        topValues: [],
      },
    })),
    values: async () => values,
  }
  return buildTableModel(table, values)
}

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DuckDBInstance } from '@duckdb/node-api'

export type AnswerType = 'boolean' | 'number' | 'category' | 'list[number]' | 'list[category]'

export interface DatabenchExample {
  readonly id: string
  readonly question: string
  /** Path of the table's CSV, relative to the dataset folder. */
  readonly context: string
  readonly answer: string
  readonly type: AnswerType
  readonly dataset: string
}

/** 'even' | 'odd' | 'all': the datasets by the parity of their numeric id (tune on even, report odd). */
export type IdSplit = 'even' | 'odd' | 'all'

const inSplit = (dataset: string, split: IdSplit) =>
  split === 'all' || (Number.parseInt(dataset, 10) % 2 === 0) === (split === 'even')

/**
 * Every question of qa.csv whose dataset's table is on hand, in the chosen id split. qa.csv is read
 * by DuckDB (quoted fields with commas and newlines), every column as text. Only question, answer,
 * type and dataset are kept: the annotations of the gold answer are never shown to the engine.
 */
export async function readDatabench(datasetDir: string, split: IdSplit): Promise<DatabenchExample[]> {
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  try {
    const reader = await connection.runAndReadAll(
      'SELECT question, answer, type, dataset FROM read_csv($path, header = true, all_varchar = true)',
      { path: join(datasetDir, 'qa.csv') },
    )
    const examples: DatabenchExample[] = []
    for (const [i, row] of reader.getRowObjectsJS().entries()) {
      const dataset = String(row.dataset)
      const context = `tables/${dataset}.csv`
      if (!inSplit(dataset, split) || !existsSync(join(datasetDir, context))) continue
      examples.push({
        id: `${dataset}#${i + 1}`,
        question: String(row.question),
        context,
        answer: String(row.answer ?? ''),
        type: String(row.type) as AnswerType,
        dataset,
      })
    }
    return examples
  } finally {
    connection.closeSync()
    instance.closeSync()
  }
}

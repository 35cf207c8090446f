import { afterAll, beforeAll, expect } from 'vitest'
import type { Answer, CompiledQuery, TableInScope } from '../../src/answer/answer-types.js'
import { answerQuestion } from '../../src/answer/question-answerer.js'
import { CatalogStore } from '../../src/catalog/catalog-store.js'
import type { QueryResult } from '../../src/db/query-result.js'
import { createEngine, type Engine } from '../../src/index.js'

export interface Asked {
  readonly answer: Answer
  /** The statement that ran, with the organization's database name replaced by `db`. */
  readonly sql: string
  readonly params: readonly unknown[]
  readonly result: QueryResult | undefined
}

export interface GoldenEngine {
  readonly engine: Engine
  /** Answers a question over the named tables (all when none), recording what ran on the real DuckDB. */
  ask(question: string, artifacts?: readonly string[]): Promise<Asked>
  close(): Promise<void>
}

const COLLECTION = 'golden'

/** A real in-memory engine with the given fixtures ingested, one artifact each. */
export async function goldenEngine(files: Readonly<Record<string, string>>): Promise<GoldenEngine> {
  const engine = await createEngine()
  for (const [artifact, file] of Object.entries(files)) {
    await engine.ingest({ org: 'default', collection: COLLECTION, artifact, file })
  }
  const orgId = (await engine.organizations.resolve('default')).id
  const database = await engine.database.organizationCatalog(orgId)
  const store = new CatalogStore(engine.database, database)
  const tables = await store.listTables(COLLECTION)
  const values = new Map(
    await Promise.all(
      tables.map(async (t) => [t.name, await store.columnValues(COLLECTION, t.name)] as const),
    ),
  )
  const inScope: TableInScope[] = tables.map((t) => ({ ...t, values: async () => values.get(t.name) ?? [] }))
  return {
    engine,
    async ask(question, artifacts) {
      const chosen = artifacts ? inScope.filter((t) => artifacts.includes(t.artifact)) : inScope
      let ran: CompiledQuery | undefined
      let result: QueryResult | undefined
      const answer = await answerQuestion({
        question,
        history: [],
        tables: chosen,
        maxResultRows: 1000,
        execute: async (query) => {
          // Through the SQL gate, as the engine runs it: every golden statement must pass it.
          const rows = await engine.database.select(query.sql, query.params, { database })
          // (The answer's own statement runs first; a probe after it, for a tie at a top-N cut, is not it.)
          if (ran === undefined) {
            ran = query
            result = rows
          }
          return rows
        },
      })
      return {
        answer,
        sql: (ran?.sql ?? '').replaceAll(`"${database}"`, '"db"'),
        params: ran?.params ?? [],
        result,
      }
    },
    close: () => engine.close(),
  }
}

/** The labels tied for the first count in `truth` (rows of label, count, largest count first). */
export const tiedTopLabels = (truth: readonly unknown[][] | undefined): Set<unknown> =>
  new Set(truth?.filter((r) => r[1] === truth[0]?.[1]).map((r) => r[0]))

/** SQL for a money column written "$1,234.50" in the file, as a number (for DuckDB oracles). */
export const moneyNumber = (column: string) =>
  `CAST(replace(replace("${column}", '$', ''), ',', '') AS DOUBLE)`

/** The result table's rows, empty when nothing ran. */
export const resultRows = (asked: Asked) => asked.result?.rows ?? []

/** Asks over one artifact and expects an answer, not a decline (the decline's text shown if not). */
export async function askAnswered(golden: GoldenEngine, question: string, artifact: string): Promise<Asked> {
  const asked = await golden.ask(question, [artifact])
  expect(asked.answer.isError, asked.answer.text).toBe(false)
  return asked
}

/** DuckDB reading a fixture file directly: the expected values of answer tests, never from the engine. */
export interface CsvOracle {
  /** Runs `sql`, in which the word `table` stands for the file. */
  expected(sql: string): Promise<unknown[][]>
  close(): void
}

export async function csvOracle(file: string, table: string): Promise<CsvOracle> {
  const { DuckDBInstance } = await import('@duckdb/node-api')
  const instance = await DuckDBInstance.create(':memory:')
  return {
    async expected(sql) {
      const connection = await instance.connect()
      try {
        const reader = await connection.runAndReadAll(sql.replace(table, `read_csv('${file}')`))
        return reader
          .getRowsJS()
          .map((row) => row.map((cell) => (typeof cell === 'bigint' ? Number(cell) : cell)))
      } finally {
        connection.closeSync()
      }
    },
    close: () => instance.closeSync(),
  }
}

/** Questions over fixture files, each file an artifact, answers checked against DuckDB reading the file. */
export interface FixtureSuite<A extends string> {
  /** The engine, once `beforeAll` has run. */
  golden(): GoldenEngine
  /** The rows of an answered question over one artifact. */
  rows(question: string, artifact: A): Promise<QueryResult['rows']>
  /** The whole answer of an answered question over one artifact. */
  asked(question: string, artifact: A): Promise<Asked>
  /** DuckDB's rows for `sql` over the artifact's file (`data` stands for the file). */
  expected(artifact: A, sql: string): Promise<unknown[][] | undefined>
  /** The decline's text; fails when the question is answered. */
  declined(question: string, artifact: A): Promise<string>
  /** The first cell of DuckDB's rows for `sql`, as a number. */
  truth(artifact: A, sql: string): Promise<number>
  /** The first cell of an answered question's rows, as a number. */
  one(question: string, artifact: A): Promise<number>
}

/** Ingests the files before the file's tests and closes everything after them. */
export function fixtureSuite<A extends string>(files: Readonly<Record<A, string>>): FixtureSuite<A> {
  let golden: GoldenEngine | undefined
  const oracles = new Map<string, CsvOracle>()
  beforeAll(async () => {
    golden = await goldenEngine(files)
    for (const [name, file] of Object.entries<string>(files)) oracles.set(name, await csvOracle(file, 'data'))
  })
  afterAll(async () => {
    await golden?.close()
    for (const oracle of oracles.values()) oracle.close()
  })
  const engine = () => {
    if (!golden) throw new Error('fixtureSuite: used before beforeAll ran')
    return golden
  }
  return {
    golden: engine,
    asked: (question, artifact) => askAnswered(engine(), question, artifact),
    rows: async (question, artifact) => resultRows(await askAnswered(engine(), question, artifact)),
    expected: async (artifact, sql) => oracles.get(artifact)?.expected(sql),
    async declined(question, artifact) {
      const asked = await engine().ask(question, [artifact])
      expect(asked.answer.isError, asked.answer.text).toBe(true)
      return asked.answer.text
    },
    truth: async (artifact, sql) => Number((await oracles.get(artifact)?.expected(sql))?.[0]?.[0]),
    one: async (question, artifact) =>
      Number(resultRows(await askAnswered(engine(), question, artifact))[0]?.[0]),
  }
}

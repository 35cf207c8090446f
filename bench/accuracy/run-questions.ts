import { resolve } from 'node:path'
import type { Engine } from '../../src/index.js'
import { readMarkdownTable } from './markdown-reader.js'
import { artifactId } from './wtq-dataset.js'

/** A question about one table of a dataset folder. */
export interface Example {
  readonly id: string
  readonly question: string
  /** Path of the table's CSV, relative to the dataset folder. */
  readonly context: string
}

/** Is the result table (column-wise cells) the right answer to the example? */
export type Judge<E extends Example> = (example: E, columns: readonly (readonly string[])[]) => boolean

export interface Outcome<E extends Example = Example> {
  readonly example: E
  readonly answered: boolean
  readonly right: boolean
  /** tool_use.input.query: the interpretation. */
  readonly query: string
  readonly predicted: readonly (readonly string[])[]
  readonly sql: string
  readonly explanation: string
  /** The reply's text block. */
  readonly text: string
  readonly failure?: string
}

const COLLECTION = 'wtq'

/** Ingests each table once (one artifact per CSV), then asks every question scoped to its table. */
export async function runQuestions<E extends Example>(
  engine: Engine,
  datasetDir: string,
  examples: readonly E[],
  judge: Judge<E>,
  onProgress: (done: number) => void,
): Promise<Outcome<E>[]> {
  const ingested = new Map<string, string | undefined>()
  const outcomes: Outcome<E>[] = []
  let ingestMs = 0
  let askMs = 0
  let current: string | undefined
  for (const example of byTable(examples)) {
    const artifact = artifactId(example.context)
    if (current !== undefined && current !== artifact && ingested.get(current) === undefined) {
      // One table in the catalog at a time, as a user asking about one file would have.
      await engine.deleteArtifact('default', COLLECTION, current)
    }
    current = artifact
    if (!ingested.has(artifact)) {
      const started = performance.now()
      try {
        await engine.ingest({
          org: 'default',
          collection: COLLECTION,
          artifact,
          file: resolve(datasetDir, example.context),
        })
        ingested.set(artifact, undefined)
      } catch (error) {
        ingested.set(artifact, `ingest failed: ${error instanceof Error ? error.message : String(error)}`)
      }
      ingestMs += performance.now() - started
    }
    const ingestFailure = ingested.get(artifact)
    const asked = performance.now()
    outcomes.push(
      ingestFailure ? failed(example, ingestFailure) : await ask(engine, example, artifact, judge),
    )
    askMs += performance.now() - asked
    onProgress(outcomes.length)
  }
  timings.ingestMs = ingestMs
  timings.askMs = askMs
  return outcomes
}

/**
 * The questions of each table together, tables in order of first appearance: an ingest clears the
 * engine's cached value index of its collection, so asking a table's questions together keeps it warm.
 */
function byTable<E extends Example>(examples: readonly E[]): E[] {
  const groups = new Map<string, E[]>()
  for (const e of examples) groups.set(e.context, [...(groups.get(e.context) ?? []), e])
  return [...groups.values()].flat()
}

/** Time spent ingesting tables and answering questions in the last run. */
export const timings = { ingestMs: 0, askMs: 0 }

async function ask<E extends Example>(
  engine: Engine,
  example: E,
  artifact: string,
  judge: Judge<E>,
): Promise<Outcome<E>> {
  try {
    const reply = await engine.messages.create(
      {
        messages: [{ role: 'user', content: example.question }],
        tools: [{ name: 'tabular_analysis', type: 'tabular_analysis_v1' }],
        tool_context: [
          { type: 'ingested_artifact', context_filter: { collection: COLLECTION, artifacts: [artifact] } },
        ],
      },
      { org: 'default' },
    )
    const [toolUse, toolResult, textBlock] = reply.content
    const texts = toolResult.content.map((c) => c.text)
    if (toolResult.is_error) {
      return {
        ...blank(example),
        query: toolUse.input.query,
        explanation: texts.join('\n'),
        text: textBlock.text,
      }
    }
    const table = readMarkdownTable(texts[0] ?? '')
    const predicted = table?.columns ?? []
    return {
      ...blank(example),
      answered: true,
      right: judge(example, predicted),
      query: toolUse.input.query,
      predicted,
      sql: texts[1] ?? '',
      text: textBlock.text,
    }
  } catch (error) {
    return failed(example, error instanceof Error ? `${error.name}: ${error.message}` : String(error))
  }
}

const blank = <E extends Example>(example: E): Outcome<E> => ({
  example,
  answered: false,
  right: false,
  query: '',
  predicted: [],
  sql: '',
  explanation: '',
  text: '',
})

const failed = <E extends Example>(example: E, failure: string): Outcome<E> => ({
  ...blank(example),
  failure,
})

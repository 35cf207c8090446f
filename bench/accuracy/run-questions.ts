import { resolve } from 'node:path'
import type { Engine } from '../../src/index.js'
import { readMarkdownTable } from './markdown-reader.js'
import { artifactId, type WtqExample } from './wtq-dataset.js'
import { tableMatches } from './wtq-scorer.js'

export interface Outcome {
  readonly example: WtqExample
  readonly answered: boolean
  readonly right: boolean
  /** tool_use.input.query: the interpretation. */
  readonly query: string
  readonly predicted: readonly (readonly string[])[]
  readonly sql: string
  readonly explanation: string
  readonly failure?: string
}

const COLLECTION = 'wtq'

/** Ingests each table once (one artifact per CSV), then asks every question scoped to its table. */
export async function runQuestions(
  engine: Engine,
  datasetDir: string,
  examples: readonly WtqExample[],
  onProgress: (done: number) => void,
): Promise<Outcome[]> {
  const ingested = new Map<string, string | undefined>()
  const outcomes: Outcome[] = []
  for (const example of examples) {
    const artifact = artifactId(example.context)
    if (!ingested.has(artifact)) {
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
    }
    const ingestFailure = ingested.get(artifact)
    outcomes.push(ingestFailure ? failed(example, ingestFailure) : await ask(engine, example, artifact))
    onProgress(outcomes.length)
  }
  return outcomes
}

async function ask(engine: Engine, example: WtqExample, artifact: string): Promise<Outcome> {
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
    const [toolUse, toolResult] = reply.content
    const texts = toolResult.content.map((c) => c.text)
    if (toolResult.is_error) {
      return { ...blank(example), query: toolUse.input.query, explanation: texts.join('\n') }
    }
    const table = readMarkdownTable(texts[0] ?? '')
    const predicted = table?.columns ?? []
    return {
      ...blank(example),
      answered: true,
      right: tableMatches(example.targets, predicted),
      query: toolUse.input.query,
      predicted,
      sql: texts[1] ?? '',
    }
  } catch (error) {
    return failed(example, error instanceof Error ? `${error.name}: ${error.message}` : String(error))
  }
}

const blank = (example: WtqExample): Outcome => ({
  example,
  answered: false,
  right: false,
  query: '',
  predicted: [],
  sql: '',
  explanation: '',
})

const failed = (example: WtqExample, failure: string): Outcome => ({ ...blank(example), failure })

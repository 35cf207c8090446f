import { readFileSync } from 'node:fs'
import { createApp } from '../../adapters/http/app.js'
import { listen } from '../../adapters/http/node-server.js'
import { createEngine } from '../../src/index.js'
import { readMarkdownTable } from '../accuracy/markdown-reader.js'

/** A request that takes longer than this (an ingest, a question) is given up. */
const REQUEST_TIMEOUT_MS = 240_000

/** The result table of a question, column-wise, or undefined when the engine declined it. */
export type Answer = readonly (readonly string[])[] | undefined

/**
 * A real Tally HTTP server on a loopback port (an in-memory engine, the app of `tally serve`), and
 * a client that ingests files through the JSON route (base64) and asks questions scoped to one
 * artifact, as the SuperAdmin of `default`.
 */
export async function openServer() {
  const engine = await createEngine({ threads: 1, workspace: { passwordCost: 2 ** 10 } })
  const boot = await engine.workspace.bootstrap({
    adminEmail: 'bench@test.io',
    adminPassword: 'bench password 1',
  })
  if (!boot.created) throw new Error('bootstrap created nothing')
  const server = await listen(createApp(engine), '127.0.0.1', 0)
  const headers = {
    authorization: `Bearer ${boot.token.token}`,
    'x-org': 'default',
    'content-type': 'application/json',
  }
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/gpt/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  /** A request that fails (timeout, reset) counts as a refusal, not the end of the run. */
  const tryPost = async (path: string, body: unknown) => {
    try {
      return await post(path, body)
    } catch (error) {
      return Response.json(
        { error: { detail: { code: `request failed: ${(error as Error).name}` } } },
        { status: 599 },
      )
    }
  }

  return {
    /** Ingests a file through POST /artifacts/ingest; the error code when refused. */
    async ingest(
      collection: string,
      artifact: string,
      file: string,
      fileName: string,
    ): Promise<string | undefined> {
      const response = await tryPost('/artifacts/ingest', {
        artifact,
        collection,
        input: { type: 'file', value: readFileSync(file).toString('base64') },
        metadata: { file_name: fileName },
      })
      if (response.ok) return undefined
      const body = (await response.json()) as { error?: { detail?: { code?: string } } }
      return body.error?.detail?.code ?? `http ${response.status}`
    },
    async remove(collection: string, artifact: string): Promise<void> {
      await (await tryPost('/artifacts/delete', { collection, artifact })).arrayBuffer()
    },
    async ask(collection: string, artifact: string, question: string): Promise<Answer> {
      const response = await tryPost('/messages', {
        messages: [{ role: 'user', content: question }],
        tools: [{ name: 'tabular_analysis', type: 'tabular_analysis_v1' }],
        tool_context: [{ type: 'ingested_artifact', context_filter: { collection, artifacts: [artifact] } }],
      })
      if (!response.ok) return undefined
      const body = (await response.json()) as {
        content: { is_error?: boolean; content?: { text: string }[] }[]
      }
      const result = body.content[1]
      if (!result || result.is_error) return undefined
      return readMarkdownTable(result.content?.[0]?.text ?? '')?.columns
    },
    async close() {
      await server.close(1000)
      await engine.close()
    },
  }
}

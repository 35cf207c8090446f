import type { ArtifactInfo, IngestProgress } from '../../../src/index.js'
import { type ArtifactList, artifactList } from './artifact-schemas.js'

/** The frames of an ingest answered as server-sent events; each frame's event name is its `type`. */
export type IngestEvent =
  | ({ readonly type: 'ingest_progress' } & IngestProgress)
  | ({ readonly type: 'ingest_result' } & ArtifactList)
  | { readonly type: 'ping' }

/** A client asks for progress with `Accept: text/event-stream` (either body form) or JSON `stream: true`. */
export const wantsIngestEvents = (accept: string | undefined, body?: unknown) =>
  /\btext\/event-stream\b/i.test(accept ?? '') ||
  (typeof body === 'object' && body !== null && (body as { stream?: unknown }).stream === true)

/**
 * Runs an ingest and yields its progress as it comes, then its result. A failure before the first
 * progress (a bad id, a refused upload) is thrown from the first `next()`, so the route still
 * answers it as a plain JSON error with its status. Pings keep proxies from closing a quiet stream
 * while DuckDB reads a large file (it tells nothing until the read ends).
 */
export async function* ingestEvents(
  run: (onProgress: (progress: IngestProgress) => void) => Promise<ArtifactInfo>,
  pingIntervalMs: number,
): AsyncGenerator<IngestEvent, void> {
  const queued: IngestEvent[] = []
  let wake: (() => void) | undefined
  const push = (event: IngestEvent) => {
    queued.push(event)
    wake?.()
  }
  let failure: { error: unknown } | undefined
  let finished = false
  run((progress) => push({ type: 'ingest_progress', ...progress })).then(
    (info) => {
      finished = true
      push({ type: 'ingest_result', ...artifactList([info]) })
    },
    (error: unknown) => {
      finished = true
      failure = { error }
      wake?.()
    },
  )
  let started = false
  while (true) {
    const event = queued.shift()
    if (event) {
      started = true
      yield event
      if (event.type === 'ingest_result') return
      continue
    }
    if (failure) throw failure.error
    if (finished) return
    let timer: NodeJS.Timeout | undefined
    const pinged = await new Promise<boolean>((resolve) => {
      wake = () => resolve(false)
      if (started) timer = setTimeout(() => resolve(true), pingIntervalMs)
    })
    clearTimeout(timer)
    wake = undefined
    if (pinged && queued.length === 0 && !failure) yield { type: 'ping' }
  }
}

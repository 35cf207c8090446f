import { errorBody } from './error-response.js'

const encoder = new TextEncoder()

/** One server-sent event: the `event:` line the Anthropic SDK dispatches on, then the JSON. */
export const sseFrame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)

/**
 * Serialises an event stream (a reply's, an ingest's progress). The first event is awaited before answering, so request and
 * not-found errors still become a plain JSON error with their status; a failure after that is an
 * `error` event (the status is already 200) and ends the stream.
 */
export async function sseResponse(
  events: AsyncGenerator<{ readonly type: string }, void>,
  requestId: string,
  onUnexpectedError: (error: unknown) => void,
): Promise<Response> {
  let pending: IteratorResult<{ readonly type: string }, void> | undefined = await events.next()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const item = pending ?? (await events.next())
        pending = undefined
        if (item.done) controller.close()
        else controller.enqueue(sseFrame(item.value.type, item.value))
      } catch (error) {
        onUnexpectedError(error)
        controller.enqueue(sseFrame('error', errorBody(error, requestId)))
        controller.close()
      }
    },
    async cancel() {
      await events.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'request-id': requestId,
    },
  })
}

/** One server-sent event as a client sees it. */
export interface SseFrame {
  readonly event: string | undefined
  readonly data: Record<string, unknown> & { type?: string }
}

/** Splits an SSE body into frames; every frame must be `event:` + one `data:` line. */
export function parseSse(body: string): SseFrame[] {
  return body
    .split('\n\n')
    .filter((chunk) => chunk.trim().length > 0)
    .map((chunk) => {
      const lines = chunk.split('\n')
      const event = lines.find((l) => l.startsWith('event: '))?.slice('event: '.length)
      const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice('data: '.length))
      if (lines.length !== 2 || data.length !== 1) throw new Error(`unexpected frame: ${chunk}`)
      return { event, data: JSON.parse(data[0] ?? '') as SseFrame['data'] }
    })
}

import type { MessageReply, TextBlock, ToolResultBlock, ToolUseBlock } from './message-schemas.js'

/** What `message_start` announces before any block exists. */
export interface MessageHead {
  readonly id: string
  readonly model: string
  readonly inputTokens: number
}

export type StartedToolUseBlock = Omit<ToolUseBlock, 'input' | 'stop_timestamp'> & { input: object }
export type StartedTextBlock = Omit<TextBlock, 'stop_timestamp'>

/**
 * The events of a streamed reply, as the Anthropic SDK accumulates them. `start_timestamp` rides on
 * the block of `content_block_start`, `stop_timestamp` on `content_block_stop`; `tool_result` is
 * sent whole (the SDK applies no deltas to it), both timestamps included.
 */
export type MessageStreamEvent =
  | {
      readonly type: 'message_start'
      readonly message: {
        id: string
        type: 'message'
        role: 'assistant'
        model: string
        content: []
        stop_reason: null
        stop_sequence: null
        usage: { input_tokens: number; output_tokens: number }
      }
    }
  | {
      readonly type: 'content_block_start'
      readonly index: number
      readonly content_block: StartedToolUseBlock | ToolResultBlock | StartedTextBlock
    }
  | {
      readonly type: 'content_block_delta'
      readonly index: number
      readonly delta:
        | { type: 'text_delta'; text: string }
        | { type: 'input_json_delta'; partial_json: string }
    }
  | { readonly type: 'content_block_stop'; readonly index: number; readonly stop_timestamp: string }
  | {
      readonly type: 'message_delta'
      readonly delta: { stop_reason: 'end_turn'; stop_sequence: null }
      readonly usage: { input_tokens: number; output_tokens: number }
    }
  | { readonly type: 'message_stop' }
  | { readonly type: 'ping' }

export interface StreamOptions {
  /** A `ping` is sent after this long without another event (default 5000 ms). */
  readonly pingIntervalMs?: number
}

const DELTA_CHARS = 48
const PING = { type: 'ping' } as const

/** Splits text at word boundaries into pieces of about `size` characters (never inside a word). */
export function deltaChunks(text: string, size = DELTA_CHARS): string[] {
  const chunks: string[] = []
  let current = ''
  for (const word of text.split(/(?<=\s)(?=\S)/)) {
    current += word
    if (current.length >= size) {
      chunks.push(current)
      current = ''
    }
  }
  if (current.length > 0 || chunks.length === 0) chunks.push(current)
  return chunks
}

export function messageStart(head: MessageHead): MessageStreamEvent {
  return {
    type: 'message_start',
    message: {
      id: head.id,
      type: 'message',
      role: 'assistant',
      model: head.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: head.inputTokens, output_tokens: 0 },
    },
  }
}

/** The events after `message_start` of a finished reply: its three blocks, the usage, the stop. */
export function replyTailEvents(reply: MessageReply): MessageStreamEvent[] {
  const [toolUse, toolResult, text] = reply.content
  const { input, stop_timestamp: toolUseStop, ...toolUseStart } = toolUse
  const { text: words, stop_timestamp: textStop, ...textStart } = text
  return [
    { type: 'content_block_start', index: 0, content_block: { ...toolUseStart, input: {} } },
    ...deltaChunks(JSON.stringify(input)).map(
      (partial_json): MessageStreamEvent => ({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json },
      }),
    ),
    { type: 'content_block_stop', index: 0, stop_timestamp: toolUseStop },
    { type: 'content_block_start', index: 1, content_block: toolResult },
    { type: 'content_block_stop', index: 1, stop_timestamp: toolResult.stop_timestamp },
    { type: 'content_block_start', index: 2, content_block: { ...textStart, text: '' } },
    ...deltaChunks(words).map(
      (chunk): MessageStreamEvent => ({
        type: 'content_block_delta',
        index: 2,
        delta: { type: 'text_delta', text: chunk },
      }),
    ),
    { type: 'content_block_stop', index: 2, stop_timestamp: textStop },
    {
      type: 'message_delta',
      delta: { stop_reason: reply.stop_reason, stop_sequence: reply.stop_sequence },
      usage: { ...reply.usage },
    },
    { type: 'message_stop' },
  ]
}

/** Resolves `work`, yielding a ping each time `intervalMs` passes first. */
async function* pingUntil<T>(work: Promise<T>, intervalMs: number): AsyncGenerator<typeof PING, T> {
  const settled = work.then((value) => ({ value }))
  for (;;) {
    let timer: NodeJS.Timeout | undefined
    const tick = new Promise<'tick'>((resolve) => {
      timer = setTimeout(resolve, intervalMs, 'tick')
    })
    try {
      const outcome = await Promise.race([settled, tick])
      if (outcome !== 'tick') return outcome.value
    } finally {
      clearTimeout(timer)
    }
    yield PING
  }
}

/**
 * The event sequence of a streamed reply: `message_start` and a first `ping` at once, a `ping`
 * every `pingIntervalMs` while `work` runs, then the finished reply's blocks. When `work` fails
 * the generator throws after `message_start`; the adapter turns that into an `error` event.
 */
export async function* streamReply(
  head: MessageHead,
  work: Promise<MessageReply>,
  options: StreamOptions = {},
): AsyncGenerator<MessageStreamEvent, void> {
  // A client gone before the work settles must not leave an unhandled rejection behind.
  work.catch(() => undefined)
  yield messageStart(head)
  yield PING
  const reply = yield* pingUntil(work, options.pingIntervalMs ?? 5000)
  yield* replyTailEvents(reply)
}

import type { Answer } from '../answer/answer-types.js'
import { randomHex } from '../ids.js'
import type { MessageReply } from './message-schemas.js'
import { microTimestamp } from './timestamps.js'
import { lazyUsage } from './token-counter.js'

/** Stable name of the parser that answers, reported as the reply's `model`. */
export const MODEL_NAME = 'tally-intent-1'
export const DEFAULT_TOOL_NAME = 'tabular_analysis'

export interface BlockTimes {
  readonly start: string
  readonly understood: string
  readonly executed: string
  readonly stop: string
}

/** The text of a reply's content that counts as output tokens. */
export function replyText(answer: Answer): string {
  return [JSON.stringify({ query: answer.query }), ...answer.resultTexts, answer.text].join('\n')
}

/** Assembles the Messages reply: tool_use, tool_result, text, in that order. */
export function buildReply(
  answer: Answer,
  toolName: string,
  inputText: () => string,
  times: BlockTimes = { start: microTimestamp(), understood: '', executed: '', stop: '' },
): MessageReply {
  const understood = times.understood || microTimestamp()
  const executed = times.executed || microTimestamp()
  const stop = times.stop || microTimestamp()
  const toolUseId = `toolu_${randomHex(12)}`
  return {
    id: `msg_${randomHex(16)}`,
    type: 'message',
    role: 'assistant',
    model: MODEL_NAME,
    content: [
      {
        type: 'tool_use',
        id: toolUseId,
        name: toolName,
        input: { query: answer.query },
        start_timestamp: times.start,
        stop_timestamp: understood,
      },
      {
        type: 'tool_result',
        tool_use_id: toolUseId,
        is_error: answer.isError,
        content: answer.resultTexts.map((text) => ({ type: 'text' as const, text })),
        start_timestamp: understood,
        stop_timestamp: executed,
      },
      { type: 'text', text: answer.text, start_timestamp: executed, stop_timestamp: stop },
    ],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: lazyUsage(inputText, () => replyText(answer)),
  }
}

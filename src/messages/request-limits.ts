import { invalidRequest } from '../errors.js'
import type { ParsedMessageRequest } from './message-schemas.js'

/** The one tool type Tally offers; any other is refused, as the Messages API refuses an unknown tool. */
export const TOOL_TYPE = 'tabular_analysis_v1'

/** C0 controls and DEL, but tab and line breaks: no question a person types holds them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

/**
 * Checks what the schema cannot: the tool types and the length of every user turn. The errors
 * never echo a long question back (a 200 KB question once came back whole in the decline).
 */
export function checkRequestLimits(
  request: ParsedMessageRequest,
  userTurns: readonly string[],
  maxQuestionChars: number,
): void {
  const unknown = request.tools?.find((tool) => tool.type !== TOOL_TYPE)
  if (unknown)
    throw invalidRequest(
      'unknown_tool_type',
      `Unknown tool type '${shown(unknown.type)}'.`,
      `Tally offers one tool, of type '${TOOL_TYPE}'; leave out tools to use it by default.`,
    )
  const longest = Math.max(0, ...userTurns.map((turn) => turn.length))
  if (longest > maxQuestionChars)
    throw invalidRequest(
      'question_too_long',
      `A question may be at most ${maxQuestionChars} characters; this one has ${longest}.`,
      'Ask about one thing at a time, in a sentence or two.',
    )
  if (userTurns.some((turn) => CONTROL.test(turn)))
    throw invalidRequest(
      'control_characters',
      'The question holds control characters (such as NUL); send plain text.',
    )
}

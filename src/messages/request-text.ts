import type { ParsedMessageRequest } from './message-schemas.js'

type Content = ParsedMessageRequest['messages'][number]['content']

/** The words of one message: a string, or its text blocks joined. */
export function contentText(content: Content | undefined): string {
  if (content === undefined) return ''
  if (typeof content === 'string') return content
  return content
    .map((block) => (typeof block.text === 'string' ? block.text : ''))
    .filter((text) => text.length > 0)
    .join('\n')
}

/** The question (last user message) and the earlier user turns, most recent last. */
export function questionAndHistory(request: ParsedMessageRequest): { question: string; history: string[] } {
  const userTurns = request.messages
    .filter((m) => m.role === 'user')
    .map((m) => contentText(m.content).trim())
  return { question: userTurns.at(-1) ?? '', history: userTurns.slice(0, -1) }
}

/** All text of the request that counts as input tokens. */
export function requestText(request: Pick<ParsedMessageRequest, 'messages' | 'system'>): string {
  const system = request.system === undefined ? '' : contentText(request.system)
  return [system, ...request.messages.map((m) => contentText(m.content))]
    .filter((t) => t.length > 0)
    .join('\n')
}

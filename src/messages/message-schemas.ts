// A namespace import lets the CLI bundle leave out what these schemas do not use (zod's locales: 0.6 MB).
import * as z from 'zod'
import { TOOL_TYPE } from './request-limits.js'

/** A content block sent by a client; only text blocks carry words the engine reads. */
export const InputContentBlockSchema = z.looseObject({ type: z.string(), text: z.string().optional() })

export const InputMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.union([z.string(), z.array(InputContentBlockSchema)]),
})

export const ToolSchema = z.object({
  name: z.string().min(1),
  type: z.string().min(1).describe(`'${TOOL_TYPE}'; any other type is 400 unknown_tool_type`),
})

export const ToolContextSchema = z.object({
  type: z.literal('ingested_artifact'),
  context_filter: z.object({
    collection: z.string().optional(),
    artifacts: z.array(z.string()).optional(),
  }),
})

/** The request of POST /messages and engine.messages.create. Unknown fields are ignored (SDKs send extras). */
export const MessageRequestSchema = z.object({
  model: z.string().optional(),
  max_tokens: z.number().int().positive().optional(),
  messages: z.array(InputMessageSchema).min(1),
  stream: z.boolean().optional(),
  system: z.union([z.string(), z.array(InputContentBlockSchema)]).optional(),
  tools: z.array(ToolSchema).optional(),
  tool_choice: z.looseObject({ type: z.string() }).optional(),
  tool_context: z.array(ToolContextSchema).optional(),
})

export type MessageRequest = z.input<typeof MessageRequestSchema>
export type ParsedMessageRequest = z.output<typeof MessageRequestSchema>

export const CountTokensRequestSchema = MessageRequestSchema.pick({
  messages: true,
  system: true,
  tools: true,
})

const Timestamps = { start_timestamp: z.string(), stop_timestamp: z.string() }
const TextBlockSchema = z.object({ type: z.literal('text'), text: z.string(), ...Timestamps })

export const ToolUseBlockSchema = z.object({
  type: z.literal('tool_use'),
  id: z.string(),
  name: z.string(),
  input: z.object({ query: z.string() }),
  ...Timestamps,
})

export const ToolResultBlockSchema = z.object({
  type: z.literal('tool_result'),
  tool_use_id: z.string(),
  is_error: z.boolean(),
  content: z.array(z.object({ type: z.literal('text'), text: z.string() })),
  ...Timestamps,
})

export const MessageReplySchema = z.object({
  id: z.string(),
  type: z.literal('message'),
  role: z.literal('assistant'),
  model: z.string(),
  content: z.tuple([ToolUseBlockSchema, ToolResultBlockSchema, TextBlockSchema]),
  stop_reason: z.literal('end_turn'),
  stop_sequence: z.null(),
  usage: z.object({ input_tokens: z.number().int(), output_tokens: z.number().int() }),
})

export type MessageReply = z.infer<typeof MessageReplySchema>
export type ToolUseBlock = z.infer<typeof ToolUseBlockSchema>
export type ToolResultBlock = z.infer<typeof ToolResultBlockSchema>
export type TextBlock = z.infer<typeof TextBlockSchema>

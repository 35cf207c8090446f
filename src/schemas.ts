/**
 * The Messages API's zod schemas, as `tally/schemas`: apart from the main entry so that importing
 * `tally` and `createEngine()` do not load zod (the engine loads it with its first request).
 *
 * @example
 * import { MessageRequestSchema } from 'tally/schemas'
 * const parsed = MessageRequestSchema.safeParse(body)
 * if (!parsed.success) console.log(parsed.error.issues[0]?.message)
 */
export { MessageReplySchema, MessageRequestSchema } from './messages/message-schemas.js'

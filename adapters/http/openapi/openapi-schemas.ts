import type { ZodType } from 'zod'
import * as z from 'zod'
import {
  CountTokensRequestSchema,
  MessageReplySchema,
  MessageRequestSchema,
} from '../../../src/messages/message-schemas.js'
import {
  ArtifactListSchema,
  DeleteRequestSchema,
  DeleteResponseSchema,
  IngestJsonRequestSchema,
  IngestMultipartSchema,
} from '../gpt/artifact-schemas.js'
import { WORKSPACE_REPLY_SCHEMAS } from '../workspace/workspace-reply-schemas.js'
import {
  CreateAccountSchema,
  CreateOrganizationSchema,
  CreateTokenSchema,
  LoginSchema,
  SetRolesSchema,
} from '../workspace/workspace-schemas.js'
import type { Parameter } from './openapi-operation.js'

const ErrorBodySchema = z.object({
  type: z.literal('error'),
  error: z.object({
    type: z.enum([
      'invalid_request_error',
      'authentication_error',
      'permission_error',
      'not_found_error',
      'request_too_large',
      'rate_limit_error',
      'api_error',
      'overloaded_error',
    ]),
    message: z.string(),
    detail: z.object({ code: z.string(), explanation: z.string().optional() }),
  }),
  request_id: z.string(),
})

const CountTokensReplySchema = z.object({ input_tokens: z.number().int() })

/** Request bodies, documented as what a client may send (zod input types). */
const REQUESTS = {
  MessageRequest: MessageRequestSchema,
  CountTokensRequest: CountTokensRequestSchema,
  IngestRequest: IngestJsonRequestSchema,
  IngestForm: IngestMultipartSchema,
  DeleteRequest: DeleteRequestSchema,
  LoginRequest: LoginSchema,
  CreateAccountRequest: CreateAccountSchema,
  SetRolesRequest: SetRolesSchema,
  CreateOrganizationRequest: CreateOrganizationSchema,
  CreateTokenRequest: CreateTokenSchema,
} satisfies Record<string, ZodType>

/** Replies, documented as what the server sends (zod output types). */
const REPLIES = {
  Message: MessageReplySchema,
  CountTokensReply: CountTokensReplySchema,
  ArtifactList: ArtifactListSchema,
  DeleteReply: DeleteResponseSchema,
  Error: ErrorBodySchema,
  ...WORKSPACE_REPLY_SCHEMAS,
} satisfies Record<string, ZodType>

export type SchemaName = keyof typeof REQUESTS | keyof typeof REPLIES

export const schemaRef = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })

/**
 * One JSON Schema per name. Each group converts as one registry, so a reply that contains another
 * named reply (Account's `users`) refers to its component instead of repeating it.
 */
function convert(schemas: Record<string, ZodType>, io: 'input' | 'output'): Record<string, object> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id })
  const converted = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => schemaRef(id as SchemaName).$ref,
  })
  return Object.fromEntries(
    Object.entries(converted.schemas).map(([name, { $schema: _, $id: __, ...rest }]) => [name, rest]),
  )
}

export function componentSchemas(): Record<SchemaName, object> {
  return { ...convert(REQUESTS, 'input'), ...convert(REPLIES, 'output') } as Record<SchemaName, object>
}

/** OpenAPI query parameters from a zod object of query fields, with a description for each. */
export function queryParameters<S extends z.ZodObject>(
  schema: S,
  descriptions: Record<keyof z.input<S> & string, string>,
): Parameter[] {
  const { properties = {} } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: false,
    description: descriptions[name as keyof typeof descriptions],
    schema: property,
  }))
}

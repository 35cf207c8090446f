import { type ZodType, z } from 'zod'
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
    detail: z.object({ code: z.string(), explanation: z.string() }),
  }),
  request_id: z.string(),
})

const CountTokensReplySchema = z.object({ input_tokens: z.number().int() })

const SCHEMAS: Record<string, [ZodType, 'input' | 'output']> = {
  MessageRequest: [MessageRequestSchema, 'input'],
  Message: [MessageReplySchema, 'output'],
  CountTokensRequest: [CountTokensRequestSchema, 'input'],
  CountTokensReply: [CountTokensReplySchema, 'output'],
  IngestRequest: [IngestJsonRequestSchema, 'input'],
  IngestForm: [IngestMultipartSchema, 'input'],
  ArtifactList: [ArtifactListSchema, 'output'],
  DeleteRequest: [DeleteRequestSchema, 'input'],
  DeleteReply: [DeleteResponseSchema, 'output'],
  Error: [ErrorBodySchema, 'output'],
}

const ref = (name: keyof typeof SCHEMAS) => ({ $ref: `#/components/schemas/${name}` })
const json = (name: keyof typeof SCHEMAS) => ({ 'application/json': { schema: ref(name) } })
const ERRORS = { default: { description: 'Error (see DESIGN.md for statuses)', content: json('Error') } }
const API = { parameters: [{ $ref: '#/components/parameters/XOrg' }] }

type Content = Record<string, { schema: unknown }>

function operation(summary: string, body: Content | undefined, reply: Content, description?: string) {
  return {
    ...API,
    summary,
    ...(description ? { description } : {}),
    ...(body ? { requestBody: { required: true, content: body } } : {}),
    responses: { '200': { description: 'OK', content: reply }, ...ERRORS },
  }
}

function buildDocument() {
  const schemas = Object.fromEntries(
    Object.entries(SCHEMAS).map(([name, [schema, io]]) => {
      const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
      return [name, rest]
    }),
  )
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tally',
      version: '1',
      description:
        'Ask plain-language questions of ingested tables; replies in the shape of the Anthropic Messages API.',
    },
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths: {
      '/api/gpt/v1/messages': {
        post: operation(
          'Ask a question',
          json('MessageRequest'),
          { ...json('Message'), 'text/event-stream': { schema: { type: 'string' } } },
          'With `stream: true` the reply is server-sent events: message_start, content_block_start/delta/stop, message_delta, message_stop, ping, error.',
        ),
      },
      '/api/gpt/v1/messages/count_tokens': {
        post: operation('Count input tokens', json('CountTokensRequest'), json('CountTokensReply')),
      },
      '/api/gpt/v1/artifacts/ingest': {
        post: operation(
          'Ingest a file (Developer+)',
          { ...json('IngestRequest'), 'multipart/form-data': { schema: ref('IngestForm') } },
          json('ArtifactList'),
          'Re-ingesting an artifact id replaces it atomically.',
        ),
      },
      '/api/gpt/v1/artifacts/list': {
        get: {
          ...operation('List artifacts', undefined, json('ArtifactList')),
          parameters: [...API.parameters, { name: 'collection', in: 'query', schema: { type: 'string' } }],
        },
      },
      '/api/gpt/v1/artifacts/delete': {
        post: operation('Delete an artifact (Developer+)', json('DeleteRequest'), json('DeleteReply')),
      },
      '/healthz': {
        get: { summary: 'Health', security: [], responses: { '200': { description: 'Started' } } },
      },
    },
    components: {
      schemas,
      parameters: {
        XOrg: {
          name: 'x-org',
          in: 'header',
          required: true,
          description: 'Organization slug or id',
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'API token (tly_...)' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'tally_session' },
      },
    },
  }
}

let cached: ReturnType<typeof buildDocument> | undefined

/** The OpenAPI 3.1 document, generated once from the same zod schemas that validate requests. */
export function openApiDocument(): ReturnType<typeof buildDocument> {
  cached ??= buildDocument()
  return cached
}

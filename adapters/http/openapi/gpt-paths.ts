import { json, operation } from './openapi-operation.js'
import { schemaRef } from './openapi-schemas.js'

/** The low-level API, `/api/gpt/v1`. */
export const gptPaths = () => ({
  '/api/gpt/v1/messages': {
    post: operation({
      summary: 'Ask a question',
      description:
        'With `stream: true` the reply is server-sent events: message_start, content_block_start/delta/stop, message_delta, message_stop, ping, error.',
      body: json('MessageRequest'),
      reply: { ...json('Message'), 'text/event-stream': { schema: { type: 'string' } } },
    }),
  },
  '/api/gpt/v1/messages/count_tokens': {
    post: operation({
      summary: 'Count input tokens',
      body: json('CountTokensRequest'),
      reply: json('CountTokensReply'),
    }),
  },
  '/api/gpt/v1/artifacts/ingest': {
    post: operation({
      summary: 'Ingest a file (Developer+)',
      description:
        'Re-ingesting an artifact id replaces it atomically. With `Accept: text/event-stream` (or JSON `stream: true`) the reply is server-sent events: `ingest_progress` frames, then `ingest_result` with the list.',
      body: { ...json('IngestRequest'), 'multipart/form-data': { schema: schemaRef('IngestForm') } },
      reply: json('ArtifactList'),
    }),
  },
  '/api/gpt/v1/artifacts/list': {
    get: operation({
      summary: 'List artifacts',
      parameters: [
        {
          name: 'collection',
          in: 'query',
          required: false,
          description: 'All collections when left out',
          schema: { type: 'string' },
        },
      ],
      reply: json('ArtifactList'),
    }),
  },
  '/api/gpt/v1/artifacts/delete': {
    post: operation({
      summary: 'Delete an artifact (Developer+)',
      body: json('DeleteRequest'),
      reply: json('DeleteReply'),
    }),
  },
})

import { API_GUIDE } from './api-guide.js'
import { gptPaths } from './gpt-paths.js'
import { componentSchemas } from './openapi-schemas.js'
import { workspacePaths } from './workspace-paths.js'

function buildDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tally',
      version: '1',
      description: API_GUIDE,
    },
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths: {
      ...gptPaths(),
      ...workspacePaths(),
      '/healthz': {
        get: { summary: 'Health', security: [], responses: { '200': { description: 'Started' } } },
      },
      '/openapi.json': {
        get: { summary: 'This document', security: [], responses: { '200': { description: 'OK' } } },
      },
      '/docs': {
        get: {
          summary: 'This document, rendered by Swagger UI',
          security: [],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
    components: {
      schemas: componentSchemas(),
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
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'tally_session',
          description: 'Set by POST /api/v1/auth/login',
        },
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

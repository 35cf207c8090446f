import { Hono } from 'hono'
import type { ArtifactInfo, Engine, IngestProgress } from '../../../src/index.js'
import { parseRequest } from '../../../src/messages/message-service.js'
import { type AuthEnv, assertRole, getAuth } from '../auth/index.js'
import { readJsonBody } from '../json-body.js'
import { sseResponse } from '../sse-response.js'
import { artifactList, DeleteRequestSchema, IngestJsonRequestSchema } from './artifact-schemas.js'
import { decodeBase64 } from './base64-input.js'
import type { GptRouteOptions } from './gpt-routes.js'
import { ingestEvents, wantsIngestEvents } from './ingest-events.js'
import { ingestMultipart } from './multipart-ingest.js'

type IngestJson = ReturnType<typeof IngestJsonRequestSchema.parse>
type DeleteJson = ReturnType<typeof DeleteRequestSchema.parse>

/** Ingest (JSON or multipart), list and delete. Developer+ may change artifacts; any member lists. */
export function artifactRoutes(engine: Engine, options: GptRouteOptions): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>()
  routes.post('/artifacts/ingest', async (c) => {
    const auth = getAuth(c)
    assertRole(auth, 'Developer')
    const org = auth.org.id
    let ingest: (onProgress?: (progress: IngestProgress) => void) => Promise<ArtifactInfo>
    let body: unknown
    if (/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
      ingest = (onProgress) => ingestMultipart(c.req.raw, engine, org, onProgress)
    } else {
      body = await readJsonBody(c.req.raw, options.maxUploadBytes)
      const request = parseRequest<IngestJson>(IngestJsonRequestSchema, body)
      const file =
        request.input.type === 'file'
          ? decodeBase64(request.input.value)
          : Buffer.from(request.input.value, 'utf8')
      ingest = (onProgress) =>
        engine.ingest({
          org,
          collection: request.collection,
          artifact: request.artifact,
          file,
          fileName: request.metadata?.file_name || request.artifact,
          onProgress,
          ...(request.dateOrder ? { dateOrder: request.dateOrder } : {}),
        })
    }
    if (!wantsIngestEvents(c.req.header('accept'), body)) return c.json(artifactList([await ingest()]))
    const requestId = c.get('requestId')
    const events = ingestEvents(ingest, options.pingIntervalMs)
    return sseResponse(events, requestId, (error) => options.onUnexpectedError(error, requestId))
  })
  routes.get('/artifacts/list', async (c) => {
    const auth = getAuth(c)
    return c.json(artifactList(await engine.listArtifacts(auth.org.id, c.req.query('collection'))))
  })
  routes.post('/artifacts/delete', async (c) => {
    const auth = getAuth(c)
    assertRole(auth, 'Developer')
    const body = await readJsonBody(c.req.raw, options.maxUploadBytes)
    const { collection = 'default', artifact } = parseRequest<DeleteJson>(DeleteRequestSchema, body)
    await engine.deleteArtifact(auth.org.id, collection, artifact)
    return c.json({ object: 'ingest.document', collection, artifact, deleted: true })
  })
  return routes
}

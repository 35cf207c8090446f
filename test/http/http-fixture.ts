import { type AppOptions, createApp } from '../../adapters/http/app.js'
import { createEngine, type Engine, type EngineOptions, type Role } from '../../src/index.js'
import type { WorkspaceOptions } from '../../src/workspace/workspace-context.js'

export const MICROSECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/
const PASSWORD = 'correct horse battery'

export interface Ask {
  readonly token?: string | null
  readonly org?: string | null
  readonly headers?: Record<string, string>
}

/**
 * A real in-memory engine behind the app: the bootstrap SuperAdmin, a Basic and a Developer member
 * of `default` with their own tokens, `fixtures/sales.csv` as demo/sales, and a second organization
 * `other` holding collection `secret`.
 */
export async function openHttpApp(
  options: { app?: AppOptions; engine?: EngineOptions; workspace?: WorkspaceOptions } = {},
) {
  const engine: Engine = await createEngine({
    ...options.engine,
    workspace: { passwordCost: 2 ** 10, ...options.workspace },
  })
  const boot = await engine.workspace.bootstrap({ adminEmail: 'root@test.io', adminPassword: PASSWORD })
  if (!boot.created) throw new Error('bootstrap created nothing')
  const root = await engine.workspace.access(
    await engine.workspace.authenticateToken(boot.token.token),
    'default',
  )
  const tokens: Record<'SuperAdmin' | 'Developer' | 'Basic', string> = {
    SuperAdmin: boot.token.token,
    Developer: '',
    Basic: '',
  }
  for (const role of ['Developer', 'Basic'] as const satisfies readonly Role[]) {
    const email = `${role.toLowerCase()}@test.io`
    await engine.workspace.createAccount(root, { email, name: role, password: PASSWORD, roles: [role] })
    tokens[role] = (await engine.workspace.createTokenFor({ org: 'default', name: role, email })).token
  }
  await engine.workspace.createOrganization(root, 'other', 'Other')
  await engine.ingest({ org: 'default', collection: 'demo', artifact: 'sales', file: 'fixtures/sales.csv' })
  await engine.ingest({ org: 'other', collection: 'secret', artifact: 'medals', file: 'fixtures/medals.csv' })
  const app = createApp(engine, options.app)

  /** A request as the Developer of `default` unless told otherwise; a non-string body is sent as JSON. */
  async function call(method: string, path: string, body?: unknown, as: Ask = {}): Promise<Response> {
    const headers: Record<string, string> = {}
    const token = as.token === undefined ? tokens.Developer : as.token
    if (token !== null) headers.authorization = `Bearer ${token}`
    const org = as.org === undefined ? 'default' : as.org
    if (org !== null) headers['x-org'] = org
    if (body !== undefined && typeof body !== 'string' && !(body instanceof FormData))
      headers['content-type'] = 'application/json'
    const payload =
      body === undefined || typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body)
    return app.request(path, { method, headers: { ...headers, ...as.headers }, body: payload })
  }

  return { engine, app, tokens, call, close: () => engine.close() }
}

export type HttpApp = Awaited<ReturnType<typeof openHttpApp>>

export const question = (content: string, extra: object = {}) => ({
  messages: [{ role: 'user', content }],
  ...extra,
})

/** The result table (tool_result's first text block) of a question scoped to one artifact. */
export async function resultTable(t: HttpApp, collection: string, artifact: string, content: string) {
  const context = [{ type: 'ingested_artifact', context_filter: { collection, artifacts: [artifact] } }]
  const response = await t.call('POST', '/api/gpt/v1/messages', question(content, { tool_context: context }))
  const body = (await response.json()) as { content: { content?: { text: string }[] }[] }
  return body.content[1]?.content?.[0]?.text
}

export interface ErrorBody {
  type: 'error'
  error: { type: string; message: string; detail: { code: string; explanation?: string } }
  request_id: string
}

/** The error body, checked to be the DESIGN.md shape with the response's request id. */
export async function errorOf(response: Response): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody
  if (body.type !== 'error' || body.request_id !== response.headers.get('request-id'))
    throw new Error(`not an error body with the request id: ${JSON.stringify(body)}`)
  return body
}

import { createApp } from '../../../adapters/http/app.js'
import { createEngine, type Engine, type Role, type WorkspaceOptions } from '../../../src/index.js'
import type { AccessContext } from '../../../src/workspace/workspace-types.js'

/** scrypt at a test cost: the default stays the production one. */
export const TEST_PASSWORD_COST = 2 ** 10
export const PASSWORD = 'correct horse battery'
/** The origin `app.request('/path')` is served from. */
export const OWN_ORIGIN = 'http://localhost'

/** How a test request authenticates: a Bearer token, or a session cookie (sent with our Origin). */
export type Credentials = { readonly token: string } | { readonly cookie: string } | undefined

export interface CallOptions {
  readonly as?: Credentials
  readonly org?: string
  readonly body?: unknown
  readonly headers?: Record<string, string>
  /** Origin sent with cookie-authenticated requests; default our own. `null` sends none. */
  readonly origin?: string | null
}

export async function openTestApp(options: WorkspaceOptions = {}) {
  const engine: Engine = await createEngine({ workspace: { passwordCost: TEST_PASSWORD_COST, ...options } })
  const app = createApp(engine)
  const boot = await engine.workspace.bootstrap({ adminEmail: 'root@test.io', adminPassword: PASSWORD })
  if (!boot.created) throw new Error('bootstrap created nothing')
  const rootToken = boot.token.token
  const root: Credentials = { token: rootToken }

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.org !== undefined) headers['x-org'] = options.org
    const as = options.as
    if (as && 'token' in as) headers.authorization = `Bearer ${as.token}`
    if (as && 'cookie' in as) {
      headers.cookie = as.cookie
      if (options.origin !== null) headers.origin = options.origin ?? OWN_ORIGIN
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    return app.request(path, { method, headers, body })
  }

  /** Logs in through the route and returns the session cookie. */
  async function login(email: string, password = PASSWORD): Promise<Credentials> {
    const response = await call('POST', '/api/v1/auth/login', { body: { email, password } })
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`)
    const cookie = response.headers.get('set-cookie')?.split(';')[0]
    if (!cookie) throw new Error('no session cookie')
    return { cookie }
  }

  /** The SuperAdmin's rights in an organization, for setting up through the service. */
  async function rootAccess(org = 'default'): Promise<AccessContext> {
    return engine.workspace.access(await engine.workspace.authenticateToken(rootToken), org)
  }

  /** Creates an account in `org` (as the root SuperAdmin) and returns its id. */
  async function addAccount(email: string, roles: Role[], org = 'default'): Promise<string> {
    const account = await engine.workspace.createAccount(await rootAccess(org), {
      email,
      name: email.split('@')[0] ?? email,
      password: PASSWORD,
      roles,
    })
    return account.id
  }

  return { engine, app, boot, root, call, login, rootAccess, addAccount, close: () => engine.close() }
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T
}

export async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { error?: { detail?: { code?: string } } }
  return body.error?.detail?.code
}

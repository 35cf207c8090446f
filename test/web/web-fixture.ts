import { createApp } from '../../adapters/http/app.js'
import { createEngine, type Engine } from '../../src/index.js'

export const PASSWORD = 'correct horse battery'
export const ADMIN_EMAIL = 'root@test.io'

/** A real in-memory engine with the bootstrap SuperAdmin, behind the whole HTTP app. */
export async function openWebApp() {
  // scrypt at a test cost: the default stays the production one.
  const engine: Engine = await createEngine({ workspace: { passwordCost: 2 ** 10 } })
  const boot = await engine.workspace.bootstrap({ adminEmail: ADMIN_EMAIL, adminPassword: PASSWORD })
  if (!boot.created) throw new Error('bootstrap created nothing')
  const app = createApp(engine)
  const rootAccess = async (org = 'default') =>
    engine.workspace.access(await engine.workspace.authenticateToken(boot.token.token), org)
  return { engine, app, rootToken: boot.token.token, rootAccess, close: () => engine.close() }
}

export type WebApp = Awaited<ReturnType<typeof openWebApp>>

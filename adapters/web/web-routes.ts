import { type Context, Hono } from 'hono'
import { type Engine, TallyError } from '../../src/index.js'
import { DEFAULT_ORG_SLUG } from '../../src/workspace/organization-store.js'
import type { Workspace } from '../../src/workspace/workspace-service.js'
import { loginPage } from './login-page.js'
import { setPageHeaders } from './page-headers.js'
import { ASSET_PATHS, type Html } from './page-layout.js'
import { PAGE_SCRIPT } from './page-script.js'
import { sessionCaller } from './page-session.js'
import { PAGE_STYLE } from './page-style.js'
import { messagePage, tokensPage } from './tokens-page.js'

type Status = 200 | 403 | 404

function page(c: Context, body: Html, status: Status = 200) {
  setPageHeaders(c)
  return c.html(body, status)
}

function asset(c: Context, body: string, type: string) {
  setPageHeaders(c)
  c.header('Cache-Control', 'no-cache')
  c.header('Content-Type', `${type}; charset=utf-8`)
  return c.body(body)
}

async function tokensRoute(c: Context, workspace: Workspace) {
  const caller = await sessionCaller(c, workspace)
  if (!caller) return c.redirect('/login', 302)
  const email = caller.account.email
  if (!caller.account.super_admin) {
    const text = 'Only a super admin manages API tokens. Ask a super admin of this installation for a token.'
    return page(c, messagePage('API tokens', text, { code: 'super_admin_required', email }), 403)
  }
  const slug = c.req.query('org')?.trim() || DEFAULT_ORG_SLUG
  try {
    const access = await workspace.access(caller, slug)
    const [organizations, tokens] = await Promise.all([
      workspace.listOrganizations(access),
      workspace.listTokens(access),
    ])
    return page(c, tokensPage({ email, org: access.org, organizations, tokens }))
  } catch (error) {
    if (!(error instanceof TallyError) || error.type !== 'not_found_error') throw error
    const text = `There is no organization '${slug}'.`
    return page(
      c,
      messagePage('Unknown organization', text, {
        code: 'organization_not_found',
        email,
        backToTokens: true,
      }),
      404,
    )
  }
}

/**
 * The token dashboard and sign-in page, to mount at the root next to `/api`. Pages are rendered
 * on the server; their one script calls the `/api/v1` routes with the session cookie.
 *
 * @example app.route('/', webRoutes(engine))
 */
export function webRoutes(engine: Engine): Hono {
  const workspace = engine.workspace
  const app = new Hono()
  app.get('/', async (c) => c.redirect((await sessionCaller(c, workspace)) ? '/tokens' : '/login', 302))
  app.get('/login', async (c) =>
    (await sessionCaller(c, workspace)) ? c.redirect('/tokens', 302) : page(c, loginPage()),
  )
  app.get('/tokens', (c) => tokensRoute(c, workspace))
  app.get(ASSET_PATHS.script, (c) => asset(c, PAGE_SCRIPT, 'text/javascript'))
  app.get(ASSET_PATHS.style, (c) => asset(c, PAGE_STYLE, 'text/css'))
  // Browsers ask for it on every page; an empty answer keeps a 404 out of their console.
  app.get('/favicon.ico', (c) => c.body(null, 204))
  return app
}

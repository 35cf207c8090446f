import { type Context, Hono } from 'hono'
import { type Engine, TallyError } from '../../src/index.js'
import { hasRole } from '../../src/workspace/roles.js'
import type { Workspace } from '../../src/workspace/workspace-service.js'
import { accountsPage } from './accounts-page.js'
import { askPage } from './ask-page.js'
import { loginPage } from './login-page.js'
import { messagePage } from './message-page.js'
import type { PageNav } from './org-menu.js'
import { type PageAccess, pageAccess, safeNext, sessionCaller } from './page-context.js'
import { setPageHeaders } from './page-headers.js'
import { ASSET_PATHS, type Html } from './page-layout.js'
import { PAGE_SCRIPT } from './page-script.js'
import { PAGE_STYLE } from './page-style.js'
import { tokensPage } from './tokens-page.js'
import { VENDOR_PATHS, vendorAsset, vendorType } from './vendor-assets.js'

type Status = 200 | 403 | 404
type Ok = Extract<PageAccess, { kind: 'ok' }>

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

/** A signed-in page: signed-out visitors go to the sign-in page and come back after it. */
function signedInPage(workspace: Workspace, path: PageNav['path'], render: (ok: Ok) => Html | Promise<Html>) {
  return async (c: Context) => {
    const seen = await pageAccess(c, workspace, path)
    if (seen.kind === 'signed-out') {
      const url = new URL(c.req.url)
      return c.redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`, 302)
    }
    if (seen.kind === 'ok') return page(c, await render(seen))
    const unknown = seen.code === 'organization_not_found'
    const text = unknown
      ? `There is no organization '${seen.slug}'.`
      : `Your account is not a member of the organization '${seen.slug}'.`
    const title = unknown ? 'Unknown organization' : 'Not a member'
    return page(c, messagePage(title, text, { code: seen.code, backHome: true }), unknown ? 404 : 403)
  }
}

/** Admins see the list (as the API allows them); only a SuperAdmin creates and revokes. */
async function tokensView(workspace: Workspace, { access, nav }: Ok) {
  try {
    return tokensPage({ nav, mayCreate: access.superAdmin, tokens: await workspace.listTokens(access) })
  } catch (error) {
    if (!(error instanceof TallyError) || error.type !== 'permission_error') throw error
    return tokensPage({ nav, mayCreate: access.superAdmin, tokens: undefined })
  }
}

/**
 * The web app, to mount at the root next to `/api`: sign-in, Ask, API Tokens and Accounts pages
 * (server-rendered shells whose one script calls the `/api` routes with the session cookie), and
 * their assets, all served by the app itself.
 *
 * @example app.route('/', webRoutes(engine))
 */
export function webRoutes(engine: Engine): Hono {
  const ws = engine.workspace
  const app = new Hono()
  app.get('/', async (c) => c.redirect((await sessionCaller(c, ws)) ? '/ask' : '/login', 302))
  app.get('/login', async (c) => {
    const next = safeNext(c.req.query('next'))
    if (await sessionCaller(c, ws)) return c.redirect(next ?? '/ask', 302)
    return page(c, loginPage({ next, expired: c.req.query('expired') === '1' }))
  })
  app.get(
    '/ask',
    signedInPage(ws, '/ask', ({ access, nav }) => askPage(nav, hasRole(access.roles, 'Developer'))),
  )
  app.get(
    '/tokens',
    signedInPage(ws, '/tokens', (ok) => tokensView(ws, ok)),
  )
  app.get(
    '/accounts',
    signedInPage(ws, '/accounts', ({ access, nav }) => accountsPage(nav, access.roles)),
  )
  app.get(ASSET_PATHS.script, (c) => asset(c, PAGE_SCRIPT, 'text/javascript'))
  app.get(ASSET_PATHS.style, (c) => asset(c, PAGE_STYLE, 'text/css'))
  for (const path of VENDOR_PATHS.filter((p) => p.startsWith('/web/'))) {
    app.get(path, async (c) => asset(c, await vendorAsset(path), vendorType(path)))
  }
  // Browsers ask for it on every page; an empty answer keeps a 404 out of their console.
  app.get('/favicon.ico', (c) => c.body(null, 204))
  return app
}

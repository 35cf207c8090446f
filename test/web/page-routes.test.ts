import { Script } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, openWebApp, PASSWORD, type WebApp } from './web-fixture.js'

let t: WebApp
let rootCookie: string

async function login(email: string): Promise<string> {
  const response = await t.app.request('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(response.status).toBe(200)
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error('no session cookie')
  return cookie
}

const get = (path: string, cookie?: string) =>
  t.app.request(path, { headers: cookie === undefined ? {} : { cookie } })

beforeAll(async () => {
  t = await openWebApp()
  rootCookie = await login(ADMIN_EMAIL)
})

afterAll(() => t.close())

describe('web pages without a browser', () => {
  it('sends / to the sign-in page without a session and to the Ask page with one', async () => {
    const anonymous = await get('/')
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toBe('/login')
    const signedIn = await get('/', rootCookie)
    expect(signedIn.headers.get('location')).toBe('/ask')
    expect((await get('/login', rootCookie)).headers.get('location')).toBe('/ask')
    expect((await get('/login?next=%2Ftokens%3Forg%3Dx', rootCookie)).headers.get('location')).toBe(
      '/tokens?org=x',
    )
  })

  it('sends every page to the sign-in page without a valid session, and back after it', async () => {
    for (const path of ['/ask', '/tokens?org=default', '/accounts']) {
      for (const cookie of [undefined, 'tally_session=not-a-session']) {
        const response = await get(path, cookie)
        expect(response.status).toBe(302)
        expect(response.headers.get('location')).toBe(`/login?next=${encodeURIComponent(path)}`)
      }
    }
    const login = await (await get('/login?next=%2Faccounts')).text()
    expect(login).toContain('data-next="/accounts"')
  })

  it('never sends the sign-in page on to another site', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const html = await (await get(`/login?next=${encodeURIComponent(next)}`)).text()
      expect(html).toContain('data-next="/ask"')
    }
  })

  it('serves a page script that parses', async () => {
    const script = await (await get('/web/page.js')).text()
    expect(() => new Script(script)).not.toThrow()
  })

  it('serves pages and assets with a strict CSP, no framing and no referrer', async () => {
    const paths = [
      '/login',
      '/tokens',
      '/ask',
      '/accounts',
      '/web/page.js',
      '/web/page.css',
      '/web/vendor/vega.min.js',
    ]
    for (const path of paths) {
      const response = await get(path, path === '/login' ? undefined : rootCookie)
      expect(response.status, path).toBe(200)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("default-src 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    expect((await get('/web/page.js')).headers.get('content-type')).toMatch(/^text\/javascript/)
    expect((await get('/web/page.css')).headers.get('content-type')).toMatch(/^text\/css/)
    expect((await get('/tokens', rootCookie)).headers.get('cache-control')).toBe('no-store')
    expect((await get('/favicon.ico')).status).toBe(204)
  })

  it('has no inline script or style, so the CSP leaves the pages working', async () => {
    for (const html of [
      await (await get('/login')).text(),
      ...(await Promise.all(
        ['/tokens', '/ask', '/accounts'].map(async (p) => (await get(p, rootCookie)).text()),
      )),
    ]) {
      expect(html).toMatch(/<script src="\/web\/page\.js" defer><\/script>/)
      expect(html).not.toMatch(/src="http|href="http/)
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/)
      expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/)
    }
  })

  it('renders token names as text, in cells and in attributes', async () => {
    const names = ['<img src=x onerror=alert(1)>', 'a" onmouseover="alert(2)', "b' x='1"]
    for (const name of names) await t.engine.workspace.createToken(await t.rootAccess(), name)
    const html = await (await get('/tokens', rootCookie)).text()
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('" onmouseover="')
    expect(html).toContain('a&quot; onmouseover=&quot;alert(2)')
    expect(html).not.toContain("b' x='1")
  })

  it('shows the chosen organization and its tokens only, and a 404 page for an unknown one', async () => {
    await t.engine.workspace.createOrganization(await t.rootAccess(), 'other', 'Other <Org>')
    await t.engine.workspace.createToken(await t.rootAccess('other'), 'only-in-other')
    const other = await (await get('/tokens?org=other', rootCookie)).text()
    expect(other).toContain('data-org="other"')
    expect(other).toContain('only-in-other')
    expect(other).toContain(
      'aria-checked="true" href="/tokens?org=other" data-org-slug="other">Other &lt;Org&gt;</a>',
    )
    expect(other).not.toContain('>bootstrap<')
    const home = await (await get('/tokens', rootCookie)).text()
    expect(home).toContain('data-org="default"')
    expect(home).not.toContain('only-in-other')
    const unknown = await get('/tokens?org=nowhere', rootCookie)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('data-code="organization_not_found"')
  })

  it('tells an account that is not a super admin that only a super admin creates tokens', async () => {
    await t.engine.workspace.createAccount(await t.rootAccess(), {
      email: 'admin@test.io',
      name: 'Admin',
      password: PASSWORD,
      roles: ['Admin'],
    })
    const response = await get('/tokens', await login('admin@test.io'))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('id="message" data-code="super_admin_required"')
    expect(html).not.toContain('Create API Token')
    expect(html).not.toContain('data-revoke=')
  })

  it('tells an account that is not a member of an organization so, with a 403 page', async () => {
    await t.engine.workspace.createOrganization(await t.rootAccess(), 'private', 'Private')
    const response = await get('/ask?org=private', await login('admin@test.io'))
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('data-code="not_a_member"')
  })
})

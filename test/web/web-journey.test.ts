import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type RunningServer } from '../../adapters/http/node-server.js'
import { openPage, POLL, screenshot, seriousA11yViolations } from './browser-page.js'
import { launchChromium } from './chromium.js'
import { ADMIN_EMAIL, openWebApp, PASSWORD, type WebApp } from './web-fixture.js'

let t: WebApp
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  t = await openWebApp()
  server = await listen(t.app, '127.0.0.1', 0)
  browser = await launchChromium()
  const root = await t.rootAccess()
  await t.engine.workspace.createOrganization(root, 'acme', 'Acme Corp')
  for (let n = 1; n <= 6; n++) {
    await t.engine.workspace.createAccount(root, {
      email: `person${n}@test.io`,
      name: `Person ${n}`,
      password: PASSWORD,
      roles: n === 1 ? ['Admin'] : ['Basic'],
    })
  }
})

afterAll(async () => {
  await browser?.close()
  await server?.close(1000)
  await t?.close()
})

const path = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** The spec's login: the form at `/`, labelled Email and Password, and a Sign in button. */
async function signIn(page: Page, email = ADMIN_EMAIL): Promise<void> {
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/ask')
}

async function openMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /Organization menu/ }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

const me = (token: string) =>
  fetch(`${server.url}/api/v1/account/me`, {
    headers: { authorization: `Bearer ${token}`, 'x-org': 'default' },
  })

// Bounded, not timed: generous limits because 2 shared cores can make Chromium slow.
describe('the web app in Chromium', { timeout: 120_000 }, () => {
  it('walks the spec token journey: menu, create, use, reload, revoke', async () => {
    const { page, dialogs, cspViolations } = await openPage(browser)
    await page.goto(`${server.url}/`)
    expect(path(page)).toMatch(/^\/login/)
    await screenshot(page, 'login')
    expect(await seriousA11yViolations(page)).toEqual([])
    await signIn(page)

    const menuButton = page.getByRole('button', { name: /Organization menu: Default/ })
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    await menuButton.click()
    await screenshot(page, 'organization-menu')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('menuitem', { name: 'API Tokens' }).click()
    await page.waitForURL((url) => url.pathname === '/tokens')

    await page.getByRole('button', { name: 'Create API Token' }).click()
    await page.getByLabel('Name').fill('reporting job')
    await page.getByRole('button', { name: 'Save' }).click()
    const secretField = page.getByLabel('New API token', { exact: true })
    await secretField.waitFor({ state: 'visible' })
    const secret = await secretField.inputValue()
    expect(secret).toMatch(/^tly_[A-Za-z0-9]{36}$/)
    expect(await page.getByText('will not be shown again').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(1)
    await screenshot(page, 'tokens-created')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect((await me(secret)).status).toBe(200)

    await page.reload()
    expect(path(page)).toBe('/tokens?org=default')
    expect(await page.content()).not.toContain(secret)
    const row = page.getByRole('row').filter({ hasText: 'reporting job' })
    expect(await row.count()).toBe(1)
    await row.getByRole('button', { name: 'Revoke' }).click()
    await row.waitFor({ state: 'detached' })
    expect(dialogs).toEqual([expect.stringMatching(/^confirm: Revoke the token "reporting job"/)])
    expect(await page.getByRole('status').filter({ hasText: 'revoked' }).count()).toBe(1)
    await screenshot(page, 'tokens-revoked')
    expect((await me(secret)).status).toBe(401)
    expect(cspViolations).toEqual([])

    await openMenuItem(page, 'Log out')
    await page.waitForURL((url) => url.pathname === '/login')
    await page.goto(`${server.url}/tokens`)
    expect(path(page)).toMatch(/^\/login\?next=/)
  })

  it('switches organization from the menu, and the page then acts in it', async () => {
    const { page } = await openPage(browser)
    await signIn(page)
    await openMenuItem(page, 'API Tokens')
    await page.getByRole('button', { name: /Organization menu/ }).click()
    await page.getByRole('menuitemradio', { name: 'Acme Corp' }).click()
    await page.waitForURL((url) => url.searchParams.get('org') === 'acme')
    expect(new URL(page.url()).pathname).toBe('/tokens')
    expect(await page.getByRole('button', { name: /Organization menu: Acme Corp/ }).count()).toBe(1)

    await page.getByRole('button', { name: 'Create API Token' }).click()
    await page.getByLabel('Name').fill('acme job')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByLabel('New API token', { exact: true }).waitFor({ state: 'visible' })
    const acme = await t.engine.workspace.listTokens(await t.rootAccess('acme'))
    expect(acme.map((token) => token.name)).toEqual(['acme job'])
    const home = await t.engine.workspace.listTokens(await t.rootAccess('default'))
    expect(home.map((token) => token.name)).not.toContain('acme job')

    await page.reload()
    expect(await page.getByRole('button', { name: /Organization menu: Acme Corp/ }).count()).toBe(1)
    await page.getByRole('link', { name: 'Ask' }).click()
    expect(path(page)).toBe('/ask?org=acme')
  })

  it('pages through the accounts with a total count and changes a role', async () => {
    const { page } = await openPage(browser)
    await signIn(page)
    await openMenuItem(page, 'Accounts')
    await page.waitForURL((url) => url.pathname === '/accounts')
    await page.getByLabel('Page size').selectOption('5')
    const info = page.locator('#page-info')
    await expect.poll(() => info.textContent(), POLL).toBe('Accounts 1–5 of 7 (page 1 of 2)')
    const previous = page.getByRole('button', { name: 'Previous' })
    const next = page.getByRole('button', { name: 'Next' })
    expect(await previous.isDisabled()).toBe(true)
    await screenshot(page, 'accounts')
    expect(await seriousA11yViolations(page)).toEqual([])
    // Still the 5-a-page list after the screenshot and axe: nothing late has redrawn it.
    expect(await info.textContent()).toBe('Accounts 1–5 of 7 (page 1 of 2)')
    expect(await next.isEnabled()).toBe(true)
    await next.click()
    await expect.poll(() => info.textContent(), POLL).toBe('Accounts 6–7 of 7 (page 2 of 2)')
    expect(await page.locator('#accounts tbody tr').count()).toBe(2)
    expect(await next.isDisabled()).toBe(true)
    await previous.click()
    await expect.poll(() => info.textContent(), POLL).toMatch(/^Accounts 1–5/)

    await page.getByLabel('Role of person2@test.io', { exact: true }).selectOption('Developer')
    await page.getByRole('button', { name: 'Save role of person2@test.io' }).click()
    await page.getByRole('status').filter({ hasText: 'person2@test.io is now Developer' }).waitFor()
    const root = await t.rootAccess()
    const { accounts } = await t.engine.workspace.listAccounts(root, { page_size: 100 })
    const person2 = accounts.find((account) => account.email === 'person2@test.io')
    expect(person2?.roles).toEqual(['Developer'])
  })

  it('keeps the page size chosen last when the first load answers after it', async () => {
    const { page } = await openPage(browser)
    await signIn(page)
    // The page's first load (the default 20 a page) is held back until the 5-a-page one is shown:
    // the order a loaded machine produced, which once left the list at 20 a page with Next disabled.
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve
    })
    const isFirstLoad = (url: URL) =>
      url.pathname === '/api/v1/account' && url.searchParams.get('page_size') === '20'
    await page.route(isFirstLoad, async (route) => {
      await firstHeld
      await route.continue()
    })
    await page.goto(`${server.url}/accounts`)
    await page.getByLabel('Page size').selectOption('5')
    const info = page.locator('#page-info')
    await expect.poll(() => info.textContent(), POLL).toBe('Accounts 1–5 of 7 (page 1 of 2)')

    const firstAnswer = page.waitForResponse((response) => isFirstLoad(new URL(response.url())))
    releaseFirst()
    await (await firstAnswer).finished()
    await page.locator('#accounts[aria-busy="false"]').waitFor()
    expect(await info.textContent()).toBe('Accounts 1–5 of 7 (page 1 of 2)')
    expect(await page.locator('#accounts tbody tr').count()).toBe(5)
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true)
  })

  it('lets an Admin change roles only up to Admin, and tells them why they cannot create tokens', async () => {
    const { page } = await openPage(browser)
    await signIn(page, 'person1@test.io')
    await openMenuItem(page, 'Accounts')
    const select = page.getByLabel('Role of person3@test.io', { exact: true })
    await select.waitFor()
    const offered = await select.locator('option').allTextContents()
    expect(offered).toEqual(['Basic', 'Developer', 'Admin'])
    expect(await page.getByLabel(`Role of ${ADMIN_EMAIL}`, { exact: true }).isDisabled()).toBe(true)

    await openMenuItem(page, 'API Tokens')
    await page.waitForURL((url) => url.pathname === '/tokens')
    expect(await page.getByText('Only a super admin can create API tokens').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Create API Token' }).count()).toBe(0)
    await screenshot(page, 'tokens-not-super-admin')
  })

  it('takes an expired session back to the sign-in page and then back to the page', async () => {
    const { page } = await openPage(browser)
    await signIn(page)
    await openMenuItem(page, 'Accounts')
    // The page's first load must be answered before the session ends, or that load (not the page
    // size change) is what meets the expired session, and the page leaves before the change.
    await page.locator('#accounts[aria-busy="false"]').waitFor()
    await page.context().clearCookies()
    await page.getByLabel('Page size').selectOption('10')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.getByText('Your session has ended').count()).toBe(1)
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/accounts')
  })

  it('opens the organization menu from the keyboard', async () => {
    const { page } = await openPage(browser)
    await signIn(page)
    await page.getByRole('button', { name: /Organization menu/ }).focus()
    await page.keyboard.press('ArrowDown')
    const focused = () => page.evaluate('document.activeElement?.textContent?.trim()')
    expect(await focused()).toBe('Default')
    await page.keyboard.press('End')
    expect(await focused()).toBe('Log out')
    await page.keyboard.press('Escape')
    expect(await page.getByRole('menu').isHidden()).toBe(true)
    expect(await page.evaluate('document.activeElement?.id')).toBe('org-menu-button')
  })

  it('renders /docs with the kept OpenAPI renderer, served locally under the CSP', async () => {
    const { page, cspViolations } = await openPage(browser)
    await page.goto(`${server.url}/docs`)
    await page.locator('.opblock').first().waitFor()
    expect(await page.locator('.opblock').count()).toBeGreaterThan(10)
    expect(await page.getByText('A first question').count()).toBeGreaterThan(0)
    await screenshot(page, 'docs')
    expect(cspViolations).toEqual([])
  })
})

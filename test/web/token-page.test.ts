import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type RunningServer } from '../../adapters/http/node-server.js'
import { launchChromium } from './chromium.js'
import { ADMIN_EMAIL, openWebApp, PASSWORD, type WebApp } from './web-fixture.js'

let t: WebApp
let server: RunningServer
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  t = await openWebApp()
  server = await listen(t.app, '127.0.0.1', 0)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close(1000)
  await t?.close()
})

/** A fresh browser profile (no cookies) on a page that records every dialog it opens. */
async function openPage(): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext()
  contexts.push(context)
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss())
  })
  return { page, dialogs }
}

async function signIn(page: Page, password = PASSWORD): Promise<void> {
  await page.goto(`${server.url}/`)
  expect(new URL(page.url()).pathname).toBe('/login')
  await page.fill('#email', ADMIN_EMAIL)
  await page.fill('#password', password)
  await page.click('#login-form button[type=submit]')
}

async function createToken(page: Page, name: string): Promise<string> {
  await page.fill('#token-name', name)
  await page.click('#create-form button[type=submit]')
  await page.locator('#new-token').waitFor({ state: 'visible' })
  return page.inputValue('#new-secret')
}

const me = (token: string) =>
  fetch(`${server.url}/api/v1/account/me`, {
    headers: { authorization: `Bearer ${token}`, 'x-org': 'default' },
  })

const rowNamed = (page: Page, name: string) =>
  page.locator('#tokens tbody tr').filter({ has: page.locator('td.name', { hasText: name }) })

describe('token page in Chromium', () => {
  it('signs in, creates a token shown once that works, revokes it so it stops working, signs out', async () => {
    const { page, dialogs } = await openPage()
    await signIn(page)
    await page.waitForURL(`${server.url}/tokens`)

    const secret = await createToken(page, 'reporting job')
    expect(secret).toMatch(/^tly_[A-Za-z0-9]{36}$/)
    expect(await rowNamed(page, 'reporting job').count()).toBe(1)
    const account = await me(secret)
    expect(account.status).toBe(200)
    expect(((await account.json()) as { email: string }).email).toBe(ADMIN_EMAIL)

    await page.click('#hide-secret')
    expect(await page.locator('#new-token').isHidden()).toBe(true)
    expect(await page.content()).not.toContain(secret)

    await rowNamed(page, 'reporting job').locator('button[data-revoke]').click()
    await rowNamed(page, 'reporting job').waitFor({ state: 'detached' })
    expect(dialogs).toHaveLength(1)
    expect(dialogs[0]).toMatch(/^confirm: /)
    expect((await me(secret)).status).toBe(401)

    await page.reload()
    expect(await rowNamed(page, 'reporting job').count()).toBe(0)
    expect(await page.content()).not.toContain(secret)

    await page.click('#logout')
    await page.waitForURL(`${server.url}/login`)
    await page.goto(`${server.url}/tokens`)
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  it('shows an error and sets no session on a wrong password', async () => {
    const { page } = await openPage()
    await signIn(page, 'not the password')
    const error = page.locator('#login-error')
    await error.waitFor({ state: 'visible' })
    expect((await error.textContent())?.trim()).not.toBe('')
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await page.context().cookies()).toEqual([])
  })

  it('shows a token named like markup as text, right after creation and after a reload', async () => {
    const name = '<img src=x onerror=alert(1)>'
    const { page, dialogs } = await openPage()
    await signIn(page)
    await page.waitForURL(`${server.url}/tokens`)
    await createToken(page, name)
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload()
      const cells = await page.locator('#tokens td.name').allTextContents()
      expect(cells, `reloaded: ${reloaded}`).toContain(name)
      expect(await page.locator('img').count()).toBe(0)
    }
    expect(dialogs).toEqual([])
  })
})

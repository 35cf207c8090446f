import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type RunningServer } from '../../adapters/http/node-server.js'
import { openPage, POLL, screenshot, seriousA11yViolations } from './browser-page.js'
import { launchChromium } from './chromium.js'
import { ADMIN_EMAIL, openWebApp, PASSWORD, type WebApp } from './web-fixture.js'

let t: WebApp
let server: RunningServer
let browser: Browser
let dir: string

/** A person's own small CSV: monthly amounts of three shops. */
function writeCsv(name = 'shop-sales.csv'): string {
  const lines = ['date,shop,amount']
  const shops = ['Harbour', 'Market', 'Station']
  for (let month = 1; month <= 8; month++) {
    shops.forEach((shop, i) => {
      lines.push(`2024-${String(month).padStart(2, '0')}-15,${shop},${100 * (i + 1) + month * 7}`)
    })
  }
  const file = join(dir, name)
  writeFileSync(file, `${lines.join('\n')}\n`)
  return file
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tally-ask-page-'))
  t = await openWebApp()
  server = await listen(t.app, '127.0.0.1', 0)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close(1000)
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/ask')
}

async function ask(page: Page, question: string, answersBefore: number) {
  await page.getByLabel('Question').fill(question)
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  const answers = page.locator('#answers article')
  await expect.poll(() => answers.count(), POLL).toBe(answersBefore + 1)
  return answers.first()
}

describe('the Ask page in Chromium', { timeout: 120_000 }, () => {
  it('uploads a CSV, answers with a table and a chart, and asks a declined question suggestion', async () => {
    const { page, cspViolations } = await openPage(browser)
    await signIn(page)
    await page.getByRole('link', { name: 'Ask' }).click()
    expect(new URL(page.url()).pathname).toBe('/ask')

    await page.getByLabel(/^File/).setInputFiles(writeCsv())
    await page.getByRole('button', { name: 'Upload' }).click()
    // An upload is ingested by the server while other test files load the machine: more than the
    // default 30 s is allowed, within the test's own time.
    await page
      .getByText('Uploaded shop-sales.csv as shop-sales in uploads: 24 rows')
      .waitFor({ timeout: 75_000 })
    expect(await page.getByLabel('Collection').inputValue()).toBe('uploads')
    expect(await page.getByRole('checkbox', { name: /shop-sales/ }).isChecked()).toBe(true)
    const listed = await t.engine.listArtifacts('default', 'uploads')
    expect(listed.map((a) => a.artifact)).toEqual(['shop-sales'])

    const answer = await ask(page, 'total amount by month', 0)
    const table = answer.getByRole('table')
    expect(await table.locator('thead th').allTextContents()).toEqual(['month', 'sum(amount)'])
    expect(await table.locator('tbody tr').count()).toBe(8)
    // January: 100+7 + 200+7 + 300+7.
    expect(await table.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
      '2024-01',
      '621',
    ])
    expect(await answer.getByText('Understood as:').count()).toBe(1)
    const chart = answer.getByRole('img', { name: /^Chart:/ })
    await chart.waitFor()
    expect(await chart.locator('path').count()).toBeGreaterThan(0)
    expect(await answer.locator('details summary').textContent()).toBe('SQL')
    expect(await answer.locator('details pre').textContent()).toContain('"uploads"."shop-sales"')
    await screenshot(page, 'ask-chart')
    expect(await seriousA11yViolations(page)).toEqual([])

    const declined = await ask(page, 'what is the colour of the sky', 1)
    const suggestions = declined.locator('button.suggestion')
    expect(await suggestions.count()).toBeGreaterThan(0)
    const suggestion = (await suggestions.first().textContent()) ?? ''
    expect(suggestion).toMatch(/\?$/)
    await screenshot(page, 'ask-declined')
    await suggestions.first().click()
    const answers = page.locator('#answers article')
    await expect.poll(() => answers.count(), POLL).toBe(3)
    expect(await answers.first().locator('h3').textContent()).toBe(suggestion)
    expect(await answers.nth(1).locator('h3').textContent()).toBe('what is the colour of the sky')
    expect(await answers.nth(2).locator('h3').textContent()).toBe('total amount by month')
    expect(cspViolations).toEqual([])
  })

  it('keeps the list read after an upload when the first load answers after it', async () => {
    const { page } = await openPage(browser)
    await signIn(page)
    // Signing in lands on /ask: its load is drawn before the route, so it is not the one held.
    await page.locator('#artifacts[aria-busy="false"]').waitFor()
    // The reloaded page's first list is read from the server at once (so it lacks the upload) but
    // reaches the page only after the list read after the upload is drawn: the order a loaded
    // machine can produce, which once put back the list without the uploaded file.
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve
    })
    let lists = 0
    await page.route('**/api/gpt/v1/artifacts/list', async (route) => {
      if (++lists > 1) return route.continue()
      const response = await route.fetch()
      await firstHeld
      await route.fulfill({ response })
    })
    await page.goto(`${server.url}/ask`)
    await expect.poll(() => lists, POLL).toBe(1)
    await page.getByLabel(/^File/).setInputFiles(writeCsv('late-list.csv'))
    await page.getByRole('button', { name: 'Upload' }).click()
    await page.getByText('Uploaded late-list.csv as late-list in uploads').waitFor()
    const uploaded = page.getByRole('checkbox', { name: /late-list/ })
    expect(await uploaded.isChecked()).toBe(true)

    const firstAnswer = page.waitForResponse((response) => response.url().endsWith('/artifacts/list'))
    releaseFirst()
    await (await firstAnswer).finished()
    await page.locator('#artifacts[aria-busy="false"]').waitFor()
    expect(lists).toBe(2)
    expect(await page.getByLabel('Collection').inputValue()).toBe('uploads')
    expect(await uploaded.count()).toBe(1)
    expect(await uploaded.isChecked()).toBe(true)
  })

  it('lists answers in the order asked when an earlier answer arrives last', async () => {
    const { page } = await openPage(browser)
    await signIn(page)
    await page.getByLabel(/^File/).setInputFiles(writeCsv('answer-order.csv'))
    await page.getByRole('button', { name: 'Upload' }).click()
    await page.getByText('Uploaded answer-order.csv').waitFor()
    const declined = await ask(page, 'what is the colour of the sky', 0)
    const suggestion = declined.locator('button.suggestion').first()
    const suggested = (await suggestion.textContent()) ?? ''

    // The next question's reply is computed at once but held back until a suggestion pressed
    // meanwhile has been answered and something new is being typed.
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve
    })
    let asked = 0
    await page.route('**/api/gpt/v1/messages', async (route) => {
      if (++asked > 1) return route.continue()
      const response = await route.fetch()
      await firstHeld
      await route.fulfill({ response })
    })
    await page.getByLabel('Question', { exact: true }).fill('total amount by month')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await expect.poll(() => asked, POLL).toBe(1)
    await suggestion.click()
    const answers = page.locator('#answers article')
    await expect.poll(() => answers.count(), POLL).toBe(2)
    await page.getByLabel('Question', { exact: true }).fill('a question being typed')

    releaseFirst()
    await expect.poll(() => answers.count(), POLL).toBe(3)
    expect(await answers.locator('h3').allTextContents()).toEqual([
      suggested,
      'total amount by month',
      'what is the colour of the sky',
    ])
    expect(await page.getByLabel('Question', { exact: true }).inputValue()).toBe('a question being typed')
  })
})

import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, Page } from 'playwright-core'

/** Where the browser tests leave their screenshots (git-ignored); look at them after a run. */
export const SCREENSHOT_DIR = join(process.cwd(), 'test-output', 'web')

/** For expect.poll: how long a page may take to show what it is waiting for (the default is 1 s). */
export const POLL = { timeout: 30_000 } as const

export interface TestPage {
  readonly page: Page
  /** Every dialog the page opened, as `type: message` (confirm() is accepted). */
  readonly dialogs: string[]
  /** Console messages about blocked content: what a strict CSP refused. */
  readonly cspViolations: string[]
}

/** A fresh browser profile (no cookies) with bounded waits. */
export async function openPage(browser: Browser): Promise<TestPage> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 860 } })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  const dialogs: string[] = []
  const cspViolations: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss())
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(message.text())
  })
  return { page, dialogs, cspViolations }
}

/** A full-page screenshot named after the page. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly nodes: readonly { readonly target: readonly string[] }[]
}

/**
 * axe-core's serious and critical violations on the page as it is now, as `rule: selectors`.
 * The script is evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axe.source)
  const results = (await page.evaluate('axe.run(document)')) as { violations: AxeViolation[] }
  const violations = results.violations
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

/** The system's Chromium (Debian: `apt-get install chromium`), or `CHROMIUM_PATH`. */
export function findChromium(): string {
  const explicit = process.env.CHROMIUM_PATH
  if (explicit) return explicit
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const path = join(dir, name)
      try {
        accessSync(path, constants.X_OK)
        return path
      } catch {}
    }
  }
  throw new Error(
    'No Chromium found on PATH (looked for chromium, chromium-browser, google-chrome). ' +
      'The token page tests need a real browser: install it (Debian: apt-get install chromium) ' +
      'or set CHROMIUM_PATH.',
  )
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] })
}

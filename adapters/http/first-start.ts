import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Engine } from '../../src/index.js'

/** The demo collection loaded on first start: artifact id -> fixture file. */
export const DEMO_COLLECTION = 'demo'
const DEMO_FILES = { sales: 'sales.csv', 'messy-finance': 'messy-finance.csv', medals: 'medals.csv' } as const

export type StartupReport =
  | { readonly created: false }
  | {
      readonly created: true
      readonly adminEmail: string
      readonly generatedPassword: string | undefined
      readonly token: string
      readonly demo: readonly { readonly artifact: string; readonly rows: number }[]
      readonly demoError: string | undefined
    }

/** The repository's fixtures folder, from src or from dist alike. */
export function fixturesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('package.json not found above the HTTP adapter')
    dir = parent
  }
  return join(dir, 'fixtures')
}

/**
 * On an empty data directory: the SuperAdmin and one API token (the workspace's bootstrap), then the
 * demo collection. A failed demo load is reported, not fatal: the token must still be shown.
 */
export async function firstStart(
  engine: Engine,
  admin: { readonly email?: string; readonly password?: string },
): Promise<StartupReport> {
  const result = await engine.workspace.bootstrap({ adminEmail: admin.email, adminPassword: admin.password })
  if (!result.created) return { created: false }
  const demo: { artifact: string; rows: number }[] = []
  let demoError: string | undefined
  try {
    for (const [artifact, file] of Object.entries(DEMO_FILES)) {
      const info = await engine.ingest({
        org: 'default',
        collection: DEMO_COLLECTION,
        artifact,
        file: join(fixturesDir(), file),
      })
      demo.push({ artifact, rows: info.tables.reduce((sum, table) => sum + table.rowCount, 0) })
    }
  } catch (error) {
    demoError = error instanceof Error ? error.message : String(error)
  }
  return {
    created: true,
    adminEmail: result.account.email,
    generatedPassword: result.generatedPassword,
    token: result.token.token,
    demo,
    demoError,
  }
}

import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createEngine, type Engine } from '../../src/index.js'

/** Where a command reads its environment and writes; tests pass their own. */
export interface CommandIo {
  readonly env: Readonly<Record<string, string | undefined>>
  out(text: string): void
  err(text: string): void
}

export const processIo: CommandIo = {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}

/**
 * Opens the engine on the data directory for an admin command. DuckDB lets one process hold a
 * database file: when a server holds it, say so plainly instead of printing DuckDB's IO error.
 */
export async function withDataDir(io: CommandIo, work: (engine: Engine) => Promise<number>): Promise<number> {
  const dataDir = resolve(io.env.TALLY_DATA_DIR || './.tally')
  if (!existsSync(join(dataDir, 'system.duckdb'))) {
    io.err(`No Tally data in ${dataDir}: start the server once (npm start) or set TALLY_DATA_DIR.\n`)
    return 1
  }
  let engine: Engine
  try {
    engine = await createEngine({ dataDir })
  } catch (error) {
    if ((error as { code?: string }).code !== 'data_dir_locked') throw error
    const pid = /PID (\d+)/.exec((error as Error).message)?.[1]
    io.err(
      `A running Tally server${pid ? ` (PID ${pid})` : ''} holds ${dataDir}. Stop it first, ` +
        'or do this through its HTTP API (/api/v1/tokens) while it runs.\n',
    )
    return 1
  }
  try {
    return await work(engine)
  } finally {
    await engine.close()
  }
}

const USAGE = 'Usage: tally admin reset-password --email EMAIL [--password PASSWORD]\n'

/** `tally admin reset-password`: sets a password (generated when none is given) and ends its sessions. */
export async function runAdmin(args: string[], io: CommandIo = processIo): Promise<number> {
  const [sub, ...rest] = args
  if (sub !== 'reset-password') {
    io.err(USAGE)
    return 2
  }
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  })
  if (!values.email || values.password === '') {
    io.err(USAGE)
    return 2
  }
  const email = values.email
  return withDataDir(io, async (engine) => {
    const { generatedPassword } = await engine.workspace.resetPassword(email, values.password)
    io.err(`Password of ${email} reset; its sessions are ended.\n`)
    if (generatedPassword) io.out(`${generatedPassword}\n`)
    return 0
  })
}

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CommandIo, runAdmin } from '../../adapters/cli/admin-command.js'
import { runToken } from '../../adapters/cli/token-command.js'
import { createEngine } from '../../src/index.js'

const dataDir = mkdtempSync(join(tmpdir(), 'tally-admin-'))
let bootToken = ''

function captureIo(dir = dataDir) {
  const out: string[] = []
  const err: string[] = []
  const io: CommandIo = { env: { TALLY_DATA_DIR: dir }, out: (t) => out.push(t), err: (t) => err.push(t) }
  return { io, out: () => out.join(''), err: () => err.join('') }
}

async function withEngine<T>(work: (engine: Awaited<ReturnType<typeof createEngine>>) => Promise<T>) {
  const engine = await createEngine({ dataDir, workspace: { passwordCost: 2 ** 10 } })
  try {
    return await work(engine)
  } finally {
    await engine.close()
  }
}

beforeAll(async () => {
  await withEngine(async (engine) => {
    const boot = await engine.workspace.bootstrap({
      adminEmail: 'root@test.io',
      adminPassword: 'first password',
    })
    if (boot.created) bootToken = boot.token.token
  })
})

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('tally token create', () => {
  it('prints a new token once, acting as the oldest SuperAdmin', async () => {
    const run = captureIo()
    expect(await runToken(['create', '--name', 'deploy'], run.io)).toBe(0)
    const token = run.out().trim()
    expect(token).toMatch(/^tly_[0-9A-Za-z]{36}$/)
    expect(token).not.toBe(bootToken)
    await withEngine(async (engine) => {
      const caller = await engine.workspace.authenticateToken(token)
      expect(caller.account.email).toBe('root@test.io')
      const access = await engine.workspace.access(caller, 'default')
      expect((await engine.workspace.listTokens(access)).map((t) => t.name)).toContain('deploy')
    })
  })

  it('needs --name, and an existing data directory', async () => {
    expect(await runToken(['create'], captureIo().io)).toBe(2)
    const empty = captureIo(join(dataDir, 'nowhere'))
    expect(await runToken(['create', '--name', 'x'], empty.io)).toBe(1)
    expect(empty.err()).toMatch(/No Tally data/)
  })
})

describe('tally admin reset-password', () => {
  it('sets the given password, or generates and prints one', async () => {
    expect(
      await runAdmin(
        ['reset-password', '--email', 'root@test.io', '--password', 'second password'],
        captureIo().io,
      ),
    ).toBe(0)
    const generated = captureIo()
    expect(await runAdmin(['reset-password', '--email', 'ROOT@test.io'], generated.io)).toBe(0)
    const password = generated.out().trim()
    expect(password.length).toBeGreaterThanOrEqual(20)
    await withEngine(async (engine) => {
      const login = await engine.workspace.login({ email: 'root@test.io', password, address: 'cli-test' })
      expect(login.account.email).toBe('root@test.io')
      await expect(
        engine.workspace.login({ email: 'root@test.io', password: 'second password', address: 'cli-test' }),
      ).rejects.toMatchObject({ code: 'invalid_credentials' })
    })
  })

  it('fails with account_not_found for an unknown email', async () => {
    await expect(
      runAdmin(['reset-password', '--email', 'ghost@test.io'], captureIo().io),
    ).rejects.toMatchObject({
      code: 'account_not_found',
    })
  })
})

describe('while a server holds the data directory', () => {
  let holder: ChildProcess | undefined

  afterAll(() => {
    holder?.kill()
  })

  it('says a server holds it instead of failing obscurely', async () => {
    const script = `import { createEngine } from './src/index.ts'
      const engine = await createEngine({ dataDir: process.argv[1] })
      process.stdout.write('ready\\n')
      process.stdin.on('end', () => engine.close().then(() => process.exit(0)))
      process.stdin.resume()`
    holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
      cwd: join(import.meta.dirname, '../..'),
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      holder?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
      holder?.on('exit', (code) => reject(new Error(`holder exited with ${code}`)))
    })
    const run = captureIo()
    expect(await runToken(['create', '--name', 'blocked'], run.io)).toBe(1)
    expect(run.err()).toMatch(/running Tally server \(PID \d+\) holds/)
    const reset = captureIo()
    expect(await runAdmin(['reset-password', '--email', 'root@test.io'], reset.io)).toBe(1)
    expect(reset.err()).toMatch(/running Tally server/)
    holder.stdin?.end()
    await new Promise((resolve) => holder?.on('exit', resolve))
    holder = undefined
  })
})

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createEngine, TallyError } from '../../src/index.js'

describe('a data directory held by another process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tally-lock-'))
  let holder: ChildProcess | undefined
  afterAll(() => {
    holder?.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('makes createEngine throw data_dir_locked, explained, not DuckDB’s raw IO error', async () => {
    const script = `import { createEngine } from './src/index.ts'
      await createEngine({ dataDir: process.argv[1] })
      process.stdout.write('ready\\n')
      setInterval(() => {}, 1000)`
    holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
      cwd: join(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      holder?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
      holder?.on('exit', (code) => reject(new Error(`holder exited with ${code}`)))
    })
    const error = await createEngine({ dataDir }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TallyError)
    expect(error).toMatchObject({ code: 'data_dir_locked' })
    expect((error as TallyError).explanation).toBeTruthy()
    expect((error as Error).message).not.toMatch(/IO Error/)
  }, 120_000)
})

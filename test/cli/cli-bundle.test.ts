import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)

describe('the bundled CLI (scripts/bundle-cli.mjs)', () => {
  let root: string
  let dir: string
  const tally = (...args: string[]) =>
    run(process.execPath, [join(dir, 'main.js'), ...args], { timeout: 60_000 }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
  beforeAll(async () => {
    // Inside the repository (two levels below dist/, as dist/bundle/cli is), so that the bundle
    // resolves node_modules as the real one does; a directory under /tmp has no node_modules.
    mkdirSync('dist', { recursive: true })
    root = mkdtempSync(join('dist', 'test-bundle-'))
    dir = join(root, 'cli')
    await run(process.execPath, ['scripts/bundle-cli.mjs', dir], { timeout: 120_000 })
  }, 150_000)
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('keeps the commands and the parts loaded on first use in chunks of their own', () => {
    const files = readdirSync(dir)
    for (const part of [
      'ask-command',
      'serve-command',
      'question-answerer',
      'message-schemas',
      'pdf-extractor',
    ])
      expect(files.some((f) => f.startsWith(`${part}-`))).toBe(true)
  })

  it('answers a question, with its exit code', async () => {
    const answered = await tally('ask', 'fixtures/sales.csv', 'total revenue by region', '--sql')
    expect(answered).toMatchObject({ stdout: expect.stringMatching(/West/) })
    expect(answered.stdout).toMatch(/SELECT/i)
    expect(await tally('ask', 'fixtures/sales.csv', 'blorf the zz')).toMatchObject({ code: 1 })
  })

  it("prints the engine's errors with their code: one copy of the error class", async () => {
    const failed = await tally('ask', 'no-such-file.csv', 'how many rows are there?')
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('error [file_not_found]') })
  })
})

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const tally = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'adapters/cli/main.ts', ...args], { timeout: 60_000 })

describe('tally --help', () => {
  it('prints the commands and exits 0', async () => {
    const { stdout } = await tally('--help')
    expect(stdout).toMatch(/^Usage: tally <command>/)
    expect(stdout).toContain('ask <file...>')
  })

  it('prints the ask options for `tally ask --help` instead of failing on an unknown option', async () => {
    const { stdout, stderr } = await tally('ask', '--help')
    expect(stdout).toMatch(/^Usage: tally ask <file\.\.\.> "<question>"/)
    expect(stdout).toContain('--sql')
    expect(stdout).toContain('--json')
    expect(stderr).not.toContain('Unknown option')
  })
})

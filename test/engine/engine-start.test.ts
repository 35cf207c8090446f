import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

/**
 * What a fresh process has loaded, read from the libraries' own state: zod registers
 * `globalThis.__zod_globalRegistry` when it loads, and compromise and chrono are CommonJS (in
 * `require.cache`). Run in a child process so that nothing this test file imported counts.
 */
const probe = `
import { createRequire } from 'node:module'
const cache = createRequire(process.cwd() + '/').cache
const loaded = () => ({
  zod: '__zod_globalRegistry' in globalThis,
  compromise: Object.keys(cache).some((k) => k.includes('/node_modules/compromise/')),
  chrono: Object.keys(cache).some((k) => k.includes('/node_modules/chrono-node/')),
})
const { createEngine } = await import('./src/index.ts')
const engine = await createEngine()
const atStart = loaded()
await engine.ingest({ org: 'default', artifact: 'sales', file: 'fixtures/sales.csv' })
const afterIngest = loaded()
const reply = await engine.messages.create(
  { messages: [{ role: 'user', content: 'how many rows are there?' }] },
  { org: 'default' },
)
const afterQuestion = loaded()
const counted = await engine.messages.countTokens({ messages: [{ role: 'user', content: 'hi' }] })
await engine.close()
const { MessageRequestSchema } = await import('./src/schemas.ts')
console.log(JSON.stringify({
  atStart, afterIngest, afterQuestion,
  answered: reply.content[1].is_error === false,
  counted: counted.input_tokens > 0,
  schemaRefuses: MessageRequestSchema.safeParse({ messages: [] }).success === false,
}))
`

describe('engine start', () => {
  it('loads neither zod nor the language libraries until the first question, which loads both', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
      timeout: 60_000,
    })
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')
    expect(seen.atStart).toEqual({ zod: false, compromise: false, chrono: false })
    expect(seen.afterIngest).toEqual({ zod: false, compromise: false, chrono: false })
    expect(seen.afterQuestion).toMatchObject({ zod: true, compromise: true })
    expect(seen.answered).toBe(true)
    expect(seen.counted).toBe(true)
    expect(seen.schemaRefuses).toBe(true)
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServer } from './server-process.js'

const dataDir = mkdtempSync(join(tmpdir(), 'tally-crash-'))
const env = {
  TALLY_DATA_DIR: dataDir,
  TALLY_ADMIN_EMAIL: 'root@crash.io',
  TALLY_ADMIN_PASSWORD: 'correct horse battery',
}
const BIG_ROWS = 300_000

function bigCsv(): Blob {
  const lines = ['id,region,amount']
  for (let i = 0; i < BIG_ROWS; i++) lines.push(`${i},r${i % 17},${(i * 7) % 1000}.25`)
  return new Blob([`${lines.join('\n')}\n`])
}

describe('crash safety: SIGKILL and restart on the same data directory', () => {
  let server: ServerProcess
  let token = ''
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'x-org': 'default', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const artifacts = async () => {
    const response = await call('GET', '/api/gpt/v1/artifacts/list')
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      data: { artifact: string; doc_metadata: { tables: { rows: number }[] } }[]
    }
    return new Map(body.data.map((d) => [d.artifact, d.doc_metadata.tables[0]?.rows]))
  }
  const restart = async () => {
    await server.kill()
    server = await startServer(env)
  }

  beforeAll(async () => {
    server = await startServer(env)
    token = /API token: (tly_\w+)/.exec(server.banner)?.[1] ?? ''
  }, 120_000)
  afterAll(async () => {
    await server?.kill()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every acknowledged artifact and shows nothing half-written after a kill mid-ingest', async () => {
    const kept = await call('POST', '/api/gpt/v1/artifacts/ingest', {
      artifact: 'kept',
      input: { type: 'text', value: 'city,sales\nOslo,10\nLima,32\n' },
    })
    expect(kept.status).toBe(200)
    const form = new FormData()
    form.set('artifact', 'big')
    form.set('file', bigCsv(), 'big.csv')
    const upload = fetch(`${server.url}/api/gpt/v1/artifacts/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-org': 'default' },
      body: form,
    }).then(
      (r) => r.status,
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 700))
    await restart()
    const acknowledged = (await upload) === 200
    const after = await artifacts()
    expect(after.get('kept')).toBe(2)
    // The big artifact is there whole (if its commit made it) or not at all; never partly.
    if (acknowledged || after.has('big')) expect(after.get('big')).toBe(BIG_ROWS)
    const answer = await call('POST', '/api/gpt/v1/messages', {
      messages: [{ role: 'user', content: 'total sales' }],
      tool_context: [
        { type: 'ingested_artifact', context_filter: { collection: 'default', artifacts: ['kept'] } },
      ],
    })
    const reply = (await answer.json()) as { content: { content?: { text: string }[] }[] }
    expect(reply.content[1]?.content?.[0]?.text).toContain('42')
  }, 180_000)

  it('keeps every acknowledged token and role change after a kill mid-write', async () => {
    const created: string[] = []
    const pending = Array.from({ length: 6 }, (_, i) =>
      call('POST', '/api/v1/tokens', { name: `t${i}` })
        .then(async (r) => r.status === 201 && created.push(((await r.json()) as { token: string }).token))
        .catch(() => undefined),
    )
    const account = await call('POST', '/api/v1/account', {
      email: 'dev@crash.io',
      name: 'Dev',
      password: 'correct horse battery',
      roles: ['Basic'],
    })
    const accountId = ((await account.json()) as { id: string }).id
    let promoted = false
    const roleChange = call('POST', `/api/v1/account/${accountId}`, { roles: ['Developer'] })
      .then((r) => {
        promoted = r.status === 200
      })
      .catch(() => undefined)
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 150))])
    await restart()
    await Promise.all([...pending, roleChange])
    for (const secret of created) {
      const response = await fetch(`${server.url}/api/gpt/v1/artifacts/list`, {
        headers: { authorization: `Bearer ${secret}`, 'x-org': 'default' },
      })
      expect(response.status).toBe(200)
    }
    const listed = await call('GET', '/api/v1/tokens')
    expect(listed.status).toBe(200)
    const accounts = (await (await call('GET', '/api/v1/account?page_size=100')).json()) as {
      id: string
      roles: string[]
    }[]
    const dev = accounts.find((a) => a.id === accountId)
    expect(dev).toBeDefined()
    if (promoted) expect(dev?.roles).toContain('Developer')
    else expect([['Basic'], ['Developer']]).toContainEqual(dev?.roles)
  }, 180_000)
})

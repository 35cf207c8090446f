import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CatalogTable, createEngine, type Engine, extractTables } from '../../src/index.js'
import { errorOf, type HttpApp, openHttpApp, resultTable } from '../http/http-fixture.js'
import { salesArrow } from './arrow-fixture.js'
import { errorCode, onlyTable, typesOf, valuesOf } from './ingest-helpers.js'

const INGEST = '/api/gpt/v1/artifacts/ingest'
const truncated = () => {
  const whole = salesArrow()
  return whole.subarray(0, Math.floor(whole.length * 0.6))
}

describe('Arrow IPC and Feather files through the library', () => {
  let engine: Engine
  let sales: CatalogTable
  const ingest = (artifact: string, file: Buffer, fileName: string) =>
    engine.ingest({ org: 'default', collection: 'arrow', artifact, file, fileName })
  beforeAll(async () => {
    engine = await createEngine()
    sales = onlyTable(await ingest('sales', salesArrow(), 'sales.arrow'))
  })
  afterAll(() => engine.close())

  it('keeps every Arrow type exactly: 64-bit integers past 2^53, decimals, days, microseconds, empty vs NULL', async () => {
    const table = sales
    expect(typesOf(table)).toEqual({
      region: 'VARCHAR',
      product: 'VARCHAR',
      quantity: 'INTEGER',
      serial: 'BIGINT',
      amount: 'DECIMAL(12,2)',
      day: 'DATE',
      stamp: 'TIMESTAMP',
    })
    expect(table.notes).toEqual(['Arrow IPC file: 4 rows x 7 columns'])
    expect(await valuesOf(engine, table, 'serial')).toEqual(['9007199254740993', 2, -3, 4])
    expect(await valuesOf(engine, table, 'product')).toEqual(['Widget', '', null, 'Gadget'])
    expect(await valuesOf(engine, table, 'day')).toEqual([
      '2024-01-02',
      '2024-02-03',
      '2024-02-29',
      '1999-12-31',
    ])
    expect(await valuesOf(engine, table, 'stamp')).toEqual([
      '2024-01-02 13:00:00.123456',
      '1970-01-01 00:00:00',
      '1969-12-31 23:59:59.999999',
      '2000-02-29 00:00:00',
    ])
    const { rows } = await engine.database.query(
      `SELECT sum(amount)::VARCHAR FROM "${table.database}"."arrow"."sales"`,
    )
    expect(rows[0]?.[0]).toBe('68090.37')
  })

  it('answers a question about an Arrow file, and reads the IPC stream form the same', async () => {
    await ingest('stream', salesArrow('stream'), 'sales.arrows')
    for (const artifact of ['sales', 'stream']) {
      const reply = await engine.messages.create(
        {
          messages: [{ role: 'user', content: 'what is the total quantity by region?' }],
          tool_context: [
            { type: 'ingested_artifact', context_filter: { collection: 'arrow', artifacts: [artifact] } },
          ],
        },
        { org: 'default' },
      )
      const [, result] = reply.content
      expect(result.is_error).toBe(false)
      expect(result.content[0]?.text).toBe(
        '| region | sum(quantity) |\n|---|---|\n| North | 8 |\n| South | 12 |\n| West | 1 |',
      )
    }
  })

  it('refuses a truncated Arrow file and bytes that are not Arrow with unreadable_arrow, leaving nothing behind', async () => {
    expect(await errorCode(ingest('cut', truncated(), 'cut.arrow'))).toBe('unreadable_arrow')
    expect(await errorCode(ingest('junk', Buffer.from('region,amount\nNorth,1\n'), 'junk.feather'))).toBe(
      'unreadable_arrow',
    )
    const listed = (await engine.listArtifacts('default', 'arrow')).map((a) => a.artifact)
    expect(listed).not.toContain('cut')
    expect(listed).not.toContain('junk')
  })

  it('refuses an Arrow file over the cell limit with too_many_cells', async () => {
    const small = await createEngine({ maxCells: 20 })
    try {
      const refused = small.ingest({
        org: 'default',
        artifact: 'big',
        file: salesArrow(),
        fileName: 'big.arrow',
      })
      expect(await errorCode(refused)).toBe('too_many_cells')
    } finally {
      await small.close()
    }
  })

  it('extracts an Arrow file to CSV with tally extract', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tally-arrow-'))
    try {
      const file = join(dir, 'sales.arrow')
      await import('node:fs/promises').then((fs) => fs.writeFile(file, salesArrow()))
      await extractTables(file, dir)
      const written = readdirSync(dir).filter((f) => f.endsWith('.csv'))
      expect(written).toEqual(['sales.p1.t1.csv'])
      const lines = readFileSync(join(dir, 'sales.p1.t1.csv'), 'utf8').split('\r\n')
      expect(lines[0]).toBe('region,product,quantity,serial,amount,day,stamp')
      expect(lines[1]).toBe('North,Widget,3,9007199254740993,1234.56,2024-01-02,2024-01-02 13:00:00.123456')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('Arrow files through HTTP', () => {
  let t: HttpApp
  beforeAll(async () => {
    t = await openHttpApp()
  })
  afterAll(() => t?.close())

  const upload = (artifact: string, bytes: Buffer, fileName: string) =>
    t.call('POST', INGEST, {
      artifact,
      collection: 'arrow',
      input: { type: 'file', value: bytes.toString('base64') },
      metadata: { file_name: fileName },
    })

  it('ingests a Feather file as JSON base64 and answers a question about it', async () => {
    const response = await upload('sales', salesArrow(), 'sales.feather')
    expect(response.status).toBe(200)
    const table = await resultTable(t, 'arrow', 'sales', 'how many rows are there?')
    expect(table).toBe('| count(*) |\n|---|\n| 4 |')
    expect(await resultTable(t, 'arrow', 'sales', 'what is the total amount?')).toBe(
      '| sum(amount) |\n|---|\n| 68090.37 |',
    )
  })

  it('refuses a truncated Arrow file with a 400 unreadable_arrow, and keeps answering', async () => {
    const response = await upload('cut', truncated(), 'cut.arrow')
    expect(response.status).toBe(400)
    expect((await errorOf(response)).error.detail.code).toBe('unreadable_arrow')
    expect((await t.app.request('/healthz')).status).toBe(200)
    expect(await resultTable(t, 'demo', 'sales', 'how many rows are there?')).toMatch(/^\| count\(\*\) \|/)
  })
})

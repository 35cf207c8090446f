import { readFile } from 'node:fs/promises'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'
import { byteOrder } from '../../src/ingest/value-index.js'
import { column, onlyTable, qualifiedName } from './ingest-helpers.js'

describe('column profile and value index, computed at ingest', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  it('profiles counts, exact distinct values, min/max and top values of a small table', async () => {
    const file = Buffer.from(
      'country,city,visitors,opened\nSpain,Malaga,120,2021-03-01\nSpain,Sevilla,,2021-04-02\nPortugal,Porto,80,2020-01-15\n,Lisbon,95,2022-06-30\nSpain,Madrid,300,2019-11-05\n',
    )
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'visits', file, fileName: 'v.csv' }),
    )
    expect(table.rowCount).toBe(5)
    expect(column(table, 'country').profile).toMatchObject({
      nullCount: 1,
      distinctCount: 2,
      distinctApproximate: false,
      min: 'Portugal',
      max: 'Spain',
      topValues: [
        { value: 'Spain', count: 3 },
        { value: 'Portugal', count: 1 },
      ],
    })
    expect(column(table, 'visitors').profile).toMatchObject({ nullCount: 1, min: 80, max: 300 })
    expect(column(table, 'opened').profile).toMatchObject({ min: '2019-11-05', max: '2022-06-30' })
  })

  it("counts a small table's numeric distinct values exactly, not by DuckDB's stored estimate", async () => {
    // Nine-digit incident keys, as the NYPD export writes them: the stored estimate says 231 of 300.
    const file = 'fixtures/business/kaggle-rt92-nypd_shooting.csv'
    const keys = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0])
    const table = onlyTable(await engine.ingest({ org: 'default', artifact: 'shootings', file }))
    expect(column(table, 'INCIDENT_KEY').profile.distinctCount).toBe(new Set(keys).size)
    expect(new Set(keys).size).toBe(300)
  })

  it('counts NULLs alike whether the storage statistics settle them or a scan counts them', async () => {
    // 'id' has no NULL and 'note' only NULLs: both are settled by DuckDB's statistics, not counted.
    const rows = Array.from({ length: 3000 }, (_, i) => `${i},,${i % 7 === 0 ? '' : i % 5}`)
    const file = Buffer.from(`id,note,score\n${rows.join('\n')}\n`)
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'nulls', file, fileName: 'n.csv' }),
    )
    expect(column(table, 'id').profile).toMatchObject({ nullCount: 0, min: 0, max: 2999 })
    expect(column(table, 'note').profile).toMatchObject({ nullCount: 3000, distinctCount: 0 })
    expect(column(table, 'score').profile).toMatchObject({ nullCount: 429, min: 0, max: 4 })
  })

  it("gives a DOUBLE column's min and max exactly as a scan finds them, NaN and infinities too", async () => {
    const values = Array.from({ length: 5000 }, (_, i) => ((i * 7919) % 5003) / 3 - 777.125)
    const csv = (extra: string) =>
      `x,y\n${values.map((v, i) => `${v},${i % 4 ? v * 1e-9 : ''}`).join('\n')}\n${extra}`
    for (const [artifact, extra] of [
      ['finite', ''],
      ['nan', 'nan,1.5\n'],
      ['inf', '-inf,2.5\n'],
    ] as const) {
      const file = Buffer.from(csv(extra))
      const table = onlyTable(await engine.ingest({ org: 'default', artifact, file, fileName: 'd.csv' }))
      const { rows } = await engine.database.query(
        `SELECT min(x), max(x), min(y), max(y) FROM ${qualifiedName(table)}`,
      )
      const [xMin, xMax, yMin, yMax] = rows[0] ?? []
      expect(column(table, 'x').profile).toMatchObject({ min: xMin, max: xMax })
      expect(column(table, 'y').profile).toMatchObject({ min: yMin, max: yMax })
    }
  })

  it('orders text byte-wise on UTF-8, as DuckDB orders VARCHARs', () => {
    const sign = (n: number) => Math.sign(n)
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(sign(byteOrder(a, b))).toBe(sign(Buffer.compare(Buffer.from(a), Buffer.from(b))))
      }),
    )
    expect(sign(byteOrder('\u{1F600}', '\uFF21'))).toBe(1)
    expect(sign(byteOrder('abc', 'ab'))).toBe(1)
  })

  it('stores the value index with the catalog, so asking later needs no scan', async () => {
    const file = Buffer.from('product,units\nWidget,3\nGadget,4\nWidget,5\n')
    await engine.ingest({ org: 'default', collection: 'shop', artifact: 'items', file, fileName: 'i.csv' })
    const database = (await engine.listArtifacts('default', 'shop'))[0]?.tables[0]?.database
    const { rows } = await engine.database.query(
      `SELECT column_name, value, count, complete FROM "${database}"._tally.column_values
       WHERE collection = 'shop' AND table_name = 'items' ORDER BY count DESC, value`,
    )
    expect(rows).toEqual([
      ['product', 'Widget', 2, true],
      ['product', 'Gadget', 1, true],
    ])
  })

  it('caps the value index of a column with many distinct values and says it is incomplete', async () => {
    const lines = Array.from({ length: 12_000 }, (_, i) => `order-${i},${i % 3 === 0 ? 'paid' : 'open'}`)
    const file = Buffer.from(`reference,status\n${lines.join('\n')}\n`)
    const table = onlyTable(
      await engine.ingest({ org: 'default', artifact: 'orders', file, fileName: 'o.csv' }),
    )
    const reference = column(table, 'reference').profile
    expect(reference.distinctApproximate).toBe(true)
    expect(reference.distinctCount).toBeGreaterThan(5000)
    expect(reference.min).toBe('order-0')
    expect(reference.max).toBe('order-9999')
    expect(column(table, 'status').profile).toMatchObject({ distinctCount: 2, distinctApproximate: false })
    const { rows } = await engine.database.query(
      `SELECT count(*), bool_and(NOT complete) FROM "${table.database}"._tally.column_values
       WHERE table_name = 'orders' AND column_name = 'reference'`,
    )
    expect(rows).toEqual([[5000, true]])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'
import { column, onlyTable, qualifiedName, typesOf, valuesOf } from './ingest-helpers.js'

/** Past DuckDB's 20 480-row sniffing sample, where its guesses are no longer checked. */
const SAMPLE_PAST = 30_000

const csv = (header: string, row: (i: number) => string, tail: string[]) =>
  Buffer.from(
    `${header}\n${Array.from({ length: SAMPLE_PAST }, (_, i) => row(i)).join('\n')}\n${tail.join('\n')}\n`,
  )

describe('values come through exactly', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  const ingest = async (artifact: string, file: Buffer, fileName = `${artifact}.csv`) =>
    onlyTable(await engine.ingest({ org: 'default', artifact, file, fileName }))
  const lastValue = async (table: Awaited<ReturnType<typeof ingest>>, name: string) => {
    const { rows } = await engine.database.query(
      `SELECT "${name}" FROM ${qualifiedName(table)} ORDER BY "__row" DESC LIMIT 1`,
    )
    return rows[0]?.[0]
  }

  it('keeps a late 12.5 in a column DuckDB sniffed as integer', async () => {
    const table = await ingest(
      'late-decimal',
      csv('id,quantity', (i) => `${i},${i % 40}`, ['30000,12.5']),
    )
    expect(column(table, 'quantity').type).toBe('DOUBLE')
    expect(await lastValue(table, 'quantity')).toBe(12.5)
    expect(column(table, 'id').type).toBe('BIGINT')
  })

  it('reads the "NaN" a data frame writes for a missing number as an empty cell', async () => {
    const file = Buffer.from('app,rating,reviews\na,4.5,10\nb,NaN,NaN\nc,3.5,30\nd,nan,40\n')
    const table = await ingest('not-a-number', file)
    expect(column(table, 'rating').type).toBe('DOUBLE')
    const { rows } = await engine.database.query(
      `SELECT avg(rating), count(rating), max(rating), count(reviews) FROM ${qualifiedName(table)}`,
    )
    expect(rows[0]?.map(Number)).toEqual([4, 2, 4.5, 3])
  })

  it('keeps integers beyond 2^53 digit for digit', async () => {
    const table = await ingest(
      'big-integers',
      csv('id,account', (i) => `${i},${1000 + i}`, [
        '30000,9007199254740993',
        '30001,123456789012345678901234567890',
      ]),
    )
    expect(column(table, 'account').type).toBe('HUGEINT')
    const { rows } = await engine.database.query(
      `SELECT "account"::VARCHAR FROM ${qualifiedName(table)} WHERE id >= 30000 ORDER BY id`,
    )
    expect(rows).toEqual([['9007199254740993'], ['123456789012345678901234567890']])
  })

  it('keeps a numeric column with a late non-number as the text it was', async () => {
    const table = await ingest(
      'late-text',
      csv('id,score', (i) => `${i},${i % 7}`, ['30000,N/A']),
    )
    expect(column(table, 'score').type).toBe('VARCHAR')
    expect(await lastValue(table, 'score')).toBe('N/A')
    expect((await valuesOf(engine, table, 'score')).slice(0, 3)).toEqual(['0', '1', '2'])
    expect(table.rowCount).toBe(SAMPLE_PAST + 1)
  })

  it('keeps a date column with a late non-date as text', async () => {
    const day = (i: number) =>
      new Date(Date.UTC(2020, 0, 1) + (i % 1000) * 86_400_000).toISOString().slice(0, 10)
    const table = await ingest(
      'late-date',
      csv('id,shipped', (i) => `${i},${day(i)}`, ['30000,not shipped']),
    )
    expect(typesOf(table)).toEqual({ id: 'BIGINT', shipped: 'VARCHAR' })
    expect(await lastValue(table, 'shipped')).toBe('not shipped')
  })

  it('reads a late quoted field with a comma as one value', async () => {
    const table = await ingest(
      'late-quote',
      csv('id,name,amount', (i) => `${i},n${i},${i}`, ['30000,"Smith, John",5']),
    )
    expect(typesOf(table)).toEqual({ id: 'BIGINT', name: 'VARCHAR', amount: 'BIGINT' })
    expect(await lastValue(table, 'name')).toBe('Smith, John')
  })

  it('reads a backslash-escaped quote that first appears past the dialect sample', async () => {
    const filler = 'x'.repeat(60)
    const rows = (i: number) => `${i},"${filler} ${i}"`
    const file = Buffer.from(
      `id,title\n${Array.from({ length: 20_000 }, (_, i) => rows(i)).join('\n')}\n20000,"E. E. \\"Doc\\" Smith"\n`,
    )
    const table = await ingest('late-escape', file)
    expect(await lastValue(table, 'title')).toBe('E. E. "Doc" Smith')
    expect(table.rowCount).toBe(20_001)
  })

  it('keeps a late 12.5 in JSON too', async () => {
    const lines = Array.from({ length: SAMPLE_PAST }, (_, i) => JSON.stringify({ id: i, quantity: i % 9 }))
    lines.push(JSON.stringify({ id: SAMPLE_PAST, quantity: 12.5 }))
    const table = await ingest('late-json', Buffer.from(lines.join('\n')), 'orders.jsonl')
    expect(column(table, 'quantity').type).toBe('DOUBLE')
    expect(column(table, 'id').type).toBe('BIGINT')
    expect(await lastValue(table, 'quantity')).toBe(12.5)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'
import { column, errorCode, onlyTable, valuesOf } from './ingest-helpers.js'

const CSV = Buffer.from('day,amount\n03/04/2024,"£4,707.12"\n05/06/2024,"£1,000.10"\n01/02/2024,£0.14\n')

describe('ingest options and notes', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  const ingest = (artifact: string, dateOrder?: 'dmy' | 'mdy' | 'auto') =>
    engine.ingest({
      org: 'default',
      artifact,
      file: CSV,
      fileName: 'pay.csv',
      ...(dateOrder ? { dateOrder } : {}),
    })

  it('reads dates that read both ways in the order asked, and says so', async () => {
    const dmy = onlyTable(await ingest('dmy', 'dmy'))
    expect(await valuesOf(engine, dmy, 'day')).toEqual(['2024-04-03', '2024-06-05', '2024-02-01'])
    expect(column(dmy, 'day').profile.conversion).toMatch(/DD\/MM\/YYYY.*day-first as asked/)
    const auto = onlyTable(await ingest('auto'))
    expect(await valuesOf(engine, auto, 'day')).toEqual(['2024-03-04', '2024-05-06', '2024-01-02'])
    expect(column(auto, 'day').profile.conversion).toContain('ambiguous')
  })

  it('refuses an unknown date order with its own code', async () => {
    expect(await errorCode(ingest('bad', 'ymd' as 'dmy'))).toBe('invalid_date_order')
  })

  it('stores money with cents as DECIMAL, so sums carry no float noise, the currency in the profile', async () => {
    const table = onlyTable(await ingest('money'))
    expect(column(table, 'amount').type).toBe('DECIMAL(18,2)')
    expect(column(table, 'amount').profile).toMatchObject({ unit: '£' })
    expect(column(table, 'amount').profile.conversion).toContain('currency £')
    const { rows } = await engine.database.query(
      `SELECT sum(amount)::VARCHAR FROM "${table.database}"."${table.collection}"."${table.name}"`,
    )
    expect(rows[0]?.[0]).toBe('5707.36')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'
import { errorCode, fixture, onlyTable, qualifiedName, valuesOf } from './ingest-helpers.js'

describe('re-ingesting an artifact', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
  })
  afterAll(() => engine.close())

  const first = Buffer.from('region,revenue\nNorth,100\nSouth,200\n')
  const second = Buffer.from('region,revenue,units\nEast,300,3\nWest,400,4\nNorth,50,1\n')

  it('replaces the previous version: new columns, new rows, one artifact', async () => {
    await engine.ingest({
      org: 'default',
      collection: 'sales',
      artifact: 'q3',
      file: first,
      fileName: 'q3.csv',
    })
    const table = onlyTable(
      await engine.ingest({
        org: 'default',
        collection: 'sales',
        artifact: 'q3',
        file: second,
        fileName: 'q3.csv',
      }),
    )
    expect(table.columns.map((c) => c.name)).toEqual(['region', 'revenue', 'units'])
    expect(await valuesOf(engine, table, 'region', 'revenue')).toEqual([
      ['East', 300],
      ['West', 400],
      ['North', 50],
    ])
    const listed = await engine.listArtifacts('default', 'sales')
    expect(listed.map((a) => a.artifact)).toEqual(['q3'])
    expect(listed[0]?.tables[0]?.rowCount).toBe(3)
  })

  it('leaves the previous version intact when the new file is broken', async () => {
    const before = onlyTable(
      await engine.ingest({
        org: 'default',
        collection: 'sales',
        artifact: 'q4',
        file: first,
        fileName: 'q4.csv',
      }),
    )
    const code = await errorCode(
      engine.ingest({
        org: 'default',
        collection: 'sales',
        artifact: 'q4',
        file: fixture('broken-quote.csv'),
      }),
    )
    expect(code).toBe('csv_unterminated_quote')
    expect(await valuesOf(engine, before, 'region', 'revenue')).toEqual([
      ['North', 100],
      ['South', 200],
    ])
    const [listed] = await engine
      .listArtifacts('default', 'sales')
      .then((all) => all.filter((a) => a.artifact === 'q4'))
    expect(listed?.fileName).toBe('q4.csv')
    expect(listed?.tables[0]?.columns.map((c) => c.name)).toEqual(['region', 'revenue'])
  })

  it('leaves no staging tables behind after a failed ingest', async () => {
    await errorCode(
      engine.ingest({
        org: 'default',
        collection: 'sales',
        artifact: 'q5',
        file: fixture('broken-quote.csv'),
      }),
    )
    const { rows } = await engine.database.query(
      "SELECT count(*) FROM duckdb_tables() WHERE starts_with(table_name, '_ingest_')",
    )
    expect(rows[0]?.[0]).toBe(0)
  })

  it('numbers rows in file order through the hidden __row column', async () => {
    const table = onlyTable(
      await engine.ingest({
        org: 'default',
        collection: 'sales',
        artifact: 'order',
        file: second,
        fileName: 'o.csv',
      }),
    )
    const { rows } = await engine.database.query(
      `SELECT "__row", region FROM ${qualifiedName(table)} ORDER BY "__row"`,
    )
    expect(rows).toEqual([
      [1, 'East'],
      [2, 'West'],
      [3, 'North'],
    ])
    expect(table.columns.map((c) => c.name)).not.toContain('__row')
  })

  it('deletes an artifact with its rows', async () => {
    const table = onlyTable(
      await engine.ingest({
        org: 'default',
        collection: 'sales',
        artifact: 'gone',
        file: first,
        fileName: 'g.csv',
      }),
    )
    await engine.deleteArtifact('default', 'sales', 'gone')
    await expect(engine.database.query(`SELECT count(*) FROM ${qualifiedName(table)}`)).rejects.toThrow()
    expect(await errorCode(engine.deleteArtifact('default', 'sales', 'gone'))).toBe('artifact_not_found')
  })
})

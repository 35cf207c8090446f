import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'

describe('organizations are isolated at the storage level', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tally-isolation-'))
  let engine: Engine
  let acmeId: string
  let globexId: string
  beforeAll(async () => {
    engine = await createEngine({ dataDir })
    acmeId = (await engine.organizations.create('acme', 'Acme')).id
    globexId = (await engine.organizations.create('globex', 'Globex')).id
    const file = (rows: string) => Buffer.from(`product,units\n${rows}\n`)
    await engine.ingest({
      org: 'acme',
      collection: 'sales',
      artifact: 'q1',
      file: file('Anvil,3'),
      fileName: 'a.csv',
    })
    await engine.ingest({
      org: 'acme',
      collection: 'sales',
      artifact: 'q2',
      file: file('Rocket,1'),
      fileName: 'b.csv',
    })
    await engine.ingest({
      org: 'globex',
      collection: 'sales',
      artifact: 'q1',
      file: file('Laser,9'),
      fileName: 'c.csv',
    })
  })
  afterAll(async () => {
    await engine.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps each organization in its own DuckDB file under dataDir/orgs', () => {
    const files = readdirSync(join(dataDir, 'orgs')).filter((f) => f.endsWith('.duckdb'))
    expect(files).toEqual(expect.arrayContaining([`${acmeId}.duckdb`, `${globexId}.duckdb`]))
    expect(acmeId).not.toBe(globexId)
  })

  it("lists only the organization's own artifacts", async () => {
    expect((await engine.listArtifacts('acme')).map((a) => a.artifact)).toEqual(['q1', 'q2'])
    expect((await engine.listArtifacts('globex')).map((a) => a.artifact)).toEqual(['q1'])
    const [acmeQ1] = await engine.listArtifacts('acme', 'sales')
    const [globexQ1] = await engine.listArtifacts('globex', 'sales')
    expect(acmeQ1?.tables[0]?.database).not.toBe(globexQ1?.tables[0]?.database)
  })

  it('deleting in one organization leaves the same id in another untouched', async () => {
    await engine.deleteArtifact('acme', 'sales', 'q1')
    expect((await engine.listArtifacts('acme')).map((a) => a.artifact)).toEqual(['q2'])
    const [globexQ1] = await engine.listArtifacts('globex')
    const table = globexQ1?.tables[0]
    expect(table).toBeDefined()
    const { rows } = await engine.database.query(
      `SELECT product FROM "${table?.database}"."${table?.collection}"."${table?.name}"`,
    )
    expect(rows).toEqual([['Laser']])
  })

  it('keeps the data after the engine is closed and opened again', async () => {
    await engine.close()
    engine = await createEngine({ dataDir })
    expect((await engine.listArtifacts('globex')).map((a) => a.artifact)).toEqual(['q1'])
    const [artifact] = await engine.listArtifacts('acme')
    const table = artifact?.tables[0]
    const { rows } = await engine.database.query(
      `SELECT "__row", product FROM "${table?.database}"."${table?.collection}"."${table?.name}"`,
    )
    expect(rows).toEqual([[1, 'Rocket']])
    expect(existsSync(join(dataDir, 'orgs', `${acmeId}.duckdb`))).toBe(true)
  })
})

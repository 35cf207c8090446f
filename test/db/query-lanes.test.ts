import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/duckdb-database.js'
import { resolveOptions } from '../../src/options.js'

describe('query lanes', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase(
      resolveOptions({ maxConcurrentQueries: 1, maxQueuedQueries: 1, queryTimeoutMs: 5000 }),
    )
  })
  afterAll(() => db.close())

  it('answers system statements while the analytics lane is busy', async () => {
    const order: string[] = []
    const slow = db.query('SELECT count(*) FROM range(3000000000)').then(
      () => order.push('analytics'),
      () => order.push('analytics'),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    await db.system.query('SELECT 1').then(() => order.push('system'))
    await slow
    expect(order).toEqual(['system', 'analytics'])
  })

  it('answers overloaded once the analytics queue is full', async () => {
    const running = db.query('SELECT count(*) FROM range(3000000000)').catch(() => undefined)
    const queued = db.query('SELECT 1').catch(() => undefined)
    await expect(db.query('SELECT 2')).rejects.toMatchObject({ code: 'engine_overloaded', status: 529 })
    await Promise.all([running, queued])
  })
})

describe('ingest lane', () => {
  it('lets ingest statements run past the question timeout', async () => {
    const db = await openDatabase(resolveOptions({ queryTimeoutMs: 50, ingestTimeoutMs: 120_000 }))
    try {
      const slow = 'SELECT count(*) FROM range(400000000) t(x) WHERE x % 7 = 3'
      await expect(db.query(slow)).rejects.toMatchObject({ code: 'query_timeout' })
      await expect(db.ingest.query(slow)).resolves.toMatchObject({ rows: [[57142857]] })
    } finally {
      await db.close()
    }
  })
})

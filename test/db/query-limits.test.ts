import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/duckdb-database.js'
import { resolveOptions } from '../../src/options.js'

const SLOW = 'SELECT count(*) FROM range(4000000000) t(x) WHERE x % 7 = 3'

describe('query time', () => {
  it('stops a query past the timeout by interrupt and keeps the connection usable', async () => {
    // One connection slot: the statement after the timeout runs on the same pooled connection.
    const db = await openDatabase(resolveOptions({ queryTimeoutMs: 1500, maxConcurrentQueries: 1 }))
    try {
      const org = await db.organizationCatalog('a')
      await db.query(`CREATE SCHEMA "${org}"."s"`)
      await db.query(`CREATE TABLE "${org}"."s"."t" AS SELECT range AS x FROM range(10)`)
      const started = Date.now()
      await expect(db.query(SLOW)).rejects.toMatchObject({ code: 'query_timeout', status: 529 })
      expect(Date.now() - started).toBeLessThan(20_000)
      await expect(
        db.select(`SELECT sum(x) FROM "${org}"."s"."t"`, [], { database: org }),
      ).resolves.toMatchObject({
        rows: [[45]],
      })
    } finally {
      await db.close()
    }
  })
})

describe('query queue', () => {
  it('answers overloaded with a retry time once the queue is full', async () => {
    const db = await openDatabase(
      resolveOptions({ maxConcurrentQueries: 1, maxQueuedQueries: 1, queryTimeoutMs: 2000 }),
    )
    try {
      const running = db.query(SLOW).catch(() => undefined)
      const queued = db.query('SELECT 1').catch(() => undefined)
      await expect(db.query('SELECT 2')).rejects.toMatchObject({
        code: 'engine_overloaded',
        status: 529,
        retryAfterSeconds: 1,
      })
      await Promise.all([running, queued])
    } finally {
      await db.close()
    }
  })

  it('runs questions over small tables in their own lane while a big scan holds the other', async () => {
    const db = await openDatabase(
      resolveOptions({ maxConcurrentQueries: 1, maxQueuedQueries: 4, queryTimeoutMs: 3000 }),
    )
    try {
      const org = await db.organizationCatalog('a')
      await db.query(`CREATE SCHEMA "${org}"."s"`)
      await db.query(`CREATE TABLE "${org}"."s"."t" AS SELECT range AS x FROM range(10)`)
      const order: string[] = []
      await db.query(`CREATE TABLE "${org}"."s"."big" AS SELECT range AS x FROM range(200000)`)
      const cross = `SELECT count(*) FROM "${org}"."s"."big" a, "${org}"."s"."big" b WHERE (a.x + b.x) % 7 = 3`
      const big = db.select(cross, [], { database: org }).then(
        () => order.push('big'),
        () => order.push('big'),
      )
      await new Promise((resolve) => setTimeout(resolve, 50))
      await db.select(`SELECT count(*) FROM "${org}"."s"."t"`, [], { database: org, quick: true })
      order.push('quick')
      await big
      expect(order).toEqual(['quick', 'big'])
    } finally {
      await db.close()
    }
  })
})

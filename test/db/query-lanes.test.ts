import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/duckdb-database.js'
import { resolveOptions } from '../../src/options.js'

/**
 * Holds the analytics lane's only connection in an open transaction until `release()`: the lane is
 * busy for as long as the test says, whatever the machine's speed or load.
 */
function holdAnalyticsLane(db: Database) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let entered = () => {}
  const holding = new Promise<void>((resolve) => {
    entered = resolve
  })
  const done = db.transaction(async (session) => {
    await session.query('SELECT 1')
    entered()
    await released
  })
  return { holding, release, done }
}

describe('query lanes', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase(
      resolveOptions({ maxConcurrentQueries: 1, maxQueuedQueries: 1, queryTimeoutMs: 5000 }),
    )
  })
  afterAll(() => db.close())

  it('answers system statements while the analytics lane is busy, and analytics only once it is free', async () => {
    const lane = holdAnalyticsLane(db)
    await lane.holding
    let analyticsDone = false
    const analytics = db.query('SELECT 42').then((r) => {
      analyticsDone = true
      return r.rows
    })
    expect(await db.system.query('SELECT 1')).toMatchObject({ rows: [[1]] })
    expect(analyticsDone).toBe(false)
    lane.release()
    await lane.done
    expect(await analytics).toEqual([[42]])
  })

  it('answers overloaded once the analytics queue is full', async () => {
    const lane = holdAnalyticsLane(db)
    await lane.holding
    const queued = db.query('SELECT 1')
    await expect(db.query('SELECT 2')).rejects.toMatchObject({ code: 'engine_overloaded', status: 529 })
    lane.release()
    await lane.done
    expect((await queued).rows).toEqual([[1]])
  })
})

describe('ingest lane', () => {
  it('lets ingest statements run past the question timeout', async () => {
    // One thread: the statement's CPU time (150M rows, well over 20 ms anywhere) cannot shrink by
    // spreading; a loaded machine only makes it longer, which the ingest timeout allows.
    const db = await openDatabase(
      resolveOptions({ threads: 1, queryTimeoutMs: 20, ingestTimeoutMs: 600_000 }),
    )
    try {
      const slow = 'SELECT count(*) FROM range(150000000) t(x) WHERE x % 7 = 3'
      await expect(db.query(slow)).rejects.toMatchObject({ code: 'query_timeout' })
      await expect(db.ingest.query(slow)).resolves.toMatchObject({ rows: [[21428571]] })
    } finally {
      await db.close()
    }
  }, 300_000)
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine, type EngineOptions } from '../../src/index.js'
import { column, onlyTable } from './ingest-helpers.js'

/** A table past the 2,048 rows type inference reads, so its value index is counted over the table. */
function orders(regions: readonly string[], rows = 6000): Buffer {
  const statuses = ['shipped', 'pending', 'returned']
  const lines = Array.from({ length: rows }, (_, i) =>
    [
      i + 1,
      regions[i % regions.length],
      statuses[i % 7 === 0 ? 2 : i % 2],
      `Customer ${i % 900}`,
      i % 13,
    ].join(','),
  )
  return Buffer.from(`order_id,region,status,customer,units\n${lines.join('\n')}\n`)
}

/** Ingests (or replaces) the `orders` artifact with a table of these regions. */
const ingestOrders = (engine: Engine, regions: readonly string[]) =>
  engine.ingest({
    org: 'default',
    collection: 'shop',
    artifact: 'orders',
    file: orders(regions),
    fileName: 'o.csv',
  })

const QUESTIONS = [
  'how many orders were shipped?',
  'what is the total units in the north region?',
  'how many distinct customers are there?',
  'total units by status',
] as const

async function answer(engine: Engine, question: string, collection = 'shop'): Promise<string> {
  const reply = await engine.messages.create(
    {
      messages: [{ role: 'user', content: question }],
      tool_context: [{ type: 'ingested_artifact', context_filter: { collection, artifacts: ['orders'] } }],
    },
    { org: 'default' },
  )
  const result = reply.content[1]
  return `${result.is_error}\n${result.content.map((block) => block.text).join('\n')}`
}

/** Counts the transactions the ingest lane runs from now on (an index build is one). */
function countTransactions(engine: Engine): { readonly count: number } {
  const lane = engine.database.ingest
  const transaction = lane.transaction.bind(lane)
  const counter = { count: 0 }
  lane.transaction = (work) => {
    counter.count++
    return transaction(work)
  }
  return counter
}

async function storedValues(engine: Engine, database: string, columnName: string) {
  const { rows } = await engine.database.query(
    `SELECT value, count FROM "${database}"._tally.column_values
     WHERE collection = 'shop' AND table_name = 'orders' AND column_name = ? ORDER BY count DESC, value`,
    [columnName],
  )
  return rows
}

describe('value index of a large table, built on the first question', () => {
  const engines: Engine[] = []
  const open = async (options: EngineOptions) => {
    const engine = await createEngine(options)
    engines.push(engine)
    return engine
  }
  let eager: Engine
  const eagerAnswers = new Map<string, string>()
  beforeAll(async () => {
    eager = await open({ deferValueIndexRows: Number.POSITIVE_INFINITY })
    await ingestOrders(eager, ['north', 'south'])
    for (const question of QUESTIONS) eagerAnswers.set(question, await answer(eager, question))
  })
  afterAll(async () => {
    for (const engine of engines) await engine.close()
  })

  it('leaves the index out of the ingest and says so in the profile', async () => {
    const engine = await open({ deferValueIndexRows: 5000 })
    const table = onlyTable(await ingestOrders(engine, ['north', 'south']))
    expect(column(table, 'region').profile).toMatchObject({ valuesPending: true, topValues: [], min: null })
    expect(column(table, 'units').profile.valuesPending).toBeUndefined()
    expect(await storedValues(engine, table.database, 'region')).toEqual([])
  })

  it('builds it once for questions that arrive together, and answers as if built at ingest', async () => {
    const engine = await open({ deferValueIndexRows: 5000 })
    const { database } = onlyTable(await ingestOrders(engine, ['north', 'south']))
    const builds = countTransactions(engine)
    const answers = await Promise.all(
      [...QUESTIONS, ...QUESTIONS].map((question) => answer(engine, question)),
    )
    expect(builds.count).toBe(1)
    expect(answers).toEqual([...QUESTIONS, ...QUESTIONS].map((question) => eagerAnswers.get(question)))
    expect(await storedValues(engine, database, 'region')).toEqual([
      ['north', 3000],
      ['south', 3000],
    ])
    const columnsOf = async (e: Engine) => (await e.listArtifacts('default', 'shop'))[0]?.tables[0]?.columns
    expect(await columnsOf(engine)).toEqual(await columnsOf(eager))
  })

  it('builds it again for the new table after the artifact is replaced', async () => {
    const engine = await open({ deferValueIndexRows: 5000 })
    const ingest = (regions: string[]) => ingestOrders(engine, regions)
    const { database } = onlyTable(await ingest(['north', 'south']))
    expect(await answer(engine, QUESTIONS[1])).toBe(eagerAnswers.get(QUESTIONS[1]))
    await ingest(['east', 'west', 'north'])
    // Without the new index 'west' names no value; with the old one the answer would be north's.
    const westUnits = Array.from({ length: 6000 }, (_, i) => (i % 3 === 1 ? i % 13 : 0)).reduce(
      (a, b) => a + b,
    )
    expect(await answer(engine, 'what is the total units in the west region?')).toContain(
      `|---|\n| ${westUnits} |\n`,
    )
    expect(await storedValues(engine, database, 'region')).toEqual([
      ['east', 2000],
      ['north', 2000],
      ['west', 2000],
    ])
  })

  it("never leaves the old table's index on a table replaced while its first question runs", async () => {
    const engine = await open({ deferValueIndexRows: 5000 })
    const ingest = (regions: string[]) => ingestOrders(engine, regions)
    const { database } = onlyTable(await ingest(['north', 'south']))
    // Built outside the organization's turn, the old table's values land beside the new table's
    // about one run in three; in its turn, never.
    await Promise.all([answer(engine, QUESTIONS[1]), ingest(['east', 'west'])])
    await answer(engine, QUESTIONS[0])
    expect(await storedValues(engine, database, 'region')).toEqual([
      ['east', 3000],
      ['west', 3000],
    ])
  })

  it('builds it in a reopened file database, and keeps it there for the next opening', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tally-deferred-'))
    try {
      const first = await createEngine({ dataDir, deferValueIndexRows: 5000 })
      await ingestOrders(first, ['north', 'south'])
      await first.close()
      const second = await createEngine({ dataDir, deferValueIndexRows: 5000 })
      const builds = countTransactions(second)
      expect(await answer(second, QUESTIONS[0])).toBe(eagerAnswers.get(QUESTIONS[0]))
      expect(builds.count).toBe(1)
      await second.close()
      const third = await createEngine({ dataDir, deferValueIndexRows: 5000 })
      const rebuilds = countTransactions(third)
      expect(await answer(third, QUESTIONS[1])).toBe(eagerAnswers.get(QUESTIONS[1]))
      expect(rebuilds.count).toBe(0)
      const [table] = (await third.listArtifacts('default', 'shop'))[0]?.tables ?? []
      expect(table && column(table, 'region').profile).toMatchObject({
        distinctCount: 2,
        distinctApproximate: false,
      })
      await third.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

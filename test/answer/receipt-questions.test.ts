import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Asked,
  askAnswered,
  type CsvOracle,
  csvOracle,
  type GoldenEngine,
  goldenEngine,
  resultRows,
} from './golden-harness.js'

/**
 * A till's receipt lines (fixtures/business/receipts.csv, made by scripts/make-receipts-fixture.mjs):
 * one row per item bought, so each Receipt number repeats over its lines. Expected values come from
 * DuckDB reading the same file directly, never from the engine.
 */
const FILE = 'fixtures/business/receipts.csv'
let golden: GoldenEngine
let oracle: CsvOracle

beforeAll(async () => {
  golden = await goldenEngine({ receipts: FILE })
  oracle = await csvOracle(FILE, 'receipts')
})
afterAll(async () => {
  await golden.close()
  oracle.close()
})

const expected = (sql: string) => oracle.expected(sql)

const rows = resultRows
const firstColumn = (asked: Asked) => rows(asked).map((r) => r[0])
const answered = (question: string) => askAnswered(golden, question, 'receipts')

describe('questions about receipt lines, where a serial number repeats over rows', () => {
  it('counts receipts as different receipt numbers, never their sum or their lines', async () => {
    const all = await answered('How many receipts are there?')
    expect(rows(all)).toEqual(await expected('SELECT count(DISTINCT Receipt) FROM receipts'))
    const afternoon = await answered('How many receipts were made in the afternoon?')
    expect(rows(afternoon)).toEqual(
      await expected("SELECT count(DISTINCT Receipt) FROM receipts WHERE Period = 'afternoon'"),
    )
  })

  it('ranks groups by how many different receipts they hold', async () => {
    const asked = await answered('Which period has the highest number of receipts?')
    expect(rows(asked)).toEqual(
      await expected(
        'SELECT Period, count(DISTINCT Receipt) AS n FROM receipts GROUP BY Period ORDER BY n DESC LIMIT 1',
      ),
    )
  })

  it('reads "the highest receipt number" as the largest serial number', async () => {
    const asked = await answered('What is the highest receipt number?')
    expect(rows(asked)).toEqual(await expected('SELECT max(Receipt) FROM receipts'))
  })

  it('reads "the top 3 items most frequently bought" as the items on the most rows', async () => {
    const asked = await answered('List the top 3 items most frequently bought in the morning.')
    const top = await expected(
      "SELECT Item FROM receipts WHERE Period = 'morning' GROUP BY Item ORDER BY count(*) DESC LIMIT 3",
    )
    expect(firstColumn(asked)).toEqual(top.map((r) => r[0]))
  })

  it('reads "the bottom 2 items least purchased" as the items on the fewest rows', async () => {
    const asked = await answered('Name the bottom 2 items least purchased in the evening.')
    const bottom = await expected(
      "SELECT Item FROM receipts WHERE Period = 'evening' GROUP BY Item ORDER BY count(*) ASC LIMIT 2",
    )
    expect(firstColumn(asked)).toEqual(bottom.map((r) => r[0]))
  })

  it('does not read "the most" before a bare participle as a count', async () => {
    const asked = await golden.ask('Which item is the most purchased?', ['receipts'])
    // Either the item on the most rows, or a decline; never a ranking by receipt numbers.
    if (!asked.answer.isError) {
      const [best] = await expected('SELECT Item FROM receipts GROUP BY Item ORDER BY count(*) DESC LIMIT 1')
      expect(firstColumn(asked)).toEqual(best)
    }
    expect(asked.sql).not.toMatch(/sum\("Receipt"\)|max\("Receipt"\)/)
  })
})

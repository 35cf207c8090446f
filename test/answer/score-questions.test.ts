import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  askAnswered,
  type CsvOracle,
  csvOracle,
  type GoldenEngine,
  goldenEngine,
  resultRows,
} from './golden-harness.js'

/**
 * Countries with several scores (fixtures/business/country-scores.csv, written by hand), asked
 * about with lists of conditions. Expected values come from DuckDB reading the file directly.
 */
const FILE = 'fixtures/business/country-scores.csv'
let golden: GoldenEngine
let oracle: CsvOracle

beforeAll(async () => {
  golden = await goldenEngine({ scores: FILE })
  oracle = await csvOracle(FILE, 'scores')
})
afterAll(async () => {
  await golden.close()
  oracle.close()
})

const expected = (sql: string) => oracle.expected(sql)
const answered = (question: string) => askAnswered(golden, question, 'scores')

describe('lists of conditions, each number with the column named before it', () => {
  it('pairs "a Ladder score above 7.3, a Generosity score above 0.2" column by column', async () => {
    const asked = await answered(
      'What is the average Social support among the countries with a Ladder score above 7.3, a Generosity score above 0.2?',
    )
    expect(resultRows(asked)).toEqual(
      await expected(
        'SELECT avg("Social support") FROM scores WHERE "Ladder score" > 7.3 AND Generosity > 0.2',
      ),
    )
  })

  it('still reads a column right after its number: "with more than 0.9 social support"', async () => {
    const asked = await answered('How many countries have more than 0.9 social support?')
    expect(resultRows(asked)).toEqual(
      await expected('SELECT count(*) FROM scores WHERE "Social support" > 0.9'),
    )
  })
})

describe('a header in its adjective form, and words that must be read', () => {
  it('names "Regional indicator" by "region", counting countries per region', async () => {
    const asked = await answered('Which region has the most countries with a Generosity score above 0.2?')
    const best = await expected(
      'SELECT "Regional indicator" FROM scores WHERE Generosity > 0.2 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
    expect(resultRows(asked).map((r) => r[0])).toEqual(best.map((r) => r[0]))
  })

  it('reads "the majority of" as the region with the most such countries, not a list of every region', async () => {
    const asked = await answered(
      'In which region are the majority of countries with a Generosity score above 0.2 located?',
    )
    const truth = await expected(
      'SELECT "Regional indicator", count(*) AS n FROM scores WHERE Generosity > 0.2 GROUP BY 1 ORDER BY n DESC',
    )
    const top = truth.filter((r) => r[1] === truth[0]?.[1]).map((r) => r[0])
    expect(resultRows(asked).map((r) => r[0])).toEqual(top)
  })
})

describe('comparison signs written in the question', () => {
  it('reads ">", ">=" and "=" as the comparisons they are, never as an equality with the number', async () => {
    const more = await answered('How many countries have Generosity > 0.25?')
    expect(resultRows(more)).toEqual(await expected('SELECT count(*) FROM scores WHERE Generosity > 0.25'))
    const least = await answered('How many countries have a Ladder score >= 7.5?')
    expect(resultRows(least)).toEqual(
      await expected('SELECT count(*) FROM scores WHERE "Ladder score" >= 7.5'),
    )
    const equal = await answered("How many countries have Regional indicator = 'Southeast Asia'?")
    expect(resultRows(equal)).toEqual(
      await expected('SELECT count(*) FROM scores WHERE "Regional indicator" = \'Southeast Asia\''),
    )
  })
})

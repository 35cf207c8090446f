import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine, type MessageReply } from '../../src/index.js'

const FILES = {
  sales: 'fixtures/sales.csv',
  medals: 'fixtures/medals.csv',
  season: 'fixtures/golden/season.csv',
  races: 'fixtures/golden/races.csv',
}

describe('answers in three blocks', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
    for (const [artifact, file] of Object.entries(FILES)) {
      await engine.ingest({ org: 'default', collection: 'blocks', artifact, file })
    }
  })
  afterAll(() => engine.close())

  const ask = (question: string, artifacts?: string[]): Promise<MessageReply> =>
    engine.messages.create(
      {
        messages: [{ role: 'user', content: question }],
        tool_context: [
          {
            type: 'ingested_artifact',
            context_filter: { collection: 'blocks', ...(artifacts ? { artifacts } : {}) },
          },
        ],
      },
      { org: 'default' },
    )

  it('finds the column an adjective is about by its stem: the shortest race is the least time', async () => {
    const [use, result] = (await ask('which race was the shortest?', ['races'])).content
    expect(result.is_error).toBe(false)
    expect(use.input.query).toBe('Race with the lowest Time (as duration)')
    expect(result.content[0]?.text).toBe('| Race | Time |\n|---|---|\n| Zeltweg | 1:27:45.927 |')
  })

  it('reads a nationality as its country, and says so', async () => {
    const [use, result, text] = (await ask('how many gold medals do the germans have?', ['medals'])).content
    expect(result.is_error).toBe(false)
    expect(use.input.query).toContain("Nation is 'Germany'")
    expect(result.content[0]?.text).toBe('| sum(Gold) |\n|---|\n| 11 |')
    expect(text.text).toContain("Matched 'germans' to 'Germany'")
  })

  it('reads a misspelt name as the cell it is one letter from, and says so', async () => {
    const [use, result, text] = (await ask('which team was david coulthart on?', ['races'])).content
    expect(result.is_error).toBe(false)
    expect(use.input.query).toContain("'David Coulthard'")
    expect(result.content[0]?.text).toBe('| Team |\n|---|\n| McLaren |')
    expect(text.text).toContain("Matched 'david coulthart' to 'David Coulthard'")
  })

  it('restates the reading, returns the raw table and the SQL, and answers with a formatted number', async () => {
    const [use, result, text] = (await ask('what is the total revenue in 2023?', ['sales'])).content
    expect(use.input.query).toBe('Sum of revenue where order_date from 2023-01-01 up to 2024-01-01')
    expect(result.is_error).toBe(false)
    expect(result.content[0]?.text).toBe('| sum(revenue) |\n|---|\n| 31833.759999999995 |')
    expect(result.content[1]?.text).toMatch(/^```sql\nSELECT sum\("revenue"\)/)
    expect(text.text).toContain('**31,833.76**')
  })

  it('shows a short table in the text for a multi-row answer, one row per group and no totals row', async () => {
    const [, result, text] = (await ask('total revenue by region', ['sales'])).content
    expect(result.content[0]?.text.split('\n')).toHaveLength(6)
    expect(text.text).toContain('| East | 12,956.38 |')
  })

  it('names the winning label for a ranking, with its value', async () => {
    const [, result, text] = (await ask('which nation won the most gold medals?', ['medals'])).content
    expect(result.content[0]?.text).toBe('| Nation | Gold |\n|---|---|\n| United States | 46 |')
    expect(text.text).toMatch(/^\*\*United States\*\*: 46/)
  })

  it('keeps every row of a tie', async () => {
    const [, result, text] = (await ask('which game had the lowest attendance?', ['season'])).content
    expect(result.content[0]?.text.split('\n').slice(2)).toEqual([
      '| Tampa Bay Buccaneers | 51300 |',
      '| at Tampa Bay Buccaneers | 51300 |',
    ])
    expect(text.text).toContain('(tied)')
  })

  it('answers a yes/no question with a boolean', async () => {
    const [, result, text] = (await ask('is the most common status shipped?', ['sales'])).content
    expect(result.content[0]?.text).toBe('| answer |\n|---|\n| true |')
    expect(text.text).toMatch(/^\*\*Yes\.\*\*/)
  })

  it('discloses a loose match of a value', async () => {
    const [, result, text] = (await ask('how many games against green bay?', ['season'])).content
    expect(result.is_error).toBe(false)
    expect(text.text).toContain("Matched 'green bay' to 'Green Bay Packers', 'at Green Bay Packers'.")
  })

  it('discloses a loose match of a column through the synonym table', async () => {
    const [, result, text] = (await ask('which day had the highest sales?', ['sales'])).content
    expect(result.is_error).toBe(false)
    expect(text.text).toContain("Matched 'sales' to the column revenue.")
  })

  it('picks the table the question links to among several, and says which', async () => {
    const [use, result, text] = (await ask('which nation won the most gold medals?')).content
    expect(result.is_error).toBe(false)
    expect(use.input.query).toContain('Nation with the highest Gold')
    expect(text.text).toContain('(Answered from table medals of blocks.)')
  })

  it('declines a question about a column that does not exist, listing the columns and what it can answer', async () => {
    const [use, result, text] = (await ask('what is the average profit?', ['sales'])).content
    expect(result.is_error).toBe(true)
    expect(result.content).toHaveLength(1)
    expect(use.input.query).toBe('what is the average profit?')
    expect(text.text).toContain("'profit'")
    expect(text.text).toContain(
      'order_id, order_date, region, country, city, product, quantity, unit_price, revenue, status',
    )
  })

  it('suggests questions it can answer', async () => {
    const [, , text] = (await ask('what is the average profit?', ['medals'])).content
    const offered = text.text.slice(text.text.indexOf('for example'))
    const suggested = [...offered.matchAll(/"([^"]+\?)"/g)].map((m) => m[1] as string)
    expect(suggested.length).toBeGreaterThan(0)
    for (const question of suggested) {
      const [, result] = (await ask(question, ['medals'])).content
      expect(result.is_error, question).toBe(false)
    }
  })

  it('declines when a partial name fits several values, naming them', async () => {
    const [, result, text] = (await ask('how many times did schumacher win?', ['races'])).content
    expect(result.is_error).toBe(true)
    expect(text.text).toContain("'Michael Schumacher', 'Ralf Schumacher'")
  })

  it('declines when two tables fit equally well, naming them', async () => {
    const [, result, text] = (await ask('how many rows are there?')).content
    expect(result.is_error).toBe(true)
    expect(text.text).toMatch(/medals, races, sales, season fit equally well/)
  })

  it('declines counting the one row of a named entity instead of a quantity', async () => {
    const [use, result, text] = (await ask('how many times did china win?', ['medals'])).content
    expect(use.input.query).toContain("Nation is 'China'")
    expect(result.is_error).toBe(true)
    expect(text.text).toContain("single row where Nation is 'China'")
  })

  it('declines a singular question that matches several rows', async () => {
    const [, result, text] = (await ask('who won more gold, france or germany?', ['medals'])).content
    expect(result.is_error).toBe(true)
    expect(text.text).toContain('2 different rows match')
  })
})

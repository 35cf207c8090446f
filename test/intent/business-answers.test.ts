import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'

/** Answers over a business table written as HR exports are: camelCase headers, codes for values. */
describe('business linking, answered end to end', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
    await engine.ingest({
      org: 'default',
      collection: 'linking',
      artifact: 'hr',
      file: 'fixtures/business/hr-employees-linking.csv',
    })
  })
  afterAll(() => engine.close())

  const ask = async (question: string) => {
    const reply = await engine.messages.create(
      {
        messages: [{ role: 'user', content: question }],
        tool_context: [{ type: 'ingested_artifact', context_filter: { collection: 'linking' } }],
      },
      { org: 'default' },
    )
    const [, result, text] = reply.content
    const table = result.content[0]?.text ?? ''
    const cells = table
      .split('\n')
      .slice(2)
      .map((row) =>
        row
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      )
    return { declined: result.is_error, cells, text: text.text }
  }

  it('reads a camelCase header and past "in the dataset": the average annual salary', async () => {
    const r = await ask('What is the average annual salary in the dataset?')
    expect(r.declined).toBe(false)
    expect(r.cells).toEqual([['71800']])
  })

  it('reads a header written as one word and past "Answer with a single number"', async () => {
    const r = await ask('What is the total AnnualSalary in Sales? Answer with a single number.')
    expect(r.cells).toEqual([['186000']])
  })

  it('reads an abbreviated header written out: "bonus percent" is BonusPct', async () => {
    const r = await ask('What is the highest bonus percent?')
    expect(r.cells).toEqual([['15']])
  })

  it('counts women in a column of F/M codes, and says it matched loosely', async () => {
    const r = await ask('How many women are there?')
    expect(r.cells).toEqual([['5']])
    expect(r.text).toContain("Matched 'women' to 'F'")
  })

  it('reads a state named in full against its code', async () => {
    const r = await ask('What is the average annual salary of employees in Texas?')
    expect(r.cells).toEqual([['59000']])
    expect(r.text).toContain("Matched 'texas' to 'TX'")
  })

  it('declines a state the table does not hold, naming it', async () => {
    const r = await ask('How many employees are in Ohio?')
    expect(r.declined).toBe(true)
    expect(r.text).toContain("'ohio'")
  })

  it('declines a word that names nothing in the table instead of reading past it', async () => {
    const r = await ask('What is the average commission of the employees?')
    expect(r.declined).toBe(true)
    expect(r.text).toContain("'commission'")
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/index.js'

const CSV = [
  'region,customer,amount,units',
  'North,Acme,"£1,234.56",3',
  'South,Birch,"£60,000.00",12',
  'North,Cobalt,"£6,875.80",5',
  'South,Delta,£0.00,1',
].join('\n')

describe('answers about money show its currency', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
    await engine.ingest({
      org: 'default',
      collection: 'pay',
      artifact: 'pay',
      file: Buffer.from(CSV),
      fileName: 'pay.csv',
    })
  })
  afterAll(() => engine.close())

  const ask = async (question: string) => {
    const reply = await engine.messages.create(
      {
        messages: [{ role: 'user', content: question }],
        tool_context: [{ type: 'ingested_artifact', context_filter: { collection: 'pay' } }],
      },
      { org: 'default' },
    )
    const [, result, text] = reply.content
    expect(result.is_error).toBe(false)
    return { table: result.content[0]?.text ?? '', text: text.text }
  }

  it('says a sum of a pound column in pounds, exact to the penny, and keeps the table raw', async () => {
    const { table, text } = await ask('what is the total amount?')
    expect(text).toContain('**£68,110.36**')
    expect(table).toBe('| sum(amount) |\n|---|\n| 68110.36 |')
  })

  it('shows each group in pounds with its pence, and the raw table with the stored decimals', async () => {
    const { table, text } = await ask('total amount by region')
    expect(text).toContain('| North | £8,110.36 |')
    expect(text).toContain('| South | £60,000.00 |')
    expect(table).toContain('| South | 60000.00 |')
  })

  it('gives a looked-up amount and the winning row in pounds', async () => {
    expect((await ask('what is the amount of Acme?')).text).toContain('**£1,234.56**')
    expect((await ask('which customer has the highest amount?')).text).toContain('£60,000.00')
  })

  it('rounds an average of money to pence and keeps the currency on both sides of a share', async () => {
    expect((await ask('what is the average amount?')).text).toContain('**£17,027.59**')
    const share = await ask('what share of the amount is from the North?')
    expect(share.text).toContain('(£8,110.36 of £68,110.36)')
  })

  it('never puts a currency on a count or on a column that is not money', async () => {
    const count = await ask('how many customers are there?')
    expect(count.text).toContain('**4**')
    expect(count.text).not.toContain('£')
    const units = await ask('what is the total units?')
    expect(units.text).toContain('**21**')
    expect(units.text).not.toContain('£')
  })
})

describe('answers about money written with an ISO code show the code', () => {
  let engine: Engine
  beforeAll(async () => {
    engine = await createEngine()
    const csv = 'item,price,qty\nA,CHF 70.00,2\nB,"CHF 1,250.50",1\nC,CHF 12.00,5\n'
    await engine.ingest({ org: 'default', artifact: 'fees', file: Buffer.from(csv), fileName: 'fees.csv' })
  })
  afterAll(() => engine.close())

  const answer = async (question: string) => {
    const reply = await engine.messages.create(
      { messages: [{ role: 'user', content: question }] },
      { org: 'default' },
    )
    const [, result, text] = reply.content
    expect(result.is_error).toBe(false)
    return text.text
  }

  it('puts the code before the amount, apart from it, with cents', async () => {
    expect(await answer('what is the total price?')).toContain('**CHF 1,332.50**')
    expect(await answer('which item has the highest price?')).toContain('CHF 1,250.50')
    expect(await answer('what is the total qty?')).not.toContain('CHF')
  })
})
